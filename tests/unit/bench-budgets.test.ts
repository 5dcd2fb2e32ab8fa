import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../bench/report";
import { missedBudgets, type Results, type TargetResult } from "../../bench/results";

/** `npm run bench` fails (exit 1) on exactly the budgets docs/performance.md states, and tables the floor. */
const load = (p95: number, errors = 0) => ({
  requests: 100,
  concurrency: 20,
  errors,
  statuses: {},
  p50: p95 / 2,
  p95,
  rps: 50,
  bytes: 0,
});

function run(targets: TargetResult[], engine: "postgres" | "pglite" = "postgres"): Results {
  return {
    date: "2026-11-28T12:00:00.000Z",
    machine: { cpus: 2, loadAverage: [1, 1, 1], node: "v20" },
    scale: {
      bcps: 20,
      processes: 200,
      assets: 1000,
      people: 500,
      notifications: 500,
      users: 5,
      incidents: 50,
      entries: 100,
      dependencyLinks: 1000,
    },
    loadSeconds: 1,
    usersSeconds: 1,
    thinkMs: 1000,
    concurrency: 20,
    engines: [{ engine, targets }],
    bundles: { routes: [], css: [] },
    seconds: 1,
  };
}

const floor: TargetResult = {
  name: "Sign-in page (anonymous: the floor)",
  kind: "page",
  list: false,
  floor: true,
  single: { p50: 6, p95: 8 },
  users: load(12),
};
const list = (over: Partial<TargetResult> = {}): TargetResult => ({
  name: "BCP list",
  kind: "page",
  list: true,
  sql: { p50: 4, p95: 5 },
  single: { p50: 10, p95: 12 },
  ratio: 2.5,
  floorP50: 6,
  overFloor: 4,
  users: load(30),
  ...over,
});

describe("bench budgets", () => {
  it("are all met: nothing missed", () => {
    expect(missedBudgets(run([floor, list()]))).toEqual([]);
  });

  it("names each missed budget: over 3x its SQL, a list's p95 at 50 ms or more, failed requests", () => {
    expect(missedBudgets(run([floor, list({ ratio: 3.2, users: load(50, 2) })]))).toEqual([
      "postgres · BCP list: ratio",
      "postgres · BCP list: p95",
      "postgres · BCP list: 2 errors",
    ]);
  });

  it("holds a list's p95 to 50 ms on PostgreSQL and to 100 ms on PGlite (one process)", () => {
    const slower = list({ users: load(70) });
    expect(missedBudgets(run([floor, slower], "postgres"))).toEqual(["postgres · BCP list: p95"]);
    expect(missedBudgets(run([floor, slower], "pglite"))).toEqual([]);
    expect(missedBudgets(run([floor, list({ users: load(100) })], "pglite"))).toEqual([
      "pglite · BCP list: p95",
    ]);
  });

  it("tables the floor and each page's time over it", () => {
    const table = renderMarkdown(run([floor, list()]));
    expect(table).toContain("| request | SQL p50 | 1 user p50 | over floor |");
    expect(table).toContain("| Sign-in page (anonymous: the floor) | – | 6.0 | the floor |");
    expect(table).toContain("| BCP list | 4.0 | 10 | 4.0 | 2.5 |");
  });
});
