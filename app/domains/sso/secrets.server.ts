import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { type Env, getConfig, getEnv } from "~/config.server";

/**
 * SSO client secrets at rest: AES-256-GCM, a fresh 96-bit IV per secret, the company id as
 * associated data (a ciphertext copied to another company does not decrypt).
 * Stored as "v1.<keyId>.<iv>.<tag>.<ciphertext>" (base64url parts).
 *
 * Keys: SSO_ENCRYPTION_KEY (32 bytes as base64 or 64 hex characters, or any passphrase, hashed),
 * or, in development, derived from the session secret with HKDF. Rotation: set the new key in
 * SSO_ENCRYPTION_KEY and the old one in SSO_ENCRYPTION_KEY_PREVIOUS; secrets still under the old
 * key are read with it and re-encrypted under the new one on their next use (see docs/security.md).
 */
export interface SecretKey {
  id: string;
  key: Buffer;
}

function toKey(material: string): Buffer {
  const trimmed = material.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, "hex");
  const b64 = Buffer.from(trimmed, "base64");
  if (b64.length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(trimmed)) return b64;
  return createHash("sha256").update(trimmed).digest();
}

const keyId = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 8);

function withId(key: Buffer): SecretKey {
  return { id: keyId(key), key };
}

let warned = false;

/** The current key first, then the previous one (if any). */
export function secretKeys(env: Env = getEnv()): SecretKey[] {
  if (!env.SSO_ENCRYPTION_KEY && env.NODE_ENV === "production" && !warned) {
    warned = true;
    console.warn(
      "[keel] SSO_ENCRYPTION_KEY is not set: SSO client secrets use a key derived from the session secret.",
    );
  }
  const current = env.SSO_ENCRYPTION_KEY
    ? toKey(env.SSO_ENCRYPTION_KEY)
    : Buffer.from(
        hkdfSync("sha256", env.SESSION_SECRET ?? getConfig().sessionSecret, "keel", "sso-client-secret", 32),
      );
  const keys = [withId(current)];
  if (env.SSO_ENCRYPTION_KEY_PREVIOUS) keys.push(withId(toKey(env.SSO_ENCRYPTION_KEY_PREVIOUS)));
  return keys;
}

export function encryptSecret(plain: string, companyId: string, keys = secretKeys()): string {
  const { id, key } = keys[0];
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(companyId));
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", id, iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The secret, and whether it was under an older key (so the caller re-encrypts it). */
export function decryptSecret(
  stored: string,
  companyId: string,
  keys = secretKeys(),
): { plain: string; stale: boolean } {
  const [version, id, iv, tag, ciphertext] = stored.split(".");
  if (version !== "v1" || !ciphertext) throw new Error("Unknown secret format.");
  const index = keys.findIndex((k) => k.id === id);
  if (index < 0)
    throw new Error("The SSO client secret was encrypted under a key this server does not have.");
  const decipher = createDecipheriv("aes-256-gcm", keys[index].key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(companyId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]);
  return { plain: plain.toString("utf8"), stale: index > 0 };
}
