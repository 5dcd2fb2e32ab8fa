import { and, desc, eq, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { logInbound, settleInbound } from "./inbound-log.server";
import type { LinkPurpose } from "./model";
import { incidentMessageRecipients, incidentMessages, incidentMessageWaves } from "./schema.server";
import { openRecipient, recordAnswer } from "./service.server";
import { SMS_REPLY_CODES, type SmsReplyOutcome } from "./sms";

/*
 * Two-way SMS (issue 36 item 3): a person's reply to an incident message's SMS ("1" safe, "2" need help, "OK"
 * acknowledged, as the SMS says) records that answer for them, as the answer page would. Every reply is kept in
 * sms_replies with what became of it; a reply Keel cannot tie to exactly one open message, or that says anything
 * else, is kept as such and never guessed into an answer.
 */

/** The answer a reply's text names, if it is one of the codes. */
export function replyPurpose(body: string): LinkPurpose | null {
  const said = body
    .trim()
    .replace(/[.!]+$/, "")
    .toUpperCase();
  const found = (Object.entries(SMS_REPLY_CODES) as [LinkPurpose, string][]).find(
    ([, code]) => code === said,
  );
  return found ? found[0] : null;
}

const digits = (phone: string) => phone.replace(/\D/g, "");

/**
 * Records one reply the provider posted (its signature already checked). The row is written first with the
 * provider's message id, which is unique: a replayed post finds it and changes nothing.
 */
export async function receiveSmsReply(
  deps: ApiDeps,
  reply: { providerMessageId: string; from: string; body: string },
): Promise<{ outcome: SmsReplyOutcome }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const id = await logInbound(tx, {
      providerMessageId: reply.providerMessageId,
      fromNumber: reply.from.slice(0, 32),
      body: reply.body.slice(0, 320),
      receivedAt: now,
    });
    if (!id) return { outcome: "replayed" as const };
    const settle = async (outcome: SmsReplyOutcome, companyId?: string, recipientId?: string) => {
      await settleInbound(tx, id, outcome, companyId, recipientId);
      return { outcome };
    };
    const number = digits(reply.from);
    if (number.length < 6) return settle("unmatched");
    const r = incidentMessageRecipients;
    // The number's copies sent by SMS, newest first (a handful: a person gets few alerts).
    const sent = await tx
      .select({
        recipientId: r.id,
        companyId: r.companyId,
        expiresAt: incidentMessages.expiresAt,
      })
      .from(r)
      .innerJoin(incidentMessages, eq(incidentMessages.id, r.messageId))
      .where(
        and(
          sql`regexp_replace(${r.phone}, '[^0-9]', '', 'g') = ${number}`,
          // Sent by SMS: the message's own channels, or an escalation wave that texted.
          sql`(${incidentMessages.channels} @> '["sms"]'::jsonb or exists (select 1 from ${incidentMessageWaves} w where w.message_id = ${incidentMessages.id} and w.step = 'sms' and w.refused is null))`,
        ),
      )
      .orderBy(desc(r.lastSentAt))
      .limit(50);
    if (sent.length === 0) return settle("unmatched");
    const open = sent.filter((s) => s.expiresAt.getTime() >= now.getTime());
    if (open.length === 0) return settle("late", sent[0].companyId, sent[0].recipientId);
    if (new Set(open.map((s) => s.companyId)).size > 1) return settle("ambiguous");
    // The reply answers the latest message the number was sent.
    const latest = open[0];
    const purpose = replyPurpose(reply.body);
    const recipient = await openRecipient(tx, latest.recipientId);
    if (recipient.state !== "ok") return settle("late", latest.companyId, latest.recipientId);
    if (!purpose || !recipient.message.purposes.includes(purpose))
      return settle("unknown", latest.companyId, latest.recipientId);
    const view = await recordAnswer(deps, tx, recipient, purpose);
    return settle(view.state === "recorded" ? "recorded" : "already", latest.companyId, latest.recipientId);
  });
}
