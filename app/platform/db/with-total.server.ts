import { count, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.server";
import { prepared, UNNAMED } from "./prepared.server";

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

/** A `select count(*)` with a list's own conditions: a column of the list's select, or a statement of its own. */
type Counting = SQLWrapper & PromiseLike<{ n: number }[]>;

/**
 * One page of a list and its figure in one statement: `select` reads the page's rows with `total` (the figure, from
 * `counting`) as a column. A page past the last has no row to carry it, so `counting` runs on its own then.
 */
export async function pageWithTotal<R extends { total: number }>(
  counting: Counting,
  page: number,
  select: (total: SQL<number>) => PromiseLike<R[]>,
) {
  const { total, rows } = rowsWithTotal(await select(totalColumn(counting)));
  return { rows, total: rows.length || page === 1 ? total : ((await counting)[0]?.n ?? 0) };
}

/** A statement built once (`prepared`) whose placeholders `execute` fills. */
interface Preparable<T> {
  prepare(name: string): { execute(values?: Record<string, unknown>): PromiseLike<T> };
}

/**
 * `pageWithTotal` for a list whose statements are built once per database handle under `key` (`prepared`, issue 37):
 * `build` makes the count and the page's select from placeholders, and `values` fill them (the page's `limit` and
 * `offset` among them). For lists whose shape comes from a bounded set (the role's scope, a filter, a sort).
 */
export async function preparedPageWithTotal<R extends { total: number }>(
  db: Db | Tx,
  key: string,
  values: Record<string, unknown>,
  page: number,
  build: (conn: Db | Tx) => {
    counting: SQLWrapper & Preparable<{ n: number }[]>;
    select: (total: SQL<number>) => Preparable<R[]>;
  },
) {
  const statements = prepared(db, key, (conn) => {
    const { counting, select } = build(conn);
    return { rows: select(totalColumn(counting)).prepare(UNNAMED), count: counting.prepare(UNNAMED) };
  });
  const { total, rows } = rowsWithTotal(await statements.rows.execute(values));
  return {
    rows,
    total: rows.length || page === 1 ? total : ((await statements.count.execute(values))[0]?.n ?? 0),
  };
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

/** A list's ordered select, before its page is cut: `cappedPage` and `preparedCappedPage` add its limit and offset. */
interface Pageable<T> {
  limit(limit: number | Placeholder): { offset(offset: number | Placeholder): T };
}

/**
 * One page of a big list and its figure, counted up to `cap` (`pageWithTotal` with a count that stops there).
 * `select` is the list's ordered select; the page's limit and offset are added here.
 */
export async function cappedPage<R extends { total: number }>(
  db: Db | Tx,
  table: PgTable,
  where: SQL | undefined,
  query: { page: number; pageSize: number },
  select: (total: SQL<number>) => Pageable<PromiseLike<R[]>>,
  /** Where counting stops (api/paging: COUNT_CAP, PICKER_COUNT_CAP). */
  cap: number,
) {
  const { limit, offset } = pageRange(query);
  const { rows, total } = await pageWithTotal(cappedCountQuery(db, table, where, cap), query.page, (total) =>
    select(total).limit(limit).offset(offset),
  );
  const counted = cappedOf(total, cap);
  return {
    rows,
    page: { page: query.page, pageSize: query.pageSize, total: counted.total, totalCapped: counted.capped },
  };
}

/**
 * `cappedPage` built once per database handle under `key` (`preparedPageWithTotal`): `build` makes the list's
 * conditions and its ordered select from placeholders, `values` fill them (and the page's limit and offset).
 */
export async function preparedCappedPage<R extends { total: number }>(
  db: Db | Tx,
  key: string,
  values: Record<string, unknown>,
  table: PgTable,
  query: { page: number; pageSize: number },
  cap: number,
  build: (conn: Db | Tx) => {
    where: SQL | undefined;
    select: (total: SQL<number>) => Pageable<Preparable<R[]>>;
  },
) {
  const { rows, total } = await preparedPageWithTotal(
    db,
    key,
    { ...values, ...pageRange(query) },
    query.page,
    (conn) => {
      const { where, select } = build(conn);
      return {
        counting: cappedCountQuery(conn, table, where, cap),
        select: (total) => select(total).limit(PAGE_LIMIT).offset(PAGE_OFFSET),
      };
    },
  );
  const counted = cappedOf(total, cap);
  return {
    rows,
    page: { page: query.page, pageSize: query.pageSize, total: counted.total, totalCapped: counted.capped },
  };
}

/** The `limit` and `offset` of a list's page. */
export const pageRange = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** A page's `limit` and `offset` in a statement built once: `pageRange` fills them. */
export const PAGE_LIMIT = sql.placeholder("limit");
export const PAGE_OFFSET = sql.placeholder("offset");
