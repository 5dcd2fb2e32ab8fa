/** A small concurrent load generator (no dependency): N workers fetch until the request budget is spent. */
import { performance } from "node:perf_hooks";

export interface LoadResult {
  requests: number;
  concurrency: number;
  errors: number;
  /** Answers by HTTP status ("error" when the request failed). */
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
  { concurrency, requests }: { concurrency: number; requests: number },
): Promise<LoadResult> {
  const timings: number[] = [];
  let errors = 0;
  const statuses: Record<string, number> = {};
  let bytes = 0;
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < requests) {
      next++;
      const t = performance.now();
      try {
        const res = await fetch(url, { headers, redirect: "manual" });
        const body = await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 300) errors++;
        bytes = body.byteLength;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
        errors++;
      }
      timings.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  timings.sort((a, b) => a - b);
  return {
    requests,
    concurrency,
    errors,
    statuses,
    p50: percentile(timings, 0.5),
    p95: percentile(timings, 0.95),
    rps: requests / elapsed,
    bytes,
  };
}

/** Times a function sequentially: p50/p95 in ms. */
export async function timeIt(fn: () => Promise<unknown>, runs: number) {
  for (let i = 0; i < Math.min(5, runs); i++) await fn();
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    timings.push(performance.now() - t);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 0.5), p95: percentile(timings, 0.95) };
}
