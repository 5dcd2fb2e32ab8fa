import { and, count, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { ApiDeps, Principal } from "~/api/context.server";
import { bcpActivationProcesses, bcpActivations } from "~/domains/activation/schema.server";
import { planScope } from "~/domains/bcp/access.server";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { incidents } from "~/domains/incidents/schema.server";
import { COVERAGE_WINDOWS_MONTHS, EXERCISE_CADENCE_MONTHS, exerciseResult } from "./model";
import { findings } from "./schema.server";

/** A completed exercise (not disabled): what counts as a plan exercised. */
const COMPLETED_EXERCISE = and(
  isNotNull(incidents.exerciseType),
  eq(incidents.status, "Completed"),
  eq(incidents.disabled, false),
);

const monthsBefore = (now: Date, months: number) => DateTime.fromJSDate(now).minus({ months }).toJSDate();

/**
 * The exercise programme: each plan the reader may read with its last completed exercise (when, which, its
 * result), when the next is due (the cadence after the last; now when never exercised) and whether it is
 * overdue; and the coverage of the company's critical processes in the last 12 and 36 months.
 */
export async function exerciseProgramme(deps: Pick<ApiDeps, "db" | "now">, user: Principal) {
  const now = deps.now();
  const scope = and(eq(bcps.companyId, user.companyId), await planScope(deps.db, user, "bcp.read"));
  const plans = await deps.db
    .select({ id: bcps.id, name: bcps.name, number: bcps.number })
    .from(bcps)
    .where(scope)
    .orderBy(bcps.number)
    .limit(1000);
  const planIds = plans.map((p) => p.id);
  const exercised = planIds.length
    ? await deps.db
        .selectDistinctOn([bcpActivations.bcpId], {
          bcpId: bcpActivations.bcpId,
          at: bcpActivations.activatedAt,
          incident: { id: incidents.id, title: incidents.title, exerciseType: incidents.exerciseType },
        })
        .from(bcpActivations)
        .innerJoin(incidents, eq(incidents.id, bcpActivations.incidentId))
        .where(
          and(
            eq(bcpActivations.companyId, user.companyId),
            inArray(bcpActivations.bcpId, planIds),
            COMPLETED_EXERCISE,
          ),
        )
        .orderBy(bcpActivations.bcpId, desc(bcpActivations.activatedAt))
    : [];
  const last = new Map(exercised.map((e) => [e.bcpId, e]));
  const lastIncidentIds = [...new Set(exercised.map((e) => e.incident.id))];
  const tallies = lastIncidentIds.length
    ? await deps.db
        .select({
          incidentId: findings.incidentId,
          bcpId: findings.bcpId,
          n: count(),
          open: sql<number>`count(*) filter (where ${findings.status} = 'Open')`.mapWith(Number),
        })
        .from(findings)
        .where(and(eq(findings.companyId, user.companyId), inArray(findings.incidentId, lastIncidentIds)))
        .groupBy(findings.incidentId, findings.bcpId)
    : [];
  const rows = plans.map((p) => {
    const e = last.get(p.id);
    const nextDue = e ? DateTime.fromJSDate(e.at).plus({ months: EXERCISE_CADENCE_MONTHS }).toJSDate() : now;
    // The exercise's findings about this plan, and those about no plan in particular.
    const mine = e
      ? tallies.filter((t) => t.incidentId === e.incident.id && (t.bcpId === p.id || !t.bcpId))
      : [];
    const total = mine.reduce((a, t) => a + t.n, 0);
    const open = mine.reduce((a, t) => a + t.open, 0);
    return {
      id: p.id,
      name: p.name,
      number: p.number,
      lastExercise: e
        ? {
            at: e.at,
            incidentId: e.incident.id,
            title: e.incident.title,
            exerciseType: e.incident.exerciseType!,
          }
        : null,
      result: e ? exerciseResult(total, open) : null,
      nextDue,
      overdue: nextDue.getTime() <= now.getTime(),
    };
  });
  return {
    at: now,
    cadenceMonths: EXERCISE_CADENCE_MONTHS,
    plans: rows,
    coverage: await coverage(deps, scope, now),
  };
}

/** Critical (high) processes of the readable plans, and how many an exercise activated within each window. */
async function coverage(deps: Pick<ApiDeps, "db">, scope: ReturnType<typeof and>, now: Date) {
  const critical = and(scope, eq(bcpProcesses.overAllCriticality, "high"));
  const [{ total }] = await deps.db
    .select({ total: count() })
    .from(bcpProcesses)
    .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
    .where(critical);
  const out: { months: number; exercised: number; total: number }[] = [];
  for (const months of COVERAGE_WINDOWS_MONTHS) {
    const [{ n }] = await deps.db
      .select({ n: sql<number>`count(distinct ${bcpProcesses.id})`.mapWith(Number) })
      .from(bcpActivationProcesses)
      .innerJoin(bcpActivations, eq(bcpActivations.id, bcpActivationProcesses.activationId))
      .innerJoin(incidents, eq(incidents.id, bcpActivations.incidentId))
      .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpActivationProcesses.processId))
      .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
      .where(and(critical, COMPLETED_EXERCISE, gte(bcpActivations.activatedAt, monthsBefore(now, months))));
    out.push({ months, exercised: n, total });
  }
  return out;
}

/** How many readable plans are overdue for an exercise (Home). */
export async function plansOverdueForExercise(deps: Pick<ApiDeps, "db" | "now">, user: Principal) {
  const programme = await exerciseProgramme(deps, user);
  return programme.plans.filter((p) => p.overdue).length;
}
