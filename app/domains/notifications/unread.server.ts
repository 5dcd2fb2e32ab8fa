import { and, count, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "~/platform/db/client.server";
import type { Owner } from "~/platform/db/prepared.server";
import { APPROVAL_TYPE, type UnreadCounts } from "./model";
import { mentions, notifications } from "./schema.server";

/**
 * The bell's counts: the caller's unread notifications and mentions. Read by /notifications/counts and, as
 * subqueries of one statement, by the frame of every page (domains/shell).
 */

/** The caller's own notifications (user and company). */
export const ownNotifications = (user: Owner) =>
  and(eq(notifications.userId, user.id), eq(notifications.companyId, user.companyId));
/** The caller's own mentions. */
export const ownMentions = (user: Owner) =>
  and(eq(mentions.userId, user.id), eq(mentions.companyId, user.companyId));

/** The caller's unread notifications, counted, and the approvals among them (the bell's badge). */
export const unreadNotificationsQuery = (db: Db | Tx, user: Owner) =>
  db
    .select({
      // Named, so the row reads the same as a subquery's JSON (domains/shell).
      unread: count().as("unread"),
      approvals: sql<number>`count(*) filter (where ${notifications.type} = ${APPROVAL_TYPE})`
        .mapWith(Number)
        .as("approvals"),
    })
    .from(notifications)
    .where(and(ownNotifications(user), eq(notifications.isRead, false)));

/** The caller's unread mentions, counted. */
export const unreadMentionsQuery = (db: Db | Tx, user: Owner) =>
  db
    .select({ unread: count() })
    .from(mentions)
    .where(and(ownMentions(user), eq(mentions.isRead, false)));

/** The badge's figures from the two counts. */
export const unreadCountsOf = (
  n: { unread: number; approvals: number },
  mentioned: number,
): UnreadCounts => ({
  notifications: n.unread,
  mentions: mentioned,
  approvals: n.approvals,
  total: n.unread + mentioned,
});
