import { sql } from "drizzle-orm";
import { getEnv } from "~/config.server";
import type { Database } from "./client.server";

const MINUTE = 60_000;

/**
 * PGlite runs PostgreSQL without its autovacuum daemon, so nothing refreshes the planner's statistics or the
 * visibility maps that index-only scans need (the bell's unread counts on every page use one), and dead rows
 * pile up. This does autovacuum's work: VACUUM ANALYZE a minute after start, then every `everyMinutes`.
 * PostgreSQL has autovacuum: nothing to do there. KEEL_PGLITE_VACUUM_MINUTES=0 turns it off.
 */
export function startPgliteMaintenance(
  database: Database,
  everyMinutes = getEnv().KEEL_PGLITE_VACUUM_MINUTES,
): () => void {
  if (database.engine !== "pglite" || !(everyMinutes > 0)) return () => {};
  const run = () =>
    database.db.execute(sql`vacuum analyze`).catch((error: Error) => {
      console.warn(`[keel] PGlite maintenance (vacuum analyze) failed: ${error.message}`);
    });
  const first = setTimeout(run, MINUTE);
  const every = setInterval(run, everyMinutes * MINUTE);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
