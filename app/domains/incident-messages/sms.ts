/**
 * The short SMS of an incident message (issue 36 item 2, review K9): one segment, at most 160 GSM-7 characters,
 * the message's text (cut to fit), what to reply, and ONE short link to a page that offers every answer. A split
 * SMS arrives late or out of order, and a phone shows a non-GSM character by sending the whole text as UCS-2
 * (70 characters a segment), so the text is kept to the GSM-7 alphabet. Isomorphic: the send form's live preview
 * and the sender count the same way.
 */

import { message } from "~/shared/i18n/en";
import { countOf } from "~/shared/plural";
import type { LinkPurpose } from "./model";

export const SMS_MAX_CHARACTERS = 160;
/** An answer page's token is always this long (answer-tokens.server.ts), so a preview counts exactly. */
export const ANSWER_TOKEN_LENGTH = 32;
/** What a preview shows in place of each person's own token. */
export const SAMPLE_ANSWER_TOKEN = "x".repeat(ANSWER_TOKEN_LENGTH);

/** What a person replies to the SMS for each answer (issue 36 item 3), shown in the SMS. */
export const SMS_REPLY_CODES = { safe: "1", help: "2", ack: "OK" } as const satisfies Record<
  LinkPurpose,
  string
>;

/** The reply line's words in one language (`message.smsReply` of app/shared/i18n); the codes are the same in all. */
export type SmsReplyWords = { readonly [K in keyof typeof message.smsReply]: string };

/** `{{name}}` placeholders filled (the i18next syntax of the resources; this file stays free of i18next). */
const fill = (text: string, code: string, codes = "") =>
  text.replaceAll("{{code}}", code).replaceAll("{{codes}}", codes);

/** The reply line of an SMS, in the recipient's language: only the answers the message carries. */
export function smsReplyHint(purposes: readonly LinkPurpose[], words: SmsReplyWords = message.smsReply) {
  if (purposes.includes("safe") || purposes.includes("help"))
    return fill(
      words.answers,
      "",
      [
        purposes.includes("safe") ? fill(words.safe, SMS_REPLY_CODES.safe) : null,
        purposes.includes("help") ? fill(words.help, SMS_REPLY_CODES.help) : null,
      ]
        .filter(Boolean)
        .join(" "),
    );
  return fill(words.ack, SMS_REPLY_CODES.ack);
}

// The GSM 03.38 default alphabet, and its extension table (each of those costs two characters).
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENDED = "^{}\\[~]|€\f";
const BASIC = new Set(GSM7_BASIC);
const EXTENDED = new Set(GSM7_EXTENDED);

/** Common characters outside GSM-7, as their nearest GSM-7 spelling. */
const REPLACEMENTS: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00A0": " ",
  "\t": " ",
};

/** The text in the GSM-7 alphabet: typographic punctuation straightened, accents dropped, anything else "?". */
export function toGsm7(text: string) {
  let out = "";
  for (const ch of text) {
    if (BASIC.has(ch) || EXTENDED.has(ch)) out += ch;
    else if (ch in REPLACEMENTS) out += REPLACEMENTS[ch];
    else {
      const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += base.length > 0 && [...base].every((c) => BASIC.has(c)) ? base : "?";
    }
  }
  return out;
}

/** Characters a GSM-7 text takes in an SMS (an extension character counts two). */
export function gsm7Length(text: string) {
  let n = 0;
  for (const ch of text) n += EXTENDED.has(ch) ? 2 : 1;
  return n;
}

/** The text cut to `room` GSM-7 characters at a word's end, with "..." when anything was cut. */
function cutTo(text: string, room: number) {
  if (gsm7Length(text) <= room) return text;
  let kept = "";
  for (const ch of text) {
    if (gsm7Length(kept + ch) > room - 3) break;
    kept += ch;
  }
  const atWord = kept.replace(/\s+\S*$/, "");
  return `${(atWord.length >= kept.length / 2 ? atWord : kept).trimEnd()}...`;
}

/**
 * The SMS of a message: its text (cut to fit), the reply line and the answer page's link, in one segment.
 * `cut`: how many characters of the text did not fit (the answer page shows it whole). French, German and Spanish
 * go through toGsm7 too: the letters GSM-7 has (é, è, à, ä, ö, ü, ñ, ß…) stay, the others lose their accent
 * (ç→c, ê→e, á→a, ¿ stays): one accented letter outside GSM-7 would send the whole SMS as UCS-2, 70 characters.
 */
export function smsText(
  body: string,
  purposes: readonly LinkPurpose[],
  link: string,
  words: SmsReplyWords = message.smsReply,
) {
  const tail = `\n${toGsm7(smsReplyHint(purposes, words))} ${toGsm7(link)}`;
  const text = toGsm7(body.replace(/\s+/g, " ").trim());
  const room = Math.max(0, SMS_MAX_CHARACTERS - gsm7Length(tail));
  const fitted = cutTo(text, room);
  const sms = `${fitted}${tail}`;
  return {
    text: sms,
    length: gsm7Length(sms),
    cut: fitted === text ? 0 : gsm7Length(text) - (gsm7Length(fitted) - 3),
  };
}

/**
 * The SMS with the incident's public status page after it, only when the message went whole and the link still
 * fits the one segment; otherwise the SMS as it was (the email carries the link).
 */
export function withStatusPage(sms: ReturnType<typeof smsText>, statusLink: string | null) {
  if (!statusLink || sms.cut > 0) return sms;
  const text = `${sms.text}\nStatus: ${toGsm7(statusLink)}`;
  const length = gsm7Length(text);
  return length <= SMS_MAX_CHARACTERS ? { ...sms, text, length } : sms;
}

/** The send form's SMS preview. */
export const SMS_PREVIEW_LABELS = {
  title: "SMS preview",
  length: (n: number) => `${n} of ${SMS_MAX_CHARACTERS} characters, one SMS`,
  cut: (n: number) =>
    `${countOf(n, "character")} of the message did not fit: the SMS links to a page that shows it whole. Write a shorter message to text it whole.`,
  link: "Each person's link is their own; the page it opens offers every answer.",
  refresh: "Preview the SMS",
} as const;

/** What became of an SMS reply (issue 36 item 3): kept whatever it said, recorded only when it is sure. */
export const SMS_REPLY_OUTCOMES = [
  "recorded",
  /** That answer was recorded already (by a link, the page or an earlier reply). */
  "already",
  /** Not one of the codes the message's SMS offered. */
  "unknown",
  /** From a number that received no incident message by SMS. */
  "unmatched",
  /** The number's messages have all expired, or their incident is over. */
  "late",
  /** The number has open messages from more than one company: whose it answers cannot be told. */
  "ambiguous",
  /** The provider posted this reply before (same message id): nothing is recorded twice. */
  "replayed",
] as const;
export type SmsReplyOutcome = (typeof SMS_REPLY_OUTCOMES)[number];
