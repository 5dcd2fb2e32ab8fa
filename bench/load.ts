/**
 * Load under concurrent users with autocannon (keep-alive HTTP/1.1 connections, one request in flight per
 * connection): `concurrency` connections share `requests` requests, or, with `seconds`, send for that long
 * (the bench's default, so a slow page or a busy machine cannot stretch the run). Every response's time is kept,
 * so p50/p95 come from all of them (autocannon's own summary has p97.5 but no p95).
 */
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { Agent, fetch } from "undici";

export interface LoadResult {
  requests: number;
  concurrency: number;
  errors: number;
  /** Answers by HTTP status ("error" when the request failed or timed out). */
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  rps: number;
  bytes: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : Number.NaN;

export async function load(
  url: string,
  headers: Record<string, string>,
  { concurrency, requests, seconds }: { concurrency: number; requests?: number; seconds?: number },
): Promise<LoadResult> {
  const timings: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  const start = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        headers,
        connections: concurrency,
        ...(seconds ? { duration: seconds } : { amount: requests ?? 100 }),
        timeout: 120,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, status, resBytes, responseTime) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      timings.push(responseTime);
      bytes = resBytes;
    });
  });
  const elapsed = (performance.now() - start) / 1000;
  const failed = result.errors + result.timeouts;
  if (failed) statuses.error = failed;
  timings.sort((a, b) => a - b);
  return {
    requests: timings.length + failed,
    concurrency,
    errors: failed + timings.length - (statuses[200] ?? 0),
    statuses,
    p50: percentile(timings, 0.5),
    p95: percentile(timings, 0.95),
    rps: timings.length / elapsed,
    bytes,
  };
}

/** Times a function sequentially: p50/p95 in ms, over `runs` runs or fewer when `maxMs` has passed (at least 5). */
export async function timeIt(fn: () => Promise<unknown>, runs: number, maxMs = Number.POSITIVE_INFINITY) {
  const [only] = await timeInTurn([fn], runs, maxMs);
  return only!;
}

/**
 * Times several requests one after the other in turn (a, b, a, b, …), so that each sees the same moments of a busy
 * machine: how a page is read against the floor timed beside it. p50/p95 of each, in the order given.
 */
export async function timeInTurn(
  fns: (() => Promise<unknown>)[],
  runs: number,
  maxMs = Number.POSITIVE_INFINITY,
) {
  for (let i = 0; i < Math.min(5, runs); i++) for (const fn of fns) await fn();
  const timings = fns.map((): number[] => []);
  const start = performance.now();
  for (let i = 0; i < runs && (i < 5 || performance.now() - start < maxMs * fns.length); i++) {
    for (const [j, fn] of fns.entries()) {
      const t = performance.now();
      await fn();
      timings[j]!.push(performance.now() - t);
    }
  }
  return timings.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 0.5), p95: percentile(list, 0.95) };
  });
}

/**
 * `users` people using Keel at once: each waits a think time (exponentially distributed, mean `thinkMs`: the
 * moments are independent, as people's clicks are), sends one request, waits for its answer, and so on for
 * `seconds`. This is what "20 concurrent users" means for the budget (docs/performance.md); `load()` above is
 * the worst case, where every user asks again the instant an answer arrives.
 *
 * Each user has a keep-alive connection of their own, as each person's browser does. One pool shared by all users
 * sent each request down the first connection free, which with the server's cluster (it hands each new connection
 * to the next worker) steered requests to the idle worker better than 20 browsers would; five paired runs of the
 * BCP list could not tell the two apart (docs/performance.md, 2026-12-02 midday), so this is for faithfulness.
 */
export async function usersLoad(
  url: string,
  headers: Record<string, string>,
  { users, thinkMs, seconds, seed = 1 }: { users: number; thinkMs: number; seconds: number; seed?: number },
): Promise<LoadResult> {
  // A seeded generator (mulberry32): the same arrival pattern on every run, so runs compare.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const think = () => -Math.log(1 - random()) * thinkMs;
  const timings: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const user = async () => {
    const connection = new Agent({ connections: 1 });
    for (;;) {
      await new Promise((r) => setTimeout(r, think()));
      if (performance.now() >= end) return connection.close();
      const t = performance.now();
      try {
        const res = await fetch(url, {
          headers,
          redirect: "manual",
          signal: AbortSignal.timeout(120_000),
          dispatcher: connection,
        });
        bytes = (await res.arrayBuffer()).byteLength;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
      timings.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: users }, user));
  timings.sort((a, b) => a - b);
  return {
    requests: timings.length,
    concurrency: users,
    errors: timings.length - (statuses[200] ?? 0),
    statuses,
    p50: percentile(timings, 0.5),
    p95: percentile(timings, 0.95),
    rps: timings.length / ((performance.now() - start) / 1000),
    bytes,
  };
}
