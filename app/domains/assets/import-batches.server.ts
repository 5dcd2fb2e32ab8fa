import { inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ApiDeps } from "~/api/context.server";
import { ApiError } from "~/api/errors.server";
import type { Tx } from "~/platform/db/client.server";

/**
 * Writing an import's validated rows without holding the database: on PGlite (one transaction at a time for
 * every company) a 10,000-row import in one transaction made every other request wait for all of it. Rows go
 * in multi-row INSERTs of BATCH_ROWS, each its own short transaction, yielding to waiting requests between
 * batches. All or nothing still holds: when a batch fails, the rows of the earlier batches are deleted again.
 */
export const BATCH_ROWS = 200;

export async function insertInBatches<T extends PgTable & { id: unknown }>(
  deps: ApiDeps,
  table: T,
  rows: T["$inferInsert"][],
  /** Run in each batch's transaction with the rows it wrote (a register's "Added" history lines). */
  afterBatch?: (tx: Tx, written: T["$inferSelect"][]) => Promise<void>,
): Promise<number> {
  const written: string[] = [];
  try {
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      const batch = rows.slice(start, start + BATCH_ROWS);
      const ids = await deps.db.transaction(async (tx) => {
        const inserted = (await tx
          .insert(table)
          // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic insert over any table with an id column
          .values(batch as any)
          .returning()) as T["$inferSelect"][];
        if (afterBatch) await afterBatch(tx, inserted);
        return inserted.map((r) => (r as { id: string }).id);
      });
      written.push(...ids);
      // Let the requests that queued behind this batch run before the next one.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    for (let start = 0; start < written.length; start += BATCH_ROWS) {
      // biome-ignore lint/suspicious/noExplicitAny: as above
      await deps.db.delete(table).where(inArray((table as any).id, written.slice(start, start + BATCH_ROWS)));
    }
    throw error;
  }
  return written.length;
}

/**
 * Imports per company: one at a time, and at most IMPORTS_PER_HOUR in an hour (in this server process), so
 * one tenant cannot keep the shared database busy or grow it without bound.
 */
export const IMPORTS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;
const imports = new Map<string, { running: boolean; startedAt: number[] }>();

export const IMPORT_MESSAGES = {
  running: "An import for your company is already running. Try again when it has finished.",
  tooMany: `Your company has run ${IMPORTS_PER_HOUR} imports in the last hour, the most allowed. Try again later.`,
} as const;

export async function withImportSlot<T>(
  deps: ApiDeps,
  companyId: string,
  work: () => Promise<T>,
): Promise<T> {
  const now = deps.now().getTime();
  const state = imports.get(companyId) ?? { running: false, startedAt: [] };
  state.startedAt = state.startedAt.filter((t) => now - t < HOUR_MS);
  const refuse = (message: string) => new ApiError(429, "RATE_LIMITED", message, { csv: [message] });
  if (state.running) throw refuse(IMPORT_MESSAGES.running);
  if (state.startedAt.length >= IMPORTS_PER_HOUR) throw refuse(IMPORT_MESSAGES.tooMany);
  state.running = true;
  state.startedAt.push(now);
  imports.set(companyId, state);
  try {
    return await work();
  } finally {
    state.running = false;
  }
}

/** Lets waiting requests run every `every` items of a long synchronous loop (validating 10,000 rows). */
export async function yieldEvery(index: number, every = 500) {
  if (index > 0 && index % every === 0) await new Promise((resolve) => setImmediate(resolve));
}
