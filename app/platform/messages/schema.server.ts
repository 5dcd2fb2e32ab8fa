import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { MessageChannel, MessageStatus } from "./types";

/**
 * Every message Keel sends (email, SMS, voice), written in the transaction of the change that causes it and
 * delivered afterwards by the worker (app/platform/messages/delivery.server.ts). Without a transport for its
 * channel a message stays here, queued, for the System Administrator to read at /admin/outbox.
 * Formerly `mail_outbox` (migration 0014 kept its rows).
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id"),
    channel: text("channel").$type<MessageChannel>().notNull().default("email"),
    /** The address: an email address, or a phone number in E.164 for SMS and voice. */
    to: text("to").notNull(),
    recipientUserId: uuid("recipient_user_id"),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    html: text("html"),
    incidentId: uuid("incident_id"),
    /** What the message is for (e.g. "user.invite", "notification.approvals"): quotas and tallies count by it. */
    purpose: text("purpose"),
    /** Which transport took it ("smtp", "twilio"); null while nothing has. */
    transport: text("transport"),
    status: text("status").$type<MessageStatus>().notNull().default("queued"),
    /** Why it failed, or why it is still waiting (the last attempt's error, "no SMTP_URL"). */
    reason: text("reason"),
    attempts: integer("attempts").notNull().default(0),
    /** When the worker may try it (again); null: not to be tried (held in the outbox, or done). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    providerMessageId: text("provider_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_created_idx").on(t.createdAt),
    index("messages_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index("messages_company_idx").on(t.companyId, t.createdAt),
    index("messages_incident_idx").on(t.incidentId, t.purpose),
    index("messages_provider_idx").on(t.providerMessageId),
  ],
);
