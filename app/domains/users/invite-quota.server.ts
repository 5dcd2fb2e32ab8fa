import { and, count, eq, gt, type SQL, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { ApiError } from "~/api/errors.server";
import { emailTokens } from "~/domains/auth/schema.server";
import { USER_MESSAGES } from "./messages";

/**
 * How many invitation emails a company may make Keel send in 24 hours: new invitations and resends counted
 * apart. Keel's sender, link and the company's own text go to any address, so without a limit one company
 * could use Keel to mail strangers (issue 20). Generous for onboarding a company; an administrator who needs
 * more waits a day.
 */
export const INVITES_PER_DAY = 50;
export const RESENDS_PER_DAY = 50;
const DAY_MS = 86_400_000;

export type InviteKind = "invite" | "resend";

/** Refuses (429, on the form's field) an invitation or resend past the company's daily limit. */
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
  if ((row?.n ?? 0) >= limit) {
    const message = USER_MESSAGES.inviteLimit(kind, limit);
    throw new ApiError(429, "RATE_LIMITED", message, kind === "invite" ? { email: [message] } : undefined);
  }
}
