import { eq } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { loginAttempts } from "./schema.server";

/** A budget: `limit` counts within `windowMinutes` lock the key for `lockMinutes`. */
export interface Rule {
  limit: number;
  windowMinutes: number;
  lockMinutes: number;
}

/**
 * The budgets of the public entry points (sign-in, sign-up, password recovery). Each costs a password hash (or
 * creates a company, or sends an email), so each client gets a budget, keyed on its address (`clientAddress`:
 * the one the trusted proxy saw, else the TCP peer). One client's failures never lock out another client.
 * An account is never locked for everyone: failures on it slow down the client making them (per account and
 * client). Only when Keel knows no address at all (started without the launcher and without TRUST_PROXY, which
 * the boot log warns about) does one global ceiling per minute cap the requests of all clients together.
 */
export const RULES = {
  signInPerClient: { limit: 30, windowMinutes: 15, lockMinutes: 15 },
  accountPerClient: { limit: 5, windowMinutes: 15, lockMinutes: 15 },
  accountUnknownClient: { limit: 5, windowMinutes: 1, lockMinutes: 1 },
  signInGlobal: { limit: 100, windowMinutes: 1, lockMinutes: 1 },
  signUpPerClient: { limit: 10, windowMinutes: 60, lockMinutes: 60 },
  signUpGlobal: { limit: 60, windowMinutes: 1, lockMinutes: 1 },
  /**
   * Sign-up confirmation emails carry the sender's words (name, company name) to any address (N4): besides the
   * client's sign-up budget, a few per address and a ceiling for all clients together, per hour.
   */
  signUpEmailsPerAddress: { limit: 3, windowMinutes: 60, lockMinutes: 60 },
  signUpEmailsGlobal: { limit: 200, windowMinutes: 60, lockMinutes: 15 },
  recoveryPerClient: { limit: 10, windowMinutes: 15, lockMinutes: 15 },
  recoveryGlobal: { limit: 60, windowMinutes: 1, lockMinutes: 1 },
} as const satisfies Record<string, Rule>;

/**
 * The client's address. Behind trusted proxies (`hops` > 0): the entry `hops` from the right of X-Forwarded-For;
 * each proxy appends the address it received the request from, so the right-most `hops` entries were written by
 * the trusted proxies and everything to their left by the client (spoofable). Otherwise (no proxy trusted, or a
 * request that reached Keel without passing one): the TCP peer, which is then the client. Null only when
 * neither is known.
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  hops: number,
  peer: string | null | undefined,
): string | null {
  if (hops > 0 && forwardedFor) {
    const entries = forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length >= hops) return budgetKey(entries[entries.length - hops]);
  }
  return peer ? budgetKey(peer) : null;
}

/**
 * One client, one key: an IPv4 address as itself (also when written IPv4-mapped, `::ffff:1.2.3.4`), an IPv6
 * address by its /64, the block one subscriber is usually given, so rotating through it does not buy fresh budgets.
 */
export function budgetKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(":")) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || "0", 16).toString(16))
    .join(":")}::/64`;
}

export async function lockedUntil(db: Db, key: string, now: Date): Promise<Date | null> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Counts one (failure or request); locks the key once the rule's limit is reached within its window. */
export async function recordFailure(db: Db, key: string, rule: Rule, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(loginAttempts).where(eq(loginAttempts.key, key)).for("update");
    const windowStart =
      row && now.getTime() - row.windowStart.getTime() < rule.windowMinutes * 60_000 ? row.windowStart : now;
    const failures = (row && windowStart === row.windowStart ? row.failures : 0) + 1;
    const locked =
      failures >= rule.limit
        ? new Date(now.getTime() + rule.lockMinutes * 60_000)
        : (row?.lockedUntil ?? null);
    await tx
      .insert(loginAttempts)
      .values({ key, failures, windowStart, lockedUntil: locked })
      .onConflictDoUpdate({ target: loginAttempts.key, set: { failures, windowStart, lockedUntil: locked } });
  });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
