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
