import { type AnyColumn, getTableName, is, type SQL, sql, Table } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A column written with its table's name. Drizzle writes a lone column unqualified when a statement reads one
 * table, and a lookup's subquery reads another: `"id" = "owner_id"` would mean the inner table's columns, or be
 * ambiguous over two joined tables.
 */
export function qualified(column: AnyColumn | SQL): SQL {
  if (!("table" in column) || !is(column.table, Table)) return sql`${column}`;
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * A column of the one row a key names, read as a scalar subquery of a list's select instead of a left join.
 *
 * Why: PostgreSQL plans a statement's joins by trying their orders, and a list that joins five to eight lookup
 * tables paid for it on every request: the process table's statement took 7.3 ms to plan and 0.9 ms to run, the
 * plan list's 1.3 to 5.6 ms (issue 37, `bench/statements.ts` with STATEMENTS_EXPLAIN). A subquery is planned on
 * its own, in tens of microseconds, and runs once per row of the page. The key must be unique in `table` (a
 * primary or unique key), as a left join on it would be.
 */
export function lookup<T>(
  table: PgTable,
  key: AnyColumn,
  equals: AnyColumn | SQL,
  column: AnyColumn | SQL,
): SQL<T | null> {
  return sql<T | null>`(select ${qualified(column)} from ${table} where ${qualified(key)} = ${qualified(equals)})`;
}

/**
 * Several columns of the one row a key names, as one scalar subquery answering a JSON object of `fields` (or null
 * when no row has the key): a lookup (above) of more than one column.
 */
export function lookupObject<T>(
  /** A table, or tables joined (`sql\`a join b on …\``) when the fields come from more than one. */
  table: PgTable | SQL,
  key: AnyColumn,
  equals: AnyColumn | SQL,
  fields: Record<keyof T & string, AnyColumn>,
): SQL<T | null> {
  return objectWhere<T>(table, sql`${qualified(key)} = ${qualified(equals)}`, fields);
}

/**
 * The one row `where` names (a key of several columns; write its columns with `qualified`), as a lookupObject: a
 * JSON object of `fields`, or null. `jsonb` for a statement that compares its rows (`select distinct`): json has
 * no equality.
 */
export function objectWhere<T>(
  table: PgTable | SQL,
  where: SQL,
  fields: Record<keyof T & string, AnyColumn>,
  as: "json" | "jsonb" = "json",
): SQL<T | null> {
  const pairs = sql.join(
    Object.entries<AnyColumn>(fields).map(([name, column]) => {
      // The keys are the caller's field names, written in code: plain words only, as they go into the SQL.
      if (!/^\w+$/.test(name)) throw new Error(`lookupObject: a field named ${name}`);
      return sql`${sql.raw(`'${name}'`)}, ${qualified(column)}`;
    }),
    sql`, `,
  );
  const build = sql.raw(as === "jsonb" ? "jsonb_build_object" : "json_build_object");
  return sql<T | null>`(select ${build}(${pairs}) from ${table} where ${where})`;
}
