import { eq } from "drizzle-orm";
import { smsReplies } from "~/domains/mail/schema.server";
import type { Tx } from "~/platform/db/client.server";
import type { SmsReplyOutcome } from "./sms";

/**
 * Logs an SMS reply or a call's key once, by the provider's id (unique): answers the new row's id, or undefined when
 * the provider's retry or a replayed post finds it logged already. Its outcome is settled once it is read.
 */
export async function logInbound(
  tx: Tx,
  entry: Omit<typeof smsReplies.$inferInsert, "id" | "outcome" | "companyId" | "recipientId">,
) {
  const [row] = await tx
    .insert(smsReplies)
    .values({ ...entry, outcome: "unknown" })
    .onConflictDoNothing()
    .returning({ id: smsReplies.id });
  return row?.id;
}

/** What became of a logged reply: its outcome, and the company and recipient it was matched to (when it was). */
export async function settleInbound(
  tx: Tx,
  id: string,
  outcome: SmsReplyOutcome,
  companyId?: string,
  recipientId?: string,
) {
  await tx
    .update(smsReplies)
    .set({ outcome, companyId: companyId ?? null, recipientId: recipientId ?? null })
    .where(eq(smsReplies.id, id));
}
