/**
 * Radius query benchmark: 100,000 sites of one company in embedded PGlite (in memory), spread around the
 * world's cities like a real estate of offices and sites, then p50/p95 of /asset/in-radius-style queries.
 * Run: npx tsx bench/radius.ts   (figures go to docs/performance.md)
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { assetsInRadius } from "../app/domains/assets/radius.server";
import { assets } from "../app/domains/assets/schema.server";
import { companies } from "../app/domains/companies/schema.server";
import cities from "../app/domains/geo/data/cities.json" with { type: "json" };
import { withinRadiusSql } from "../app/domains/geo/query.server";
import { openDatabase } from "../app/platform/db/client.server";

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
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
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
