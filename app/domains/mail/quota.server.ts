import { and, count, eq, gt, type SQL, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { ApiError } from "~/api/errors.server";
import { emailTokens } from "~/domains/auth/schema.server";
import { USER_MESSAGES } from "~/domains/users/model";
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
 * - Invitations and resends also keep their own, smaller limits, counted apart.
 *
 * A day is the last 24 hours, so a spent quota frees up message by message rather than all at midnight.
 */
export const DEFAULT_MESSAGES_PER_DAY = 5_000;
export const INVITES_PER_DAY = 50;
export const RESENDS_PER_DAY = 50;
const DAY_MS = 86_400_000;

export type InviteKind = "invite" | "resend";

export const QUOTA_MESSAGES = {
  messagesSpent: (limit: number) =>
    `Your company has sent ${limit.toLocaleString("en-GB")} messages in the last 24 hours, the most allowed. Try again tomorrow.`,
  messagesTooMany: (left: number) =>
    `This would go past your company's daily sending quota: ${left.toLocaleString("en-GB")} message${left === 1 ? "" : "s"} left for the next 24 hours. Choose fewer audiences or channels, or try again tomorrow.`,
} as const;

const rateLimited = (message: string, fields?: Record<string, string[]>) =>
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

/**
 * Refuses (429, on the form's email field for an invitation) an invitation or resend past the company's daily
 * limit for its kind, or past the company's message quota.
 */
export async function assertInviteQuota(deps: ApiDeps, companyId: string, kind: InviteKind) {
  const since = new Date(deps.now().getTime() - DAY_MS);
  // A resend is an invitation token whose user already had an earlier one.
  const earlier = sql`exists (select 1 from ${emailTokens} as earlier where earlier.user_id = ${emailTokens.userId}
    and earlier.kind = 'invite' and earlier.created_at < ${emailTokens.createdAt})`;
  const condition: SQL = kind === "resend" ? earlier : sql`not ${earlier}`;
  const [row] = await deps.db
    .select({ n: count() })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.companyId, companyId),
        eq(emailTokens.kind, "invite"),
        gt(emailTokens.createdAt, since),
        condition,
      ),
    );
  const limit = kind === "resend" ? RESENDS_PER_DAY : INVITES_PER_DAY;
  const onField = (message: string) => (kind === "invite" ? { email: [message] } : undefined);
  if ((row?.n ?? 0) >= limit) {
    const message = USER_MESSAGES.inviteLimit(kind, limit);
    throw rateLimited(message, onField(message));
  }
  await assertMessageQuota(deps, companyId, 1, onField);
}
