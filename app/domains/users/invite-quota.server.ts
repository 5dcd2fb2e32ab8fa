import { and, count, eq, gt, type SQL, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { emailTokens } from "~/domains/auth/schema.server";
import { assertMessageQuota, DAY_MS, lockSendingQuota, rateLimited } from "~/domains/mail/quota.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { USER_MESSAGES } from "./model";

/**
 * Invitations and resends keep their own daily limits per company, smaller than and counted apart from the
 * company's message quota (domains/mail/quota.server.ts), which they also count against.
 */
export const INVITES_PER_DAY = 50;
export const RESENDS_PER_DAY = 50;

export type InviteKind = "invite" | "resend";

/**
 * Refuses (429, on the form's email field for an invitation) an invitation or resend past the company's daily
 * limit for its kind, or past the company's message quota. In the transaction that writes the invitation it holds
 * the company's sending-quota lock to the end, so racing invitations cannot pass the limit together.
 */
export async function assertInviteQuota(
  deps: Pick<ApiDeps, "now" | "messagesPerDay"> & { db: Db | Tx },
  companyId: string,
  kind: InviteKind,
) {
  await lockSendingQuota(deps.db, companyId);
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
