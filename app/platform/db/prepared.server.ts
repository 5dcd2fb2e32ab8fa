import { type AnyColumn, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.server";

type Conn = Db | Tx;

const built = new WeakMap<Conn, Map<string, unknown>>();

/**
 * A statement whose SQL Drizzle builds once per database handle instead of on every call (issue 37): building a
 * statement's SQL from its tables costs 0.2 to 0.3 ms of CPU, and a page's fixed-shape reads (the token lookup on
 * every request, a plan's rows on the plan page) ran that dozens of times a page. `build` makes the statement with
 * `sql.placeholder(...)` for its values and ends in `.prepare(key)`; callers run it with `.execute({ ... })`.
 *
 * `key` names the statement once in the app. Drizzle passes it on to node-postgres as the statement's name, which
 * would make PostgreSQL keep a server-side prepared statement per connection (and break behind a pooler in
 * transaction mode), so it is kept here and the statement goes out unnamed, exactly as an unprepared one does.
 * A transaction is a handle of its own: its statements are built for it (and go with it).
 */
export function prepared<T>(conn: Conn, key: string, build: (conn: Conn) => T): T {
  let statements = built.get(conn);
  if (!statements) {
    statements = new Map();
    built.set(conn, statements);
  }
  let statement = statements.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build(conn);
    statements.set(key, statement);
  }
  return statement;
}

/**
 * Whose rows a statement reads: the signed-in user's ids, or, in a statement built once for everyone
 * (`prepared`), the placeholders they fill when it runs.
 */
export type Owner = { id: string | Placeholder; companyId: string | Placeholder };

/** The placeholders of an `Owner`, filled by `ownerValues` of the user the statement runs for. */
export const OWNER: Owner = { id: sql.placeholder("ownerId"), companyId: sql.placeholder("ownerCompanyId") };
export const ownerValues = (user: { id: string; companyId: string }) => ({
  ownerId: user.id,
  ownerCompanyId: user.companyId,
});

/** The name `build` gives `.prepare()`: empty, so node-postgres sends the statement unnamed (see `prepared`). */
export const UNNAMED = "";

/**
 * `column` is one of a list that a placeholder fills when the statement runs (an array): what `inArray` says with
 * the list written into the SQL, one parameter per item, which changes the statement's text with the list's length
 * and so cannot be built once. The list is not empty (read it with `readForKeys`).
 */
export const anyOf = (column: AnyColumn, list: Placeholder): SQL => sql`${column} = any(${list})`;
