/**
 * npm run test:soak: kill -9 durability on PGlite and PostgreSQL, then the load soak; writes
 * tests/soak/results.json and prints the summary. Exits 1 when anything failed.
 *
 * Env: SOAK_MINUTES (10), SOAK_CONCURRENCY (20), SOAK_ROUNDS (3 per engine), SOAK_PARTS (durability,load),
 * SOAK_PORT (3313; uses three ports from there), SOAK_POSTGRES_URL (the server to create the database on),
 * SOAK_MAX_GROWTH_MB (160), SOAK_MAX_HEAP_GROWTH_MB (10), SOAK_MAX_RSS_MB (1000), SOAK_MIX (some actions only), SOAK_SKIP_BUILD=1.
 * A full run (both parts, SOAK_MINUTES >= 10) also writes its summary into docs/performance.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "./build";
import { durability } from "./durability";
import { LOAD_LIMITS, loadSoak } from "./load";
import { renderSummary, type SoakResults, writeDocs } from "./report";

const PORT = Number(process.env.SOAK_PORT ?? 3313);
const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 3);
const PARTS = (process.env.SOAK_PARTS ?? "durability,load").split(",");
const RESULTS = "tests/soak/results.json";

async function main() {
  const started = Date.now();
  ensureBuild();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "keel-soak-"));
  const results: SoakResults = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
    durability: [],
    seconds: 0,
    passed: false,
  };
  try {
    if (PARTS.includes("durability")) {
      for (const [i, engine] of (["pglite", "postgres"] as const).entries()) {
        console.log(`kill -9 durability on ${engine} (${ROUNDS} rounds)`);
        const d = await durability(engine, { port: PORT + i, workDir, rounds: ROUNDS, clients: 6 });
        if (d.skipped) console.log(`  skipped: ${d.skipped}`);
        results.durability.push(d);
      }
    }
    if (PARTS.includes("load")) {
      console.log(`load: ${LOAD_LIMITS.concurrency} users for ${LOAD_LIMITS.minutes} min`);
      results.load = await loadSoak({ port: PORT + 2, workDir });
    }
  } finally {
    results.seconds = (Date.now() - started) / 1000;
    const problems = [
      ...results.durability.flatMap((d) => [
        ...d.rounds.flatMap((r) => r.problems),
        ...(d.sql?.problems ?? []),
      ]),
      ...(results.load?.problems ?? []),
    ];
    results.passed =
      problems.length === 0 && (PARTS.includes("durability") ? results.durability.length > 0 : true);
    fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    const summary = renderSummary(results);
    console.log(`\n${summary}\n`);
    // Only a full run (both parts, 10 minutes or more) speaks for the docs.
    const full = PARTS.includes("durability") && PARTS.includes("load") && LOAD_LIMITS.minutes >= 10;
    if (full) writeDocs(summary);
    for (const p of problems.slice(0, 30)) console.log(`✗ ${p}`);
    console.log(`${RESULTS} written; server logs in ${workDir}`);
  }
  if (!results.passed) process.exit(1);
  fs.rmSync(workDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
