import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { notFound } from "~/api/errors.server";
import { toSessionUser } from "~/domains/auth/service.server";
import { hashToken, newToken } from "~/domains/auth/tokens.server";
import { users } from "~/domains/companies/users-schema.server";
import { paths } from "~/paths";
import { auditLog } from "~/platform/audit/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { CALENDAR_MESSAGES, FEED_AUDIT, type FeedKind } from "./model";
import { calendarFeeds } from "./schema.server";

/** The live link of a kind: the user's own, or the company's (no user). */
function liveFeed(user: Principal, kind: FeedKind): SQL {
  return and(
    eq(calendarFeeds.companyId, user.companyId),
    kind === "user" ? eq(calendarFeeds.userId, user.id) : isNull(calendarFeeds.userId),
    isNull(calendarFeeds.revokedAt),
  ) as SQL;
}

async function audit(db: Db | Tx, user: Principal, feedId: string, action: string, kind: FeedKind) {
  await db.insert(auditLog).values({
    companyId: user.companyId,
    actorId: user.id,
    entityType: "calendar_feed",
    entityId: feedId,
    action,
    changes: { kind },
  });
}

/** Whether a live link exists and since when; the token itself is never answered again. */
export async function feedState(
  deps: Pick<ApiDeps, "db">,
  user: Principal,
  kind: FeedKind,
): Promise<{ live: boolean; createdAt: Date | null }> {
  const [row] = await deps.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(liveFeed(user, kind));
  return row ? { live: true, createdAt: row.createdAt } : { live: false, createdAt: null };
}

/** Revokes the live link of this kind (there is at most one), each revocation in the audit trail: the links revoked. */
async function revokeLive(tx: Tx, now: Date, user: Principal, kind: FeedKind) {
  const old = await tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(liveFeed(user, kind))
    .returning({ id: calendarFeeds.id });
  for (const o of old) await audit(tx, user, o.id, FEED_AUDIT.revoked, kind);
  return old;
}

/**
 * A new link, its address answered this once; a live one is revoked first (regenerating), in the same
 * transaction, so there is never more than one and the old one answers 404 from now on.
 */
export async function createFeed(
  deps: Pick<ApiDeps, "db" | "now" | "appUrl">,
  user: Principal,
  kind: FeedKind,
) {
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    const old = await revokeLive(tx, deps.now(), user, kind);
    const [row] = await tx
      .insert(calendarFeeds)
      .values({
        companyId: user.companyId,
        userId: kind === "user" ? user.id : null,
        tokenHash: hashToken(token),
        createdById: user.id,
        createdAt: deps.now(),
      })
      .returning({ id: calendarFeeds.id });
    await audit(tx, user, row.id, old.length ? FEED_AUDIT.regenerated : FEED_AUDIT.created, kind);
  });
  return {
    url: `${deps.appUrl.replace(/\/$/, "")}${paths.calendarFeed(token)}`,
    message: CALENDAR_MESSAGES.created,
  };
}

/** Revokes the live link: its address answers 404 from now on. */
export async function revokeFeed(deps: Pick<ApiDeps, "db" | "now">, user: Principal, kind: FeedKind) {
  return deps.db.transaction(async (tx) => {
    const old = await revokeLive(tx, deps.now(), user, kind);
    if (!old.length) throw notFound(CALENDAR_MESSAGES.noLink);
    return { message: CALENDAR_MESSAGES.revoked };
  });
}

/**
 * Whose calendar a token opens: the user (their own feed, as that user reads it), or the company's programme.
 * An unknown or revoked token, or a disabled user's, opens nothing.
 */
export async function feedOwner(
  deps: Pick<ApiDeps, "db">,
  token: string,
): Promise<{ kind: "user"; user: Principal } | { kind: "company"; companyId: string } | null> {
  const [row] = await deps.db
    .select({ feed: calendarFeeds, user: users })
    .from(calendarFeeds)
    .leftJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.companyId, calendarFeeds.companyId)))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(calendarFeeds.revokedAt)));
  if (!row) return null;
  if (!row.feed.userId) return { kind: "company", companyId: row.feed.companyId };
  if (!row.user || row.user.disabled) return null;
  return { kind: "user", user: { ...toSessionUser(row.user), sessionId: "calendar-feed" } };
}
