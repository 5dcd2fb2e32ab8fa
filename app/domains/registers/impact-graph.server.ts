import { sql } from "drizzle-orm";
import type { Conn } from "~/domains/bcp/access.server";

/**
 * Impact through dependencies (issue 33 item 3): the processes that depend on some register entries, directly
 * (a dependency block names the entry) or through upstream processes (a block names a process that depends on
 * it, and so on up). One recursive query over the dependency links of one company, in plans not cancelled.
 * Cycle-safe: a walk never enters a process already on its path; bounded: at most IMPACT_DEPTH_LIMIT steps
 * from the entry and IMPACT_PROCESS_LIMIT processes, each with its shortest path.
 */
export const IMPACT_DEPTH_LIMIT = 6;
export const IMPACT_PROCESS_LIMIT = 500;
/** "Outbound dispatch ← Pick and pack ← Warehouse Management System": what waits on what. */
export const PATH_SEPARATOR = " ← ";

export type ReachedProcess = { processId: string; path: string; depth: number };

export async function processesThroughEntries(
  db: Conn,
  companyId: string,
  entryIds: readonly string[],
): Promise<ReachedProcess[]> {
  if (entryIds.length === 0) return [];
  const ids = sql.join(
    entryIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Each step looks its processes (and their plans) up by id: at scale (20,000 processes, 100,000 links) that is a
  // few hundred index lookups, where a table of every live process first would scan them all (docs/performance.md).
  const res = await db.execute(sql`
    with recursive reach(process_id, visited, path, depth) as (
      select l.process_id, array[l.process_id], p.name || ${PATH_SEPARATOR} || e.name, 1
      from bcp_dependency_links l
      join bcp_processes p on p.id = l.process_id and p.company_id = ${companyId}
      join bcps b on b.id = p.bcp_id and b.company_id = ${companyId} and b.status <> 'CANCELLED'
      join register_entries e on e.id = l.entry_id
      where l.company_id = ${companyId} and e.company_id = ${companyId} and l.entry_id in (${ids})
      union all
      select l.process_id, r.visited || l.process_id, p.name || ${PATH_SEPARATOR} || r.path, r.depth + 1
      from reach r
      join bcp_dependency_links l on l.upstream_process_id = r.process_id and l.company_id = ${companyId}
      join bcp_processes p on p.id = l.process_id and p.company_id = ${companyId}
      join bcps b on b.id = p.bcp_id and b.company_id = ${companyId} and b.status <> 'CANCELLED'
      where r.depth < ${IMPACT_DEPTH_LIMIT} and not (l.process_id = any(r.visited))
    )
    select distinct on (process_id) process_id, path, depth
    from reach
    order by process_id, depth, path
    limit ${IMPACT_PROCESS_LIMIT}`);
  const rows = (res as unknown as { rows: { process_id: string; path: string; depth: number }[] }).rows;
  return rows
    .map((r) => ({ processId: r.process_id, path: r.path, depth: Number(r.depth) }))
    .sort((a, b) => a.depth - b.depth || a.path.localeCompare(b.path));
}
