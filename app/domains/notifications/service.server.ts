import { and, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { notFound } from "~/api/errors.server";
import type { Db } from "~/platform/db/client.server";
import { readAll } from "~/platform/db/read-all.server";
import type { FeedItem } from "./answers";
import { APPROVAL_TYPE, type FeedFilter, MENTION_TYPE, type UnreadCounts } from "./model";
import { mentions, notifications } from "./schema.server";
import {
  ownMentions,
  ownNotifications,
  unreadCountsOf,
  unreadMentionsQuery,
  unreadNotificationsQuery,
} from "./unread.server";

/**
 * Reading and marking the caller's own notifications and mentions. Every query is scoped to the
 * caller (user and company): another user's record answers 404, like a missing one.
 */

export interface Paging {
  page: number;
  pageSize: number;
}

const offset = (p: Paging) => (p.page - 1) * p.pageSize;
/** The database keeps microseconds, ISO strings milliseconds: "after T" means from the next millisecond. */
const afterMs = (since: Date) => new Date(since.getTime() + 1);

function notificationFilter(user: Principal, options: { filter?: FeedFilter; unread?: boolean }) {
  const parts: (SQL | undefined)[] = [ownNotifications(user)];
  if (options.filter === "approvals") parts.push(eq(notifications.type, APPROVAL_TYPE));
  if (options.unread) parts.push(eq(notifications.isRead, false));
  return and(...parts);
}

function presentNotification(row: typeof notifications.$inferSelect) {
  return {
    id: row.id,
    type: row.type,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    additionalInfo: row.additionalInfo,
  };
}

function presentMention(row: typeof mentions.$inferSelect) {
  return {
    id: row.id,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    mentionedBy: row.mentionedBy,
    mention: row.mention,
  };
}

/** One page of the rows of `table` that match `where`, newest first, and how many match in all. */
async function newestPage<T extends typeof notifications | typeof mentions>(
  db: Db,
  table: T,
  where: SQL | undefined,
  paging: Paging,
) {
  // Drizzle types a query on one table, not on a type parameter: the query reads either, the answer is T's rows.
  const from: typeof notifications | typeof mentions = table;
  const [rows, [{ total }]] = await readAll(db, [
    () =>
      db
        .select()
        .from(from)
        .where(where)
        .orderBy(desc(from.createdAt), desc(from.id))
        .limit(paging.pageSize)
        .offset(offset(paging)),
    () => db.select({ total: count() }).from(from).where(where),
  ]);
  return { rows: rows as T["$inferSelect"][], total };
}

export async function listNotifications(
  deps: ApiDeps,
  user: Principal,
  options: Paging & { filter?: FeedFilter; unread?: boolean },
) {
  const { rows, total } = await newestPage(
    deps.db,
    notifications,
    notificationFilter(user, options),
    options,
  );
  return { data: rows.map(presentNotification), total };
}

export async function listMentions(deps: ApiDeps, user: Principal, options: Paging & { unread?: boolean }) {
  const where = and(ownMentions(user), options.unread ? eq(mentions.isRead, false) : undefined);
  const { rows, total } = await newestPage(deps.db, mentions, where, options);
  return { data: rows.map(presentMention), total };
}

/**
 * Notifications and mentions in one list, newest first (the bell's "all" tab and the screen).
 * With `since`, only items created after that instant (the live channel's catch-up).
 */
export async function listFeed(
  deps: ApiDeps,
  user: Principal,
  options: Paging & { filter?: FeedFilter; since?: Date },
) {
  const n = and(
    notificationFilter(user, options),
    options.since ? gte(notifications.createdAt, afterMs(options.since)) : undefined,
  );
  const notificationRows = deps.db
    .select({
      id: notifications.id,
      kind: sql<string>`'notification'`.as("kind"),
      type: notifications.type,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      message: sql<string>`${notifications.additionalInfo}->>'message'`.as("message"),
      link: sql<string | null>`${notifications.additionalInfo}->>'link'`.as("link"),
    })
    .from(notifications)
    .where(n)
    // Each side gives only its newest rows up to the page's end, from its (user, created_at) index: the union of
    // a user's whole history was sorted on every view (50,000 notifications: 11 ms, issue 37).
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(offset(options) + options.pageSize);
  const includeMentions = options.filter !== "approvals";
  const m = and(
    ownMentions(user),
    options.since ? gte(mentions.createdAt, afterMs(options.since)) : undefined,
  );
  const mentionRows = deps.db
    .select({
      id: mentions.id,
      kind: sql<string>`'mention'`.as("kind"),
      type: sql<string>`${sql.raw(`'${MENTION_TYPE}'`)}`.as("type"),
      isRead: mentions.isRead,
      createdAt: mentions.createdAt,
      message: sql<string>`${mentions.mention}->>'message'`.as("message"),
      link: sql<string | null>`${mentions.mention}->>'link'`.as("link"),
    })
    .from(mentions)
    .where(includeMentions ? m : sql`false`)
    .orderBy(desc(mentions.createdAt), desc(mentions.id))
    .limit(offset(options) + options.pageSize);
  const [rows, [{ total: nTotal }], [{ total: mTotal }]] = await readAll(deps.db, [
    () =>
      notificationRows
        .unionAll(mentionRows)
        .orderBy(sql`5 desc`, sql`1 desc`) // createdAt, () => id
        .limit(options.pageSize)
        .offset(offset(options)),
    () => deps.db.select({ total: count() }).from(notifications).where(n),
    () =>
      includeMentions
        ? deps.db.select({ total: count() }).from(mentions).where(m)
        : Promise.resolve([{ total: 0 }]),
  ]);
  const data: FeedItem[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as FeedItem["kind"],
    type: r.type as FeedItem["type"],
    isRead: r.isRead,
    createdAt: new Date(r.createdAt).toISOString(),
    message: r.message ?? "",
    link: r.link ?? null,
  }));
  return { data, total: nTotal + mTotal };
}

export async function unreadCounts(deps: ApiDeps, user: Principal): Promise<UnreadCounts> {
  const [[n], [m]] = await readAll(deps.db, [
    () => unreadNotificationsQuery(deps.db, user),
    () => unreadMentionsQuery(deps.db, user),
  ]);
  return unreadCountsOf(n, m.unread);
}

export async function readNotification(deps: ApiDeps, user: Principal, id: string) {
  const [row] = await deps.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(ownNotifications(user), eq(notifications.id, id)))
    .returning();
  if (!row) throw notFound();
  return presentNotification(row);
}

export async function readMention(deps: ApiDeps, user: Principal, id: string) {
  const [row] = await deps.db
    .update(mentions)
    .set({ isRead: true })
    .where(and(ownMentions(user), eq(mentions.id, id)))
    .returning();
  if (!row) throw notFound();
  return presentMention(row);
}

export async function readAllNotifications(deps: ApiDeps, user: Principal, filter: FeedFilter = "all") {
  const rows = await deps.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(notificationFilter(user, { filter }), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

export async function readAllMentions(deps: ApiDeps, user: Principal) {
  const rows = await deps.db
    .update(mentions)
    .set({ isRead: true })
    .where(and(ownMentions(user), eq(mentions.isRead, false)))
    .returning({ id: mentions.id });
  return { updated: rows.length };
}

/** Opening then closing the bell: every notification and every mention read, in one transaction. */
export async function readEverything(deps: ApiDeps, user: Principal) {
  return deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const n = await readAllNotifications(txDeps, user);
    const m = await readAllMentions(txDeps, user);
    return { notifications: n.updated, mentions: m.updated };
  });
}
