import { sql } from "drizzle-orm";
import { getEnv } from "~/config.server";
import type { Database } from "./client.server";

const MINUTE = 60_000;
/** A pause between two tables' vacuums: the requests queued meanwhile run before the next table's. */
const BETWEEN_TABLES_MS = 50;

/**
 * The tables autovacuum would see to now, by its default thresholds, and which of its two jobs each needs: dead rows
 * over 50 + 20 % of the live ones or inserts since the last vacuum over 1,000 + 20 % (vacuum), changes since the
 * last analyze over 50 + 10 % (analyze). PGlite loses these counters at every start (they are all zero and every
 * table reads "never vacuumed"), so what outlives a restart comes from the catalog, which is kept: a table never
 * analyzed (`reltuples` -1: new) needs both, one whose visibility map the last vacuum or analyze left under 90 %
 * all-visible needs a vacuum (index-only scans want it), and the live rows are the catalog's count when the
 * counters have lost theirs. Changes made before a restart and not yet seen to are picked up once the changes
 * since it cross the thresholds.
 */
const LIVE = sql.raw("greatest(s.n_live_tup, c.reltuples)");
const DUE = sql`select "schema", "table", "vacuum", "analyze" from (
    select s.schemaname as "schema", s.relname as "table",
      c.reltuples < 0
        or s.n_dead_tup > 50 + 0.2 * ${LIVE}
        or s.n_ins_since_vacuum > 1000 + 0.2 * ${LIVE}
        or (c.relpages > 0 and c.relallvisible < 0.9 * c.relpages) as "vacuum",
      c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * ${LIVE} as "analyze"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  ) due
  where "vacuum" or "analyze"
  order by "schema", "table"`;

type Due = { schema: string; table: string; vacuum: boolean; analyze: boolean };

/** The statement that does what a table needs: VACUUM, ANALYZE, or both in one pass. */
const maintain = (due: Due) => {
  const table = sql`${sql.identifier(due.schema)}.${sql.identifier(due.table)}`;
  if (due.vacuum && due.analyze) return sql`vacuum analyze ${table}`;
  return due.vacuum ? sql`vacuum ${table}` : sql`analyze ${table}`;
};

/**
 * PGlite runs PostgreSQL without its autovacuum daemon, so nothing refreshes the planner's statistics or the
 * visibility maps that index-only scans need (the bell's unread counts on every page use one), and dead rows
 * pile up. This does autovacuum's work a minute after start, then every `everyMinutes`: a VACUUM, an ANALYZE or
 * both of each table autovacuum would pick, one table at a time. One VACUUM ANALYZE of the whole database held
 * PGlite's one connection for about 2 s at scale, and every request waited behind it (issue 37: a list's p95 at 20
 * users went from 50 ms to 1.1 s in the minute it ran). And until it read what a restart keeps, it redid all 90
 * tables a minute after every start (their counters read "never"): at scale, 6 s in which requests waited up to
 * 370 ms behind an ANALYZE of a table nothing had changed. PostgreSQL has autovacuum: nothing to do there.
 * KEEL_PGLITE_VACUUM_MINUTES=0 turns it off.
 */
export function startPgliteMaintenance(
  database: Database,
  everyMinutes = getEnv().KEEL_PGLITE_VACUUM_MINUTES,
): () => void {
  if (database.engine !== "pglite" || !(everyMinutes > 0)) return () => {};
  let stopped = false;
  const run = async () => {
    let due: Due[];
    try {
      due = ((await database.db.execute(DUE)) as unknown as { rows: typeof due }).rows;
    } catch (error) {
      console.warn(`[keel] PGlite maintenance could not list its tables: ${(error as Error).message}`);
      return;
    }
    for (const table of due) {
      if (stopped) return;
      await database.db.execute(maintain(table)).catch((error: Error) => {
        console.warn(`[keel] PGlite maintenance of ${table.table} failed: ${error.message}`);
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
