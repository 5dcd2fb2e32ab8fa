/**
 * The load soak: the scale company at bench sizes / 20 on PGlite (what `npm start` runs), the built app,
 * SOAK_CONCURRENCY (20, the bench's) users of mixed traffic for SOAK_MINUTES (10), the server's RSS and open
 * file descriptors sampled every 10 s from /proc, its live JavaScript heap and timers from a probe inside it.
 * Passes when no request failed, the server logged no unhandled error, the live heap (after a full collection)
 * grew by at most SOAK_MAX_HEAP_GROWTH_MB after warm-up, RSS by at most SOAK_MAX_GROWTH_MB and never passed
 * SOAK_MAX_RSS_MB, and the connections and timers went when the users left.
 */

import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "~/platform/db/client.server";
import { LIFETIME_MS } from "../../app/domains/notifications/stream.server";
import { rssMb, startApp, stopApp } from "./app-server";
import { ApiClient, pageSession } from "./http";
import { FAILURES, runTraffic, type Session, summarise, WEIGHTS } from "./traffic";

export const LOAD_LIMITS = {
  minutes: Number(process.env.SOAK_MINUTES ?? 10),
  concurrency: Number(process.env.SOAK_CONCURRENCY ?? 20),
  /**
   * The lowest RSS of the run's last third may exceed the lowest of the third after warm-up (2 min, or a fifth
   * of a shorter run) by this much.
   */
  maxGrowthMb: Number(process.env.SOAK_MAX_GROWTH_MB ?? 160),
  /**
   * The same for the live JavaScript heap, measured after a full collection: what the app itself keeps. RSS also
   * holds the embedded database's WebAssembly memory, whose 128 MB buffer pool is touched page by page as the
   * data is read, so RSS rises towards a ceiling whatever the app does; a JavaScript leak shows here.
   */
  maxHeapGrowthMb: Number(process.env.SOAK_MAX_HEAP_GROWTH_MB ?? 10),
  /**
   * RSS may never exceed this: 850 MB measured as the database's buffer pool plus the run-to-run spread, and 150 MB
   * for the young generation the server may grow since it runs with --max-semi-space-size=64 (scripts/node-flags.mjs:
   * V8 keeps up to three semi-spaces, 3 × (64 − 16) = 144 MB more than the default; the first soak with it peaked at
   * 859 MB).
   */
  maxRssMb: Number(process.env.SOAK_MAX_RSS_MB ?? 1000),
  /** Open sockets once the users have gone, over the count before they came. */
  maxFdGrowth: 10,
  /** Live timers once the users have gone, over the count before they came (each open stream holds three). */
  maxTimerGrowth: 5,
};

export interface Sample {
  seconds: number;
  rssMb: number;
  /** Open sockets. */
  fds: number;
  /** From the memory probe inside the server (its last line). */
  heapMb?: number;
  /** The heap left after a full collection (the probe's latest such figure). */
  liveHeapMb?: number;
  /** Live timers in the server. */
  timers?: number;
}

/** The memory probe's latest line (tests/soak/memory-probe.cjs), when it has written one. */
function probe(file: string): Pick<Sample, "heapMb" | "liveHeapMb" | "timers"> {
  try {
    const lines = fs
      .readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { heapUsed: number; heapAfterGc?: number; timers: number });
    const last = lines.at(-1)!;
    const collected = lines.findLast((l) => l.heapAfterGc !== undefined);
    return { heapMb: last.heapUsed, liveHeapMb: collected?.heapAfterGc, timers: last.timers };
  } catch {
    return {};
  }
}

/** The probe's next line (it writes every 5 s). */
async function nextProbe(file: string) {
  const lines = () => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split("\n").length : 0);
  const seen = lines();
  for (let i = 0; i < 100 && lines() <= seen; i++) await new Promise((r) => setTimeout(r, 100));
  return probe(file);
}
export interface LoadResultSoak {
  minutes: number;
  concurrency: number;
  seedSeconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  actions: ReturnType<typeof summarise>;
  samples: Sample[];
  memory: { startMb: number; warmMb: number; endMb: number; peakMb: number; growthMb: number };
  liveHeap: { warmMb: number; endMb: number; growthMb: number };
  fds: { before: number; after: number };
  timers: { before: number; after: number };
  serverErrors: string[];
  /** The first failed requests with their answers. */
  failures: string[];
  problems: string[];
}

/** Open sockets of the server (its database files stay open by design; sockets must not pile up). */
const fdCount = (pid: number) =>
  fs.readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith("socket:");
    } catch {
      return false;
    }
  }).length;

async function seed(dataDir: string) {
  // The scale seed's sizes are read when its module loads: bench sizes / 20 unless the caller chose.
  process.env.BENCH_SMALL ??= "1";
  const { seedScale } = await import("../../bench/seed-scale");
  const t = Date.now();
  const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    const ids = await seedScale(database.db, () => {});
    return { ids, seconds: (Date.now() - t) / 1000 };
  } finally {
    await database.close();
  }
}

export async function loadSoak(options: { port: number; workDir: string }): Promise<LoadResultSoak> {
  const dataDir = path.join(options.workDir, "load");
  fs.mkdirSync(dataDir, { recursive: true });
  const seeded = await seed(dataDir);
  console.log(`  scale company (sizes / 20) seeded in ${seeded.seconds.toFixed(0)} s`);
  const logFile = path.join(options.workDir, "load.log");
  const memoryFile = path.join(options.workDir, "load-memory.jsonl");
  const server = await startApp({
    port: options.port,
    dataDir,
    logFile,
    env: {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --expose-gc --require ${path.resolve("tests/soak/memory-probe.cjs")}`,
      SOAK_MEMORY_FILE: memoryFile,
    },
  });
  try {
    const { SCALE_ADMIN } = await import("../../bench/seed-scale");
    const admin = await new ApiClient(server.url).ok<{ token: string }>("POST", "/auth/signin", SCALE_ADMIN);
    const apiHeaders = { authorization: `Bearer ${admin.token}` };
    const units = await new ApiClient(server.url, admin.token).ok<{ id: string }[]>(
      "GET",
      "/bcp/getBCPUnits",
    );
    const session: Session = {
      base: server.url,
      api: apiHeaders,
      page: { cookie: await pageSession(server.url, SCALE_ADMIN.email, SCALE_ADMIN.password) },
      ids: seeded.ids,
      businessUnitId: units[0].id,
    };
    const timersBefore = (await nextProbe(memoryFile)).timers ?? Number.NaN;
    const samples: Sample[] = [];
    const t0 = Date.now();
    const sample = () =>
      samples.push({
        seconds: (Date.now() - t0) / 1000,
        rssMb: rssMb(server.pid),
        fds: fdCount(server.pid),
        ...probe(memoryFile),
      });
    sample();
    const fdsBefore = samples[0].fds;
    const timer = setInterval(() => {
      sample();
      const s = samples.at(-1)!;
      console.log(
        `  ${(s.seconds / 60).toFixed(1)} min: RSS ${s.rssMb.toFixed(0)} MB (JS heap ${s.heapMb ?? "?"} MB, ${s.liveHeapMb ?? "?"} MB live; the rest is mostly the database's WebAssembly memory), ${s.fds} sockets, ${s.timers ?? "?"} timers`,
      );
    }, 10_000);
    // SOAK_MIX=page,list narrows the mix to some actions (to chase one finding).
    const mix = process.env.SOAK_MIX?.split(",");
    const weights = mix ? WEIGHTS.filter(([name]) => mix.includes(name)) : WEIGHTS;
    const stats = await runTraffic(
      session,
      LOAD_LIMITS.concurrency,
      t0 + LOAD_LIMITS.minutes * 60_000,
      weights,
    );
    clearInterval(timer);
    sample();
    const elapsed = (Date.now() - t0) / 1000;
    // The users have gone: give closed streams and keep-alive sockets time to end, then count what is still open.
    // A live stream ends when its client's abort reaches it or, at the latest, after its bounded lifetime (the
    // web server does not always pass the abort on): counting before that would count streams still allowed.
    await new Promise((r) => setTimeout(r, LIFETIME_MS + 6000));
    const fdsAfter = fdCount(server.pid);
    const timersAfter = (await nextProbe(memoryFile)).timers ?? Number.NaN;

    const actions = summarise(stats);
    const requests = actions.reduce((s, a) => s + a.requests, 0);
    const errors = actions.reduce((s, a) => s + a.errors, 0);
    // Memory rises and falls with each garbage collection (by 100–150 MB over minutes here), so a leak shows as a
    // rising floor: the lowest RSS of the run's last third against the lowest of the third after warm-up.
    const warmAt = Math.min(120, (LOAD_LIMITS.minutes * 60) / 5);
    const third = (elapsed - warmAt) / 3;
    const floor = (from: number, to: number, of: (s: Sample) => number | undefined = (s) => s.rssMb) =>
      Math.min(
        ...samples
          .filter((s) => s.seconds >= from && s.seconds <= to)
          .map((s) => of(s) ?? Number.POSITIVE_INFINITY),
      );
    const warmFloor = floor(warmAt, warmAt + third);
    const endFloor = floor(elapsed - third, elapsed + 1);
    const liveHeap = {
      warmMb: floor(warmAt, warmAt + third, (s) => s.liveHeapMb),
      endMb: floor(elapsed - third, elapsed + 1, (s) => s.liveHeapMb),
      growthMb: 0,
    };
    liveHeap.growthMb = liveHeap.endMb - liveHeap.warmMb;
    const peak = Math.max(...samples.map((s) => s.rssMb));
    const memory = {
      startMb: samples[0].rssMb,
      warmMb: warmFloor,
      endMb: endFloor,
      peakMb: peak,
      growthMb: endFloor - warmFloor,
    };
    const serverErrors = fs
      .readFileSync(logFile, "utf8")
      .split("\n")
      .filter((l) => /unhandled error|Error:|\[.*\] .*failed/i.test(l))
      .slice(0, 20);
    const problems: string[] = [];
    if (errors) problems.push(`${errors} requests failed; first: ${FAILURES.slice(0, 5).join(" | ")}`);
    if (memory.growthMb > LOAD_LIMITS.maxGrowthMb)
      problems.push(
        `the RSS floor grew ${memory.growthMb.toFixed(0)} MB after warm-up (bound ${LOAD_LIMITS.maxGrowthMb} MB)`,
      );
    if (!Number.isFinite(liveHeap.growthMb))
      problems.push("the memory probe reported no live heap (was the server started with --expose-gc?)");
    else if (liveHeap.growthMb > LOAD_LIMITS.maxHeapGrowthMb)
      problems.push(
        `the live JavaScript heap grew ${liveHeap.growthMb.toFixed(0)} MB after warm-up (bound ${LOAD_LIMITS.maxHeapGrowthMb} MB)`,
      );
    if (!(timersAfter <= timersBefore + LOAD_LIMITS.maxTimerGrowth))
      problems.push(
        `${timersAfter - timersBefore} more live timers after the users left (${timersBefore} → ${timersAfter})`,
      );
    if (peak > LOAD_LIMITS.maxRssMb)
      problems.push(`RSS peaked at ${peak.toFixed(0)} MB (bound ${LOAD_LIMITS.maxRssMb} MB)`);
    if (fdsAfter > fdsBefore + LOAD_LIMITS.maxFdGrowth)
      problems.push(
        `${fdsAfter - fdsBefore} more open sockets after the users left (${fdsBefore} → ${fdsAfter})`,
      );
    if (serverErrors.length)
      problems.push(`the server logged errors: ${serverErrors.slice(0, 3).join(" | ")}`);
    return {
      minutes: LOAD_LIMITS.minutes,
      concurrency: LOAD_LIMITS.concurrency,
      seedSeconds: seeded.seconds,
      requests,
      requestsPerSecond: requests / elapsed,
      errors,
      actions,
      samples,
      memory,
      liveHeap,
      fds: { before: fdsBefore, after: fdsAfter },
      timers: { before: timersBefore, after: timersAfter },
      serverErrors,
      failures: FAILURES,
      problems,
    };
  } finally {
    await stopApp(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
