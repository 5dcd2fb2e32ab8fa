import type pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { reloadEnv } from "~/config.server";
import { openTestDatabase } from "../../../tests/support/database";

/**
 * A PostgreSQL connection the pool opened is kept through a lull (DB_POOL_IDLE_SECONDS, 10 minutes): a new one plans
 * its first statements on cold catalogue caches, 30 to 90 ms each instead of under 1, and node-postgres's own 10
 * seconds closed the overview's connections between two bursts (docs/performance.md). Runs with the PostgreSQL suite.
 */
const saved = process.env.DB_POOL_IDLE_SECONDS;
afterEach(() => {
  if (saved === undefined) delete process.env.DB_POOL_IDLE_SECONDS;
  else process.env.DB_POOL_IDLE_SECONDS = saved;
  reloadEnv();
});

/** Opens a database with `idle` as DB_POOL_IDLE_SECONDS, runs three statements side by side, waits `waitMs`. */
async function connectionsAfter(idle: string | undefined, waitMs: number) {
  if (idle === undefined) delete process.env.DB_POOL_IDLE_SECONDS;
  else process.env.DB_POOL_IDLE_SECONDS = idle;
  reloadEnv();
  const database = await openTestDatabase();
  try {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    await Promise.all([1, 2, 3].map(() => pool.query("select pg_sleep(0.05)")));
    const opened = pool.totalCount;
    await new Promise((r) => setTimeout(r, waitMs));
    return { opened, kept: pool.totalCount, idleMs: pool.options.idleTimeoutMillis };
  } finally {
    await database.close();
  }
}

describe.runIf(!!process.env.TEST_DATABASE_URL)("the PostgreSQL pool's idle connections", () => {
  it("are kept for ten minutes unless told otherwise", async () => {
    const { opened, kept, idleMs } = await connectionsAfter(undefined, 1500);
    expect(opened).toBeGreaterThanOrEqual(3);
    expect(kept).toBe(opened);
    expect(idleMs).toBe(600_000);
  });

  it("are closed after DB_POOL_IDLE_SECONDS", async () => {
    const { opened, kept } = await connectionsAfter("1", 1500);
    expect(opened).toBeGreaterThanOrEqual(3);
    expect(kept).toBe(0);
  });
});
