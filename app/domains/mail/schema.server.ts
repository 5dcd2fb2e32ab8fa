import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn } from "~/domains/companies/schema.server";
import { idColumn } from "~/platform/db/columns.server";

/**
 * An alert to people that went out past the company's daily limit (issue 36 item 1): alerts are never refused for
 * quota, so each overrun is kept here (and audited, and told to the company's administrators).
 */
export const quotaOverruns = pgTable(
  "quota_overruns",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    incidentId: uuid("incident_id"),
    /** The incident message that went out. */
    messageId: uuid("message_id"),
    limit: integer("limit").notNull(),
    /** Messages the company had sent in the 24 hours before. */
    used: integer("used").notNull(),
    /** Messages this send queued, and how many of them were past the limit. */
    sent: integer("sent").notNull(),
    over: integer("over").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quota_overruns_company_idx").on(t.companyId, t.at)],
);

/**
 * Every SMS reply the provider posted (issue 36 item 3), whatever it said: recorded as an answer, or kept as
 * unknown or late (never guessed). The provider's message id is unique, so a replayed webhook records nothing twice.
 */
export const smsReplies = pgTable(
  "sms_replies",
  {
    id: idColumn(),
    providerMessageId: text("provider_message_id").notNull(),
    /** The company whose message it answered; null when no message could be told. */
    companyId: uuid("company_id"),
    recipientId: uuid("recipient_id"),
    fromNumber: text("from_number").notNull(),
    body: text("body").notNull(),
    outcome: text("outcome").notNull(),
    /** How the answer came: an SMS reply, or a key pressed during a voice call (its CallSid is the id). */
    channel: text("channel").$type<"sms" | "voice">().notNull().default("sms"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sms_replies_provider_message_idx").on(t.providerMessageId),
    index("sms_replies_company_idx").on(t.companyId, t.receivedAt),
  ],
);
