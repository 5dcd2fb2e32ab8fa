import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { zodFieldErrors } from "~/api/errors.server";
import { type ImportError, readRows, summary } from "~/domains/assets/import.server";
import { insertInBatches, yieldEvery } from "~/domains/assets/import-batches.server";
import { assets } from "~/domains/assets/schema.server";
import { csvLine, exportedCells, registerCsvColumns } from "./csv";
import { entryColumns, presentEntries, recordEntriesAdded } from "./entries.server";
import { forgetHistory } from "./history.server";
import { REGISTER_MESSAGES as M, type RegisterKind, segmentOf } from "./model";
import { registerEntries } from "./schema.server";
import { type EntryInput, entrySchema } from "./validation";

/** The apostrophe an export puts before a formula-like text is taken off again. */
const unguarded = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

/**
 * Imports one register's entries from CSV, as sites and people are imported: every row is validated first (a
 * location by its site's name, a name the register or an earlier line already has refused), then every valid row
 * is created, all or none, and every bad row is reported by line and column.
 */
export async function importEntries(deps: ApiDeps, user: Principal, kind: RegisterKind, csv: string) {
  const columns = registerCsvColumns(kind);
  const { rows, inColumns } = readRows(csv, columns, ["name"]);
  const [existing, sites] = await Promise.all([
    deps.db
      .select({ key: sql<string>`lower(${registerEntries.name})` })
      .from(registerEntries)
      .where(and(eq(registerEntries.companyId, user.companyId), eq(registerEntries.kind, kind))),
    "site" in columns
      ? deps.db
          .select({ id: assets.id, key: sql<string>`lower(${assets.name})` })
          .from(assets)
          .where(and(eq(assets.companyId, user.companyId), isNull(assets.incidentId)))
      : [],
  ]);
  const taken = new Set(existing.map((e) => e.key));
  const siteByName = new Map(sites.map((s) => [s.key, s.id]));
  const errors: ImportError[] = [];
  const valid: EntryInput[] = [];
  for (const [index, row] of rows.entries()) {
    await yieldEvery(index);
    const { site, ...values } = Object.fromEntries(
      Object.entries(row.values).map(([k, v]) => [k, unguarded(v)]),
    );
    const problems: ImportError[] = [];
    let siteId: string | undefined;
    if (site) {
      siteId = siteByName.get(site.toLowerCase());
      if (!siteId) problems.push({ line: row.line, field: "site", message: M.siteNamed(site) });
    }
    const parsed = entrySchema.safeParse({ ...values, kind, ...(site !== undefined ? { siteId } : {}) });
    if (!parsed.success) {
      for (const [field, messages] of Object.entries(zodFieldErrors(parsed.error))) {
        problems.push({ line: row.line, field: field === "siteId" ? "site" : field, message: messages[0] });
      }
    } else if (taken.has(parsed.data.name.toLowerCase())) {
      problems.push({ line: row.line, field: "name", message: M.nameTaken(kind, parsed.data.name) });
    }
    if (problems.length > 0 || !parsed.success) {
      errors.push(...problems);
      continue;
    }
    taken.add(parsed.data.name.toLowerCase());
    valid.push(parsed.data);
  }
  // Each entry gets its "Added" history line in its batch's transaction, as one added in the form does. A batch
  // that fails takes the earlier batches' entries back out (insertInBatches): their lines go with them.
  const added: string[] = [];
  const created = await insertInBatches(
    deps,
    registerEntries,
    valid.map((input) => ({ companyId: user.companyId, ...entryColumns(input) })),
    async (tx, rows) => {
      await recordEntriesAdded(tx, user, rows);
      added.push(...rows.map((r) => r.id));
    },
  ).catch(async (error) => {
    await forgetHistory(deps.db, user.companyId, added);
    throw error;
  });
  return summary(created, inColumns(errors));
}

/** Rows read per query while exporting a big register (10,000 entries). */
const EXPORT_PAGE = 1_000;

/** One register as a CSV file, current entries and archived ones alike, by name. */
export async function exportEntries(deps: ApiDeps, user: Principal, kind: RegisterKind) {
  const columns = registerCsvColumns(kind);
  let text = csvLine(Object.values(columns).map((names) => names[0]));
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const rows = await deps.db
      .select()
      .from(registerEntries)
      .where(and(eq(registerEntries.companyId, user.companyId), eq(registerEntries.kind, kind)))
      .orderBy(asc(registerEntries.name), asc(registerEntries.id))
      .limit(EXPORT_PAGE)
      .offset(offset);
    for (const entry of await presentEntries(deps.db, rows)) text += csvLine(exportedCells(kind, entry));
    if (rows.length < EXPORT_PAGE) break;
  }
  return new Response(`\uFEFF${text}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${segmentOf(kind)}.csv"`,
      "cache-control": "no-store",
    },
  });
}
