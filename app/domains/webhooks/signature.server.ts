/**
 * How a delivery is signed (docs/webhooks.md): `Keel-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` over
 * `<t>.<raw body>` with the webhook's secret. The timestamp is signed with the body, so a receiver can refuse a
 * replay older than a few minutes.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const signatureOf = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

export const signatureHeader = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;

/** What a receiver does (and the tests do): recompute and compare in constant time, within the tolerance. */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  now = Date.now(),
  toleranceSeconds = 300,
) {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), "hex");
  const given = Buffer.from(parts.v1, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
