import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config.server";
import { decryptSecret, encryptSecret, secretKeys } from "./secrets.server";

const env = (extra: Record<string, string> = {}) =>
  secretKeys(parseEnv({ NODE_ENV: "test", SSO_ENCRYPTION_KEY: "a".repeat(64), ...extra }));
const COMPANY = "4f07e606-68b9-48b1-9e70-e3557a0d2b29";
const OTHER = "0b0c9a57-5b07-4a4e-a9a4-1a0c3f0f7a11";

describe("SSO client secrets at rest", () => {
  it("round-trips, with a fresh IV each time so equal secrets do not look equal", () => {
    const keys = env();
    const a = encryptSecret("s3cret!", COMPANY, keys);
    const b = encryptSecret("s3cret!", COMPANY, keys);
    expect(a).not.toBe(b);
    expect(a).not.toContain("s3cret");
    expect(decryptSecret(a, COMPANY, keys)).toEqual({ plain: "s3cret!", stale: false });
  });

  it("does not decrypt for another company, nor once tampered with", () => {
    const keys = env();
    const stored = encryptSecret("s3cret!", COMPANY, keys);
    expect(() => decryptSecret(stored, OTHER, keys)).toThrow();
    const parts = stored.split(".");
    parts[4] = Buffer.from("forged").toString("base64url");
    expect(() => decryptSecret(parts.join("."), COMPANY, keys)).toThrow();
  });

  it("reads a secret under the previous key and says it is stale; refuses one under an unknown key", () => {
    const old = env();
    const stored = encryptSecret("s3cret!", COMPANY, old);
    const rotated = env({ SSO_ENCRYPTION_KEY: "b".repeat(64), SSO_ENCRYPTION_KEY_PREVIOUS: "a".repeat(64) });
    expect(decryptSecret(stored, COMPANY, rotated)).toEqual({ plain: "s3cret!", stale: true });
    const forgotten = env({ SSO_ENCRYPTION_KEY: "c".repeat(64) });
    expect(() => decryptSecret(stored, COMPANY, forgotten)).toThrow(/key this server does not have/);
  });

  it("derives a key from the session secret when no SSO key is set", () => {
    const a = secretKeys(parseEnv({ NODE_ENV: "test", SESSION_SECRET: "one" }));
    const b = secretKeys(parseEnv({ NODE_ENV: "test", SESSION_SECRET: "two" }));
    expect(a[0].key).toHaveLength(32);
    expect(a[0].id).not.toBe(b[0].id);
  });
});
