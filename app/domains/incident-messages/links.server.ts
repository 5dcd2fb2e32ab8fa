import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/config.server";
import { LINK_PURPOSES, type LinkPurpose } from "./model";

/**
 * Signed, single-purpose, expiring links of incident messages: `<recipient>.<purpose>.<expires>.<signature>`,
 * HMAC-SHA256 under a key derived from the app's session secret for this use only. The signature binds the
 * recipient, the purpose and the expiry, so a link cannot be turned into another recipient's, another answer
 * or a longer life. Use-once is the database's part (service.server.ts).
 */
let key: Buffer | null = null;
function linkKey() {
  key ??= Buffer.from(hkdfSync("sha256", getConfig().sessionSecret, "keel", "incident-message-links", 32));
  return key;
}

const sign = (body: string) => createHmac("sha256", linkKey()).update(body).digest("base64url");

export function linkToken(recipientId: string, purpose: LinkPurpose, expiresAt: Date) {
  const body = `${recipientId}.${purpose}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${sign(body)}`;
}

export type LinkCheck =
  | { ok: true; recipientId: string; purpose: LinkPurpose }
  | { ok: false; reason: "invalid" | "expired" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks a token's shape and signature, then its expiry (a forged token never reads as expired). */
export function checkLinkToken(token: string, now: Date): LinkCheck {
  const parts = token.length <= 200 ? token.split(".") : [];
  if (parts.length !== 4) return { ok: false, reason: "invalid" };
  const [recipientId, purpose, expires, signature] = parts;
  if (
    !UUID.test(recipientId) ||
    !LINK_PURPOSES.includes(purpose as LinkPurpose) ||
    !/^\d{1,12}$/.test(expires)
  )
    return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(`${recipientId}.${purpose}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "invalid" };
  if (Number(expires) * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, recipientId, purpose: purpose as LinkPurpose };
}

/**
 * The SMS's one short link (issue 36 item 2): the answer page of one recipient, `/a/<token>`, where the token is
 * the recipient's id (16 bytes) and the first 8 bytes of its HMAC under a key of its own, base64url: 32
 * characters. It names no answer and no expiry: the page offers every answer the message carries, and the
 * message's own expiry (renewed by a resend) decides whether it still works.
 */
/**
 * The same short token serves each kind of one-person answer link, under a key of its own per kind: an incident
 * message's answer page, and a reachability drill's acknowledgement (drills/service.server.ts), so a token of one
 * can never open the other.
 */
export type ShortLinkKind = "incident-answer-page" | "drill-answer";
const pageKeys = new Map<ShortLinkKind, Buffer>();
function answerPageKey(kind: ShortLinkKind) {
  let key = pageKeys.get(kind);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", getConfig().sessionSecret, "keel", kind, 32));
    pageKeys.set(kind, key);
  }
  return key;
}
const pageMac = (kind: ShortLinkKind, id: Buffer) =>
  createHmac("sha256", answerPageKey(kind)).update(id).digest().subarray(0, 8);

export function shortLinkToken(kind: ShortLinkKind, recipientId: string) {
  const id = Buffer.from(recipientId.replaceAll("-", ""), "hex");
  return Buffer.concat([id, pageMac(kind, id)]).toString("base64url");
}

/** The recipient a short token names, or null when it is not one Keel signed for this kind of link. */
export function checkShortLinkToken(kind: ShortLinkKind, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const raw = Buffer.from(token, "base64url");
  if (raw.length !== 24) return null;
  const id = raw.subarray(0, 16);
  if (!timingSafeEqual(pageMac(kind, id), raw.subarray(16))) return null;
  const hex = id.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const answerPageToken = (recipientId: string) => shortLinkToken("incident-answer-page", recipientId);
export const checkAnswerPageToken = (token: string) => checkShortLinkToken("incident-answer-page", token);
