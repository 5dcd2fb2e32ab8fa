import { type LinkPurpose, VOICE_CLOSING } from "./model";

/*
 * The voice call's document (issue 36 item 3), in the TwiML dialect Twilio-compatible providers read: it says the
 * message, then gathers one key and posts it to Keel's signed webhook for this recipient. Without a key the call
 * says where else to answer.
 */

/** A voice call's keypad answers (issue 36 item 3): one key each, offered only for the answers the message carries. */
export const VOICE_KEYS = { safe: "1", help: "2", ack: "3" } as const satisfies Record<LinkPurpose, string>;
export const VOICE_PROMPTS = {
  safe: `Press ${VOICE_KEYS.safe} if you are safe.`,
  help: `Press ${VOICE_KEYS.help} if you need help.`,
  ack: `Press ${VOICE_KEYS.ack} to acknowledge this message.`,
  noKey: "We did not receive an answer.",
  unknownKey: "That key is not one of the answers.",
  late: "This message can no longer be answered. Contact your response team.",
} as const;

const xml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch]!,
  );

/** The keys a call offers: only the answers its message carries. */
export const voicePrompt = (purposes: readonly LinkPurpose[]) =>
  (["safe", "help", "ack"] as const)
    .filter((p) => purposes.includes(p))
    .map((p) => VOICE_PROMPTS[p])
    .join(" ");

/** The call: the message read out, and one key gathered for `action` (the recipient's signed webhook). */
export function voiceDocument(text: string, gather: { action: string; purposes: readonly LinkPurpose[] }) {
  const say = (t: string) => `<Say>${xml(t)}</Say>`;
  // The copy's text ends with where else to answer: said only when no key comes.
  const message = text.endsWith(VOICE_CLOSING) ? text.slice(0, -VOICE_CLOSING.length).trim() : text;
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Gather numDigits="1" timeout="10" method="POST" action="${xml(gather.action)}">${say(message)}${say(voicePrompt(gather.purposes))}</Gather>${say(`${VOICE_PROMPTS.noKey} ${VOICE_CLOSING}`)}</Response>`;
}

/** What the call says once the key is taken (the webhook's answer). */
export const voiceReply = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Say>${xml(text)}</Say></Response>`;

/** The answer a pressed key names, or null (another key, several, none). */
export function keyPurpose(digits: string): LinkPurpose | null {
  const found = (Object.entries(VOICE_KEYS) as [LinkPurpose, string][]).find(([, key]) => key === digits);
  return found ? found[0] : null;
}
