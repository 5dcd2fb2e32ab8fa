import type { ApiDeps } from "~/api/context.server";
import { DEFAULT_LANGUAGE, type Language } from "~/shared/i18n/languages";
import { RESOURCES } from "~/shared/i18n/translator";
import { logInbound, settleInbound } from "./inbound-log.server";
import { checkAnswerPageToken } from "./links.server";
import { openRecipient, recordAnswer } from "./service.server";
import type { SmsReplyOutcome } from "./sms";
import { keyPurpose } from "./voice";

/*
 * Keypad answers (issue 36 item 3): a voice call's Gather posts the key its callee pressed to the callee's own
 * signed address (the token of their answer page); 1 safe, 2 need help, 3 acknowledged, as the call offered. Every
 * post is logged beside the SMS replies with what became of it; a key the call did not offer, a call to another
 * number than the recipient's, or a replay is logged and records nothing. The call answers in its recipient's
 * language (the answer page's words); a post that names nobody is answered in the default language.
 */

const digits = (phone: string) => phone.replace(/\D/g, "");

/** Records one key the provider posted (its signature and account already checked); answers what the call says. */
export async function receiveVoiceKey(
  deps: ApiDeps,
  key: { token: string; callSid: string; to: string; digits: string },
): Promise<{ outcome: SmsReplyOutcome; say: string; language: Language }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // One row per call (its CallSid is unique): the provider's retry, or a replayed post, finds it.
    const id = await logInbound(tx, {
      providerMessageId: key.callSid,
      channel: "voice",
      fromNumber: key.to.slice(0, 32),
      body: key.digits.slice(0, 16),
      receivedAt: now,
    });
    const recipientId = checkAnswerPageToken(key.token);
    const open = recipientId ? await openRecipient(tx, recipientId) : ({ state: "invalid" } as const);
    // The recipient's language, when the address names one (whatever else is wrong with the call).
    const language: Language =
      open.state === "ok"
        ? open.recipient.language
        : open.state === "expired"
          ? open.language
          : DEFAULT_LANGUAGE;
    const w = { ...RESOURCES[language].message.voice, ...RESOURCES[language].answer };
    const settle = async (
      outcome: SmsReplyOutcome,
      say: string,
      companyId?: string,
      recipientId?: string,
    ) => {
      if (id) await settleInbound(tx, id, outcome, companyId, recipientId);
      return { outcome, say, language };
    };
    if (!id) return { outcome: "replayed" as const, say: w.answerGiven, language };
    if (!recipientId) return settle("unmatched", w.late);
    if (open.state !== "ok") return settle("late", w.late);
    const { recipient, message } = open;
    // The call was placed to this recipient's number: a token carried to another call (another company's) is not theirs.
    if (!recipient.phone || digits(recipient.phone) !== digits(key.to))
      return settle("unmatched", w.late, recipient.companyId);
    if (message.expiresAt.getTime() < now.getTime())
      return settle("late", w.late, recipient.companyId, recipient.id);
    const purpose = keyPurpose(key.digits);
    if (!purpose || !message.purposes.includes(purpose))
      return settle("unknown", w.unknownKey, recipient.companyId, recipient.id);
    const view = await recordAnswer(deps, tx, open, purpose);
    return view.state === "recorded"
      ? settle("recorded", view.text ?? w.recorded[purpose], recipient.companyId, recipient.id)
      : settle("already", w.answerGiven, recipient.companyId, recipient.id);
  });
}
