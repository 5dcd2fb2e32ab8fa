import { and, desc, eq, gte, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { hours, madBreached, madMs } from "~/domains/bcp/mad";
import { breachAt, byUrgency, type ProcessState, processState } from "~/domains/bcp/recovery-state";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { bcpActivationProcesses, bcpActivations } from "~/domains/incidents/activation-schema.server";
import { addCadence } from "~/domains/incidents/cadence";
import { dateRangeStart } from "~/domains/incidents/date-ranges";
import type { DateRange, ExerciseFilter } from "~/domains/incidents/model";
import { incidents } from "~/domains/incidents/schema.server";
import { anyOf, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { displayName } from "~/shared/names";
import { processClockColumns } from "./process-clock-columns.server";
import { latestResponses, presentResponse } from "./responses.server";

/**
 * Activations with their incident, lead, processes and each process's latest response, MAD breach and
 * whether its status check is overdue (the incident's cadence, counted from its last response).
 */
export async function listActivations(
  deps: ApiDeps,
  user: Principal,
  filter: {
    dateRange?: DateRange;
    incidentId?: string;
    /** One plan's activations (its PDF). */
    bcpId?: string;
    /** The activations of the plans this user leads or is assigned. */
    heldBy?: string;
    includeInactive?: boolean;
    /** Name, per process, a live activation elsewhere that breaches sooner (the incident page, Active BCPs). */
    soonerElsewhere?: boolean;
    /** Without an incident: real incidents only unless asked (exercises stay out of the real figures). */
    exercises?: ExerciseFilter;
  },
) {
  const now = deps.now();
  const exercises = filter.exercises ?? (filter.incidentId ? "include" : "real");
  // Built once per shape of the filter (`prepared`, issue 37: Home, the incident page and Active BCPs ask on every
  // view); the company and the filter's values are filled in when it runs.
  const shape = {
    inactive: Boolean(filter.includeInactive),
    incident: Boolean(filter.incidentId),
    bcp: Boolean(filter.bcpId),
    held: Boolean(filter.heldBy),
    since: Boolean(filter.dateRange),
    exercises,
  };
  const read = prepared(deps.db, `activations:${Object.values(shape).join(":")}`, (db) => {
    const where: (SQL | undefined)[] = [eq(bcpActivations.companyId, sql.placeholder("companyId"))];
    if (!shape.inactive) where.push(isNull(bcpActivations.deactivatedAt));
    if (shape.incident) where.push(eq(bcpActivations.incidentId, sql.placeholder("incidentId")));
    if (shape.bcp) where.push(eq(bcpActivations.bcpId, sql.placeholder("bcpId")));
    if (shape.held)
      where.push(
        or(eq(bcps.bcLeadId, sql.placeholder("heldBy")), eq(bcps.assigneeId, sql.placeholder("heldBy"))),
      );
    if (exercises === "real") where.push(isNull(incidents.exerciseType));
    if (exercises === "only") where.push(isNotNull(incidents.exerciseType));
    if (shape.since) where.push(gte(bcpActivations.activatedAt, sql.placeholder("since")));
    return db
      .select({
        activation: bcpActivations,
        plan: { id: bcps.id, name: bcps.name, number: bcps.number },
        incident: {
          id: incidents.id,
          title: incidents.title,
          type: incidents.type,
          exerciseType: incidents.exerciseType,
          status: incidents.status,
          statusCheckCadence: incidents.statusCheckCadence,
        },
        lead: userNameColumns,
      })
      .from(bcpActivations)
      .innerJoin(bcps, eq(bcps.id, bcpActivations.bcpId))
      .innerJoin(incidents, eq(incidents.id, bcpActivations.incidentId))
      .leftJoin(users, eq(users.id, bcps.bcLeadId))
      .where(and(...where))
      .orderBy(desc(bcpActivations.activatedAt))
      .prepare(UNNAMED);
  });
  const rows = await read.execute({
    companyId: user.companyId,
    incidentId: filter.incidentId,
    bcpId: filter.bcpId,
    heldBy: filter.heldBy,
    // A time as its ISO text, as the timestamp column would have sent it (a placeholder skips its mapping).
    since: filter.dateRange ? dateRangeStart(filter.dateRange, now).toISOString() : undefined,
  });
  const ids = rows.map((r) => r.activation.id);
  const processes = ids.length
    ? await prepared(deps.db, "activationProcesses", (db) =>
        db
          .select({
            ap: bcpActivationProcesses,
            name: bcpProcesses.name,
            ...processClockColumns,
            headcountGlobal: bcpProcesses.totalGlobalHeadCount,
          })
          .from(bcpActivationProcesses)
          .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpActivationProcesses.processId))
          .where(anyOf(bcpActivationProcesses.activationId, sql.placeholder("ids")))
          .orderBy(bcpProcesses.name)
          .prepare(UNNAMED),
      ).execute({ ids })
    : [];
  const latest = await latestResponses(
    deps.db,
    processes.map((p) => p.ap.id),
  );
  // The unfiltered list of live activations already holds every clock; a filtered one asks for the others.
  const complete =
    !filter.incidentId && !filter.bcpId && !filter.heldBy && !filter.dateRange && !filter.includeInactive;
  const elsewhere =
    filter.soonerElsewhere && processes.length
      ? complete
        ? null
        : await liveClocks(deps, user, [...new Set(processes.map((p) => p.ap.processId))])
      : null;
  const listed = rows.map((r) => {
    const active = !r.activation.deactivatedAt;
    const end = r.activation.deactivatedAt ?? now;
    return {
      id: r.activation.id,
      bcpId: r.plan.id,
      bcpName: r.plan.name,
      bcpNumber: `BCP-${String(r.plan.number).padStart(4, "0")}`,
      incident: r.incident,
      reason: r.activation.reason,
      activatedAt: r.activation.activatedAt,
      deactivatedAt: r.activation.deactivatedAt,
      active,
      lead: displayName(r.lead ?? {}),
      processes: processes
        .filter((p) => p.ap.activationId === r.activation.id)
        .map((p) => {
          const last = latest.get(p.ap.id) ?? null;
          const cadence = r.incident.statusCheckCadence;
          const nextCheckAt = cadence
            ? addCadence(last?.respondedAt ?? r.activation.activatedAt, cadence)
            : null;
          const mad = madMs(p.mad, p.madDuration);
          const firstCheckAt = cadence ? addCadence(r.activation.activatedAt, cadence) : null;
          return {
            id: p.ap.id,
            processId: p.ap.processId,
            name: p.name,
            disruption: p.ap.disruption,
            disruptedSince: p.ap.disruptedSince,
            mad: p.mad,
            madDuration: p.madDuration,
            madHours: hours(madMs(p.mad, p.madDuration)),
            hoursSinceDisruption: hours(end.getTime() - p.ap.disruptedSince.getTime()),
            madBreached: madBreached(p.ap.disruptedSince, end, p.mad, p.madDuration),
            state: processState({
              disruptedSince: p.ap.disruptedSince,
              madMs: mad,
              at: end,
              headcountRequired: p.headcountRequired,
              latest: last,
              firstCheckAt,
            }),
            breachAt: breachAt(p.ap.disruptedSince, mad),
            madWarnedPct: p.ap.madWarnedPct,
            headcountRequired: p.headcountRequired,
            headcountGlobal: p.headcountGlobal,
            latestResponse: last ? presentResponse(last) : null,
            nextCheckAt,
            checkOverdue: active && nextCheckAt !== null && nextCheckAt.getTime() < now.getTime(),
            soonerElsewhere: null as SoonerClock | null,
          };
        }),
    };
  });
  if (!filter.soonerElsewhere) return listed;
  const pool: LiveClock[] =
    elsewhere ??
    listed.flatMap((a) =>
      a.active && !a.incident.exerciseType
        ? a.processes.map((p) => ({
            apId: p.id,
            processId: p.processId,
            state: p.state,
            breachAt: p.breachAt,
            incident: { id: a.incident.id, title: a.incident.title },
          }))
        : [],
    );
  for (const a of listed)
    for (const p of a.processes) {
      const best = pool
        .filter((c) => c.processId === p.processId && c.apId !== p.id && c.state !== "Recovered")
        .sort(byUrgency)[0];
      if (best && (p.state === "Recovered" || !a.active || best.breachAt.getTime() < p.breachAt.getTime()))
        p.soonerElsewhere = { breachAt: best.breachAt, state: best.state, incident: best.incident };
    }
  return listed;
}

interface SoonerClock {
  breachAt: Date;
  state: ProcessState;
  incident: { id: string; title: string | null };
}
interface LiveClock extends SoonerClock {
  apId: string;
  processId: string;
}

/**
 * Every live clock of these processes in the company (each active activation that holds one), for the
 * soonest breach across activations. Bounded by the company's live activations (bcp_activations_company_idx)
 * and their processes (the activation index); one more query for their latest responses.
 */
async function liveClocks(deps: ApiDeps, user: Principal, processIds: string[]): Promise<LiveClock[]> {
  const now = deps.now();
  const rows = await deps.db
    .select({
      apId: bcpActivationProcesses.id,
      processId: bcpActivationProcesses.processId,
      disruptedSince: bcpActivationProcesses.disruptedSince,
      activatedAt: bcpActivations.activatedAt,
      ...processClockColumns,
      incident: { id: incidents.id, title: incidents.title, cadence: incidents.statusCheckCadence },
    })
    .from(bcpActivations)
    .innerJoin(bcpActivationProcesses, eq(bcpActivationProcesses.activationId, bcpActivations.id))
    .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpActivationProcesses.processId))
    .innerJoin(incidents, eq(incidents.id, bcpActivations.incidentId))
    .where(
      and(
        eq(bcpActivations.companyId, user.companyId),
        isNull(bcpActivations.deactivatedAt),
        inArray(bcpActivationProcesses.processId, processIds),
        // An exercise's clock is never the one a real response is told breaches sooner.
        isNull(incidents.exerciseType),
      ),
    );
  const latest = await latestResponses(
    deps.db,
    rows.map((r) => r.apId),
  );
  return rows.map((r) => {
    const mad = madMs(r.mad, r.madDuration);
    return {
      apId: r.apId,
      processId: r.processId,
      breachAt: breachAt(r.disruptedSince, mad),
      state: processState({
        disruptedSince: r.disruptedSince,
        madMs: mad,
        at: now,
        headcountRequired: r.headcountRequired,
        latest: latest.get(r.apId) ?? null,
        firstCheckAt: r.incident.cadence ? addCadence(r.activatedAt, r.incident.cadence) : null,
      }),
      incident: { id: r.incident.id, title: r.incident.title },
    };
  });
}
