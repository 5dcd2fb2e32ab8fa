import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { people } from "~/domains/assets/schema.server";
import { companies } from "~/domains/companies/schema.server";
import { incidents } from "~/domains/incidents/schema.server";
import { users } from "~/domains/users/schema.server";
import type { Language } from "~/shared/i18n/languages";
import type { Audience, Channel, LinkPurpose, MessageTemplate } from "./model";

/** A message sent from an incident or crisis to chosen audiences (issue 25 item 3). */
export const incidentMessages = pgTable(
  "incident_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    incidentId: uuid("incident_id")
      .notNull()
      .references(() => incidents.id, { onDelete: "cascade" }),
    template: text("template").$type<MessageTemplate>().notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /**
     * The incident title the template's text was filled with when the sender kept it (the subject, the text or
     * both): each recipient then gets that part in their own language. Null: the sender's own words, sent as typed.
     */
    templateTitle: text("template_title"),
    channels: jsonb("channels").$type<Channel[]>().notNull(),
    audiences: jsonb("audiences").$type<Audience[]>().notNull(),
    /** The links each recipient's copy carries. */
    purposes: jsonb("purposes").$type<LinkPurpose[]>().notNull(),
    sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("incident_messages_incident_idx").on(t.companyId, t.incidentId, t.createdAt)],
);

/** One recipient of a message, with what its links brought back (each link once: the time it was used). */
export const incidentMessageRecipients = pgTable(
  "incident_message_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id").notNull(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => incidentMessages.id, { onDelete: "cascade" }),
    personId: uuid("person_id").references(() => people.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    /** The language this recipient's copies and answer page speak (issue 36 item 7). */
    language: text("language").$type<Language>().notNull().default("en"),
    sends: integer("sends").notNull().default(1),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    safeAt: timestamp("safe_at", { withTimezone: true }),
    helpAt: timestamp("help_at", { withTimezone: true }),
    /** How many people "I need help" told (null: not answered "help"); what the answer page promised. */
    helpTold: integer("help_told"),
    /** A responder's call-back to a person who needs help: it ends their red row on the incident. */
    calledBackAt: timestamp("called_back_at", { withTimezone: true }),
    calledBackBy: uuid("called_back_by").references(() => users.id, { onDelete: "set null" }),
    calledBackNote: text("called_back_note"),
  },
  (t) => [
    index("incident_message_recipients_message_idx").on(t.messageId),
    index("incident_message_recipients_help_idx")
      .on(t.companyId, t.helpAt)
      .where(sql`${t.helpAt} is not null and ${t.calledBackAt} is null`),
  ],
);

/** Which outbox messages carried a recipient's copies (its email, SMS…), for the tally's "delivered". */
export const incidentMessageCopies = pgTable(
  "incident_message_copies",
  {
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => incidentMessageRecipients.id, { onDelete: "cascade" }),
    /** A row of the outbox (app/platform/messages), which owns its delivery status. */
    outboxMessageId: uuid("outbox_message_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientId, t.outboxMessageId] })],
);
