/**
 * Radius query benchmark: 100,000 sites of one company in embedded PGlite (in memory), spread around the
 * world's cities like a real estate of offices and sites, then p50/p95 of /asset/in-radius-style queries;
 * then 20,000 processes of 1,000 plans delivered at those sites (issue 21), and p50/p95 of an incident's
 * impact: the sites in the radius, the processes delivered there and their plans.
 * Run: npx tsx bench/radius.ts   (figures go to docs/performance.md)
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { assetsInRadius } from "../app/domains/assets/radius.server";
import { assets } from "../app/domains/assets/schema.server";
import { processesAtSites } from "../app/domains/bcp/site-links.server";
import { companies } from "../app/domains/companies/schema.server";
import cities from "../app/domains/geo/data/cities.json" with { type: "json" };
import { withinRadiusSql } from "../app/domains/geo/query.server";
import { openDatabase } from "../app/platform/db/client.server";

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 20_000);
const PLANS = Math.max(1, Math.round(PROCESSES / 20));
type City = [string, string, string, number, number, number];
const places = (cities as City[]).slice(0, 3000);

let seed = 1;
const rnd = () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const near = (c: City, spreadDeg: number) => ({
  lat: Math.max(-90, Math.min(90, c[3] + (rnd() - 0.5) * spreadDeg)),
  lng: ((c[4] + (rnd() - 0.5) * spreadDeg + 540) % 360) - 180,
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const database = await openDatabase({ dataDir: "memory://" });
  const { db } = database;
  const [company] = await db.insert(companies).values({ name: "Bench" }).returning();
  // A second company with as many sites, so the company filter has something to skip.
  const [other] = await db.insert(companies).values({ name: "Other" }).returning();
  const t0 = performance.now();
  for (const companyId of [company.id, other.id]) {
    for (let i = 0; i < ASSETS; i += 5000) {
      const batch = Array.from({ length: Math.min(5000, ASSETS - i) }, (_, j) => ({
        companyId,
        name: `Site ${i + j}`,
        type: "site" as const,
        ...near(places[Math.floor(rnd() ** 2 * places.length)], 1.5),
      }));
      await db.insert(assets).values(batch);
    }
  }
  await db.execute(sql`analyze assets`);
  console.log(
    `seeded ${ASSETS.toLocaleString("en")} sites per company x2 in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const center = { lat: 51.5, lng: -0.12 };
  const plan = await db.execute(
    sql`explain select id from ${assets} where ${assets.companyId} = ${company.id} and ${withinRadiusSql(assets.lat, assets.lng, center, 50)}`,
  );
  const rows =
    (plan as unknown as { rows: Record<string, string>[] }).rows ??
    (plan as unknown as Record<string, string>[]);
  console.log(
    "plan:",
    rows
      .map((r) => Object.values(r)[0])
      .slice(0, 3)
      .join(" | "),
  );

  // Warm up (the server runs warm): the first queries pay for JIT and the buffer cache.
  for (let q = 0; q < 30; q++)
    await assetsInRadius(db, company.id, { ...near(places[q], 0.5), radius: 50, unit: "km" });

  for (const radiusKm of [10, 50, 250]) {
    const timings: number[] = [];
    let found = 0;
    for (let q = 0; q < QUERIES; q++) {
      const c = near(places[Math.floor(rnd() * 1000)], 0.5);
      const start = performance.now();
      const result = await assetsInRadius(db, company.id, { ...c, radius: radiusKm, unit: "km" });
      timings.push(performance.now() - start);
      found += result.length;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `radius ${String(radiusKm).padStart(3)} km: p50 ${percentile(timings, 0.5).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms, mean hits ${(found / QUERIES).toFixed(0)} (${QUERIES} queries)`,
    );
  }

  // Plans meet incidents: PLANS plans of 20 processes each, every process delivered at two sites.
  const t1 = performance.now();
  const c = company.id;
  await db.execute(sql`insert into business_units (company_id, name) values (${c}, 'Unit')`);
  await db.execute(sql`insert into users (company_id, email, role, first_name, last_name)
    values (${c}, 'lead@bench.example', 'BCPLead', 'Bench', 'Lead')`);
  await db.execute(sql`insert into bcps (company_id, number, name, business_unit_id, bc_lead_id, status)
    select ${c}, i, 'Plan ' || lpad(i::text, 4, '0'), (select id from business_units where company_id = ${c}),
      (select id from users where company_id = ${c}), 'APPROVED'
    from generate_series(1, ${PLANS}) i`);
  await db.execute(sql`insert into bcp_services (company_id, bcp_id, name, description)
    select ${c}, id, 'Service of ' || name, 'Bench' from bcps where company_id = ${c}`);
  await db.execute(sql`with s as (select array_agg(s.bcp_id order by b.number) bids, array_agg(s.id order by b.number) sids
      from bcp_services s join bcps b on b.id = s.bcp_id where s.company_id = ${c})
    insert into bcp_processes (company_id, bcp_id, bcp_service_id, name, process_type, consequences_of_disruption,
      financial_exposure, legal_exposure, brand_exposure, service_exposure, supply_chain_exposure,
      over_all_criticality, criticality_level_explanation, is_bc_strategy_required,
      critical_process_headcount_analysis, total_global_head_count, mad, mad_duration, status)
    select ${c}, s.bids[1 + i % ${PLANS}], s.sids[1 + i % ${PLANS}], 'Process ' || lpad(i::text, 5, '0'), 'Core',
      'Down', 'high', 'low', 'low', 'low', 'low', 'high', 'Bench', true, 1, 100, 1 + i % 72, 'hours', 'COMPLETED'
    from s, generate_series(1, ${PROCESSES}) i`);
  await db.execute(sql`insert into bcp_process_locations (company_id, process_id, asset_id, site_name, headcount)
    select ${c}, p.id, a.id, a.name, 10
    from (select id, row_number() over (order by name) rn from bcp_processes where company_id = ${c}) p
    cross join generate_series(0, 1) k
    join (select id, name, row_number() over (order by id) rn from assets where company_id = ${c}) a
      on a.rn = 1 + (p.rn * 5 + k * 50021) % ${ASSETS}`);
  for (const table of ["bcps", "bcp_processes", "bcp_process_locations"])
    await db.execute(sql.raw(`analyze ${table}`));
  console.log(
    `seeded ${PLANS.toLocaleString("en")} plans, ${PROCESSES.toLocaleString("en")} processes, ${(2 * PROCESSES).toLocaleString("en")} delivery locations in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
  );
  for (const radiusKm of [10, 50, 250]) {
    const timings: number[] = [];
    let sites = 0;
    let processes = 0;
    let plans = 0;
    for (let q = 0; q < QUERIES; q++) {
      const centre = near(places[Math.floor(rnd() * 1000)], 0.5);
      const start = performance.now();
      const found = await assetsInRadius(db, c, { ...centre, radius: radiusKm, unit: "km" });
      const impacted = await processesAtSites(
        db,
        c,
        found.map((a) => a.id),
      );
      timings.push(performance.now() - start);
      sites += found.length;
      processes += impacted.length;
      plans += new Set(impacted.map((p) => p.bcp.id)).size;
    }
    timings.sort((a, b) => a - b);
    console.log(
      `impact ${String(radiusKm).padStart(3)} km (sites, processes, plans): p50 ${percentile(timings, 0.5).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms, mean ${(sites / QUERIES).toFixed(0)} sites, ${(processes / QUERIES).toFixed(0)} processes, ${(plans / QUERIES).toFixed(0)} plans`,
    );
  }
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
