import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "~/platform/db/client.server";

/**
 * Big lists (100,000 sites) stop counting here: an exact `count(*)` walks every matching row on each page view,
 * while the reader only needs "10,000+" and a Next link. Shared with the UI through `page.totalCapped`.
 */
export const COUNT_CAP = 10_000;

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
