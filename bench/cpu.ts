/**
 * Server CPU per request: what a page costs the server, which a busy machine inflates far less than wall time.
 * Starts the built app as one process on the scale company, signs in as its admin, and for each target asked for
 * (names as in bench/targets.ts, matched like BENCH_ONLY; the floor is always timed) sends CPU_REQUESTS requests
 * one at a time, reading the process's user + system time from /proc before and after. Targets take turns over
 * CPU_ROUNDS rounds, so each sees the same moments of the machine; the median round is printed.
 *
 *   npx tsx bench/cpu.ts 'BCP manage page' 'Incident detail'
 *   CPU_PROFILE=/tmp/prof npx tsx bench/cpu.ts 'BCP manage page'   (node --cpu-prof of the server, one target)
 *   npx tsx bench/cpu.ts /help /registers/applications   (any page, by its path, signed in as the admin)
 *
 * Env: BENCH_ENGINES (postgres; pglite), BENCH_PORT (3290), CPU_REQUESTS (50), CPU_ROUNDS (3), CPU_PROFILE (a
 * folder: the server runs with --cpu-prof into it; read the profile with bench/cpu-profile.ts), CPU_BUILD (the
 * server build, build/index.js: a copy of an older build in bench/builds/, which git ignores and whose imports resolve from the checkout, compares before and after on the same data), CPU_NODE_ARGS
 * (flags for the server's node, e.g. "--max-semi-space-size=32").
 */
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { type Engine, openBenchDatabase } from "./db";
import { percentile } from "./load";
import { seedScale } from "./seed-scale";
import { signIn, startServer, stopServer } from "./server";
import { FLOOR, TARGETS, type Target } from "./targets";

const engine = (process.env.BENCH_ENGINES ?? "postgres").split(",")[0] as Engine;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const BASE = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.CPU_REQUESTS ?? 50);
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 3);
const PROFILE = process.env.CPU_PROFILE;
const words = process.argv.slice(2).map((w) => w.toLowerCase());
/** A word that starts with "/" is a page of its own, asked signed in: `/help` times the signed-in frame alone. */
const adHoc = (path: string): Target => ({ name: `page ${path}`, kind: "page", path: () => path });
const targets = [
  FLOOR,
  ...TARGETS.filter((t) => t !== FLOOR && !t.skip && words.some((w) => t.name.toLowerCase().includes(w))),
  ...process.argv
    .slice(2)
    .filter((w) => w.startsWith("/"))
    .map(adHoc),
];

const TICK_MS = 1000 / 100; // USER_HZ
/** User + system time of a process (all its threads), ms. */
function cpuMs(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const database = await openBenchDatabase(engine);
const ids = await seedScale(database.db, () => {});
await database.close();
if (PROFILE) fs.mkdirSync(PROFILE, { recursive: true });
const server = await startServer(engine, {
  port: PORT,
  workers: 1,
  build: process.env.CPU_BUILD,
  nodeArgs: [
    ...(PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE}`] : []),
    ...(process.env.CPU_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
  ],
});
try {
  const signedIn = await signIn(BASE);
  const pid = server.pid!;
  const results = new Map<string, { cpu: number[]; wall: number[]; bytes: number }>();
  const ask = async (t: (typeof targets)[number]) => {
    const res = await fetch(BASE + t.path(ids), {
      headers: t.floor ? {} : t.kind === "page" ? signedIn.page : signedIn.api,
      redirect: "manual",
    });
    const body = await res.arrayBuffer();
    if (res.status >= 300) throw new Error(`${t.name}: HTTP ${res.status}`);
    return body.byteLength;
  };
  for (const t of targets) for (let i = 0; i < 5; i++) await ask(t);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const walls: number[] = [];
      let bytes = 0;
      const before = cpuMs(pid);
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        bytes = await ask(t);
        walls.push(performance.now() - t0);
      }
      const cpu = (cpuMs(pid) - before) / REQUESTS;
      walls.sort((a, b) => a - b);
      const r = results.get(t.name) ?? { cpu: [], wall: [], bytes };
      r.cpu.push(cpu);
      r.wall.push(percentile(walls, 0.5));
      results.set(t.name, r);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`${engine}, one process, ${REQUESTS} requests × ${ROUNDS} rounds; ms per request`);
  for (const [name, r] of results)
    console.log(
      `${name.padEnd(46)} CPU ${median(r.cpu).toFixed(1).padStart(6)} (${r.cpu.map((c) => c.toFixed(1)).join(" · ")}) · wall p50 ${median(r.wall).toFixed(1).padStart(6)} · ${(r.bytes / 1024).toFixed(1)} KB`,
    );
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}`,
  );
} finally {
  await stopServer(server);
}
