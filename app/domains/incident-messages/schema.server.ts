import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { people } from "~/domains/assets/schema.server";
import { companyIdColumn } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { incidentIdColumn } from "~/domains/incidents/schema.server";
import { belongsToColumn, createdAtColumn, idColumn } from "~/platform/db/columns.server";
import type { Language } from "~/shared/i18n/languages";
import type { Audience, Channel, LinkPurpose, MessageTemplate } from "./model";
import type { WaveStep } from "./waves";

/** A message sent from an incident or crisis to chosen audiences (issue 25 item 3). */
export const incidentMessages = pgTable(
  "incident_messages",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    incidentId: incidentIdColumn(),
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
    createdAt: createdAtColumn(),
    /** Escalation (issue 36 item 4): minutes without an answer before the next wave; null: none. */
    escalateAfterMinutes: integer("escalate_after_minutes"),
    /** When the next wave falls due (the worker claims the row then); null: no wave left. */
    nextWaveAt: timestamp("next_wave_at", { withTimezone: true }),
  },
  (t) => [
    index("incident_messages_incident_idx").on(t.companyId, t.incidentId, t.createdAt),
    index("incident_messages_next_wave_idx").on(t.nextWaveAt).where(sql`${t.nextWaveAt} is not null`),
  ],
);

/** One escalation wave of a message: what it tried, how many it reached, when (or why it was refused). */
export const incidentMessageWaves = pgTable(
  "incident_message_waves",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    messageId: belongsToColumn("message_id", () => incidentMessages.id),
    /** 2, 3…: the first wave is the message itself. One row a number, so a wave is recorded once. */
    number: integer("number").notNull(),
    step: text("step").$type<WaveStep>().notNull(),
    recipients: integer("recipients").notNull(),
    /** Why the wave could not go (a number the company may not reach, the quota); null when sent. */
    refused: text("refused"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("incident_message_waves_number_key").on(t.messageId, t.number)],
);

/** One recipient of a message, with what its links brought back (each link once: the time it was used). */
export const incidentMessageRecipients = pgTable(
  "incident_message_recipients",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    messageId: belongsToColumn("message_id", () => incidentMessages.id),
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
    recipientId: belongsToColumn("recipient_id", () => incidentMessageRecipients.id),
    /** A row of the outbox (app/platform/messages), which owns its delivery status. */
    outboxMessageId: uuid("outbox_message_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientId, t.outboxMessageId] })],
);
