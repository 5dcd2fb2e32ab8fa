import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Principal } from "~/api/context.server";
import { readOnce, sharesReads } from "~/api/shared-auth.server";
import { BCP_ID, type Conn } from "~/domains/bcp/access.server";
import { bcps } from "~/domains/bcp/schema.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import {
  bcpBia,
  bcpBrtMembers,
  bcpDependencyBlocks,
  bcpExecutiveSummaries,
  bcpMalo,
  bcpRisks,
  bcpScenarios,
  bcpStakeholders,
} from "./schema.server";

/**
 * The analysis tables that both a plan's section completion (the plan's frame) and its analysis (the read view,
 * the field sheet) read, each with the order its rows are shown in. Callers read them, never change them.
 */
const PLAN_TABLES = {
  bia: { table: bcpBia, order: [] },
  scenarios: { table: bcpScenarios, order: [] },
  roster: { table: bcpBrtMembers, order: [bcpBrtMembers.createdAt] },
  summary: { table: bcpExecutiveSummaries, order: [] },
  risks: { table: bcpRisks, order: [bcpRisks.createdAt, bcpRisks.name] },
  stakeholders: { table: bcpStakeholders, order: [bcpStakeholders.createdAt] },
  malo: { table: bcpMalo, order: [] },
  blocks: { table: bcpDependencyBlocks, order: [] },
} satisfies Record<string, { table: PgTable & { bcpId: AnyPgColumn }; order: AnyPgColumn[] }>;

type PlanTables = typeof PLAN_TABLES;
type Key = keyof PlanTables;
type RowsOf<K extends Key> = PlanTables[K]["table"]["$inferSelect"][];

/** One table's rows of a plan, by a statement built once per handle (`prepared`, issue 37). */
function oneTable<K extends Key>(db: Conn, key: K, bcpId: string): Promise<RowsOf<K>> {
  const { table, order } = PLAN_TABLES[key];
  return prepared(db, `bcp.${key}`, (conn) =>
    conn
      .select()
      .from(table as PgTable)
      .where(eq(table.bcpId, BCP_ID))
      .orderBy(...order.map((column: AnyPgColumn) => asc(column)))
      .prepare(UNNAMED),
  ).execute({ bcpId }) as Promise<RowsOf<K>>;
}

/**
 * The eight tables' rows in one statement: each table's rows as one JSON array (in the order above), turned back
 * into the row types by each column's own decoder, as Drizzle decodes a row it reads. The plan page reads all
 * eight, and eight statements cost eight round trips (issue 37).
 */
function allTables(db: Conn, bcpId: string): Promise<{ [K in Key]: RowsOf<K> }> {
  const keys = Object.keys(PLAN_TABLES) as Key[];
  return prepared(db, "bcp.analysisTables", (conn) =>
    conn
      .select(
        Object.fromEntries(
          keys.map((key) => {
            const { table, order } = PLAN_TABLES[key];
            const ordered = order.length ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
            return [
              key,
              sql<unknown>`(select coalesce(json_agg(${table}${ordered}), '[]') from ${table} where ${eq(table.bcpId, bcps.id)})`,
            ];
          }),
        ),
      )
      .from(bcps)
      .where(eq(bcps.id, BCP_ID))
      .prepare(UNNAMED),
  )
    .execute({ bcpId })
    .then(([row]) => {
      const tables = {} as Record<Key, unknown[]>;
      for (const key of keys) tables[key] = decodeRows(PLAN_TABLES[key].table, row?.[key]);
      return tables as { [K in Key]: RowsOf<K> };
    });
}

/** Rows read as JSON (database column names, JSON values) in the shape and types Drizzle reads them in. */
function decodeRows(table: PgTable, json: unknown): unknown[] {
  const rows = (typeof json === "string" ? JSON.parse(json) : (json ?? [])) as Record<string, unknown>[];
  const columns = Object.entries(getTableColumns(table));
  return rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row;
  });
}

/**
 * A plan's rows of one table. For a page request's reads (which share what they read), the eight tables are read
 * together once and each asker takes its table; any other caller reads the one table it asks for.
 */
const planTableRows =
  <K extends Key>(key: K) =>
  (db: Conn, bcpId: string, user?: Principal): Promise<RowsOf<K>> =>
    user && sharesReads(user)
      ? readOnce(user, `bcp.analysisTables:${bcpId}`, () => allTables(db, bcpId)).then((t) => t[key])
      : oneTable(db, key, bcpId);

export const biaRows = planTableRows("bia");
export const scenarioRows = planTableRows("scenarios");
export const rosterRows = planTableRows("roster");
export const summaryRows = planTableRows("summary");
export const riskRows = planTableRows("risks");
export const stakeholderRows = planTableRows("stakeholders");
export const maloRows = planTableRows("malo");
export const blockRows = planTableRows("blocks");
