import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.server";

/**
 * Rows read for a list of keys (ids in an `IN (…)`), or none at all without a statement when the list is empty:
 * the database is not asked about nothing (an empty IN list is not valid SQL either).
 */
export async function readForKeys<K, R>(keys: K[], read: (keys: K[]) => Promise<R[]>): Promise<R[]> {
  return keys.length ? read(keys) : [];
}

/**
 * The whole rows of `table` whose `column` is one of `values`. An empty list asks the database nothing (an empty
 * IN list is not valid SQL), so callers need no guard of their own.
 */
export async function rowsWhereIn<T extends PgTable>(
  db: Db,
  table: T,
  column: PgColumn,
  values: readonly string[],
): Promise<T["$inferSelect"][]> {
  // drizzle cannot type a select from a table that is still generic: the rows are the table's own.
  const anyTable: PgTable = table;
  return readForKeys(
    [...values],
    async (keys) => (await db.select().from(anyTable).where(inArray(column, keys))) as T["$inferSelect"][],
  );
}
