/**
 * The scale company's 5,000 incidents and crises with their responses: impacted sites and people, a response
 * team, three response actions (one comment each) and a timeline of status updates per incident.
 *
 * Reproducible: every "random" choice is a seeded multiplicative hash of the row number (`h(i, salt)`), so each
 * run picks the same hazards, places, statuses and people; only the generated ids differ. Rows are made by the
 * database (generate_series), like the rest of the scale seed.
 */
import { type SQL, sql } from "drizzle-orm";
import { INCIDENT_IMPACTS, INCIDENT_STATUSES, RESPONSE_ACTION_STATUSES } from "~/domains/incidents/model";
import type { Db } from "~/platform/db/client.server";
import { SCALE } from "./scale";

const SEED = 12;
/** A pseudo-random int in [0, 10^9 + 7) from a row number and a salt: the same on every run and engine. */
const h = (i: SQL, salt: number) =>
  sql`((${i}::bigint * 2654435761 + ${sql.raw(String((SEED * 7919 + salt) * 40503))}) % 1000000007)::int`;
const pick = (list: readonly string[], i: SQL, salt: number) =>
  sql`(${sql.raw(`array[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`)})[1 + ${h(i, salt)} % ${sql.raw(String(list.length))}]`;

const HAZARDS: Record<string, string[]> = {
  Natural: ["Flood", "Earthquake", "Storm", "Wildfire"],
  Technological: ["Power outage", "Network outage", "Data centre failure", "Cyber attack"],
  Human: ["Pandemic", "Strike", "Civil unrest", "Key supplier failure"],
};

export async function seedIncidents(
  db: Db,
  { companyId, adminId }: { companyId: string; adminId: string },
  step: (label: string, q: SQL) => Promise<void>,
) {
  const c = companyId;
  const i = sql.raw("i");
  for (const [category, names] of Object.entries(HAZARDS)) {
    await db.execute(sql`with cat as (insert into hazard_categories (company_id, name) values (${c}, ${category}) returning id)
      insert into hazards (company_id, category_id, name) select ${c}, cat.id, n from cat, unnest(${sql.raw(`array[${names.map((n) => `'${n}'`).join(",")}]`)}) n`);
  }
  // Big tables are picked from by row number through a join (subscripting a 100,000-element array per row
  // would copy the array each time).
  const numberedAssets = sql`(select id, lat, lng, city, row_number() over (order by name) rn from assets
      where company_id = ${c} and incident_id is null)`;
  const counts = await db.execute(sql`select
      (select count(*) from assets where company_id = ${c} and incident_id is null)::int sites,
      (select count(*) from bcp_processes where company_id = ${c})::int processes,
      (select count(*) from people where company_id = ${c})::int persons`);
  const { sites, processes, persons } = ((counts as { rows?: unknown[] }).rows ??
    (counts as unknown[]))[0] as {
    sites: number;
    processes: number;
    persons: number;
  };
  // Each incident is centred on one of the company's sites (seeded pick), its title naming the hazard.
  await step(
    `${SCALE.incidents} incidents and crises`,
    sql`with hz as (select array_agg(id order by name) ids, array_agg(category_id order by name) cats,
                           array_agg(name order by name) names from hazards where company_id = ${c}),
             us as (select array_agg(id order by email) ids from users where company_id = ${c}),
             st as ${numberedAssets},
             pr as (select id, row_number() over (order by name) rn from bcp_processes where company_id = ${c})
        insert into incidents (company_id, type, user_id, hazard_category_id, hazard_id, title, description, impact,
          status, view_radius, radius_unit, location_name, lat, long, alert_date, status_check_cadence, is_draft,
          current_tab, bcp_process_ids, response_coordinator_id, disabled, published_at, created_at, updated_at)
        select ${c}, case when ${h(i, 1)} % 10 = 0 then 'Crisis' else 'Incident' end,
          us.ids[1 + ${h(i, 2)} % array_length(us.ids, 1)], hz.cats[k.hz], hz.ids[k.hz],
          hz.names[k.hz] || ' at ' || st.city || ' #' || lpad(i::text, 5, '0'),
          '<p>' || hz.names[k.hz] || ' reported near ' || st.city || '.</p>',
          ${pick(INCIDENT_IMPACTS, i, 3)}, ${pick(INCIDENT_STATUSES, i, 4)}, 10 + ${h(i, 5)} % 41, 'km',
          st.city, st.lat, st.lng, k.ts, '24 Hours', false, 'general_info',
          array[p1.id, p2.id]::uuid[],
          us.ids[1 + ${h(i, 8)} % array_length(us.ids, 1)], ${h(i, 9)} % 50 = 0, k.ts, k.ts,
          k.ts + (${h(i, 10)} % 4000) * interval '1 minute'
        from hz, us, generate_series(1, ${SCALE.incidents}) i,
          lateral (select 1 + ${h(i, 11)} % array_length(hz.ids, 1) hz, timestamp '2026-11-01' - i * interval '97 minutes' ts) k
          , st, pr p1, pr p2
        where st.rn = 1 + ${h(i, 12)} % ${sites} and p1.rn = 1 + ${h(i, 6)} % ${processes}
          and p2.rn = 1 + ${h(i, 7)} % ${processes}`,
  );
  const numbered = sql`(select id, created_at, lat, long, response_coordinator_id, status,
      row_number() over (order by created_at desc) n from incidents where company_id = ${c})`;
  const n = sql.raw("x.n");
  // Impacts: 10 sites and 5 people per incident (seeded picks), with their great-circle distance.
  await step(
    `${SCALE.incidents * 15} impacted sites and people`,
    sql`with st as ${numberedAssets},
             pp as (select id, row_number() over (order by email) rn from people where company_id = ${c}),
             pick as (select x.id, x.lat, x.long, x.created_at, j,
                        1 + (${h(n, 14)}::bigint + j * 104729) % ${sites} s, 1 + (${h(n, 13)}::bigint + j * 7919) % ${persons} p
                      from ${numbered} x, generate_series(1, 15) j)
        insert into impacted_assets (company_id, incident_id, asset_id, person_id, distance_km, created_at)
        select ${c}, x.id, st.id, pp.id,
          case when st.id is not null then round((6371.0088 * 2 * asin(sqrt(power(sin(radians(st.lat - x.lat) / 2), 2)
            + cos(radians(x.lat)) * cos(radians(st.lat)) * power(sin(radians(st.lng - x.long) / 2), 2))))::numeric, 2)::float8 end,
          x.created_at
        from pick x left join st on x.j <= 10 and st.rn = x.s left join pp on x.j > 10 and pp.rn = x.p`,
  );
  await step(
    "response teams",
    sql`with us as (select array_agg(id order by email) ids from users where company_id = ${c})
        insert into incident_team (incident_id, user_id, role)
        select x.id, us.ids[1 + (${h(n, 15)} + j) % array_length(us.ids, 1)], (array['LEADER','LEADER_BACKUP','MEMBER'])[j + 1]
        from ${numbered} x, us, generate_series(0, 2) j`,
  );
  await step(
    `${SCALE.incidents * 3} response actions with a comment each`,
    sql`with us as (select array_agg(id order by email) ids from users where company_id = ${c}),
             a as (
               insert into incident_response_actions (company_id, incident_id, title, owner_id, due_at, status, created_by, created_at, updated_at)
               select ${c}, x.id, (array['Account for staff on site','Contact key suppliers','Switch to the recovery site'])[j],
                 us.ids[1 + (${h(n, 16)} + j) % array_length(us.ids, 1)], x.created_at + j * interval '4 hours',
                 ${pick(RESPONSE_ACTION_STATUSES, sql`(${n} * 3 + j)`, 17)}, x.response_coordinator_id,
                 x.created_at + j * interval '10 minutes', x.created_at + j * interval '1 hour'
               from ${numbered} x, us, generate_series(1, 3) j
               returning id, owner_id, created_at)
        insert into incident_response_action_comments (company_id, action_id, author_id, text, created_at)
        select ${c}, a.id, a.owner_id, 'Under way; next update within the hour.', a.created_at + interval '30 minutes' from a`,
  );
  // Status updates: created, team assigned, in progress (when reached), and the closing status.
  await step(
    "status updates (timeline)",
    sql`insert into incident_timeline (company_id, incident_id, actor_id, kind, message, at)
        select ${c}, x.id, x.response_coordinator_id, e.kind, e.message, x.created_at + e.after
        from ${numbered} x, lateral (values
          ('created', 'Incident created', interval '0', 1),
          ('status', 'Status changed from Just Created to Assigned Team', interval '20 minutes', 2),
          ('status', 'Status changed from Assigned Team to In Progress', interval '1 hour', 3),
          ('status', 'Status changed from In Progress to ' || x.status, interval '6 hours', 4)) e(kind, message, after, reached)
        where e.reached <= least(array_position(array['Just Created','Assigned Team','In Progress','Completed','Cancelled'], x.status), 4)`,
  );
  // The bench user has read one incident in three and starred one in twenty.
  await db.execute(sql`insert into incident_user_marks (incident_id, user_id, favourite, read_at)
      select x.id, u.id, x.n % 20 = 0, x.created_at + interval '1 day'
      from ${numbered} x, (select ${adminId}::uuid id) u where x.n % 3 = 0`);
}
