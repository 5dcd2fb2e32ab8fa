import { count, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.server";

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

/**
 * One page of rows read with `totalColumn` as `total`, and the figure. A page past the last has no row to carry it,
 * so `recount` counts on its own then.
 */
export async function pageWithTotal<R extends { total: number }>(
  read: R[],
  page: number,
  recount: () => Promise<number>,
) {
  const { total, rows } = rowsWithTotal(read);
  return { rows, total: rows.length || page === 1 ? total : await recount() };
}

/** The statement counting rows matching `where` up to one past `cap` (read it with `cappedOf`). */
function cappedCountQuery(db: Db | Tx, table: PgTable, where: SQL | undefined, cap: number) {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as("limited");
  return db.select({ n: count() }).from(limited);
}

/** A count read up to one past `cap`, as a list's page says it: `total` at most `cap`, `capped` past it. */
const cappedOf = (n: number, cap: number) => ({ total: Math.min(n, cap), capped: n > cap });

/**
 * One page of a big list and its figure, counted up to `cap`, in one statement (issue 37): `select` reads the page's
 * rows with the figure as a `total` column (`totalColumn`); a page past the last is counted on its own.
 */
export async function cappedPage<R extends { total: number }>(
  db: Db | Tx,
  table: PgTable,
  where: SQL | undefined,
  query: { page: number; pageSize: number },
  select: (total: SQL<number>) => PromiseLike<R[]>,
  /** Where counting stops (api/paging: COUNT_CAP, PICKER_COUNT_CAP). */
  cap: number,
) {
  const counting = cappedCountQuery(db, table, where, cap);
  const { rows, total } = await pageWithTotal(
    await select(totalColumn(counting)),
    query.page,
    async () => (await counting)[0]?.n ?? 0,
  );
  const counted = cappedOf(total, cap);
  return {
    rows,
    page: { page: query.page, pageSize: query.pageSize, total: counted.total, totalCapped: counted.capped },
  };
}
