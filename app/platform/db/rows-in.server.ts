import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.server";

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
  if (values.length === 0) return [];
  // drizzle cannot type a select from a table that is still generic: the rows are the table's own.
  const anyTable: PgTable = table;
  return (await db.select().from(anyTable).where(inArray(column, values))) as T["$inferSelect"][];
}
