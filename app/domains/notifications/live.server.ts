import { gt, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { readAll } from "~/platform/db/read-all.server";
import { LIVE_POLL_MS } from "./model";
import { mentions, notifications } from "./schema.server";

/**
 * Live delivery across app instances: each instance runs ONE watcher (while anyone is listening) that asks
 * the shared database every LIVE_POLL_MS for notification and mention rows newer than its watermark.
 * Listeners of a user with news are woken up; each then
 * fetches just its new items. The database is the bus, so it works on PGlite and on several instances
 * sharing one PostgreSQL, with no extra infrastructure.
 *
 * Rows are stamped with now() at insert, which can be earlier than their commit; the watcher therefore
 * looks back OVERLAP_MS and remembers the ids it has already announced.
 */

const OVERLAP_MS = 10_000;

type Listener = () => void;

export interface LiveHub {
  subscribe(userId: string, listener: Listener): () => void;
  /** Runs one watch cycle at once (tests; and after a local insert to skip the wait). */
  poll(): Promise<void>;
  readonly listening: number;
}

const hubs = new WeakMap<ApiDeps, LiveHub>();

/** The hub of one API instance (one per ApiDeps). */
export function liveHub(deps: ApiDeps, intervalMs = LIVE_POLL_MS): LiveHub {
  let hub = hubs.get(deps);
  if (!hub) {
    hub = createHub(deps, intervalMs);
    hubs.set(deps, hub);
  }
  return hub;
}

function createHub(deps: ApiDeps, intervalMs: number): LiveHub {
  const listeners = new Map<string, Set<Listener>>();
  /** id → createdAt (ms) of rows already announced, forgotten once older than the look-back window. */
  const announced = new Map<string, number>();
  let watermark = Date.now();
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> | null = null;

  async function cycle() {
    if (listeners.size === 0) return;
    // Every row of the look-back window, whoever it is for (an index on created_at keeps this cheap):
    // the cost follows the number of new rows, not the number of people listening.
    const from = new Date(watermark - OVERLAP_MS);
    const [n, m] = await readAll(deps.db, [
      () =>
        deps.db
          .select({ id: notifications.id, userId: notifications.userId, at: notifications.createdAt })
          .from(notifications)
          .where(gt(notifications.createdAt, from)),
      () =>
        deps.db
          .select({ id: mentions.id, userId: mentions.userId, at: mentions.createdAt })
          .from(mentions)
          .where(gt(mentions.createdAt, from)),
    ]);
    const woken = new Set<string>();
    for (const row of [...n, ...m]) {
      const at = new Date(row.at).getTime();
      watermark = Math.max(watermark, at);
      if (announced.has(row.id)) continue;
      announced.set(row.id, at);
      if (listeners.has(row.userId)) woken.add(row.userId);
    }
    for (const [id, at] of announced) if (at < watermark - 2 * OVERLAP_MS) announced.delete(id);
    for (const userId of woken) for (const listener of listeners.get(userId) ?? []) listener();
  }

  function poll() {
    running ??= cycle()
      .catch((error) => console.error("[notifications] live watcher failed", error))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    subscribe(userId, listener) {
      if (listeners.size === 0) {
        // Start from the database's clock, not this machine's, so skewed instances agree.
        watermark = Date.now();
        deps.db
          .execute(sql`select now() as now`)
          .then((res) => {
            const rows = (res as unknown as { rows: { now: string | Date }[] }).rows;
            if (rows?.[0]) watermark = new Date(rows[0].now).getTime();
          })
          .catch(() => {});
      }
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      timer ??= setInterval(poll, intervalMs);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
          announced.clear();
        }
      };
    },
    poll,
    get listening() {
      let total = 0;
      for (const set of listeners.values()) total += set.size;
      return total;
    },
  };
}
