import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client.server";
import { startPgliteMaintenance } from "./maintenance.server";

describe("PGlite maintenance (its stand-in for autovacuum)", () => {
  afterEach(() => vi.useRealTimers());

  it("vacuums and analyzes each table due a minute after start, then on its interval only those due again", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    const stats = async (table: string) => {
      const result = await database.db.execute(
        sql`select last_vacuum as "vacuumedAt", last_analyze is not null as analyzed
            from pg_stat_user_tables where relname = ${table}`,
      );
      return (result as unknown as { rows: { vacuumedAt: string | null; analyzed: boolean }[] }).rows[0]!;
    };
    try {
      await database.db.execute(sql`create table maintenance_scratch (id int)`);
      expect(await stats("users")).toEqual({ vacuumedAt: null, analyzed: false });
      vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval"] });
      const stop = startPgliteMaintenance(database, 60);
      await vi.advanceTimersByTimeAsync(60_000);
      // One table at a time, with a pause between them: waitFor moves the faked clock on at each look.
      await vi.waitFor(async () => expect((await stats("users")).analyzed).toBe(true), { timeout: 60_000 });
      await vi.waitFor(async () => expect((await stats("maintenance_scratch")).vacuumedAt).not.toBeNull(), {
        timeout: 60_000,
      });
      const users = (await stats("users")).vacuumedAt;
      const scratch = (await stats("maintenance_scratch")).vacuumedAt;
      // Dead rows in one table: the next round vacuums it, and leaves the unchanged ones alone.
      await database.db.execute(sql`insert into maintenance_scratch select generate_series(1, 500)`);
      await database.db.execute(sql`delete from maintenance_scratch`);
      // PostgreSQL publishes a table's counts to pg_stat_user_tables within a second of the change.
      const dead = async () => {
        const result = await database.db.execute(
          sql`select n_dead_tup as n from pg_stat_user_tables where relname = 'maintenance_scratch'`,
        );
        return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      };
      await vi.waitFor(async () => expect(await dead()).toBeGreaterThan(50), {
        timeout: 10_000,
        interval: 200,
      });
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      await vi.waitFor(
        async () => expect((await stats("maintenance_scratch")).vacuumedAt).not.toEqual(scratch),
        { timeout: 60_000 },
      );
      expect((await stats("users")).vacuumedAt).toEqual(users);
      stop();
    } finally {
      vi.useRealTimers();
      await database.close();
    }
    // Opening an in-memory database runs every migration: on a busy 2-core machine that alone nears 30 s.
  }, 180_000);

  it("after a restart, which loses PGlite's counters, leaves alone a table nothing changed since its last vacuum", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    const stats = async (table: string) => {
      const result = await database.db.execute(
        sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
            from pg_stat_user_tables where relname = ${table}`,
      );
      return (result as unknown as { rows: { vacuumed: boolean; analyzed: boolean }[] }).rows[0]!;
    };
    try {
      await database.db.execute(sql`create table maintenance_kept (id int primary key)`);
      await database.db.execute(sql`insert into maintenance_kept select generate_series(1, 5000)`);
      await database.db.execute(sql`vacuum analyze maintenance_kept`);
      // What a restart leaves: the counters gone (every table reads "never vacuumed"), the catalog kept.
      await database.db.execute(sql`select pg_stat_reset()`);
      expect(await stats("maintenance_kept")).toEqual({ vacuumed: false, analyzed: false });
      await database.db.execute(sql`create table maintenance_new (id int)`);
      vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval"] });
      const stop = startPgliteMaintenance(database, 60);
      await vi.advanceTimersByTimeAsync(60_000);
      // A table never analyzed is still seen to; the round goes table by table in name order, so once "users"
      // (never analyzed in a new database) is done, the two tables above have been looked at.
      await vi.waitFor(async () => expect(await stats("users")).toEqual({ vacuumed: true, analyzed: true }), {
        timeout: 60_000,
      });
      expect(await stats("maintenance_new")).toEqual({ vacuumed: true, analyzed: true });
      expect(await stats("maintenance_kept")).toEqual({ vacuumed: false, analyzed: false });
      stop();
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  }, 180_000);

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
