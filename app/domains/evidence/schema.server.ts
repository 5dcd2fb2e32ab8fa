import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyRowColumns } from "../companies/schema.server";

/**
 * A kept version: the full content of a subject (a plan when approved, a regulator report when sent, …) at one
 * moment, as canonical JSON with its SHA-256 digest. Rows are only ever inserted: a trigger (migration 0033)
 * refuses UPDATE and DELETE on both engines. `subjectId` is not a foreign key, so a kept version outlives any
 * change to its subject; `keptByName` keeps the person's name as it was.
 */
export const keptVersions = pgTable(
  "kept_versions",
  {
    ...companyRowColumns(),
    /** What is kept: "bcp", "regulator_report", "self_assessment", "exercise_report" … (model.ts KEPT_KINDS). */
    kind: text("kind").notNull(),
    subjectId: uuid("subject_id").notNull(),
    /** 1, 2, … per kind and subject. */
    version: integer("version").notNull(),
    /** How the version is named in lists ("BCP-0003 Warehousing", "DORA Initial notification"). */
    title: text("title").notNull(),
    keptById: uuid("kept_by_id"),
    keptByName: text("kept_by_name").notNull(),
    keptAt: timestamp("kept_at", { withTimezone: true }).notNull(),
    /** The content as canonical JSON text (sorted keys, no spaces): the exact bytes the digest covers. */
    content: text("content").notNull(),
    /** SHA-256 of `content` (UTF-8), lowercase hex. */
    digest: text("digest").notNull(),
  },
  (t) => [
    uniqueIndex("kept_versions_subject_version_key").on(t.kind, t.subjectId, t.version),
    index("kept_versions_company_idx").on(t.companyId, t.kind, t.subjectId),
  ],
);
export type KeptVersionRow = typeof keptVersions.$inferSelect;
