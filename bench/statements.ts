/**
 * The SQL statements one request runs: starts the built app as one process on the scale company with
 * KEEL_LOG_SQL=1, sends each target asked for (names as in bench/targets.ts, matched by their start) once to warm
 * it and once to count, and prints the count and the statements (cut to 200 characters) of the second.
 *
 *   npx tsx bench/statements.ts 'Incident detail' 'BCP manage page'
 *
 * Env: BENCH_ENGINES (postgres; pglite), BENCH_PORT (3290), STATEMENTS_QUIET=1 (counts only), STATEMENTS_WIDTH
 * (characters of each statement shown, 200), STATEMENTS_EXPLAIN=1
 * (PostgreSQL: each statement's execution time, from EXPLAIN ANALYZE run again with its parameters, and their sum).
 */
import pg from "pg";
import { type Engine, openBenchDatabase, POSTGRES_URL } from "./db";
import { seedScale } from "./seed-scale";
import { signIn, startServer, stopServer } from "./server";
import { TARGETS } from "./targets";

const engine = (process.env.BENCH_ENGINES ?? "postgres").split(",")[0] as Engine;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const BASE = `http://localhost:${PORT}`;
const names = process.argv.slice(2);
const targets = names.map((name) => {
  const target = TARGETS.find((t) => t.name.startsWith(name));
  if (!target) throw new Error(`no target named ${name} (bench/targets.ts)`);
  return target;
});

/** Each logged statement run again under EXPLAIN ANALYZE: its execution time on the server, slowest first. */
async function explain(statements: string[]) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const timed: { ms: number; text: string }[] = [];
    for (const line of statements) {
      const [text, params] = line.slice(7).split(" -- params: ");
      const plan = await client.query(
        `explain (analyze, format json) ${text}`,
        params ? JSON.parse(params) : [],
      );
      const ms = (plan.rows[0]["QUERY PLAN"][0] as { "Execution Time": number })["Execution Time"];
      timed.push({ ms, text: text ?? "" });
    }
    timed.sort((a, b) => b.ms - a.ms);
    console.log(`  ${timed.reduce((sum, t) => sum + t.ms, 0).toFixed(1)} ms in all`);
    for (const t of timed) console.log(`  ${t.ms.toFixed(2).padStart(7)} ms  ${t.text.slice(0, 180)}`);
  } finally {
    await client.end();
  }
}

const database = await openBenchDatabase(engine);
const ids = await seedScale(database.db, () => {});
await database.close();
process.env.KEEL_LOG_SQL = "1";
const server = await startServer(engine, { port: PORT, workers: 1, stdout: "pipe" });
let logged: string[] = [];
server.stdout?.on("data", (chunk) => logged.push(...String(chunk).split("\n")));
try {
  const signedIn = await signIn(BASE);
  for (const target of targets) {
    const ask = () =>
      fetch(BASE + target.path(ids), { headers: target.kind === "page" ? signedIn.page : signedIn.api }).then(
        (r) => r.arrayBuffer(),
      );
    await ask();
    await new Promise((r) => setTimeout(r, 200));
    logged = [];
    await ask();
    await new Promise((r) => setTimeout(r, 200));
    // Drizzle's logger prints "Query: <sql> -- params: […]", one statement a line. The outbox worker's claim (its
    // transaction and its read of the queued messages) runs on a timer in the same process: not the request's.
    // A statement written over several lines is logged over several lines: split on the logger's prefix instead.
    const statements = `\n${logged.join("\n")}`
      .split(/\nQuery: /)
      .slice(1)
      .map((chunk) => {
        const params = chunk.indexOf(" -- params: ");
        const end = params < 0 ? chunk.length : chunk.indexOf("\n", params);
        return `Query: ${(end < 0 ? chunk : chunk.slice(0, end)).replace(/\s+/g, " ")}`;
      })
      .filter(
        (line) =>
          !/^Query: (begin|commit)\b/.test(line) &&
          !line.includes('from "messages" where ("messages"."status"'),
      );
    console.log(`${target.name}: ${statements.length} statements`);
    if (process.env.STATEMENTS_EXPLAIN && engine === "postgres") await explain(statements);
    else if (!process.env.STATEMENTS_QUIET)
      for (const s of statements)
        console.log(`  ${s.slice(7, 7 + Number(process.env.STATEMENTS_WIDTH ?? 200))}`);
  }
} finally {
  await stopServer(server);
}
