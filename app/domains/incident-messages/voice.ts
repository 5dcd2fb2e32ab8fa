import { message, type Translation } from "~/shared/i18n/en";
import type { Language } from "~/shared/i18n/languages";
import type { LinkPurpose } from "./model";

/*
 * The voice call's document (issue 36 item 3), in the TwiML dialect Twilio-compatible providers read: it says the
 * message, then gathers one key and posts it to Keel's signed webhook for this recipient. Without a key the call
 * says where else to answer. It speaks the recipient's language (issue 36 item 7): the words of app/shared/i18n,
 * each <Say> naming its language so the provider reads it with a voice of that language. Isomorphic and free of
 * i18next (the send form previews the prompt).
 */

/** A voice call's keypad answers (issue 36 item 3): one key each, offered only for the answers the message carries. */
export const VOICE_KEYS = { safe: "1", help: "2", ack: "3" } as const satisfies Record<LinkPurpose, string>;
/** The language each <Say> names (the provider's voice for it). */
export const VOICE_LANGUAGES = {
  en: "en-US",
  fr: "fr-FR",
  de: "de-DE",
  es: "es-ES",
} as const satisfies Record<Language, string>;

/** A call's words in one language (`message.voice` and `message.voiceClosing` of app/shared/i18n). */
export type VoiceWords = Pick<Translation["message"], "voice" | "voiceClosing">;

const xml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch]!,
  );

/** The keys a call offers, in its language: only the answers its message carries. */
export const voicePrompt = (purposes: readonly LinkPurpose[], words: VoiceWords["voice"] = message.voice) =>
  (["safe", "help", "ack"] as const)
    .filter((p) => purposes.includes(p))
    .map((p) => words[p].replaceAll("{{key}}", VOICE_KEYS[p]))
    .join(" ");

const sayIn = (language: Language) => (text: string) =>
  `<Say language="${VOICE_LANGUAGES[language]}">${xml(text)}</Say>`;

/**
 * The call: the message read out, and one key gathered for `action` (the recipient's signed webhook), in the
 * recipient's language (`words`: that language's).
 */
export function voiceDocument(
  text: string,
  gather: { action: string; purposes: readonly LinkPurpose[]; language: Language },
  words: VoiceWords = message,
) {
  const say = sayIn(gather.language);
  const closing = words.voiceClosing;
  // The copy's text ends with where else to answer: said only when no key comes.
  const spoken = text.endsWith(closing) ? text.slice(0, -closing.length).trim() : text;
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Gather numDigits="1" timeout="10" method="POST" action="${xml(gather.action)}">${say(spoken)}${say(voicePrompt(gather.purposes, words.voice))}</Gather>${say(`${words.voice.noKey} ${closing}`)}</Response>`;
}

/** What the call says once the key is taken (the webhook's answer), in the recipient's language. */
export const voiceReply = (text: string, language: Language) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${sayIn(language)(text)}</Response>`;

/** The answer a pressed key names, or null (another key, several, none). */
export function keyPurpose(digits: string): LinkPurpose | null {
  const found = (Object.entries(VOICE_KEYS) as [LinkPurpose, string][]).find(([, key]) => key === digits);
  return found ? found[0] : null;
}
