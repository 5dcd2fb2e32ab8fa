import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, updatedAtColumn } from "~/platform/db/columns.server";
import { userIdColumn, users } from "../companies/users-schema.server";
import type { EmailPreferences } from "./model";

export interface NotificationInfo {
  /** Sanitised HTML (spec §3 additionalInfo.message). */
  message: string;
  /** In-app path of the subject, e.g. /businesscontinuityplan/manageBCP?bcpId=… */
  link?: string;
  [key: string]: unknown;
}

export const notifications = pgTable(
  "notifications",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    userId: userIdColumn(),
    type: text("type").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    additionalInfo: jsonb("additional_info").$type<NotificationInfo>().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // A user's notifications of their company, newest first, and their count from the index alone (0056).
    index("notifications_user_idx").on(t.userId, t.companyId, t.createdAt),
    // The bell's unread counts on every page: only the unread rows, with what the count reads.
    index("notifications_unread_idx").on(t.userId, t.companyId, t.type).where(sql`${t.isRead} = false`),
    // The live watcher reads every row newer than a moment, for all users.
    index("notifications_created_idx").on(t.createdAt),
  ],
);

export const mentions = pgTable(
  "mentions",
  {
    id: idColumn(),
    companyId: uuid("company_id").notNull(),
    userId: userIdColumn(),
    mentionedBy: uuid("mentioned_by"),
    isRead: boolean("is_read").notNull().default(false),
    /** What the mention is in: { entityType, entityId, excerpt (sanitised HTML), link }. */
    mention: jsonb("mention")
      .$type<{ entityType: string; entityId: string; message: string; link?: string }>()
      .notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("mentions_user_idx").on(t.userId, t.createdAt),
    index("mentions_created_idx").on(t.createdAt),
  ],
);

/** Per-user email preferences: each kind of email can be turned off (a missing row means all on). */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  companyId: uuid("company_id").notNull(),
  email: jsonb("email").$type<Partial<EmailPreferences>>().notNull().default({}),
  updatedAt: updatedAtColumn(),
});
