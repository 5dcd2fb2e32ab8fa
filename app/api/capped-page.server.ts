import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/platform/db/client.server";
import { readAll } from "~/platform/db/read-all.server";
import { cappedCount } from "./paging.server";

/**
 * One page of a big list with its count, read side by side: the page's rows (`rowsOf` puts the limit and offset on
 * its own query: its columns, joins and order) and the rows of `table` matching `where`, counted up to COUNT_CAP.
 * `page` is what a paged list answers, with `totalCapped`.
 */
export async function cappedPage<R>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  query: { page: number; pageSize: number },
  rowsOf: (limit: number, offset: number) => PromiseLike<R[]>,
) {
  const [rows, counted] = await readAll(db, [
    () => rowsOf(query.pageSize, (query.page - 1) * query.pageSize),
    () => cappedCount(db, table, where),
  ]);
  const page = {
    page: query.page,
    pageSize: query.pageSize,
    total: counted.total,
    totalCapped: counted.capped,
  };
  return { rows, page };
}
