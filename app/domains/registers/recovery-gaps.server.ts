import { type AnyColumn, and, asc, eq, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, notFound } from "~/api/errors.server";
import { type Conn, loadPlan, plansMayAct } from "~/domains/bcp/access.server";
import { auditPlan } from "~/domains/bcp/audit.server";
import { UNIT_MS } from "~/domains/bcp/mad";
import { formatMad } from "~/domains/bcp/model";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { objectWhere, qualified } from "~/platform/db/lookup.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import { readAll } from "~/platform/db/read-all.server";
import { displayName } from "~/shared/names";
import { REGISTER_KIND_LABELS, REGISTER_MESSAGES } from "./model";
import { bcpDependencyLinks, recoveryGapAcknowledgements, registerEntries } from "./schema.server";

/**
 * Recovery promises checked along the chain (issue 33 item 3): a process cannot come back within its MAD when
 * something it depends on recovers later than that, an application's or supplier's recovery time objective, or
 * the MAD of an upstream process. Each such pair is a gap; nothing is blocked, the plan and the registers show it.
 */
/** The most gaps one answer lists (the worst-placed company still sees where to start). */
export const RECOVERY_GAPS_LIMIT = 200;

/** A duration (an amount and a MAD unit) in minutes, in SQL, by the MAD clock's own unit table (a month is 30 days). */
const minutes = (amount: AnyColumn, unit: AnyColumn): SQL =>
  sql`(${amount} * case ${unit} ${sql.join(
    Object.entries(UNIT_MS).map(([u, ms]) => sql.raw(`when '${u}' then ${ms / 60_000}`)),
    sql` `,
  )} end)`;

/** A gap's acknowledgement, read with it: what it was given on, why, when and by whom. */
type Acknowledgement = {
  processMad: string;
  recovery: string;
  reason: string;
  at: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

/**
 * The two statements of a company's gaps (one plan's with a bcpId), built once per handle (`prepared`, issue 37):
 * register entries that recover later than a process's MAD, and upstream processes that do. A gap's
 * acknowledgement (one at most per process and target) and who gave it are a subquery, not two left joins: six
 * relations took 1.4 to 1.8 ms to plan on every plan page, the subquery's four 0.5 ms (`bench/statements.ts`).
 */
function gapStatements(db: Conn, onePlan: boolean) {
  return prepared(db, `recoveryGaps:${onePlan}`, (conn) => {
    const upstream = alias(bcpProcesses, "upstream");
    const companyId = sql.placeholder("companyId");
    const scope = (extra: SQL[]) =>
      and(
        eq(bcpDependencyLinks.companyId, companyId),
        ne(bcps.status, "CANCELLED"),
        ...(onePlan ? [eq(bcps.id, sql.placeholder("bcpId"))] : []),
        ...extra,
      );
    /** The acknowledgement of the gap on `target`, if one was given (jsonb: the rows are compared, distinct). */
    const ackOf = (target: AnyColumn) =>
      objectWhere<Acknowledgement>(
        sql`${recoveryGapAcknowledgements} left join ${users} on ${qualified(users.id)} = ${qualified(recoveryGapAcknowledgements.acknowledgedBy)}`,
        sql`${qualified(recoveryGapAcknowledgements.companyId)} = ${companyId} and ${qualified(recoveryGapAcknowledgements.processId)} = ${qualified(bcpProcesses.id)} and ${qualified(recoveryGapAcknowledgements.targetId)} = ${qualified(target)}`,
        {
          processMad: recoveryGapAcknowledgements.processMad,
          recovery: recoveryGapAcknowledgements.recovery,
          reason: recoveryGapAcknowledgements.reason,
          at: recoveryGapAcknowledgements.acknowledgedAt,
          ...userNameColumns,
        },
        "jsonb",
      );
    const process = {
      processId: bcpProcesses.id,
      processName: bcpProcesses.name,
      mad: bcpProcesses.mad,
      madDuration: bcpProcesses.madDuration,
      bcpId: bcps.id,
      bcpName: bcps.name,
    };
    const entries = conn
      .selectDistinct({
        ...process,
        ack: ackOf(registerEntries.id),
        targetId: registerEntries.id,
        targetName: registerEntries.name,
        kind: registerEntries.kind,
        recovery: registerEntries.rto,
        recoveryUnit: registerEntries.rtoUnit,
      })
      .from(bcpDependencyLinks)
      .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpDependencyLinks.processId))
      .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
      .innerJoin(registerEntries, eq(registerEntries.id, bcpDependencyLinks.entryId))
      .where(
        scope([
          isNotNull(registerEntries.rto),
          isNotNull(registerEntries.rtoUnit),
          sql`${minutes(registerEntries.rto, registerEntries.rtoUnit)} > ${minutes(bcpProcesses.mad, bcpProcesses.madDuration)}`,
        ]),
      )
      .orderBy(asc(bcps.name), asc(bcpProcesses.name), asc(registerEntries.name))
      .limit(RECOVERY_GAPS_LIMIT)
      .prepare(UNNAMED);
    const upstreams = conn
      .selectDistinct({
        ...process,
        ack: ackOf(upstream.id),
        targetId: upstream.id,
        targetName: upstream.name,
        recovery: upstream.mad,
        recoveryUnit: upstream.madDuration,
      })
      .from(bcpDependencyLinks)
      .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpDependencyLinks.processId))
      .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
      .innerJoin(upstream, eq(upstream.id, bcpDependencyLinks.upstreamProcessId))
      .where(
        scope([
          sql`${minutes(upstream.mad, upstream.madDuration)} > ${minutes(bcpProcesses.mad, bcpProcesses.madDuration)}`,
        ]),
      )
      .orderBy(asc(bcps.name), asc(bcpProcesses.name), asc(upstream.name))
      .limit(RECOVERY_GAPS_LIMIT)
      .prepare(UNNAMED);
    return { entries, upstreams };
  });
}

/**
 * The gaps of the company's plans (one plan's with bcpId), each with its acknowledgement when one was given on
 * the figures it has now. No reader's scope here: the approval check runs it for the plan it is about.
 */
async function gapRows(db: Conn, companyId: string, query: { bcpId?: string }) {
  const statements = gapStatements(db, Boolean(query.bcpId));
  const values = { companyId, bcpId: query.bcpId };
  const [entries, upstreams] = await readAll(db, [
    () => statements.entries.execute(values),
    () => statements.upstreams.execute(values),
  ]);
  const gaps = [
    ...entries.map((r) => ({ ...r, target: "entry" as const, kindLabel: REGISTER_KIND_LABELS[r.kind].one })),
    ...upstreams.map((r) => ({
      ...r,
      target: "process" as const,
      kind: null,
      kindLabel: "Upstream process",
    })),
  ]
    .slice(0, RECOVERY_GAPS_LIMIT)
    .map((g) => ({
      ...g,
      madText: formatMad(g.mad, g.madDuration),
      recoveryText: formatMad(g.recovery, g.recoveryUnit),
    }));
  return gaps.map(({ ack, ...g }) => {
    // Given on other figures: the gap has changed since, and is not acknowledged.
    const current = ack && ack.processMad === g.madText && ack.recovery === g.recoveryText ? ack : null;
    return { ...g, acknowledgement: current };
  });
}

export async function recoveryGaps(deps: ApiDeps, user: Principal, query: { bcpId?: string }) {
  const gaps = await gapRows(deps.db, user.companyId, query);
  const bcpIds = [...new Set(gaps.map((g) => g.bcpId))];
  const [readable, manageable] = await readAll(deps.db, [
    () => plansMayAct(deps.db, user, bcpIds, "bcp.read"),
    () => plansMayAct(deps.db, user, bcpIds, "bcp.manage"),
  ]);
  return gaps.map((g) => ({
    process: { id: g.processId, name: g.processName, mad: g.madText },
    bcp: { id: g.bcpId, name: g.bcpName, readable: readable.has(g.bcpId) },
    dependsOn: {
      id: g.targetId,
      name: g.targetName,
      kind: g.kind,
      kindLabel: g.kindLabel,
      recovery: g.recoveryText,
    },
    acknowledgement: g.acknowledgement
      ? {
          reason: g.acknowledgement.reason,
          by: g.acknowledgement.email ? displayName(g.acknowledgement) : null,
          at: new Date(g.acknowledgement.at).toISOString(),
        }
      : null,
    /** Whether the caller may acknowledge it (who may change the plan). */
    mayAcknowledge: manageable.has(g.bcpId),
  }));
}

/** The gaps of a plan not acknowledged on their current figures: approval waits for none (issue 33). */
export async function unacknowledgedGaps(db: Conn, companyId: string, bcpId: string) {
  return (await gapRows(db, companyId, { bcpId })).filter((g) => !g.acknowledgement).length;
}

/**
 * Acknowledges one gap of a plan the caller may change, with its reason, on the figures it has now; audited on
 * the plan. A gap that is not one (any more) answers 400.
 */
export async function acknowledgeGap(
  deps: ApiDeps,
  user: Principal,
  input: { processId: string; dependsOnId: string; reason: string },
) {
  return deps.db.transaction(async (tx) => {
    const [process] = await tx
      .select({ bcpId: bcpProcesses.bcpId })
      .from(bcpProcesses)
      .where(and(eq(bcpProcesses.id, input.processId), eq(bcpProcesses.companyId, user.companyId)));
    if (!process) throw notFound();
    const plan = await loadPlan(tx, user, process.bcpId, "bcp.manage");
    const gap = (await gapRows(tx, user.companyId, { bcpId: plan.id })).find(
      (g) => g.processId === input.processId && g.targetId === input.dependsOnId,
    );
    if (!gap) throw badRequest(REGISTER_MESSAGES.gapGone);
    const values = {
      processMad: gap.madText,
      recovery: gap.recoveryText,
      reason: input.reason,
      acknowledgedBy: user.id,
      acknowledgedAt: deps.now(),
    };
    await tx
      .insert(recoveryGapAcknowledgements)
      .values({ companyId: user.companyId, processId: gap.processId, targetId: gap.targetId, ...values })
      .onConflictDoUpdate({
        target: [recoveryGapAcknowledgements.processId, recoveryGapAcknowledgements.targetId],
        set: values,
      });
    await auditPlan(tx, user, plan, "recoveryGap.acknowledged", {
      process: gap.processName,
      dependsOn: gap.targetName,
      mad: gap.madText,
      recovery: gap.recoveryText,
      reason: input.reason,
    });
    const message: string = REGISTER_MESSAGES.gapAcknowledged;
    return { message };
  });
}
