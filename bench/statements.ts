/**
 * The SQL statements one request runs: starts the built app as one process on the scale company with
 * KEEL_LOG_SQL=1, sends each target asked for (names as in bench/targets.ts, matched by their start) once to warm
 * it and once to count, and prints the count and the statements (cut to 200 characters) of the second.
 *
 *   npx tsx bench/statements.ts 'Incident detail' 'BCP manage page'
 *
 * Env: BENCH_ENGINES (postgres; pglite), BENCH_PORT (3290), STATEMENTS_QUIET=1 (counts only).
 */
import { type Engine, openBenchDatabase } from "./db";
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
    const statements = logged
      .filter((line) => line.startsWith("Query: "))
      .filter(
        (line) =>
          !/^Query: (begin|commit)\b/.test(line) &&
          !line.includes('from "messages" where ("messages"."status"'),
      );
    console.log(`${target.name}: ${statements.length} statements`);
    if (!process.env.STATEMENTS_QUIET) for (const s of statements) console.log(`  ${s.slice(7, 207)}`);
  }
} finally {
  await stopServer(server);
}
