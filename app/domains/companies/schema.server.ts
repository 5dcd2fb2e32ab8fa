import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, updatedAtColumn } from "~/platform/db/columns.server";

export const companies = pgTable("companies", {
  id: idColumn(),
  name: text("name").notNull(),
  logo: text("logo"),
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
  /**
   * When a System Administrator confirmed the company as a trusted sender (review N4). A proven SSO email domain
   * trusts it too, without this; see mail/quota.server.ts senderTrust.
   */
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  verifiedBy: uuid("verified_by"),
  /** The daily message limit the System Administrator set; null: sized from the company's people count. */
  messagesPerDay: integer("messages_per_day"),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** The tenant key every company-owned row carries: the company it belongs to. */
export const companyIdColumn = () =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id);

/** The columns every company-owned row starts with: its own id and its company (fresh builders per table). */
export const companyRowColumns = () => ({
  id: idColumn(),
  companyId: companyIdColumn(),
});
