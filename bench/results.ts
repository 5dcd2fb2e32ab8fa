/**
 * What a bench run measures, and its budgets: shared by the runner (bench/run.ts, which exits non-zero when one is
 * missed) and the table (bench/report.ts), so neither imports the other.
 */
import type { routeBytes } from "./bundles";
import type { Engine } from "./db";
import type { LoadResult } from "./load";
import type { SCALE } from "./scale";

export interface TargetResult {
  name: string;
  kind: string;
  list: boolean;
  /** The anonymous sign-in page: what any page costs with no data and no session (the floor). */
  floor?: boolean;
  skipped?: string;
  sql?: { p50: number; p95: number };
  single?: { p50: number; p95: number };
  /** CONCURRENCY users, each thinking THINK_MS on average between requests: the budget's measure. */
  users?: LoadResult;
  /** CONCURRENCY requests in flight at every moment (no think time): the worst case, and the throughput. */
  loaded?: LoadResult;
  /** single p50 / bare SQL p50 */
  ratio?: number;
  /** A page: the floor's p50, timed in turn with the page's own requests. */
  floorP50?: number;
  /** A page's single p50 less the floor's timed beside it: what its own data and markup cost. */
  overFloor?: number;
}
export interface EngineResult {
  engine: Engine;
  skipped?: string;
  seedSeconds?: number;
  /** Load average (1, 5, 15 min) when the engine's run began: other work on the machine. */
  loadAverage?: number[];
  memory?: { restMb: number; peakMb: number };
  /** Server processes (WEB_CONCURRENCY). */
  workers?: number;
  targets: TargetResult[];
}
export interface Results {
  date: string;
  machine: { cpus: number; loadAverage: number[]; node: string };
  scale: typeof SCALE;
  /** Seconds of back-to-back load per target. */
  loadSeconds: number;
  /** Seconds of users with think time per target, and the mean think time. */
  usersSeconds: number;
  thinkMs: number;
  concurrency: number;
  engines: EngineResult[];
  bundles: ReturnType<typeof routeBytes>;
  seconds: number;
}

/**
 * docs/performance.md's budgets for a request: within 3x its bare SQL; a list's p95 at 20 users under 50 ms on
 * PostgreSQL (two workers) and under 100 ms on PGlite (one process), as issue 37 sets them.
 */
export const BUDGETS = {
  ratio: 3,
  listP95Ms: { postgres: 50, pglite: 100 } satisfies Record<Engine, number>,
};

export interface BudgetCheck {
  label: string;
  pass: boolean;
}

/** The budgets a measured request is held to, each with whether it was met. */
export function budgetChecks(t: TargetResult, engine: Engine): BudgetCheck[] {
  const errors = (t.loaded?.errors ?? 0) + (t.users?.errors ?? 0);
  return [
    ...(t.ratio !== undefined ? [{ label: "ratio", pass: t.ratio <= BUDGETS.ratio }] : []),
    ...(t.list && t.users ? [{ label: "p95", pass: t.users.p95 < BUDGETS.listP95Ms[engine] }] : []),
    ...(errors ? [{ label: `${errors} errors`, pass: false }] : []),
  ];
}

/** Every budget a run missed, as "engine · request: budget" lines (empty when all were met). */
export function missedBudgets(r: Results): string[] {
  return r.engines.flatMap((e) =>
    e.targets.flatMap((t) =>
      budgetChecks(t, e.engine)
        .filter((c) => !c.pass)
        .map((c) => `${e.engine} · ${t.name}: ${c.label}`),
    ),
  );
}
