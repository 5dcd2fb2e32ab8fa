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
  statements: 5,
  single: { p50: 10, p95: 12 },
  overSql: 6,
  floorP50: 6,
  overFloor: 4,
  users: load(30),
  ...over,
});

describe("bench budgets", () => {
  it("are all met: nothing missed", () => {
    expect(missedBudgets(run([floor, list()]))).toEqual([]);
  });

  it("names each missed budget: over 15 ms over its SQL, a list's p95 at 50 ms or more, failed requests", () => {
    expect(
      missedBudgets(run([floor, list({ overSql: 15.5, overSqlBudget: true, users: load(50, 2) })])),
    ).toEqual(["postgres · BCP list: over SQL", "postgres · BCP list: p95", "postgres · BCP list: 2 errors"]);
  });

  it("holds a list's p95 to 50 ms on PostgreSQL and to 100 ms on PGlite (one process)", () => {
    const slower = list({ users: load(70) });
    expect(missedBudgets(run([floor, slower], "postgres"))).toEqual(["postgres · BCP list: p95"]);
    expect(missedBudgets(run([floor, slower], "pglite"))).toEqual([]);
    expect(missedBudgets(run([floor, list({ users: load(100) })], "pglite"))).toEqual([
      "pglite · BCP list: p95",
    ]);
  });

  it("holds time over SQL on PostgreSQL only, and only for the requests given that budget", () => {
    const heavy = list({ overSql: 40, overSqlBudget: true });
    expect(missedBudgets(run([floor, heavy], "postgres"))).toEqual(["postgres · BCP list: over SQL"]);
    expect(missedBudgets(run([floor, heavy], "pglite"))).toEqual([]);
    expect(missedBudgets(run([floor, list({ overSql: 40 })], "postgres"))).toEqual([]);
  });

  it("holds a page to a p95 of its own: Home under 60 ms on PostgreSQL", () => {
    const home: TargetResult = { ...list(), name: "Overview", list: false, p95Ms: { postgres: 60 } };
    expect(missedBudgets(run([floor, { ...home, users: load(59) }]))).toEqual([]);
    expect(missedBudgets(run([floor, { ...home, users: load(60) }]))).toEqual(["postgres · Overview: p95"]);
    expect(missedBudgets(run([floor, { ...home, users: load(300) }], "pglite"))).toEqual([]);
  });

  it("tables the floor, each request's statements and its time over its SQL and over the floor", () => {
    const table = renderMarkdown(run([floor, list()]));
    expect(table).toContain("| request | SQL p50 | n | 1 user p50 | over SQL | over floor |");
    expect(table).toContain("| Sign-in page (anonymous: the floor) | – | – | 6.0 | – | the floor |");
    expect(table).toContain("| BCP list | 4.0 | 5 | 10 | 6.0 | 4.0 |");
  });
});
