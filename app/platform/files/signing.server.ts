import { createHmac, timingSafeEqual } from "node:crypto";

export type SignedOp = "put" | "get";

/**
 * HMAC-signed, expiring URLs for the local disk store. The signature binds the operation, the company,
 * the file and the expiry, so a URL cannot be pointed at another file (of this or another company),
 * used for another operation, or used after it expired.
 */
export function sign(secret: string, op: SignedOp, companyId: string, fileId: string, expires: number) {
  return createHmac("sha256", secret)
    .update(`${op}\n${companyId}\n${fileId}\n${expires}`)
    .digest("base64url");
}

export function verify(
  secret: string,
  input: { op: SignedOp; companyId: string; fileId: string; expires: number; signature: string },
  now: Date,
): boolean {
  if (!Number.isFinite(input.expires) || input.expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(sign(secret, input.op, input.companyId, input.fileId, input.expires));
  const given = Buffer.from(input.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
