import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError } from "~/api/errors.server";
import { STATE_MESSAGES as S } from "~/domains/bcp/recovery-state";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import {
  bcpActivationProcesses,
  bcpActivationResponses,
  bcpActivations,
} from "~/domains/incidents/activation-schema.server";
import { recordEvent } from "~/domains/incidents/records.server";
import { syncReminder } from "~/domains/incidents/reminders.server";
import { incidents } from "~/domains/incidents/schema.server";
import { anyOf, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { displayName } from "~/shared/names";
import { findActivationProcess } from "./activate.server";
import { ACTIVATION_MESSAGES as M } from "./model";
import type { ResponseInput } from "./validation";

type ResponseRow = typeof bcpActivationResponses.$inferSelect;

/** A status check as the API answers it (who responded is told by name in the history). */
export function presentResponse(
  r: Pick<
    ResponseRow,
    | "id"
    | "activationProcessId"
    | "controlStatus"
    | "strategy"
    | "strategyStatus"
    | "headcountAvailable"
    | "notes"
    | "respondedAt"
  >,
) {
  return {
    id: r.id,
    activationProcessId: r.activationProcessId,
    controlStatus: r.controlStatus,
    strategy: r.strategy,
    strategyStatus: r.strategyStatus,
    headcountAvailable: r.headcountAvailable,
    notes: r.notes,
    respondedAt: r.respondedAt,
  };
}

/** One status check of an activated process; only while its plan is active. */
export async function recordResponse(deps: ApiDeps, user: Principal, input: ResponseInput) {
  const now = deps.now();
  const row = await findActivationProcess(deps.db, user, input.activationProcessId);
  if (row.activation.deactivatedAt) throw badRequest(M.notActive, { activationProcessId: [M.notActive] });
  // Nobody can be available beyond the people the process has.
  if (input.headcountAvailable > row.process.totalGlobalHeadCount)
    throw fieldError("headcountAvailable", S.headcountOverGlobal(row.process.totalGlobalHeadCount));
  return deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(bcpActivationResponses)
      .values({
        companyId: user.companyId,
        activationProcessId: row.ap.id,
        controlStatus: input.controlStatus,
        strategy: input.strategy,
        strategyStatus: input.strategyStatus,
        headcountAvailable: input.headcountAvailable,
        notes: input.notes,
        respondedBy: user.id,
        respondedAt: now,
      })
      .returning();
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId: row.activation.incidentId,
      actorId: user.id,
      kind: "bcp_response",
      message: `${row.process.name} (${row.plan.name}): control ${input.controlStatus}, ${input.strategy} ${input.strategyStatus}, headcount ${input.headcountAvailable}`,
      at: now,
      changes: { activationProcessId: row.ap.id, responseId: saved.id },
    });
    // The answered check moves the incident's status check clock (and its reminder) on. The responder is
    // authorised by activation.respond over the company, so the incident is read without the "own" filter.
    const [incident] = await tx.select().from(incidents).where(eq(incidents.id, row.activation.incidentId));
    await syncReminder(tx, incident, now);
    return presentResponse(saved);
  });
}

const historyColumns = {
  id: bcpActivationResponses.id,
  activationProcessId: bcpActivationResponses.activationProcessId,
  processId: bcpProcesses.id,
  processName: bcpProcesses.name,
  bcpId: bcps.id,
  bcpName: bcps.name,
  controlStatus: bcpActivationResponses.controlStatus,
  strategy: bcpActivationResponses.strategy,
  strategyStatus: bcpActivationResponses.strategyStatus,
  headcountAvailable: bcpActivationResponses.headcountAvailable,
  notes: bcpActivationResponses.notes,
  respondedAt: bcpActivationResponses.respondedAt,
  responderFirst: users.firstName,
  responderLast: users.lastName,
  responderEmail: users.email,
};

type HistoryRow = Awaited<ReturnType<typeof historyQuery>>[number];

/** A status check in the history: its process and plan, and who responded by name. */
function present(rows: HistoryRow[]) {
  return rows.map((r) => ({
    ...presentResponse(r),
    processId: r.processId,
    processName: r.processName,
    bcpId: r.bcpId,
    bcpName: r.bcpName,
    respondedBy: displayName({
      firstName: r.responderFirst,
      lastName: r.responderLast,
      email: r.responderEmail,
    }),
  }));
}

function historyQuery(db: ApiDeps["db"]) {
  return db
    .select(historyColumns)
    .from(bcpActivationResponses)
    .innerJoin(
      bcpActivationProcesses,
      eq(bcpActivationProcesses.id, bcpActivationResponses.activationProcessId),
    )
    .innerJoin(bcpActivations, eq(bcpActivations.id, bcpActivationProcesses.activationId))
    .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpActivationProcesses.processId))
    .innerJoin(bcps, eq(bcps.id, bcpActivations.bcpId))
    .leftJoin(users, eq(users.id, bcpActivationResponses.respondedBy));
}

/** Every response of one activated process, newest first (bcpActivationResponseHistory). */
export async function processHistory(deps: ApiDeps, user: Principal, activationProcessId: string) {
  const row = await findActivationProcess(deps.db, user, activationProcessId);
  const rows = await historyQuery(deps.db)
    .where(eq(bcpActivationResponses.activationProcessId, row.ap.id))
    .orderBy(desc(bcpActivationResponses.respondedAt));
  return present(rows);
}

/** Every response of every process activated for an incident (or all the company's), oldest first. */
export async function allHistory(deps: ApiDeps, user: Principal, filter: { incidentId?: string }) {
  const rows = await historyQuery(deps.db)
    .where(
      and(
        eq(bcpActivationResponses.companyId, user.companyId),
        filter.incidentId ? eq(bcpActivations.incidentId, filter.incidentId) : undefined,
      ),
    )
    .orderBy(asc(bcpActivationResponses.respondedAt));
  return present(rows);
}

/** The latest response of each of these activated processes. */
export async function latestResponses(db: ApiDeps["db"], activationProcessIds: string[]) {
  if (!activationProcessIds.length) return new Map<string, typeof bcpActivationResponses.$inferSelect>();
  // On Home, the incident page and Active BCPs: built once (`prepared`, issue 37), the ids an array it is given.
  const rows = await prepared(db, "latestActivationResponses", (conn) =>
    conn
      .selectDistinctOn([bcpActivationResponses.activationProcessId])
      .from(bcpActivationResponses)
      .where(anyOf(bcpActivationResponses.activationProcessId, sql.placeholder("ids")))
      .orderBy(bcpActivationResponses.activationProcessId, desc(bcpActivationResponses.respondedAt))
      .prepare(UNNAMED),
  ).execute({ ids: activationProcessIds });
  return new Map(rows.map((r) => [r.activationProcessId, r]));
}
