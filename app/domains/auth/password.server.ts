import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// scrypt is memory-hard and built into Node (no native add-on to approve or compile).
// N=2^15, r=8 uses 32 MiB per hash, about 60 ms on this class of machine (see docs/decisions.md).
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * Hashes run at most this many at a time (security review finding 14): scrypt runs on libuv's thread pool (4
 * threads), which the file system, DNS and the embedded database share, so 40 parallel sign-ins held every other
 * request for seconds. The others wait their turn; the per-client limits bound how many can wait.
 */
export const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];
/** The most hashes that ever ran at once (tests read it). */
export const hashing = { peak: 0 };

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  hashing.peak = Math.max(hashing.peak, running);
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return inTurn(
    () =>
      new Promise((resolve, reject) => {
        scrypt(
          password.normalize("NFKC"),
          salt,
          KEY_LENGTH,
          { N: n, r, p, maxmem: MAX_MEMORY },
          (err, key) => (err ? reject(err) : resolve(key)),
        );
      }),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check so that unknown accounts cannot be told apart by timing.
    await derive(password, randomBytes(16), N, R, P);
    return false;
  }
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
