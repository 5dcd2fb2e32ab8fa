import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn } from "~/platform/db/columns.server";
import { companyRowColumns } from "../companies/schema.server";
import { users } from "../companies/users-schema.server";

/**
 * Private calendar links (issue 35 item 5): a user's own (userId) or the company's programme (no userId). Only the
 * SHA-256 of the token is stored; a revoked link is kept for the record and answers 404.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    ...companyRowColumns(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    // One live link per user, and one company link.
    uniqueIndex("calendar_feeds_user_live_key")
      .on(t.userId)
      .where(sql`"revoked_at" is null and "user_id" is not null`),
    uniqueIndex("calendar_feeds_company_live_key")
      .on(t.companyId)
      .where(sql`"revoked_at" is null and "user_id" is null`),
  ],
);
