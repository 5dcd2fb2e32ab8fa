import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { belongsToColumn, createdAtColumn, idColumn } from "~/platform/db/columns.server";
import type { DrillChannel, RosterKind } from "./model";

/**
 * A reachability drill of one roster (issue 36 item 5): started now, or scheduled and started once by the worker
 * (activation/mad-warnings.server.ts claims it). Its recipients are written when it starts, from the roster as it
 * is then.
 */
export const drills = pgTable(
  "drills",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    rosterKind: text("roster_kind").$type<RosterKind>().notNull(),
    /** The plan (BCP or IMP/CMP) whose roster is tested. */
    rosterId: uuid("roster_id").notNull(),
    rosterName: text("roster_name").notNull(),
    channels: jsonb("channels").$type<DrillChannel[]>().notNull(),
    startedBy: uuid("started_by").references(() => users.id, { onDelete: "set null" }),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Why a scheduled drill could not start (the quota, a number the company may not reach). */
    refusal: text("refusal"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("drills_roster_idx").on(t.companyId, t.rosterKind, t.rosterId, t.startedAt),
    index("drills_due_idx").on(t.scheduledFor).where(sql`${t.startedAt} is null`),
  ],
);

/**
 * One roster entry on one channel of a drill: its address (null: no number or email for that channel), the outbox
 * message that carried it (which owns delivery), and when the person acknowledged through it.
 */
export const drillRecipients = pgTable(
  "drill_recipients",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    drillId: belongsToColumn("drill_id", () => drills.id),
    /** The roster entry (a BRT member or an IMP/CMP roster row); kept when the entry is removed. */
    entryId: uuid("entry_id").notNull(),
    name: text("name").notNull(),
    channel: text("channel").$type<DrillChannel>().notNull(),
    address: text("address"),
    outboxMessageId: uuid("outbox_message_id"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    index("drill_recipients_drill_idx").on(t.drillId),
    index("drill_recipients_entry_idx").on(t.companyId, t.entryId),
  ],
);
