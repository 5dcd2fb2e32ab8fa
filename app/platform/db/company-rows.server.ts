import { and, eq, type InferSelectModel, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.server";

/** A table of company rows: each has its own id and the company it belongs to. */
type CompanyTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/**
 * The company's row of `table` with this id, or undefined: another company's row is not found (the caller answers
 * 404, so ids cannot be probed).
 */
export async function companyRow<T extends CompanyTable>(
  db: Db | Tx,
  table: T,
  companyId: string,
  id: string,
): Promise<InferSelectModel<T> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  return row as InferSelectModel<T> | undefined;
}

/**
 * Whether another row of `table` within `scope` (a company, a category: the caller's condition) already has this
 * name, in any case. The form refuses such a name on its name field; `exceptId` is the row being renamed.
 */
export async function nameTaken(
  db: Db | Tx,
  table: PgTable & { id: AnyPgColumn; name: AnyPgColumn },
  scope: SQL,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        scope,
        sql`lower(${table.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    );
  return !!clash;
}
