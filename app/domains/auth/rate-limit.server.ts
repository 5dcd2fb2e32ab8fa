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
 * creates a company, or sends an email), so each client gets a budget, keyed on the address the trusted proxy
 * saw (`clientAddress`). Without a client address (no TRUST_PROXY) one global ceiling per minute caps the
 * failures and requests of all such clients together.
 * An account is never locked for everyone: failures on it slow down the client making them (per account and
 * client); without a client address, for one minute at a time.
 */
export const RULES = {
  signInPerClient: { limit: 30, windowMinutes: 15, lockMinutes: 15 },
  accountPerClient: { limit: 5, windowMinutes: 15, lockMinutes: 15 },
  accountUnknownClient: { limit: 5, windowMinutes: 1, lockMinutes: 1 },
  signInGlobal: { limit: 100, windowMinutes: 1, lockMinutes: 1 },
  signUpPerClient: { limit: 10, windowMinutes: 60, lockMinutes: 60 },
  signUpGlobal: { limit: 60, windowMinutes: 1, lockMinutes: 1 },
  recoveryPerClient: { limit: 10, windowMinutes: 15, lockMinutes: 15 },
  recoveryGlobal: { limit: 60, windowMinutes: 1, lockMinutes: 1 },
} as const satisfies Record<string, Rule>;

/**
 * The client's address: the entry `hops` from the right of X-Forwarded-For. Each proxy appends the address it
 * received the request from, so the right-most `hops` entries were written by the trusted proxies and
 * everything to their left by the client (spoofable). `hops` 0 (TRUST_PROXY off): no address.
 */
export function clientAddress(header: string | null | undefined, hops: number): string | null {
  if (hops <= 0 || !header) return null;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops] : null;
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
