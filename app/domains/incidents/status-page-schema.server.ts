import { boolean, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { updatedAtColumn } from "~/platform/db/columns.server";
import { companyIdColumn } from "../companies/schema.server";
import { incidents } from "./schema.server";

/**
 * An incident's status page (issue 36 item 6): whether the public page is published, and the responders' link.
 * The link's token is never stored: `tokenHash` (SHA-256) finds it, and `nonce` lets the server sign the same
 * token again to show it to the coordinator (a copy of the database alone cannot rebuild it). A new nonce revokes
 * the old link.
 */
export const incidentStatusPages = pgTable(
  "incident_status_pages",
  {
    incidentId: uuid("incident_id")
      .primaryKey()
      .references(() => incidents.id, { onDelete: "cascade" }),
    companyId: companyIdColumn(),
    nonce: text("nonce"),
    tokenHash: text("token_hash"),
    published: boolean("published").notNull().default(false),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex("incident_status_pages_token_key").on(t.tokenHash)],
);
