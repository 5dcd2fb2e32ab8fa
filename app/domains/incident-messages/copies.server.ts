import type { ApiDeps } from "~/api/context.server";
import { paths } from "~/paths";
import { voiceKeysPath } from "~/platform/messages/transports.server";
import type { Language } from "~/shared/i18n/languages";
import { RESOURCES, translator } from "~/shared/i18n/translator";
import { answerPageToken, linkToken } from "./links.server";
import type { Channel } from "./model";
import type { RecipientCopy } from "./outbox.server";
import { incidentMessageRecipients, type incidentMessages } from "./schema.server";
import { smsText, withStatusPage } from "./sms";
import { linkLabel, messageIn } from "./translated.server";

/** A recipient as their copies need them. */
export const copyFields = {
  id: incidentMessageRecipients.id,
  email: incidentMessageRecipients.email,
  phone: incidentMessageRecipients.phone,
  language: incidentMessageRecipients.language,
};
export type CopyRecipient = { id: string; email: string | null; phone: string | null; language: Language };

/**
 * Each recipient's copies on `channels` (the message's own, or one escalation wave's), in their language (issue 36
 * item 7): the email with one signed link per answer, the short SMS, the call that takes a key. The template's
 * text when the sender kept it is theirs too; the sender's own words go as typed. While the incident's public
 * status page is published, the email (and the SMS, when it still fits) link to it (issue 36 item 6).
 */
export function copiesFor(
  deps: Pick<ApiDeps, "appUrl">,
  message: typeof incidentMessages.$inferSelect,
  recipient: CopyRecipient,
  {
    channels = message.channels,
    statusLink = null,
  }: { channels?: readonly Channel[]; statusLink?: string | null } = {},
): RecipientCopy[] {
  const language = recipient.language;
  const t = translator(language);
  const { subject, body } = messageIn(message, language);
  const links = message.purposes
    .map(
      (p) =>
        `${linkLabel(p, language)}: ${deps.appUrl}${paths.messageLink(linkToken(recipient.id, p, message.expiresAt))}`,
    )
    .join("\n");
  const base = {
    recipientId: recipient.id,
    companyId: message.companyId,
    incidentId: message.incidentId,
    subject,
    text: `${body}\n\n${links}${statusLink ? `\n\n${t("message.statusPage", { link: statusLink })}` : ""}`,
  };
  const out: RecipientCopy[] = [];
  if (channels.includes("email") && recipient.email)
    out.push({ ...base, channel: "email", to: recipient.email });
  // One segment: the text cut to fit, what to reply, and one short link to a page with every answer (K9).
  const page = () => `${deps.appUrl}${paths.answerPage(answerPageToken(recipient.id))}`;
  if (channels.includes("sms") && recipient.phone)
    out.push({
      ...base,
      channel: "sms",
      to: recipient.phone,
      text: withStatusPage(
        smsText(body, message.purposes, page(), RESOURCES[language].message.smsReply),
        statusLink,
      ).text,
    });
  // A call reads the message aloud and takes the answer by keypad, posted to this recipient's signed address.
  if (channels.includes("voice") && recipient.phone)
    out.push({
      ...base,
      channel: "voice",
      to: recipient.phone,
      text: `${body} ${t("message.voiceClosing")}`,
      gather: {
        action: `${deps.appUrl.replace(/\/$/, "")}${voiceKeysPath(answerPageToken(recipient.id))}`,
        purposes: message.purposes,
        language,
      },
    });
  return out;
}
