import type { ApiDeps } from "~/api/context.server";
import { paths } from "~/paths";
import { voiceKeysPath } from "~/platform/messages/transports.server";
import { answerPageToken, linkToken } from "./links.server";
import { type Channel, LINK_LABELS, VOICE_CLOSING } from "./model";
import type { RecipientCopy } from "./outbox.server";
import type { incidentMessages } from "./schema.server";
import { smsText } from "./sms";

/**
 * Each recipient's copies on `channels` (the message's own, or one escalation wave's): the email with one signed
 * link per answer, the short SMS, the call that takes a key.
 */
export function copiesFor(
  deps: Pick<ApiDeps, "appUrl">,
  message: typeof incidentMessages.$inferSelect,
  recipient: { id: string; email: string | null; phone: string | null },
  channels: readonly Channel[] = message.channels,
): RecipientCopy[] {
  const links = message.purposes
    .map(
      (p) =>
        `${LINK_LABELS[p]}: ${deps.appUrl}${paths.messageLink(linkToken(recipient.id, p, message.expiresAt))}`,
    )
    .join("\n");
  const base = {
    recipientId: recipient.id,
    companyId: message.companyId,
    incidentId: message.incidentId,
    subject: message.subject,
    text: `${message.body}\n\n${links}`,
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
      text: smsText(message.body, message.purposes, page()).text,
    });
  // A call reads the message aloud and takes the answer by keypad, posted to this recipient's signed address.
  if (channels.includes("voice") && recipient.phone)
    out.push({
      ...base,
      channel: "voice",
      to: recipient.phone,
      text: `${message.body} ${VOICE_CLOSING}`,
      gather: {
        action: `${deps.appUrl.replace(/\/$/, "")}${voiceKeysPath(answerPageToken(recipient.id))}`,
        purposes: message.purposes,
      },
    });
  return out;
}
