import { type SQLWrapper, sql } from "drizzle-orm";

/**
 * How many rows match in all, as one more column of the select that reads the first of them: a tile's lines and its
 * figure in one statement instead of a list and a count side by side (Home sent four such pairs, issue 37). The
 * count does not depend on the row, so PostgreSQL runs it once (an InitPlan), whatever the row count.
 * `counting` is a `select count(*)` with the list's own conditions.
 */
export const totalColumn = (counting: SQLWrapper) => sql<number>`(${counting})`.mapWith(Number);

/** Splits rows read with `totalColumn` as `total` into the rows and the total (none read: none match). */
export function rowsWithTotal<R extends { total: number }>(read: R[]) {
  return {
    total: read[0]?.total ?? 0,
    rows: read.map(({ total: _total, ...row }) => row),
  };
}
