import { and, count, eq, gt } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { ApiError } from "~/api/errors.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { messages } from "~/platform/messages/schema.server";

/**
 * Daily sending quotas per company, in one place. Keel's sender and links go to any address, so without limits one
 * company could use Keel to mail or text strangers at will (issue 20, issue 25).
 *
 * - Every message a company queues in the outbox (email, SMS, voice; notifications included) counts against
 *   its daily quota, MESSAGES_PER_COMPANY_PER_DAY (default 5,000). What people send (invitations, resends,
 *   incident messages and their resends) is refused past it; Keel's own notifications are never refused, so a
 *   change is never undone for want of quota, but they count.
 * - Invitations and resends also keep their own, smaller limits, counted apart (users/invite-quota.server.ts).
 *
 * A day is the last 24 hours, so a spent quota frees up message by message rather than all at midnight.
 */
export const DEFAULT_MESSAGES_PER_DAY = 5_000;
export const DAY_MS = 86_400_000;

export const QUOTA_MESSAGES = {
  messagesSpent: (limit: number) =>
    `Your company has sent ${limit.toLocaleString("en-GB")} messages in the last 24 hours, the most allowed. Try again tomorrow.`,
  messagesTooMany: (left: number) =>
    `This would go past your company's daily sending quota: ${left.toLocaleString("en-GB")} message${left === 1 ? "" : "s"} left for the next 24 hours. Choose fewer audiences or channels, or try again tomorrow.`,
} as const;

/** A quota refusal: 429, code RATE_LIMITED, the message on the named fields. */
export const rateLimited = (message: string, fields?: Record<string, string[]>) =>
  new ApiError(429, "RATE_LIMITED", message, fields);

/** Messages the company queued in the outbox in the 24 hours before `now`. */
export async function messagesSentToday(db: Db | Tx, companyId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.companyId, companyId), gt(messages.createdAt, new Date(now.getTime() - DAY_MS))));
  return row?.n ?? 0;
}

/**
 * Refuses (429, nothing queued: call it before queueing, in the sending transaction) `adding` more messages when
 * they would take the company past its daily quota.
 */
export async function assertMessageQuota(
  deps: Pick<ApiDeps, "now" | "messagesPerDay"> & { db: Db | Tx },
  companyId: string,
  adding: number,
  fields?: (message: string) => Record<string, string[]> | undefined,
) {
  const limit = deps.messagesPerDay ?? DEFAULT_MESSAGES_PER_DAY;
  const sent = await messagesSentToday(deps.db, companyId, deps.now());
  if (sent + adding <= limit) return;
  const message =
    sent >= limit ? QUOTA_MESSAGES.messagesSpent(limit) : QUOTA_MESSAGES.messagesTooMany(limit - sent);
  throw rateLimited(message, fields?.(message));
}
