/** Sizes of the scale company (spec of issue 12). BENCH_SMALL=1 divides them by 20 for a quick check. */
const f = process.env.BENCH_SMALL ? 20 : 1;
export const SCALE = {
  bcps: 2000 / f,
  processes: 20_000 / f,
  assets: 100_000 / f,
  people: 50_000 / f,
  notifications: 50_000 / f,
  users: 500 / f,
  /** Incidents and crises, each with impacted sites and people, a team, response actions and status updates. */
  incidents: 5000 / f,
};
