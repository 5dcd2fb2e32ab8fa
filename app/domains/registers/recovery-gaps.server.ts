import { type AnyColumn, and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, notFound } from "~/api/errors.server";
import { type Conn, loadPlan, plansMayAct } from "~/domains/bcp/access.server";
import { auditPlan } from "~/domains/bcp/audit.server";
import { type MadUnit, UNIT_MS } from "~/domains/bcp/mad";
import { formatMad } from "~/domains/bcp/model";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { objectWhere, qualified } from "~/platform/db/lookup.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import { readAll } from "~/platform/db/read-all.server";
import { displayName } from "~/shared/names";
import type { RegisterKind } from "./kinds";
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
 * A company's gaps (one plan's with a bcpId) in one statement built once per handle (`prepared`, issue 37): the
 * register entries that recover later than a process's MAD, then the upstream processes that do, for each plan
 * and process in turn, the first RECOVERY_GAPS_LIMIT of them. A gap's acknowledgement (one at most per process and
 * target) and who gave it are a subquery, not two left joins: six relations took 1.4 to 1.8 ms to plan on every
 * plan page, the subquery's four 0.5 ms (`bench/statements.ts`). The two kinds of target were two statements, each
 * a round trip, and the entries' 200 came before any upstream process whatever their plan.
 */
function gapStatement(db: Conn, onePlan: boolean) {
  return prepared(db, `recoveryGaps:${onePlan}`, (conn) => {
    const upstream = alias(bcpProcesses, "upstream");
    const companyId = sql.placeholder("companyId");
    /** The gaps on one kind of target: what a process depends on (joined `on`), recovering in `recovery` `unit`. */
    const gapsOn = (target: {
      table: typeof registerEntries | typeof upstream;
      on: SQL;
      id: AnyColumn;
      name: AnyColumn;
      /** The register entry's kind; null for an upstream process. */
      kind: SQL<RegisterKind | null>;
      /** Whether the target is an upstream process: a process's register entries come first. */
      upstream: boolean;
      recovery: AnyColumn;
      unit: AnyColumn;
    }) =>
      conn
        .selectDistinct({
          processId: bcpProcesses.id,
          processName: sql<string>`${bcpProcesses.name}`.as("process_name"),
          mad: bcpProcesses.mad,
          madDuration: bcpProcesses.madDuration,
          bcpId: bcps.id,
          bcpName: sql<string>`${bcps.name}`.as("bcp_name"),
          // jsonb: the rows are compared (distinct).
          ack: objectWhere<Acknowledgement>(
            sql`${recoveryGapAcknowledgements} left join ${users} on ${qualified(users.id)} = ${qualified(recoveryGapAcknowledgements.acknowledgedBy)}`,
            sql`${qualified(recoveryGapAcknowledgements.companyId)} = ${companyId} and ${qualified(recoveryGapAcknowledgements.processId)} = ${qualified(bcpProcesses.id)} and ${qualified(recoveryGapAcknowledgements.targetId)} = ${qualified(target.id)}`,
            {
              processMad: recoveryGapAcknowledgements.processMad,
              recovery: recoveryGapAcknowledgements.recovery,
              reason: recoveryGapAcknowledgements.reason,
              at: recoveryGapAcknowledgements.acknowledgedAt,
              ...userNameColumns,
            },
            "jsonb",
          ),
          targetId: sql<string>`${target.id}`.as("target_id"),
          targetName: sql<string>`${target.name}`.as("target_name"),
          kind: target.kind.as("kind"),
          upstream: sql<boolean>`${sql.raw(String(target.upstream))}`.as("upstream"),
          recovery: sql<number>`${target.recovery}`.as("recovery"),
          recoveryUnit: sql<MadUnit>`${target.unit}`.as("recovery_unit"),
        })
        .from(bcpDependencyLinks)
        .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpDependencyLinks.processId))
        .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
        .innerJoin(target.table, target.on)
        .where(
          and(
            eq(bcpDependencyLinks.companyId, companyId),
            ne(bcps.status, "CANCELLED"),
            onePlan ? eq(bcps.id, sql.placeholder("bcpId")) : undefined,
            // An entry with no recovery time yet compares as null: no gap is told.
            sql`${minutes(target.recovery, target.unit)} > ${minutes(bcpProcesses.mad, bcpProcesses.madDuration)}`,
          ),
        )
        // Each side its first RECOVERY_GAPS_LIMIT only, from the order the union keeps.
        .orderBy(asc(bcps.name), asc(bcpProcesses.name), asc(target.name))
        .limit(RECOVERY_GAPS_LIMIT);
    return (
      gapsOn({
        table: registerEntries,
        on: eq(registerEntries.id, bcpDependencyLinks.entryId),
        id: registerEntries.id,
        name: registerEntries.name,
        kind: sql<RegisterKind | null>`${registerEntries.kind}`,
        recovery: registerEntries.rto,
        unit: registerEntries.rtoUnit,
        upstream: false,
      })
        .unionAll(
          gapsOn({
            table: upstream,
            on: eq(upstream.id, bcpDependencyLinks.upstreamProcessId),
            id: upstream.id,
            name: upstream.name,
            kind: sql<RegisterKind | null>`null`,
            recovery: upstream.mad,
            unit: upstream.madDuration,
            upstream: true,
          }),
        )
        // By plan and process; a process's register entries before its upstream processes, each by name.
        .orderBy(sql`"bcp_name"`, sql`"process_name"`, sql`"upstream"`, sql`"target_name"`)
        .limit(RECOVERY_GAPS_LIMIT)
        .prepare(UNNAMED)
    );
  });
}

/**
 * The gaps of the company's plans (one plan's with bcpId), each with its acknowledgement when one was given on
 * the figures it has now. No reader's scope here: the approval check runs it for the plan it is about.
 */
async function gapRows(db: Conn, companyId: string, query: { bcpId?: string }) {
  const rows = await gapStatement(db, Boolean(query.bcpId)).execute({ companyId, bcpId: query.bcpId });
  return rows.map(({ ack, ...g }) => {
    const madText = formatMad(g.mad, g.madDuration);
    const recoveryText = formatMad(g.recovery, g.recoveryUnit);
    // Given on other figures: the gap has changed since, and is not acknowledged.
    const current = ack && ack.processMad === madText && ack.recovery === recoveryText ? ack : null;
    return {
      ...g,
      kindLabel: g.kind ? REGISTER_KIND_LABELS[g.kind].one : "Upstream process",
      madText,
      recoveryText,
      acknowledgement: current,
    };
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
