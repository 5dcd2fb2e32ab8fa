import { type AnyColumn, and, asc, eq, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ApiDeps, Principal } from "~/api/context.server";
import { UNIT_MS } from "~/domains/activation/mad";
import { plansMayAct } from "~/domains/bcp/access.server";
import { formatMad } from "~/domains/bcp/model";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { readAll } from "~/platform/db/read-all.server";
import { REGISTER_KIND_LABELS } from "./model";
import { bcpDependencyLinks, registerEntries } from "./schema.server";

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

export async function recoveryGaps(deps: ApiDeps, user: Principal, query: { bcpId?: string }) {
  const upstream = alias(bcpProcesses, "upstream");
  const scope = (extra: SQL[]) =>
    and(
      eq(bcpDependencyLinks.companyId, user.companyId),
      ne(bcps.status, "CANCELLED"),
      ...(query.bcpId ? [eq(bcps.id, query.bcpId)] : []),
      ...extra,
    );
  const process = {
    processId: bcpProcesses.id,
    processName: bcpProcesses.name,
    mad: bcpProcesses.mad,
    madDuration: bcpProcesses.madDuration,
    bcpId: bcps.id,
    bcpName: bcps.name,
  };
  const [entries, upstreams] = await readAll(deps.db, [
    () =>
      deps.db
        .selectDistinct({
          ...process,
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
        .limit(RECOVERY_GAPS_LIMIT),
    () =>
      deps.db
        .selectDistinct({
          ...process,
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
        .limit(RECOVERY_GAPS_LIMIT),
  ]);
  const gaps = [
    ...entries.map((r) => ({ ...r, target: "entry" as const, kindLabel: REGISTER_KIND_LABELS[r.kind].one })),
    ...upstreams.map((r) => ({
      ...r,
      target: "process" as const,
      kind: null,
      kindLabel: "Upstream process",
    })),
  ].slice(0, RECOVERY_GAPS_LIMIT);
  const readable = await plansMayAct(deps.db, user, [...new Set(gaps.map((g) => g.bcpId))], "bcp.read");
  return gaps.map((g) => ({
    process: { id: g.processId, name: g.processName, mad: formatMad(g.mad, g.madDuration) },
    bcp: { id: g.bcpId, name: g.bcpName, readable: readable.has(g.bcpId) },
    dependsOn: {
      id: g.targetId,
      name: g.targetName,
      kind: g.kind,
      kindLabel: g.kindLabel,
      recovery: formatMad(g.recovery, g.recoveryUnit),
    },
  }));
}
