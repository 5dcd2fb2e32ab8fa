import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  ne,
  notExists,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import { DateTime } from "luxon";
import type { ApiDeps, Principal } from "~/api/context.server";
import { can, scopeFor } from "~/domains/access/policy";
import { planScope } from "~/domains/bcp/access.server";
import { isCriticalProcess } from "~/domains/bcp/critical.server";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { companyDatesOnce, settingsAtSignInOf } from "~/domains/companies/dates.server";
import { companies } from "~/domains/companies/schema.server";
import { companySettingsSchema } from "~/domains/companies/validation";
import { bcpActivationProcesses, bcpActivations } from "~/domains/incidents/activation-schema.server";
import { incidents } from "~/domains/incidents/schema.server";
import { CM_TEST_OUTCOME_LABELS } from "~/domains/management-plans/model";
import { cmTests, managementPlans } from "~/domains/management-plans/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import { readAll } from "~/platform/db/read-all.server";
import { COVERAGE_WINDOWS_MONTHS, CRITICAL_PROCESSES_MAX, cmTestResult, exerciseResult } from "./model";
import { findings } from "./schema.server";

/** A completed exercise (not disabled): what counts as a plan exercised. */
const COMPLETED_EXERCISE = and(
  isNotNull(incidents.exerciseType),
  eq(incidents.status, "Completed"),
  eq(incidents.disabled, false),
);

/**
 * The company's exercise cadence in months (its setting, yearly by default). `user`: the caller, whose own
 * company's settings came with their session lookup (no statement).
 */
export async function exerciseCadenceOf(db: Db | Tx, companyId: string, user?: Principal) {
  const known = user ? settingsAtSignInOf(user, companyId) : null;
  const [row] = known
    ? [known]
    : await db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, companyId));
  const settings = companySettingsSchema.safeParse(row?.settings ?? {});
  return (settings.success ? settings.data : companySettingsSchema.parse({})).exerciseCadenceMonths;
}

const monthsBefore = (now: Date, months: number) => DateTime.fromJSDate(now).minus({ months }).toJSDate();

/** Each plan's last completed exercise (its activation's time and the exercise), of the plans named. */
async function lastExercises(db: Db | Tx, companyId: string, planIds: string[]) {
  if (!planIds.length) return [];
  return db
    .selectDistinctOn([bcpActivations.bcpId], {
      bcpId: bcpActivations.bcpId,
      at: bcpActivations.activatedAt,
      incident: { id: incidents.id, title: incidents.title, exerciseType: incidents.exerciseType },
    })
    .from(bcpActivations)
    .innerJoin(incidents, eq(incidents.id, bcpActivations.incidentId))
    .where(
      and(
        eq(bcpActivations.companyId, companyId),
        inArray(bcpActivations.bcpId, planIds),
        COMPLETED_EXERCISE,
      ),
    )
    .orderBy(bcpActivations.bcpId, desc(bcpActivations.activatedAt));
}

/** When a plan's next exercise is due: the cadence after its last one, now when it was never exercised. */
const nextDueAfter = (last: Date | undefined, cadenceMonths: number, now: Date) =>
  last ? DateTime.fromJSDate(last).plus({ months: cadenceMonths }).toJSDate() : now;

/**
 * The reader's plans (not archived) overdue for an exercise, as the programme says (no completed exercise within
 * the cadence; PostgreSQL adds months as Luxon does, the 31st plus a month being the month's last day): one
 * condition for Home's count and the BCP list's flags, neither of which reads the whole programme (issue 37).
 */
async function overduePlans(deps: Pick<ApiDeps, "db" | "now">, user: Principal, cadenceMonths: number) {
  return overdueWhere(
    deps.db,
    { companyId: user.companyId, cadenceMonths, now: deps.now().toISOString() },
    await planScope(deps.db, user, "bcp.read"),
  );
}

/** Not cancelled, in `scope`, and not exercised (a completed exercise) within the cadence before now. */
function overdueWhere(
  db: Db | Tx,
  values: { companyId: string | Placeholder; cadenceMonths: number | Placeholder; now: string | Placeholder },
  scope: SQL | undefined,
) {
  const exercisedWithinCadence = db
    .select({ one: sql`1` })
    .from(bcpActivations)
    .innerJoin(incidents, eq(incidents.id, bcpActivations.incidentId))
    .where(
      and(
        eq(bcpActivations.bcpId, bcps.id),
        eq(bcpActivations.companyId, values.companyId),
        COMPLETED_EXERCISE,
        sql`${bcpActivations.activatedAt} + make_interval(months => ${values.cadenceMonths}::int) > ${values.now}::timestamptz`,
      ),
    );
  return and(
    eq(bcps.companyId, values.companyId),
    ne(bcps.status, "CANCELLED"),
    scope,
    notExists(exercisedWithinCadence),
  );
}

/** Which of the plans named are overdue for an exercise: the BCP list flags its page of plans. */
export async function plansOverdueAmong(
  deps: Pick<ApiDeps, "db" | "now">,
  user: Principal,
  planIds: string[],
) {
  if (!planIds.length) return [];
  const cadenceMonths = await exerciseCadenceOf(deps.db, user.companyId, user);
  const rows = await deps.db
    .select({ id: bcps.id })
    .from(bcps)
    .where(and(inArray(bcps.id, planIds), await overduePlans(deps, user, cadenceMonths)));
  return rows.map((r) => r.id);
}

/**
 * The exercise programme: each plan the reader may read (not archived) with its last completed exercise (when, which, its
 * result), when the next is due (the cadence after the last; now when never exercised) and whether it is
 * overdue; and the coverage of the company's critical processes in the last 12 and 36 months, and which they are.
 */
export async function exerciseProgramme(deps: Pick<ApiDeps, "db" | "now">, user: Principal) {
  const now = deps.now();
  const cadenceMonths = await exerciseCadenceOf(deps.db, user.companyId, user);
  // An archived (Cancelled) plan is exercised no more, as a cancelled IMP or CMP is not (below).
  const scope = and(
    eq(bcps.companyId, user.companyId),
    ne(bcps.status, "CANCELLED"),
    await planScope(deps.db, user, "bcp.read"),
  );
  const plans = await deps.db
    .select({ id: bcps.id, name: bcps.name, number: bcps.number })
    .from(bcps)
    .where(scope)
    .orderBy(bcps.number)
    .limit(1000);
  const planIds = plans.map((p) => p.id);
  const exercised = await lastExercises(deps.db, user.companyId, planIds);
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
    const nextDue = nextDueAfter(e?.at, cadenceMonths, now);
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
    cadenceMonths,
    plans: rows,
    managementPlans: can(user, "managementPlan.read")
      ? await managementPlanProgramme(deps, user, cadenceMonths)
      : [],
    coverage: await coverage(deps, scope, now),
    criticalProcesses: await criticalProcesses(deps, scope),
  };
}

/**
 * When a management plan's next test is due: `months` after the day of its last (a CM test's day is kept as that
 * day's UTC midnight), from the start of that day on the company's clock. Read as a day in the company's zone, as
 * the programme and the calendar feed read it, it is that day: west of UTC it showed the day before.
 */
function testDayDue(at: Date, months: number, zone: string) {
  const day = DateTime.fromJSDate(at, { zone: "utc" }).plus({ months });
  return DateTime.fromObject({ year: day.year, month: day.month, day: day.day }, { zone }).toJSDate();
}

/**
 * The IMPs and CMPs in the programme: their CM tests are their exercises (each of a kind, issue 35), the last
 * completed one with its outcome as the result. The next is due the company's cadence after it, or sooner when the
 * plan's own test interval is shorter; a plan never tested is due now, as a BCP never exercised is.
 */
async function managementPlanProgramme(
  deps: Pick<ApiDeps, "db" | "now">,
  user: Principal,
  cadenceMonths: number,
) {
  const now = deps.now();
  const plans = await deps.db
    .select({
      id: managementPlans.id,
      type: managementPlans.type,
      code: managementPlans.code,
      name: managementPlans.name,
      interval: managementPlans.testIntervalMonths,
    })
    .from(managementPlans)
    .where(and(eq(managementPlans.companyId, user.companyId), ne(managementPlans.status, "CANCELLED")))
    .orderBy(managementPlans.type, managementPlans.code)
    .limit(1000);
  const ids = plans.map((p) => p.id);
  const tested = ids.length
    ? await deps.db
        .selectDistinctOn([cmTests.planId], {
          planId: cmTests.planId,
          at: sql<Date>`coalesce(${cmTests.conductedOn}, ${cmTests.scheduledFor})`.mapWith(
            (v: string | Date) => new Date(v),
          ),
          exerciseType: cmTests.exerciseType,
          scenario: cmTests.scenario,
          outcome: cmTests.outcome,
          followUps: sql<number>`jsonb_array_length(${cmTests.followUpActions})`.mapWith(Number),
        })
        .from(cmTests)
        .where(
          and(
            eq(cmTests.companyId, user.companyId),
            inArray(cmTests.planId, ids),
            eq(cmTests.status, "COMPLETED"),
          ),
        )
        .orderBy(cmTests.planId, desc(sql`coalesce(${cmTests.conductedOn}, ${cmTests.scheduledFor})`))
    : [];
  const last = new Map(tested.map((t) => [t.planId, t]));
  const { timezone } = await companyDatesOnce(deps.db, user, user.companyId);
  return plans.map((p) => {
    const t = last.get(p.id);
    const months = Math.min(cadenceMonths, p.interval);
    const nextDue = t ? testDayDue(t.at, months, timezone || "UTC") : now;
    return {
      id: p.id,
      type: p.type,
      code: p.code,
      name: p.name,
      lastExercise: t ? { at: t.at, scenario: t.scenario, exerciseType: t.exerciseType } : null,
      result: t ? cmTestResult(t.outcome ? CM_TEST_OUTCOME_LABELS[t.outcome] : null, t.followUps) : null,
      nextDue,
      overdue: nextDue.getTime() <= now.getTime(),
    };
  });
}

/**
 * Which critical processes were exercised: each critical process of the readable plans with the last time a
 * completed exercise activated it (null: never), the never exercised and the longest ago first.
 */
async function criticalProcesses(deps: Pick<ApiDeps, "db">, scope: ReturnType<typeof and>) {
  const last =
    sql<Date | null>`max(${bcpActivations.activatedAt}) filter (where ${incidents.id} is not null)`.mapWith(
      // Never exercised: the aggregate is null, which drizzle passes on without mapping.
      (v: string | Date): Date | null => new Date(v),
    );
  const rows = await deps.db
    .select({
      id: bcpProcesses.id,
      name: bcpProcesses.name,
      planId: bcps.id,
      planName: bcps.name,
      planNumber: bcps.number,
      lastExercisedAt: last,
    })
    .from(bcpProcesses)
    .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
    .leftJoin(bcpActivationProcesses, eq(bcpActivationProcesses.processId, bcpProcesses.id))
    .leftJoin(bcpActivations, eq(bcpActivations.id, bcpActivationProcesses.activationId))
    .leftJoin(incidents, and(eq(incidents.id, bcpActivations.incidentId), COMPLETED_EXERCISE))
    .where(and(scope, isCriticalProcess))
    .groupBy(bcpProcesses.id, bcps.id)
    .orderBy(sql`${last} asc nulls first`, bcps.number, bcpProcesses.name)
    .limit(CRITICAL_PROCESSES_MAX);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    plan: { id: r.planId, name: r.planName, number: r.planNumber },
    lastExercisedAt: r.lastExercisedAt ?? null,
  }));
}

/** Critical processes (critical.ts) of the readable plans, and how many an exercise activated within each window. */
async function coverage(deps: Pick<ApiDeps, "db">, scope: ReturnType<typeof and>, now: Date) {
  const critical = and(scope, isCriticalProcess);
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

/** How many readable plans are overdue for an exercise (Home): BCPs counted in one statement, then IMPs and CMPs. */
export async function plansOverdueForExercise(deps: Pick<ApiDeps, "db" | "now">, user: Principal) {
  const cadenceMonths = await exerciseCadenceOf(deps.db, user.companyId, user);
  // The BCPs' count and the IMPs' and CMPs' programme side by side (one after the other before, issue 37).
  // Home asks on every visit: for the roles that read every plan or their company's, built once (`prepared`,
  // issue 37), the company, cadence and time filled in when it runs.
  const wide = scopeFor(user.role, "bcp.read");
  const [[{ n }], managementPlans] = await readAll(deps.db, [
    async () =>
      wide === "all" || wide === "company"
        ? prepared(deps.db, "plansOverdueForExercise", (db) =>
            db
              .select({ n: count() })
              .from(bcps)
              .where(
                overdueWhere(
                  db,
                  {
                    companyId: sql.placeholder("companyId"),
                    cadenceMonths: sql.placeholder("cadenceMonths"),
                    now: sql.placeholder("now"),
                  },
                  // Every plan of the company: the company is a condition of its own already.
                  undefined,
                ),
              )
              .prepare(UNNAMED),
          ).execute({ companyId: user.companyId, cadenceMonths, now: deps.now().toISOString() })
        : deps.db
            .select({ n: count() })
            .from(bcps)
            .where(await overduePlans(deps, user, cadenceMonths)),
    () =>
      can(user, "managementPlan.read")
        ? managementPlanProgramme(deps, user, cadenceMonths)
        : Promise.resolve([]),
  ] as const);
  return n + managementPlans.filter((p) => p.overdue).length;
}
