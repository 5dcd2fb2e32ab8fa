/**
 * The scale company's registers (issue 33): 10,000 entries (5,000 applications, 5,000 suppliers) and 100,000
 * dependency links from the processes' dependency blocks: 95,000 to entries and 5,000 to upstream processes, so the
 * impact-through-dependencies query walks chains. One entry ("Application 00001", the hot one) is named by one link
 * in 200 (500 processes, each of its five links naming another entry); the others by about 9 each. An incident opened on the hot entry is what the impact query
 * is measured on. Made by the database itself (generate_series), as the rest of the scale company.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { SCALE } from "./scale";

type Step = (label: string, query: ReturnType<typeof sql>) => Promise<void>;

export const HOT_ENTRY = "Application 00001";
/** A typical entry: its page lists about 9 dependants. */
export const TYPICAL_ENTRY = "Application 00002";
export const ENTRY_INCIDENT = "Outage of Application 00001";

export async function seedRegisters(db: Db, companyId: string, adminId: string, step: Step) {
  const c = companyId;
  const half = Math.max(1, Math.floor(SCALE.entries / 2));
  await step(
    `${SCALE.entries} register entries (applications and suppliers)`,
    sql`insert into register_entries (company_id, kind, name, owner, vendor, hosting, rto, rto_unit, criticality,
          country, services, substitutability)
        select ${c}, k.kind, k.label || ' ' || lpad(i::text, 5, '0'), 'Owner ' || (i % 50),
          case when k.kind = 'application' then 'Vendor ' || (i % 200) end,
          case when k.kind = 'application' then (array['saas','public_cloud','private_cloud','on_premises'])[1 + i % 4] end,
          case when k.kind = 'application' then 1 + i % 48 end,
          case when k.kind = 'application' then 'hours' end,
          case when k.kind = 'application' then (array['critical','high','medium','low'])[1 + i % 4] end,
          case when k.kind = 'supplier' then 'United Kingdom' end,
          case when k.kind = 'supplier' then 'Services of supplier ' || i end,
          case when k.kind = 'supplier' then 'medium_complexity' end
        from generate_series(1, ${half}) i,
          (values ('application', 'Application'), ('supplier', 'Supplier')) k(kind, label)`,
  );
  // Three blocks per process: its applications, its other dependencies (suppliers) and its upstream processes.
  await step(
    "dependency blocks (3 per process)",
    sql`insert into bcp_dependency_blocks (company_id, bcp_id, process_id, block)
        select ${c}, p.bcp_id, p.id, b.block
        from bcp_processes p, (values ('itapplication'), ('otherdependencies'), ('upstream')) b(block)
        where p.company_id = ${c}`,
  );
  await step(
    `${SCALE.dependencyLinks} dependency links`,
    sql`with p as (select array_agg(id order by name) ids from bcp_processes where company_id = ${c}),
             e as (select array_agg(id order by kind, name) ids from register_entries where company_id = ${c}),
             n as (select array_length(p.ids, 1) np, array_length(e.ids, 1) ne from p, e),
             l as (
               -- Five links a process, one after the other (links 5k to 5k+4 are process k's), so each names
               -- five different entries (it named one entry five times when the process was i mod np).
               select i, p.ids[1 + (i / 5) % n.np] process_id,
                 case when i % 20 = 0 then null
                      when i % 200 = 1 then 1
                      else 1 + (i * 7919) % n.ne end entry_no,
                 case when i % 20 = 0 then p.ids[1 + (i * 31 + 7) % n.np] end upstream_id
               from p, n, generate_series(1, ${SCALE.dependencyLinks}) i)
        insert into bcp_dependency_links (company_id, block_id, process_id, entry_id, upstream_process_id, position)
        select ${c}, b.id, l.process_id, e.ids[l.entry_no], l.upstream_id, l.i % 10
        from l cross join e cross join n
        join bcp_dependency_blocks b on b.process_id = l.process_id and b.block =
          case when l.entry_no is null then 'upstream'
               when l.entry_no <= n.ne / 2 then 'itapplication' else 'otherdependencies' end
        where l.upstream_id is null or l.upstream_id <> l.process_id`,
  );
  await step(
    "an incident on the hot application",
    sql`insert into incidents (company_id, type, user_id, title, status, is_draft, register_entry_ids,
          published_at, created_at, updated_at, current_tab)
        select ${c}, 'Incident', ${adminId}, ${ENTRY_INCIDENT}, 'In Progress', false, array[e.id],
          timestamp '2020-01-01', timestamp '2020-01-01', timestamp '2020-01-01', 'general_info'
        from register_entries e where e.company_id = ${c} and e.name = ${HOT_ENTRY}`,
  );
  for (const table of ["register_entries", "bcp_dependency_blocks", "bcp_dependency_links", "incidents"])
    await db.execute(sql.raw(`analyze ${table}`));
}
