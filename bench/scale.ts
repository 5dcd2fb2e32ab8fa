/**
 * Sizes of the scale company (spec of issue 12). BENCH_SMALL=1 divides them by 20 for a quick check; BENCH_SMALL=N
 * (N > 1) by N, e.g. 100 to see the whole bench run end to end in a few minutes.
 */
export const SCALE_DIVISOR = process.env.BENCH_SMALL
  ? Number(process.env.BENCH_SMALL) > 1
    ? Math.floor(Number(process.env.BENCH_SMALL))
    : 20
  : 1;
/** A size divided for a quick check, never below what the seed needs (two plans; BCP-0001's 50 processes). */
const size = (full: number, least = 1) => Math.max(least, Math.round(full / SCALE_DIVISOR));
export const SCALE = {
  bcps: size(2000, 2),
  processes: size(20_000, 100),
  assets: size(100_000),
  people: size(50_000),
  notifications: size(50_000),
  users: size(500),
  /** Incidents and crises, each with impacted sites and people, a team, response actions and status updates. */
  incidents: size(5000),
  /** Register entries (half applications, half suppliers) and the dependency links naming them (issue 33). */
  entries: size(10_000, 2),
  dependencyLinks: size(100_000, 20),
};
