import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "~/platform/db/client.server";

/**
 * Big lists (100,000 sites) stop counting here: an exact `count(*)` walks every matching row on each page view,
 * while the reader only needs "10,000+" and a Next link. Shared with the UI through `page.totalCapped`.
 */
export const COUNT_CAP = 10_000;
/**
 * A picker's matches (20 a page) are counted to here: its readers page a few times at most, and every add form that
 * shows a picker counted 10,000 of 100,000 sites on each view (1.5 ms, issue 37).
 */
export const PICKER_COUNT_CAP = 1_000;

/** Rows matching `where`, counted up to `cap` (then `capped` is true and `total` is `cap`). */
export async function cappedCount(db: Db | Tx, table: PgTable, where: SQL | undefined, cap = COUNT_CAP) {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as("limited");
  const [{ n }] = await db.select({ n: count() }).from(limited);
  return { total: Math.min(n, cap), capped: n > cap };
}
