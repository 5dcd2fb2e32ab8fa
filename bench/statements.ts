/**
 * The SQL statements one request runs: starts the built app as one process on the scale company with
 * KEEL_LOG_SQL=1, sends each target asked for (names as in bench/targets.ts, matched by their start) once to warm
 * it and once to count (bench/captured-sql.ts, as the bench's SQL column), and prints the count and the statements
 * (cut to 200 characters) of the second.
 *
 *   npx tsx bench/statements.ts 'Incident detail' 'BCP manage page'
 *
 * Env: BENCH_ENGINES (postgres; pglite), BENCH_PORT (3290), STATEMENTS_QUIET=1 (counts only), STATEMENTS_WIDTH
 * (characters of each statement shown, 200), STATEMENTS_EXPLAIN=1
 * (PostgreSQL: each statement's execution time, from EXPLAIN ANALYZE run again with its parameters, and their sum).
 */
import pg from "pg";
import { captureStatements, type Statement } from "./captured-sql";
import { type Engine, openBenchDatabase, POSTGRES_URL } from "./db";
import { seedScale } from "./seed-scale";
import { TARGETS } from "./targets";

const engine = (process.env.BENCH_ENGINES ?? "postgres").split(",")[0] as Engine;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const oneLine = (text: string) => text.replace(/\s+/g, " ");
const targets = process.argv.slice(2).map((name) => {
  const target = TARGETS.find((t) => t.name.startsWith(name));
  if (!target) throw new Error(`no target named ${name} (bench/targets.ts)`);
  return target;
});

/**
 * Each statement run again under EXPLAIN ANALYZE, warm: the median of five runs' execution time on the server,
 * slowest first (a single run times the first read of cold pages and plans, several times the warm figure).
 */
async function explain(statements: Statement[]) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const timed: { ms: number; planning: number; text: string }[] = [];
    for (const s of statements) {
      const runs: { ms: number; planning: number }[] = [];
      for (let i = 0; i < 5; i++) {
        const plan = await client.query(`explain (analyze, format json) ${s.text}`, s.params);
        const out = plan.rows[0]["QUERY PLAN"][0] as { "Execution Time": number; "Planning Time": number };
        runs.push({ ms: out["Execution Time"], planning: out["Planning Time"] });
      }
      const median = (of: number[]) => of.sort((a, b) => a - b)[2];
      timed.push({
        ms: median(runs.map((r) => r.ms)),
        planning: median(runs.map((r) => r.planning)),
        text: oneLine(s.text),
      });
    }
    timed.sort((a, b) => b.ms - a.ms);
    const sum = (of: number[]) => of.reduce((all, ms) => all + ms, 0).toFixed(1);
    console.log(
      `  ${sum(timed.map((t) => t.ms))} ms executing, ${sum(timed.map((t) => t.planning))} ms planning`,
    );
    for (const t of timed)
      console.log(
        `  ${t.ms.toFixed(2).padStart(7)} ms  (planning ${t.planning.toFixed(2)})  ${t.text.slice(0, 160)}`,
      );
  } finally {
    await client.end();
  }
}

const database = await openBenchDatabase(engine);
const ids = await seedScale(database.db, () => {});
await database.close();
const captured = await captureStatements(engine, ids, targets, PORT);
for (const target of targets) {
  const statements = captured.get(target.name) ?? [];
  console.log(`${target.name}: ${statements.length} statements`);
  if (process.env.STATEMENTS_EXPLAIN && engine === "postgres") await explain(statements);
  else if (!process.env.STATEMENTS_QUIET)
    for (const s of statements)
      console.log(
        `  ${oneLine(s.text).slice(0, Number(process.env.STATEMENTS_WIDTH ?? 200))} -- params: ${JSON.stringify(s.params)}`,
      );
}
