/**
 * The Keel bench (npm run bench): builds the app, seeds the scale company, and for each engine (PGlite, and
 * PostgreSQL when DATABASE_URL or the local server answers) times the bare SQL behind each page and API list,
 * then starts the built app (remix-serve, as `npm start`) and times the same requests one at a time and
 * under 20 concurrent users; plus JS/CSS gzip bytes per route and server memory.
 * Writes bench/results.json, prints the table and puts it in docs/performance.md.
 *
 * Env: BENCH_SKIP_BUILD=1, BENCH_ENGINES=pglite,postgres, BENCH_USERS_SECONDS (of 20 users with think time per
 * target, 10), BENCH_THINK_MS (mean think time, 1000), BENCH_SECONDS (of back-to-back load per target, 3),
 * BENCH_CONCURRENCY (20), BENCH_WARM_ROUNDS (of every request before timing, 20), BENCH_WARM_BURST_SECONDS (then each request with
 * BENCH_CONCURRENCY in flight, 1), BENCH_SMALL=1, DATABASE_URL, BENCH_ONLY (a focused run: only the targets whose name
 * contains one of these comma-separated words, e.g. `npm run bench:pages` for Home and the incident page; its
 * figures go to bench/results-focused.json and leave docs/performance.md alone).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { routeBytes } from "./bundles";
import { captureStatements, replay } from "./captured-sql";
import { type Engine, openBenchDatabase } from "./db";
import { load, timeInTurn, timeIt, usersLoad } from "./load";
import { renderMarkdown, writeDocs } from "./report";
import { type EngineResult, missedBudgets, type Results, type TargetResult } from "./results";
import { SCALE } from "./scale";
import { seedScale } from "./seed-scale";
import { signIn, startServer, stopServer } from "./server";
import { FLOOR, TARGETS } from "./targets";

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const BASE = `http://localhost:${PORT}`;
/** Load lasts this long per target: the run's length does not depend on the machine. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const USERS_SECONDS = Number(process.env.BENCH_USERS_SECONDS ?? 10);
/** Mean think time of a user between two requests (a person reading, typing, clicking). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
/** Sequential timing stops after this long (at least 5 runs), for the same reason. */
const SEQUENTIAL_MAX_MS = 3000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SEQUENTIAL = 30;
/** Rounds of every request before timing (each worker sees about half of them on PostgreSQL). */
const WARM_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? 20);
/** Then a burst of each request, CONCURRENCY in flight, for this long (seconds). */
const WARM_BURST_SECONDS = Number(process.env.BENCH_WARM_BURST_SECONDS ?? 1);
const SMALL = !!process.env.BENCH_SMALL;
const ONLY = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
/** The targets of this run: every one, or a focused run's (BENCH_ONLY) with the floor, which every run times. */
const RUN_TARGETS = ONLY.length
  ? [FLOOR, ...TARGETS.filter((t) => t !== FLOOR && ONLY.some((w) => t.name.toLowerCase().includes(w)))]
  : TARGETS;

/** RSS of the server: its process and, with WEB_CONCURRENCY, its workers. */
const rssMb = (pid: number): number => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    return own + children.reduce((sum, child) => sum + rssMb(Number(child)), 0);
  } catch {
    return 0; // a worker that ended between two readings
  }
};
/**
 * Worker processes (WEB_CONCURRENCY, scripts/serve.mjs): on PostgreSQL, one per core as README's scale-out
 * says (BENCH_WEB_CONCURRENCY, 2 here); PGlite is one process.
 */
const WORKERS = Number(process.env.BENCH_WEB_CONCURRENCY ?? os.availableParallelism());

/**
 * fetch, asked again once when the kept-alive connection it reused was closed by the server at that moment (its
 * idle timeout, reached while the machine was busy): a race of the HTTP client, not an answer of the app.
 */
async function fetchReusing(url: string, init: RequestInit) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw error;
    return fetch(url, init);
  }
}

async function benchEngine(engine: Engine): Promise<EngineResult> {
  console.log(`\n== ${engine} ==`);
  const loadAverage = os.loadavg();
  let database: Awaited<ReturnType<typeof openBenchDatabase>>;
  try {
    database = await openBenchDatabase(engine);
  } catch (error) {
    const reason = `not reachable (${(error as Error).message.split("\n")[0]})`;
    console.log(`${engine}: ${reason}`);
    return { engine, skipped: reason, targets: [] };
  }
  const t0 = performance.now();
  const ids = await seedScale(database.db);
  const seedSeconds = (performance.now() - t0) / 1000;
  console.log(`scale company ${ids.created ? "seeded" : "found"} in ${seedSeconds.toFixed(1)} s`);
  // What autovacuum does on a live PostgreSQL (and PGlite's maintenance, app/platform/db/maintenance.server.ts): fresh
  // statistics and visibility maps, so the plans and index-only scans are those of a database in use.
  const v0 = performance.now();
  await database.db.execute(sql`vacuum analyze`);
  console.log(`vacuum analyze in ${((performance.now() - v0) / 1000).toFixed(1)} s`);
  // What each request really sends, captured from the app itself (bench/captured-sql.ts); PGlite allows one process
  // per data folder, so the bench lets go of it while the capturing server runs, and again before the timed one.
  await database.close();
  const live = RUN_TARGETS.filter((t) => !t.skip);
  const captured = await captureStatements(engine, ids, live, PORT);
  database = await openBenchDatabase(engine);
  const results: TargetResult[] = [];
  for (const target of RUN_TARGETS) {
    const r: TargetResult = {
      name: target.name,
      kind: target.kind,
      list: !!target.list,
      ...(target.floor ? { floor: true } : {}),
      ...(target.p95Ms ? { p95Ms: target.p95Ms } : {}),
      ...(target.overSql ? { overSqlBudget: true } : {}),
      skipped: target.skip,
    };
    const statements = captured.get(target.name);
    if (statements?.length) {
      r.statements = statements.length;
      const db = database;
      r.sql = await timeIt(() => replay(db, statements), SEQUENTIAL);
    }
    results.push(r);
  }
  await database.close();

  const server = await startServer(engine, { port: PORT, workers: WORKERS });
  let peak = 0;
  try {
    const signedIn = await signIn(BASE);
    const headersOf = (t: (typeof RUN_TARGETS)[number]) =>
      t.floor ? {} : t.kind === "page" ? signedIn.page : signedIn.api;
    const timed = RUN_TARGETS.map((t, i) => ({ t, r: results[i]! })).filter(({ t }) => !t.skip);
    // Every request WARM_ROUNDS times, in turn, before any is timed: a server in use runs its code compiled (V8's
    // optimising compiler needs a few dozen calls of a function); the first page timed was timed half cold.
    for (let round = 0; round < WARM_ROUNDS; round++)
      for (const { t } of timed)
        if (t.kind !== "pdf" || round === 0)
          await fetch(BASE + t.path(ids), { headers: headersOf(t) }).then((r) => r.arrayBuffer());
    const restMb = rssMb(server.pid!);
    // Then each page with CONCURRENCY requests in flight for a moment: a server in use has been through bursts
    // before, and the first burst a process sees is slower than the same load a moment later: the same 20 users'
    // arrivals on the overview gave p95 131 to 146 ms after sequential warming alone, 85 to 92 ms straight after,
    // and about 100 both times after a 3-second burst (docs/performance.md).
    for (const { t } of timed)
      if (t.kind !== "pdf")
        await load(BASE + t.path(ids), headersOf(t), {
          concurrency: CONCURRENCY,
          seconds: WARM_BURST_SECONDS,
        });
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid!));
    }, 100);
    for (const { t, r } of timed) {
      const url = BASE + t.path(ids);
      const h = headersOf(t);
      const pdf = t.kind === "pdf";
      const request = (target: typeof t) => async () => {
        const res = await fetchReusing(BASE + target.path(ids), {
          headers: headersOf(target),
          redirect: "manual",
        });
        await res.arrayBuffer();
        if (res.status >= 300) throw new Error(`${target.name}: HTTP ${res.status}`);
      };
      // A page is timed in turn with the floor, request for request, so that both see the same machine: its time
      // over the floor is its own data and markup, however busy the machine was at that moment.
      const besideFloor = t.kind === "page" && !t.floor;
      const [single, floor] = await timeInTurn(
        besideFloor ? [request(t), request(FLOOR)] : [request(t)],
        pdf ? 5 : SEQUENTIAL,
        SEQUENTIAL_MAX_MS,
      );
      r.single = single!;
      if (floor) {
        r.floorP50 = floor.p50;
        r.overFloor = r.single.p50 - floor.p50;
      }
      r.users = await usersLoad(url, h, {
        users: pdf ? 2 : CONCURRENCY,
        thinkMs: THINK_MS,
        seconds: USERS_SECONDS,
      });
      r.loaded = await load(url, h, { concurrency: pdf ? 2 : CONCURRENCY, seconds: SECONDS });
      if (r.sql) r.overSql = r.single.p50 - r.sql.p50;
      const overFloor = t.floor
        ? " (the floor)"
        : r.overFloor !== undefined
          ? ` · over floor ${r.overFloor.toFixed(1)} ms (floor ${r.floorP50?.toFixed(1)} ms)`
          : "";
      console.log(
        `${t.name.padEnd(46)} sql ${r.sql?.p50.toFixed(1) ?? "-"} ms (${r.statements ?? 0} statements) · single p50 ${r.single.p50.toFixed(1)} ms${r.overSql !== undefined ? ` · over SQL ${r.overSql.toFixed(1)} ms` : ""}${overFloor} · ${CONCURRENCY} users p50 ${r.users.p50.toFixed(0)} p95 ${r.users.p95.toFixed(0)} ms · x${CONCURRENCY} in flight p50 ${r.loaded.p50.toFixed(0)} p95 ${r.loaded.p95.toFixed(0)} ms${r.loaded.errors + r.users.errors ? ` · errors ${JSON.stringify([r.users.statuses, r.loaded.statuses])}` : ""}`,
      );
    }
    clearInterval(sampler);
    return {
      engine,
      seedSeconds,
      loadAverage,
      workers: engine === "postgres" ? WORKERS : 1,
      memory: { restMb, peakMb: peak },
      targets: results,
    };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  const start = performance.now();
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log("building (remix build)…");
    const build = spawnSync("npx", ["remix", "build"], { stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("remix build failed");
  }
  const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",") as Engine[];
  const results: Results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
    scale: SCALE,
    loadSeconds: SECONDS,
    usersSeconds: USERS_SECONDS,
    thinkMs: THINK_MS,
    concurrency: CONCURRENCY,
    engines: [],
    bundles: routeBytes(),
    seconds: 0,
  };
  // Written after each engine, so a long run keeps what it has measured. A quick check (BENCH_SMALL) keeps its
  // figures apart and leaves docs/performance.md alone: the docs hold full-size runs only.
  const file = ONLY.length
    ? "bench/results-focused.json"
    : SMALL
      ? "bench/results-small.json"
      : "bench/results.json";
  const partial = SMALL || ONLY.length > 0;
  const save = () => {
    results.seconds = (performance.now() - start) / 1000;
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    const table = renderMarkdown(results);
    if (!partial) writeDocs(table);
    return table;
  };
  // A run of some engines keeps the last figures of the others (BENCH_ENGINES=postgres after a PGlite run).
  if (fs.existsSync(file)) {
    const last = JSON.parse(fs.readFileSync(file, "utf8")) as Results;
    results.engines.push(...last.engines.filter((e) => !engines.includes(e.engine)));
  }
  for (const engine of engines) {
    results.engines.push(await benchEngine(engine));
    save();
  }
  console.log(`\n${save()}`);
  console.log(
    `${file}${partial ? "" : " and docs/performance.md"} written (${results.seconds.toFixed(0)} s)`,
  );
  // This run's engines only (the others' figures are an earlier run's). A missed budget fails the run.
  const missed = missedBudgets({
    ...results,
    engines: results.engines.filter((e) => engines.includes(e.engine)),
  });
  if (missed.length) {
    console.error(`\n${missed.length} budget(s) missed:\n  ${missed.join("\n  ")}`);
    process.exitCode = 1;
  } else console.log("\nevery budget met");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
