import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn } from "~/platform/db/columns.server";
import { companyRowColumns } from "../companies/schema.server";
import { users } from "../companies/users-schema.server";
import type { AttachmentStatus, AttachmentTarget, StorageKind } from "./rules";

/**
 * Files attached to a management plan section or to a BCP. The row is written when an upload URL is
 * issued (PENDING) and marked UPLOADED once the bytes arrived; only uploaded files can be downloaded.
 */
export const attachments = pgTable(
  "attachments",
  {
    ...companyRowColumns(),
    target: text("target").$type<AttachmentTarget>().notNull(),
    /** The management plan or the BCP (opaque: the BCP domain owns its table). */
    ownerId: uuid("owner_id").notNull(),
    /** The plan section, for management plan attachments. */
    sectionId: uuid("section_id"),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storage: text("storage").$type<StorageKind>().notNull(),
    storageKey: text("storage_key").notNull(),
    status: text("status").$type<AttachmentStatus>().notNull().default("PENDING"),
    sha256: text("sha256"),
    uploadedBy: uuid("uploaded_by").references(() => users.id),
    createdAt: createdAtColumn(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
  },
  (t) => [index("attachments_owner_idx").on(t.companyId, t.target, t.ownerId)],
);
