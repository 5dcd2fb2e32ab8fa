import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/platform/db/client.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import { companyDates, type DateSettings } from "~/shared/dates";
import { editConflictMessage } from "~/shared/messages";
import { editVersions } from "./schema.server";

/**
 * Whose parts are versioned: a BCP (per section), a management plan (`details`, `section:<id>`,
 * `item:<id>`, `roster:<id>`), an incident (per wizard step, `action:<id>` per response action) and a
 * company (`profile`, `sso`, `businessUnit:<id>`, `department:<id>`, `site:<id>`).
 */
export type EditEntity = "bcp" | "managementPlan" | "incident" | "company";
export interface EditKey {
  entity: EditEntity;
  entityId: string;
  part: string;
}

/**
 * The version the caller's form was loaded at, from the request's `If-Match` header (a number, quotes
 * allowed as in an ETag). Kept per request by the API (app/backend.server.ts), so every save path
 * of a record checks it in one place without each endpoint passing it along. Absent → no check.
 */
const expected = new AsyncLocalStorage<number | null>();

export function parseIfMatch(header: string | undefined | null): number | null {
  const value = header?.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export function withExpectedVersion<T>(header: string | undefined | null, run: () => T): T {
  return expected.run(parseIfMatch(header), run);
}

/** Who saves: the signed-in user and their company (the API's principal has both). */
export interface Editor {
  id: string;
  companyId: string;
}

/** Who made the current version (by name), and the company's date format and time zone, for the conflict message. */
export interface ConflictContext {
  editorName: string | null;
  dates: DateSettings | null;
}
type DescribeConflict = (db: Db | Tx, editorId: string | null, companyId: string) => Promise<ConflictContext>;
let describeConflict: DescribeConflict = async () => ({ editorName: null, dates: null });

/**
 * The companies domain answers who an editor is (users and companies are its tables), registered at startup
 * (app/backend.server.ts), so this infrastructure reads no domain's tables.
 */
export function registerConflictContext(describe: DescribeConflict) {
  describeConflict = describe;
}

/**
 * A save from a version that is no longer current. The API answers it 409 (code CONFLICT) with this message
 * (app/backend.server.ts); infrastructure throws its own error rather than reach up into the API kernel.
 */
export class EditConflict extends Error {}

/** The one version row of a part. */
const versionRowOf = (key: EditKey) =>
  and(
    eq(editVersions.entity, key.entity),
    eq(editVersions.entityId, key.entityId),
    eq(editVersions.part, key.part),
  );

/**
 * Records a save of `key` inside the caller's transaction. When the request named the version it was
 * edited from and that is no longer current, answers 409 (code CONFLICT) saying who changed it and when,
 * and the transaction (with the save) is rolled back. The guarded update locks the row, so of two
 * concurrent saves from the same version exactly one wins.
 */
export async function recordEdit(db: Db | Tx, user: Editor, key: EditKey, now: Date): Promise<number> {
  const wanted = expected.getStore() ?? null;
  const where = versionRowOf(key);
  const [bumped] = await db
    .update(editVersions)
    .set({ version: sql`${editVersions.version} + 1`, updatedBy: user.id, updatedAt: now })
    .where(wanted === null ? where : and(where, eq(editVersions.version, wanted)))
    .returning({ version: editVersions.version });
  if (bumped) return bumped.version;
  if (wanted === null || wanted === 0) {
    const [created] = await db
      .insert(editVersions)
      .values({ ...key, version: 1, updatedBy: user.id, updatedAt: now })
      .onConflictDoNothing()
      .returning({ version: editVersions.version });
    if (created) return created.version;
    if (wanted === null) return recordEdit(db, user, key, now); // created meanwhile: bump it
  }
  const [current] = await db
    .select({ at: editVersions.updatedAt, by: editVersions.updatedBy })
    .from(editVersions)
    .where(where);
  const { editorName, dates } = await describeConflict(db, current?.by ?? null, user.companyId);
  const name = editorName ?? "someone else";
  const when = companyDates(dates).dateTime(current?.at ?? now);
  throw new EditConflict(editConflictMessage(name, when));
}

/** The current version of each part of a record (parts never saved are version 0, so absent). */
export async function editVersionsOf(db: Db | Tx, entity: EditEntity, entityId: string) {
  // On every edit page and plan page: built once (issue 37).
  const rows = await prepared(db, "editVersionsOf", (conn) =>
    conn
      .select({ part: editVersions.part, version: editVersions.version })
      .from(editVersions)
      .where(
        and(
          eq(editVersions.entity, sql.placeholder("entity")),
          eq(editVersions.entityId, sql.placeholder("id")),
        ),
      )
      .prepare(UNNAMED),
  ).execute({ entity, id: entityId });
  return Object.fromEntries(rows.map((r) => [r.part, r.version])) as Record<string, number>;
}

/** Forgets the version of a part whose record was deleted (a removed section, item, unit…). */
export async function forgetEdit(db: Db | Tx, key: EditKey) {
  await db.delete(editVersions).where(versionRowOf(key));
}
