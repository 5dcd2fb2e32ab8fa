import { createHash } from "node:crypto";
import { and, desc, eq, max, type Placeholder, sql } from "drizzle-orm";
import { notFound } from "~/api/errors.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import type { KeptKind } from "./model";
import { type KeptVersionRow, keptVersions } from "./schema.server";

type Conn = Db | Tx;

/**
 * JSON with object keys sorted at every depth and no spaces: the same content always gives the same text, so its
 * digest can be recomputed by anyone (`sha256sum` of the stored text). `undefined` fields are left out, as
 * JSON.stringify does; dates become ISO strings.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}
function sortKeys(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : sortKeys(v)));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/**
 * Keeps `content` as the subject's next version, in the caller's transaction (so it is kept exactly when the
 * approval or the sending is). The row is never updated or deleted afterwards (the table's trigger refuses it).
 */
export async function keepVersion(
  tx: Conn,
  input: {
    companyId: string;
    kind: KeptKind;
    subjectId: string;
    title: string;
    keptBy: { id: string | null; name: string };
    keptAt: Date;
    content: unknown;
  },
) {
  const text = canonicalJson(input.content);
  const [{ last }] = await tx
    .select({ last: max(keptVersions.version) })
    .from(keptVersions)
    .where(and(eq(keptVersions.kind, input.kind), eq(keptVersions.subjectId, input.subjectId)));
  const [row] = await tx
    .insert(keptVersions)
    .values({
      companyId: input.companyId,
      kind: input.kind,
      subjectId: input.subjectId,
      version: (last ?? 0) + 1,
      title: input.title,
      keptById: input.keptBy.id,
      keptByName: input.keptBy.name,
      keptAt: input.keptAt,
      content: text,
      digest: sha256(text),
    })
    .returning();
  return presentKept(row);
}

/** A kept version as lists show it; `verified` recomputes the digest from the stored text. */
export function presentKept(row: KeptVersionRow) {
  return {
    id: row.id,
    kind: row.kind as KeptKind,
    subjectId: row.subjectId,
    version: row.version,
    title: row.title,
    keptBy: { id: row.keptById, name: row.keptByName },
    keptAt: row.keptAt.toISOString(),
    digest: row.digest,
    verified: sha256(row.content) === row.digest,
  };
}
export type KeptVersion = ReturnType<typeof presentKept>;

/** The newest kept versions a list shows (each is read whole to verify its digest); older ones stay readable. */
export const KEPT_LIST_MAX = 100;

/** The kept versions of one subject, within the company (checked again here, after the subject's own scope). */
const ofSubject = (
  companyId: string | Placeholder,
  kind: KeptKind | Placeholder,
  subjectId: string | Placeholder,
) =>
  and(
    eq(keptVersions.companyId, companyId),
    eq(keptVersions.kind, kind),
    eq(keptVersions.subjectId, subjectId),
  );

/**
 * The kept versions of one subject, newest first. The caller has checked that the reader may read the subject
 * (its own domain's scope); the company is checked again here.
 */
export async function keptVersionsOf(db: Conn, companyId: string, kind: KeptKind, subjectId: string) {
  // On every plan page: built once (`prepared`, issue 37).
  const rows = await prepared(db, "keptVersionsOf", (conn) =>
    conn
      .select()
      .from(keptVersions)
      .where(ofSubject(sql.placeholder("companyId"), sql.placeholder("kind"), sql.placeholder("subjectId")))
      .orderBy(desc(keptVersions.version))
      .limit(KEPT_LIST_MAX)
      .prepare(UNNAMED),
  ).execute({ companyId, kind, subjectId });
  return rows.map(presentKept);
}

/** One kept version of a subject with its content parsed, or 404. */
export async function keptVersion(
  db: Conn,
  companyId: string,
  kind: KeptKind,
  subjectId: string,
  id: string,
) {
  const [row] = await db
    .select()
    .from(keptVersions)
    .where(and(eq(keptVersions.id, id), ofSubject(companyId, kind, subjectId)));
  if (!row) throw notFound();
  return { ...presentKept(row), content: JSON.parse(row.content) as unknown };
}
