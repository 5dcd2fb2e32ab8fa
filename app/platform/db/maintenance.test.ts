import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client.server";
import { startPgliteMaintenance } from "./maintenance.server";

describe("PGlite maintenance (its stand-in for autovacuum)", () => {
  afterEach(() => vi.useRealTimers());

  it("vacuums and analyzes a minute after start and then on its interval", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      const analyzed = async () => {
        const result = await database.db.execute(
          sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
              from pg_stat_user_tables where relname = 'users'`,
        );
        return (result as unknown as { rows: { vacuumed: boolean; analyzed: boolean }[] }).rows[0];
      };
      expect(await analyzed()).toEqual({ vacuumed: false, analyzed: false });
      vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval"] });
      const stop = startPgliteMaintenance(database, 60);
      await vi.advanceTimersByTimeAsync(60_000);
      vi.useRealTimers();
      await vi.waitFor(async () => expect(await analyzed()).toEqual({ vacuumed: true, analyzed: true }), {
        timeout: 10_000,
      });
      stop();
    } finally {
      await database.close();
    }
    // Opening an in-memory database runs every migration: on a busy 2-core machine that alone nears 30 s.
  }, 120_000);

  it("does nothing on PostgreSQL, which has autovacuum, or when turned off", () => {
    const execute = vi.fn();
    const fake = { engine: "postgres", db: { execute }, close: async () => {} } as never;
    vi.useFakeTimers();
    startPgliteMaintenance(fake, 60)();
    const off = { engine: "pglite", db: { execute }, close: async () => {} } as never;
    startPgliteMaintenance(off, 0);
    vi.advanceTimersByTime(10 * 60 * 60_000);
    expect(execute).not.toHaveBeenCalled();
  });
});
