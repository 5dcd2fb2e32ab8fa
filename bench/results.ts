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
  /** The statements the request really sent (captured), replayed one after the other: p50/p95 of the whole. */
  sql?: { p50: number; p95: number };
  /** How many statements were captured for it. */
  statements?: number;
  /** A p95 budget at 20 users of its own (bench/targets.ts). */
  p95Ms?: Partial<Record<Engine, number>>;
  /** Held to BUDGETS.overSqlMs (bench/targets.ts). */
  overSqlBudget?: boolean;
  single?: { p50: number; p95: number };
  /** CONCURRENCY users, each thinking THINK_MS on average between requests: the budget's measure. */
  users?: LoadResult;
  /** CONCURRENCY requests in flight at every moment (no think time): the worst case, and the throughput. */
  loaded?: LoadResult;
  /** single p50 less SQL p50: what the app spends on the request besides its statements. */
  overSql?: number;
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
 * docs/performance.md's budgets for a request, as issue 37 sets them: the plan editor and the incident page alone
 * at most 15 ms over the SQL they send, on PostgreSQL; a list's p95 at 20 users under 50 ms on PostgreSQL (two
 * workers) and under 100 ms on PGlite (one process); Home's under 60 ms on PostgreSQL (bench/targets.ts).
 */
export const BUDGETS = {
  overSqlMs: { postgres: 15 } satisfies Partial<Record<Engine, number>> as Partial<Record<Engine, number>>,
  listP95Ms: { postgres: 50, pglite: 100 } satisfies Record<Engine, number>,
};

export interface BudgetCheck {
  label: string;
  pass: boolean;
}

/** The budgets a measured request is held to, each with whether it was met. */
export function budgetChecks(t: TargetResult, engine: Engine): BudgetCheck[] {
  const errors = (t.loaded?.errors ?? 0) + (t.users?.errors ?? 0);
  const overSql = t.overSqlBudget ? BUDGETS.overSqlMs[engine] : undefined;
  const p95 = t.p95Ms?.[engine] ?? (t.list ? BUDGETS.listP95Ms[engine] : undefined);
  return [
    ...(overSql !== undefined && t.overSql !== undefined
      ? [{ label: "over SQL", pass: t.overSql <= overSql }]
      : []),
    ...(p95 !== undefined && t.users ? [{ label: "p95", pass: t.users.p95 < p95 }] : []),
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
