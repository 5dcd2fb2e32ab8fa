import { sql } from "drizzle-orm";
import { getEnv } from "~/config.server";
import type { Database } from "./client.server";

const MINUTE = 60_000;
/** A pause between two tables' vacuums: the requests queued meanwhile run before the next table's. */
const BETWEEN_TABLES_MS = 50;

/**
 * The tables autovacuum would see to now, by its default thresholds: never vacuumed (or statistics lost), dead rows
 * over 50 + 20 % of the live ones, inserts since the last vacuum over 1,000 + 20 %, or changes since the last
 * analyze over 50 + 10 %.
 */
const DUE = sql`select schemaname as "schema", relname as "table" from pg_stat_user_tables
  where coalesce(last_vacuum, last_autovacuum) is null
     or n_dead_tup > 50 + 0.2 * n_live_tup
     or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
     or n_mod_since_analyze > 50 + 0.1 * n_live_tup
  order by schemaname, relname`;

/**
 * PGlite runs PostgreSQL without its autovacuum daemon, so nothing refreshes the planner's statistics or the
 * visibility maps that index-only scans need (the bell's unread counts on every page use one), and dead rows
 * pile up. This does autovacuum's work a minute after start, then every `everyMinutes`: VACUUM ANALYZE of each
 * table autovacuum would pick, one table at a time. One VACUUM ANALYZE of the whole database held PGlite's one
 * connection for about 2 s at scale, and every request waited behind it (issue 37: a list's p95 at 20 users went
 * from 50 ms to 1.1 s in the minute it ran). PostgreSQL has autovacuum: nothing to do there.
 * KEEL_PGLITE_VACUUM_MINUTES=0 turns it off.
 */
export function startPgliteMaintenance(
  database: Database,
  everyMinutes = getEnv().KEEL_PGLITE_VACUUM_MINUTES,
): () => void {
  if (database.engine !== "pglite" || !(everyMinutes > 0)) return () => {};
  let stopped = false;
  const run = async () => {
    let due: { schema: string; table: string }[];
    try {
      due = ((await database.db.execute(DUE)) as unknown as { rows: typeof due }).rows;
    } catch (error) {
      console.warn(`[keel] PGlite maintenance could not list its tables: ${(error as Error).message}`);
      return;
    }
    for (const { schema, table } of due) {
      if (stopped) return;
      await database.db
        .execute(sql`vacuum analyze ${sql.identifier(schema)}.${sql.identifier(table)}`)
        .catch((error: Error) => {
          console.warn(`[keel] PGlite maintenance (vacuum analyze ${table}) failed: ${error.message}`);
        });
      await new Promise((resolve) => setTimeout(resolve, BETWEEN_TABLES_MS).unref());
    }
  };
  const first = setTimeout(run, MINUTE);
  const every = setInterval(run, everyMinutes * MINUTE);
  first.unref();
  every.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
  };
}
