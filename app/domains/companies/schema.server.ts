import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
