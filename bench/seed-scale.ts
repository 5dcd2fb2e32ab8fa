/**
 * The scale company: one large company, created reproducibly (same names, counts and values on every run;
 * only the generated ids differ). Bulk rows are made by the database itself (generate_series), so the seed
 * takes seconds on PostgreSQL and well under a minute on PGlite.
 *
 * Run alone: npm run seed:scale   (PGlite in bench/scale-data, or DATABASE_URL)
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { hashPassword } from "~/domains/auth/password.server";
import cities from "~/domains/geo/data/cities.json" with { type: "json" };
import type { Db } from "~/platform/db/client.server";
import { SCALE } from "./scale";
import { seedIncidents } from "./seed-incidents";
import { ENTRY_INCIDENT, seedRegisters, TYPICAL_ENTRY } from "./seed-registers";

export const SCALE_COMPANY = "Scale Holdings";
export const SCALE_ADMIN = { email: "scale.admin@keel.example", password: "Scale!bench2026" };

export interface ScaleIds {
  companyId: string;
  adminId: string;
  /** BCP-0001: the plan with 50 processes (PDF, manage page). */
  bigPlanId: string;
  /** The newest incident (the detail page); empty before incidents are seeded. */
  incidentId: string;
  /** A typical application (its page lists about 9 dependants); empty before the registers are seeded. */
  entryId: string;
  /** The incident opened on the hot application (500 direct dependants): the impact-through-dependencies query. */
  entryIncidentId: string;
}

type City = [string, string, string, number, number, number];
const rows = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** Finds the scale company, or creates it. Returns its ids and whether it was created now. */
export async function seedScale(db: Db, log = console.log): Promise<ScaleIds & { created: boolean }> {
  const existing = rows<{ id: string }>(
    await db.execute(sql`select id from companies where name = ${SCALE_COMPANY} limit 1`),
  )[0];
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const start = performance.now();
    await db.execute(query);
    log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  };
  if (existing) {
    const ids = await idsOf(db, existing.id);
    // Data seeded before the incidents landed gets them added (the rest of the company is unchanged).
    if (!ids.incidentId && SCALE.incidents) {
      await seedIncidents(db, ids, step);
      await analyzeIncidents(db);
      return { ...(await idsOf(db, existing.id)), created: true };
    }
    // …and the registers with their dependency links (issue 33).
    if (!ids.entryId && SCALE.entries) {
      await seedRegisters(db, existing.id, ids.adminId, step);
      return { ...(await idsOf(db, existing.id)), created: true };
    }
    return { ...ids, created: false };
  }

  const t0 = performance.now();
  const [company] = rows<{ id: string }>(
    await db.execute(sql`insert into companies (name) values (${SCALE_COMPANY}) returning id`),
  );
  const c = company.id;
  const hash = await hashPassword(SCALE_ADMIN.password);

  await step(
    "business units, departments",
    sql`insert into business_units (company_id, name, country)
        select ${c}, 'Unit ' || lpad(i::text, 2, '0'), (array['GB','US','DE','FR','IN'])[1 + i % 5]
        from generate_series(1, 20) i`,
  );
  await db.execute(sql`insert into departments (company_id, business_unit_id, name)
      select ${c}, id, name || ' Operations' from business_units where company_id = ${c}`);
  await step(
    `${SCALE.users} users`,
    sql`insert into users (company_id, email, password_hash, role, first_name, last_name)
        select ${c},
          case when i = 1 then ${SCALE_ADMIN.email} else 'user' || lpad(i::text, 4, '0') || '@scale.example' end,
          ${hash},
          case when i = 1 then 'CorpAdmin'
               else (array['BCPLead','BUAdmin','Employee','CorpViewOnly','BUViewOnly'])[1 + i % 5] end,
          'First' || i, 'Last' || i
        from generate_series(1, ${SCALE.users}) i`,
  );
  await db.execute(sql`insert into user_business_units (user_id, business_unit_id)
      select u.id, b.id from
        (select id, row_number() over (order by email) rn from users where company_id = ${c} and role in ('BUAdmin','BUViewOnly','BCPLead')) u
        join (select id, row_number() over (order by name) rn from business_units where company_id = ${c}) b
        on b.rn = 1 + u.rn % 20`);
  await step(
    `${SCALE.bcps} BCPs and their services`,
    sql`with bu as (select array_agg(id order by name) ids from business_units where company_id = ${c}),
             leads as (select array_agg(id order by email) ids from users where company_id = ${c} and role = 'BCPLead')
        insert into bcps (company_id, number, name, business_unit_id, bc_lead_id, status, created_at, updated_at)
        select ${c}, i, 'Plan ' || lpad(i::text, 4, '0'), bu.ids[1 + i % 20],
          leads.ids[1 + i % array_length(leads.ids, 1)],
          (array['DRAFT','JUST_CREATED','IN_PROGRESS','DEFERRED','AWAITING_APPROVAL','APPROVED','CANCELLED'])[1 + i % 7],
          timestamp '2026-01-01' + i * interval '1 hour', timestamp '2026-01-01' + i * interval '2 hour'
        from bu, leads, generate_series(1, ${SCALE.bcps}) i`,
  );
  await db.execute(sql`insert into bcp_services (company_id, bcp_id, name, description)
      select ${c}, id, 'Service of ' || name, 'Delivered by ' || name from bcps where company_id = ${c}`);
  // BCP-0001 holds 50 processes (the PDF case); the rest spread evenly over the other plans.
  await step(
    `${SCALE.processes} processes`,
    sql`with b as (select array_agg(b.id order by b.number) bids, array_agg(s.id order by b.number) sids
                   from bcps b join bcp_services s on s.bcp_id = b.id where b.company_id = ${c}),
             d as (select array_agg(id order by name) ids from departments where company_id = ${c})
        insert into bcp_processes (company_id, bcp_id, bcp_service_id, name, process_type, department_id,
          consequences_of_disruption, financial_exposure, legal_exposure, brand_exposure, service_exposure,
          supply_chain_exposure, over_all_criticality, criticality_level_explanation, is_bc_strategy_required,
          critical_process_headcount_analysis, total_global_head_count, mad, mad_duration, status)
        select ${c}, b.bids[k], b.sids[k], 'Process ' || lpad(i::text, 5, '0'), 'Core', d.ids[1 + i % 20],
          'Customers cannot be served while process ' || i || ' is down.',
          lv[1 + i % 4], lv[1 + (i / 2) % 4], lv[1 + (i / 3) % 4], lv[1 + (i / 5) % 4], lv[1 + (i / 7) % 4],
          lv[1 + (i / 11) % 4], 'Explained for process ' || i, i % 3 <> 0,
          1 + i % 40, 5 + i % 200, 1 + i % 72, 'hours',
          (array['NOT_STARTED','IN_PROGRESS','COMPLETED','CANCELLED'])[1 + i % 4]
        from b, d, generate_series(1, ${SCALE.processes}) i,
          lateral (select case when i <= 50 then 1 else 2 + (i - 51) % (${SCALE.bcps} - 1) end k) x,
          lateral (select array['high','medium','low','none'] lv) l`,
  );
  // Assets around the gazetteer's 3,000 biggest cities (denser around the biggest), as bench/radius.ts.
  const start = performance.now();
  const places = (cities as City[]).slice(0, 3000);
  let seed = 1;
  const rnd = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  const types = ["office", "site", "data_centre", "warehouse", "plant", "retail", "other"];
  for (let i = 0; i < SCALE.assets; i += 5000) {
    const batch = Array.from({ length: Math.min(5000, SCALE.assets - i) }, (_, j) => {
      const city = places[Math.floor(rnd() ** 2 * places.length)];
      const lat = Math.max(-90, Math.min(90, city[3] + (rnd() - 0.5) * 1.5));
      const lng = ((city[4] + (rnd() - 0.5) * 1.5 + 540) % 360) - 180;
      return { n: i + j, type: types[(i + j) % types.length], city: city[0], country: city[1], lat, lng };
    });
    await db.execute(sql`insert into assets (company_id, name, type, city, country, lat, lng, headcount)
        select ${c}, 'Asset ' || lpad((x->>'n'), 6, '0'), x->>'type', x->>'city', x->>'country',
          (x->>'lat')::float8, (x->>'lng')::float8, ((x->>'n')::int % 300) + 1
        from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) x`);
  }
  log(`  ${SCALE.assets} assets: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  // Each process is delivered at a site of the register (bcp_process_locations.asset_id), the one link an
  // incident's impact follows (issue 21), as the delivery-location import and the plan editor write it.
  await step(
    "process locations at register sites, with headcount",
    sql`insert into bcp_process_locations (company_id, process_id, asset_id, site_name, country, city, headcount)
        select ${c}, p.id, a.id, a.name, a.country, a.city, p.total_global_head_count / 2 + 1
        from (select id, total_global_head_count, row_number() over (order by name) rn
              from bcp_processes where company_id = ${c}) p
        join (select id, name, country, city, row_number() over (order by name) rn
              from assets where company_id = ${c}) a
          on a.rn = 1 + (p.rn * 5) % ${SCALE.assets}`,
  );
  await step(
    `${SCALE.people} people`,
    sql`insert into people (company_id, type, first_name, last_name, email, job_title, home_asset_id, lat, lng)
        select ${c}, case when a.rn % 10 = 0 then 'contractor' else 'employee' end,
          'Person' || a.rn, 'Surname' || (a.rn % 997), 'person' || a.rn || '@scale.example', 'Analyst',
          a.id, a.lat, a.lng
        from (select id, lat, lng, row_number() over (order by name) rn from assets where company_id = ${c}) a
        where a.rn <= ${SCALE.people}`,
  );
  // Notifications: the admin (who the bench signs in as) gets one in 25, the other users share the rest.
  await step(
    `${SCALE.notifications} notifications`,
    sql`with u as (select array_agg(id order by email) ids from users where company_id = ${c} and email <> ${SCALE_ADMIN.email}),
             a as (select id from users where email = ${SCALE_ADMIN.email})
        insert into notifications (company_id, user_id, type, is_read, additional_info, created_at)
        select ${c}, case when i % 25 = 0 then a.id else u.ids[1 + i % array_length(u.ids, 1)] end,
          (array['BCP_Approve','ASSIGNMENT','STATUS_CHECK','BCP_ACTIVATED'])[1 + i % 4], i % 3 = 0,
          jsonb_build_object('message', '<p>Plan ' || lpad((1 + i % ${SCALE.bcps})::text, 4, '0') || ' needs your attention</p>',
            'link', '/notifications'),
          timestamp '2026-11-01' - i * interval '7 minutes'
        from u, a, generate_series(1, ${SCALE.notifications}) i`,
  );
  const admin = await idsOf(db, c);
  await seedIncidents(db, admin, step);
  await analyzeIncidents(db);
  await seedRegisters(db, c, admin.adminId, step);
  for (const table of [
    "bcps",
    "bcp_processes",
    "bcp_process_locations",
    "assets",
    "people",
    "notifications",
    "users",
  ])
    await db.execute(sql.raw(`analyze ${table}`));
  log(`scale company seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { ...(await idsOf(db, c)), created: true };
}

const analyzeIncidents = async (db: Db) => {
  for (const table of ["incidents", "impacted_assets", "incident_response_actions", "incident_timeline"])
    await db.execute(sql.raw(`analyze ${table}`));
};

async function idsOf(db: Db, companyId: string): Promise<ScaleIds> {
  const [admin] = rows<{ id: string }>(
    await db.execute(sql`select id from users where email = ${SCALE_ADMIN.email}`),
  );
  const [plan] = rows<{ id: string }>(
    await db.execute(sql`select id from bcps where company_id = ${companyId} and number = 1`),
  );
  // The incident the detail page is measured on: the newest published one (full team, actions, timeline).
  const [incident] = rows<{ id: string }>(
    await db.execute(sql`select id from incidents where company_id = ${companyId} and not is_draft
      order by created_at desc limit 1`),
  );
  const [entry] = rows<{ id: string }>(
    await db.execute(
      sql`select id from register_entries where company_id = ${companyId} and name = ${TYPICAL_ENTRY}`,
    ),
  );
  const [entryIncident] = rows<{ id: string }>(
    await db.execute(
      sql`select id from incidents where company_id = ${companyId} and title = ${ENTRY_INCIDENT}`,
    ),
  );
  return {
    companyId,
    adminId: admin.id,
    bigPlanId: plan.id,
    incidentId: incident?.id ?? "",
    entryId: entry?.id ?? "",
    entryIncidentId: entryIncident?.id ?? "",
  };
}
