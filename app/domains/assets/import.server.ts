import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, zodFieldErrors } from "~/api/errors.server";
import { isPlaced } from "~/domains/geo/sphere";
import { countOf } from "~/shared/plural";
import {
  ASSET_CSV_COLUMNS,
  CSV_NO_FILE,
  headerKey,
  MAX_IMPORT_ROWS,
  PEOPLE_CSV_COLUMNS,
  parseCsv,
  recordsToObjects,
} from "./csv";
import { insertInBatches, yieldEvery } from "./import-batches.server";
import { PEOPLE_MESSAGES, parseAssetType, parsePersonType } from "./model";
import { placeFrom } from "./people.server";
import { assets, people } from "./schema.server";
import { checkBusinessUnit } from "./service.server";
import { assetSchema, personSchema } from "./validation";

export interface ImportError {
  line: number;
  field: string;
  message: string;
}

/** A 5 MB CSV sent as a JSON string: escaping (quotes, line breaks, non-ASCII) can double it. */
export const MAX_IMPORT_BODY_BYTES = 11 * 1024 * 1024;

export const importBodySchema = z.object({
  csv: z
    .string({ error: CSV_NO_FILE })
    .min(1, CSV_NO_FILE)
    .max(5_000_000, "The file is too large (5 MB at most)."),
});

/**
 * The file's rows by field, and `inColumns`: a report's errors with each field named by the file's own column
 * heading as the user wrote it ("Home Site", not homeSite), or the template's heading for a column the file lacks.
 */
export function readRows(csv: string, columns: Record<string, string[]>, required: string[]) {
  const { rows, header } = recordsToObjects(parseCsv(csv), columns);
  const headingOf = (field: string) =>
    header
      .find((h) => [field, ...(columns[field] ?? [])].some((n) => headerKey(n) === headerKey(h)))
      ?.trim() ||
    columns[field]?.[0] ||
    field;
  const inColumns = (errors: ImportError[]) => errors.map((e) => ({ ...e, field: headingOf(e.field) }));
  if (header.length === 0) throw badRequest("The file is empty.", { csv: ["The file is empty."] });
  const present = new Set(
    Object.entries(columns)
      .filter(([, names]) =>
        header.some((h) => names.some((n) => n.toLowerCase() === h.trim().toLowerCase())),
      )
      .map(([field]) => field),
  );
  const missing = required.filter((f) => !present.has(f)).map((f) => columns[f][0]);
  if (missing.length > 0) {
    const message = `The header line lacks: ${missing.join(", ")}.`;
    throw badRequest(message, { csv: [message] });
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    const message = `At most ${MAX_IMPORT_ROWS.toLocaleString("en")} rows per file.`;
    throw badRequest(message, { csv: [message] });
  }
  return { rows, inColumns };
}

const issuesOf = (line: number, error: z.ZodError): ImportError[] =>
  Object.entries(zodFieldErrors(error)).map(([field, messages]) => ({ line, field, message: messages[0] }));

export function summary(created: number, errors: ImportError[]) {
  const badLines = new Set(errors.map((e) => e.line)).size;
  const message =
    badLines === 0
      ? `${countOf(created, "row")} imported.`
      : `${countOf(created, "row")} imported; ${badLines} row${badLines === 1 ? " has" : "s have"} errors and ${badLines === 1 ? "was" : "were"} not imported.`;
  return { created, failed: badLines, errors, message };
}

/**
 * Imports sites from CSV: every row is validated first, then every valid row is created (all or none, in
 * batches: import-batches.server.ts), every bad row reported by line.
 */
export async function importAssets(deps: ApiDeps, user: Principal, csv: string) {
  const { rows, inColumns } = readRows(csv, ASSET_CSV_COLUMNS, ["name", "type", "lat", "lng"]);
  const errors: ImportError[] = [];
  const valid: z.output<typeof assetSchema>[] = [];
  for (const [index, row] of rows.entries()) {
    await yieldEvery(index);
    const type = parseAssetType(row.values.type ?? "") ?? row.values.type;
    const parsed = assetSchema.safeParse({ ...row.values, type });
    if (parsed.success) valid.push(parsed.data);
    else errors.push(...issuesOf(row.line, parsed.error));
  }
  await Promise.all(
    [...new Set(valid.map((v) => v.businessUnitId))].map((id) => checkBusinessUnit(deps.db, user, id)),
  );
  const created = await insertInBatches(
    deps,
    assets,
    valid.map((input) => ({ companyId: user.companyId, ...input })),
  );
  return summary(created, inColumns(errors));
}

/**
 * Imports people from CSV; the home site is named by its site name, matched without case. A row whose email the
 * register or an earlier line already has is refused, so the file imported again once its bad rows are corrected
 * adds those rows only, not a second copy of every good one.
 */
export async function importPeople(deps: ApiDeps, user: Principal, csv: string) {
  const { rows, inColumns } = readRows(csv, PEOPLE_CSV_COLUMNS, ["type", "firstName", "lastName"]);
  const [sites, existing] = await Promise.all([
    deps.db
      .select({ id: assets.id, key: sql<string>`lower(${assets.name})`, lat: assets.lat, lng: assets.lng })
      .from(assets)
      .where(and(eq(assets.companyId, user.companyId), isNull(assets.incidentId))),
    deps.db
      .select({ key: sql<string>`lower(${people.email})` })
      .from(people)
      .where(and(eq(people.companyId, user.companyId), isNotNull(people.email))),
  ]);
  const takenEmails = new Set(existing.map((p) => p.key));
  const siteByName = new Map(sites.map((s) => [s.key, s.id]));
  const sitePlace = new Map(sites.filter(isPlaced).map((s) => [s.id, s]));
  const errors: ImportError[] = [];
  const valid: z.output<typeof personSchema>[] = [];
  for (const [index, row] of rows.entries()) {
    await yieldEvery(index);
    const { homeSite, ...values } = row.values;
    let homeAssetId: string | undefined;
    if (homeSite) {
      homeAssetId = siteByName.get(homeSite.toLowerCase());
      if (!homeAssetId) {
        errors.push({ line: row.line, field: "homeSite", message: `No site named "${homeSite}".` });
        continue;
      }
    }
    const type = parsePersonType(values.type ?? "") ?? values.type;
    const parsed = personSchema.safeParse({ ...values, type, homeAssetId });
    if (!parsed.success) {
      errors.push(
        // The file names the home site by its name: report on that column.
        ...issuesOf(row.line, parsed.error).map((e) =>
          e.field === "homeAssetId" ? { ...e, field: "homeSite" } : e,
        ),
      );
      continue;
    }
    const email = parsed.data.email?.toLowerCase();
    if (email && takenEmails.has(email)) {
      errors.push({
        line: row.line,
        field: "email",
        message: PEOPLE_MESSAGES.emailTaken(parsed.data.email ?? ""),
      });
      continue;
    }
    if (email) takenEmails.add(email);
    valid.push(parsed.data);
  }
  const created = await insertInBatches(
    deps,
    people,
    valid.map((input) => ({ ...input, ...placeFrom(input, sitePlace), companyId: user.companyId })),
  );
  return summary(created, inColumns(errors));
}
