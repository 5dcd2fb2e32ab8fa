import { eq } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { loginAttempts } from "./schema.server";

/** Failed sign-ins allowed per window before the key is locked for LOCK_MINUTES. */
export const LIMITS = { account: 5, ip: 30 } as const;
export const WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

export async function lockedUntil(db: Db, key: string, now: Date): Promise<Date | null> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Counts a failure; locks the key once the limit is reached within the window. */
export async function recordFailure(db: Db, key: string, limit: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(loginAttempts).where(eq(loginAttempts.key, key)).for("update");
    const windowStart =
      row && now.getTime() - row.windowStart.getTime() < WINDOW_MINUTES * 60_000 ? row.windowStart : now;
    const failures = (row && windowStart === row.windowStart ? row.failures : 0) + 1;
    const locked =
      failures >= limit ? new Date(now.getTime() + LOCK_MINUTES * 60_000) : (row?.lockedUntil ?? null);
    await tx
      .insert(loginAttempts)
      .values({ key, failures, windowStart, lockedUntil: locked })
      .onConflictDoUpdate({ target: loginAttempts.key, set: { failures, windowStart, lockedUntil: locked } });
  });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
