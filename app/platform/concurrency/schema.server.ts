import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The edit version of one form-sized part of a record (a BCP section, a management plan, an
 * incident's general information): bumped on every save, so a save made from an older version is
 * refused instead of silently overwriting (optimistic concurrency; docs/security.md). No row = version 0.
 */
export const editVersions = pgTable(
  "edit_versions",
  {
    entity: text("entity").notNull(),
    entityId: uuid("entity_id").notNull(),
    part: text("part").notNull(),
    version: integer("version").notNull().default(0),
    /** A user (users.id; the foreign key, on delete set null, is in the migration: infrastructure names no domain's table). */
    updatedBy: uuid("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.part] })],
);
