import { eq, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { plansMayAct } from "~/domains/bcp/access.server";
import { isCriticalProcessIn } from "~/domains/bcp/critical.server";
import { companies } from "~/domains/companies/schema.server";
import { companySettingsSchema } from "~/domains/companies/validation";
import { readAll } from "~/platform/db/read-all.server";
import { REGISTER_KIND_LABELS, type RegisterKind } from "./model";

/**
 * Single points of failure (issue 33 item 3): what many critical processes hang on. Critical as
 * app/domains/bcp/critical.ts says, in a plan not cancelled. Each
 * list is one SQL query scoped to the caller's company and capped; the page says when a list was cut.
 */
export const SPOF_LIST_LIMIT = 100;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(res: unknown) => (res as Rows<T>).rows;

/** The processes that count: critical, of a plan not cancelled, of the company. */
const criticalProcesses = (companyId: string) => sql`
  select p.id, p.name, p.bcp_id, b.name as bcp_name
  from bcp_processes p join bcps b on b.id = p.bcp_id
  where p.company_id = ${companyId} and b.company_id = ${companyId}
    and ${isCriticalProcessIn("p")} and b.status <> 'CANCELLED'`;

/** The person a roster line names: the user, else the email, else the name (outside contacts have no user). */
const personKey = (userId: string, email: string, name: string) =>
  sql.raw(`coalesce(${userId}::text, nullif(lower(trim(${email})), ''), lower(trim(${name})))`);

export async function spofThreshold(deps: ApiDeps, companyId: string) {
  const [row] = await deps.db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  const settings = companySettingsSchema.safeParse(row?.settings ?? {});
  return settings.success ? settings.data.spofThreshold : companySettingsSchema.parse({}).spofThreshold;
}

export async function singlePointsOfFailure(deps: ApiDeps, user: Principal) {
  const companyId = user.companyId;
  const threshold = await spofThreshold(deps, companyId);
  const cap = SPOF_LIST_LIMIT + 1;
  const [entries, sites, leaders, rosters] = await readAll(deps.db, [
    // Suppliers and applications more than `threshold` critical processes name in a dependency block.
    () =>
      deps.db.execute(sql`
        with critical as (${criticalProcesses(companyId)})
        select e.id, e.kind, e.name, count(distinct l.process_id)::int as processes
        from bcp_dependency_links l
        join critical c on c.id = l.process_id
        join register_entries e on e.id = l.entry_id
        where l.company_id = ${companyId} and e.company_id = ${companyId}
          and e.kind in ('application', 'supplier')
        group by e.id, e.kind, e.name
        having count(distinct l.process_id) > ${threshold}
        order by processes desc, e.name, e.id
        limit ${cap}`),
    // Sites that hold the only delivery location of a critical process.
    () =>
      deps.db.execute(sql`
        with critical as (${criticalProcesses(companyId)})
        select a.id as site_id, a.name as site_name, c.id as process_id, c.name as process_name,
          c.bcp_id, c.bcp_name
        from bcp_process_locations l
        join critical c on c.id = l.process_id
        join assets a on a.id = l.asset_id
        where l.company_id = ${companyId} and a.company_id = ${companyId}
          and not exists (
            select 1 from bcp_process_locations o
            where o.process_id = l.process_id and o.id <> l.id and o.asset_id is distinct from l.asset_id)
        order by a.name, a.id, c.name, c.id
        limit ${cap}`),
    // The only LEADER of a plan's business recovery team, when the team has no LEADER_BACKUP.
    () =>
      deps.db.execute(sql`
        select m.id, m.name, m.user_id, b.id as bcp_id, b.name as bcp_name
        from bcp_brt_members m join bcps b on b.id = m.bcp_id
        where m.company_id = ${companyId} and b.company_id = ${companyId} and b.status <> 'CANCELLED'
          and m.role = 'LEADER'
          and not exists (
            select 1 from bcp_brt_members o
            where o.bcp_id = m.bcp_id and o.id <> m.id and o.role in ('LEADER', 'LEADER_BACKUP'))
        order by m.name, b.name, m.id
        limit ${cap}`),
    // People on more than `threshold` rosters: plans' recovery teams and management plans' rosters.
    () =>
      deps.db.execute(sql`
        with lines as (
          select ${personKey("m.user_id", "m.email", "m.name")} as person, m.name, 'bcp:' || m.bcp_id as roster
          from bcp_brt_members m join bcps b on b.id = m.bcp_id
          where m.company_id = ${companyId} and b.status <> 'CANCELLED'
          union all
          select ${personKey("r.user_id", "coalesce(r.email, u.email)", "coalesce(r.name, concat_ws(' ', u.first_name, u.last_name))")},
            coalesce(r.name, concat_ws(' ', u.first_name, u.last_name)), 'mp:' || r.plan_id
          from management_plan_roster r left join users u on u.id = r.user_id
          where r.company_id = ${companyId}
        )
        select md5(person) as key, min(name) as name, count(distinct roster)::int as rosters
        from lines where person is not null
        group by person
        having count(distinct roster) > ${threshold}
        order by rosters desc, min(name), person
        limit ${cap}`),
  ]);
  const entryRows = rowsOf<{ id: string; kind: RegisterKind; name: string; processes: number }>(entries);
  const siteRows = rowsOf<{
    site_id: string;
    site_name: string;
    process_id: string;
    process_name: string;
    bcp_id: string;
    bcp_name: string;
  }>(sites);
  const leaderRows = rowsOf<{
    id: string;
    name: string;
    user_id: string | null;
    bcp_id: string;
    bcp_name: string;
  }>(leaders);
  const rosterRows = rowsOf<{ key: string; name: string; rosters: number }>(rosters);
  const readable = await plansMayAct(
    deps.db,
    user,
    [...new Set([...siteRows.map((r) => r.bcp_id), ...leaderRows.map((r) => r.bcp_id)])],
    "bcp.read",
  );
  const plan = (id: string, name: string) => ({ id, name, readable: readable.has(id) });

  // One site per line, its processes under it (the rows come ordered by site).
  const bySite = new Map<
    string,
    { id: string; name: string; processes: { id: string; name: string; bcp: ReturnType<typeof plan> }[] }
  >();
  for (const r of siteRows.slice(0, SPOF_LIST_LIMIT)) {
    const site = bySite.get(r.site_id) ?? { id: r.site_id, name: r.site_name, processes: [] };
    site.processes.push({ id: r.process_id, name: r.process_name, bcp: plan(r.bcp_id, r.bcp_name) });
    bySite.set(r.site_id, site);
  }
  return {
    threshold,
    limit: SPOF_LIST_LIMIT,
    entries: entryRows.slice(0, SPOF_LIST_LIMIT).map((r) => ({
      id: r.id,
      kind: r.kind,
      kindLabel: REGISTER_KIND_LABELS[r.kind].one,
      name: r.name,
      processes: Number(r.processes),
    })),
    entriesCapped: entryRows.length > SPOF_LIST_LIMIT,
    sites: [...bySite.values()],
    sitesCapped: siteRows.length > SPOF_LIST_LIMIT,
    onlyLeaders: leaderRows.slice(0, SPOF_LIST_LIMIT).map((r) => ({
      id: r.id,
      name: r.name,
      userId: r.user_id,
      bcp: plan(r.bcp_id, r.bcp_name),
    })),
    onlyLeadersCapped: leaderRows.length > SPOF_LIST_LIMIT,
    busyPeople: rosterRows
      .slice(0, SPOF_LIST_LIMIT)
      .map((r) => ({ key: r.key, name: r.name, rosters: Number(r.rosters) })),
    busyPeopleCapped: rosterRows.length > SPOF_LIST_LIMIT,
  };
}
