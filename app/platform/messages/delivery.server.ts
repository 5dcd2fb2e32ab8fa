import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { messages } from "./schema.server";
import { type DeliverableMessage, type Transport, TransportError, type Transports } from "./transport";
import type { MessageChannel } from "./types";

export interface DeliveryDeps {
  db: Db;
  now: () => Date;
  transports: Transports;
}

export interface DeliveryOptions {
  batch?: number;
  /** Sends in flight at once. */
  concurrency?: number;
  /** Attempts before a message is failed for good. */
  maxAttempts?: number;
}

/** After this many attempts a message is failed with the last reason. */
export const MAX_ATTEMPTS = 8;
/** First retry after 30 s, then doubling (1, 2, 4 … min), at most an hour apart. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 3_600_000;
/** The share of a transport's stated rate the worker uses. */
export const RATE_MARGIN = 0.9;
/** A claimed message not settled within this time (the instance died mid-send) is tried again. */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number) {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

const NO_TRANSPORT: Record<MessageChannel, string> = {
  email: "No SMTP_URL: kept in the outbox",
  sms: "No SMS provider: kept in the outbox",
  voice: "No voice provider: kept in the outbox",
  webhook: "No webhook sender: kept in the outbox",
  chat: "No chat sender: kept in the outbox",
};

// One pacer per transport for the life of the process, so batches follow one another at the stated rate.
const pacers = new WeakMap<Transport, Pacer>();

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Delivers one batch of due messages. Due rows are claimed with FOR UPDATE SKIP LOCKED in a short transaction
 * that counts the attempt and leases them (next attempt = now + lease), so racing instances never take the same
 * message and one that dies mid-send leaves it to be tried again; the sends happen after that commit, outside any
 * transaction (PGlite has one connection). A failed send is retried with exponential backoff, and failed for good
 * after `maxAttempts` or at once when the transport calls it permanent. A channel without a transport keeps its
 * messages in the outbox, queued and not tried again.
 */
export async function deliverDueMessages(deps: DeliveryDeps, opts: DeliveryOptions = {}) {
  const now = deps.now();
  const maxAttempts = opts.maxAttempts ?? MAX_ATTEMPTS;
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: messages.id,
        channel: messages.channel,
        to: messages.to,
        subject: messages.subject,
        text: messages.text,
        html: messages.html,
        attempts: messages.attempts,
      })
      .from(messages)
      .where(and(eq(messages.status, "queued"), lte(messages.nextAttemptAt, now)))
      .orderBy(asc(messages.nextAttemptAt))
      .limit(opts.batch ?? 200)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const held = due.filter((m) => !deps.transports[m.channel]);
    for (const channel of new Set(held.map((m) => m.channel))) {
      await tx
        .update(messages)
        .set({ nextAttemptAt: null, reason: NO_TRANSPORT[channel], updatedAt: now })
        .where(
          inArray(
            messages.id,
            held.filter((m) => m.channel === channel).map((m) => m.id),
          ),
        );
    }
    const sendable = due.filter((m) => deps.transports[m.channel]);
    if (sendable.length > 0) {
      await tx
        .update(messages)
        .set({
          attempts: sql`${messages.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
          updatedAt: now,
        })
        .where(
          inArray(
            messages.id,
            sendable.map((m) => m.id),
          ),
        );
    }
    return sendable.map((m) => ({ ...m, attempts: m.attempts + 1 }));
  });
  const tally = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  if (claimed.length === 0) return tally;

  const queue = [...claimed];
  const lanes = Array.from({ length: Math.min(opts.concurrency ?? 8, queue.length) }, async () => {
    for (let m = queue.shift(); m; m = queue.shift()) {
      const transport = deps.transports[m.channel]!;
      let pacer = pacers.get(transport);
      if (!pacer) {
        pacer = new Pacer(transport.ratePerSecond);
        pacers.set(transport, pacer);
      }
      await pacer.wait();
      const outcome = await attempt(transport, m);
      const at = deps.now();
      const stillOurs = and(eq(messages.id, m.id), eq(messages.status, "queued"));
      if (outcome.ok) {
        tally.sent++;
        await deps.db
          .update(messages)
          .set({
            status: "sent",
            transport: transport.name,
            providerMessageId: outcome.providerMessageId ?? null,
            reason: null,
            nextAttemptAt: null,
            sentAt: at,
            updatedAt: at,
          })
          .where(stillOurs);
      } else if (outcome.permanent || m.attempts >= maxAttempts) {
        tally.failed++;
        console.error(
          `[messages] ${m.channel} to ${m.to} failed after ${m.attempts} attempt(s): ${outcome.reason}`,
        );
        await deps.db
          .update(messages)
          .set({
            status: "failed",
            transport: transport.name,
            reason: outcome.reason,
            nextAttemptAt: null,
            updatedAt: at,
          })
          .where(stillOurs);
      } else {
        tally.retried++;
        await deps.db
          .update(messages)
          .set({
            reason: outcome.reason,
            nextAttemptAt: new Date(at.getTime() + (outcome.retryAfterMs ?? retryDelayMs(m.attempts))),
            updatedAt: at,
          })
          .where(stillOurs);
      }
    }
  });
  await Promise.all(lanes);
  return tally;
}

async function attempt(transport: Transport, m: DeliverableMessage & { attempts: number }) {
  try {
    const { providerMessageId } = await transport.send(m);
    return { ok: true as const, providerMessageId };
  } catch (error) {
    return {
      ok: false as const,
      reason: reasonOf(error),
      permanent: error instanceof TransportError && error.permanent,
      retryAfterMs: error instanceof TransportError ? error.retryAfterMs : undefined,
    };
  }
}

/**
 * Spaces sends to a transport's stated rate, less a margin: timers fire late and requests arrive with jitter, so
 * sends spaced at exactly the rate would now and then put one too many into a provider's one-second window.
 */
class Pacer {
  private next = 0;
  constructor(private readonly ratePerSecond?: number) {}
  async wait() {
    if (!this.ratePerSecond) return;
    const gap = 1000 / (this.ratePerSecond * RATE_MARGIN);
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + gap;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  }
}

/**
 * The in-process worker: every `intervalMs` (and when woken) it drains the due messages batch by batch. Every
 * instance runs one; the database hands each message to one of them.
 */
export function startOutboxWorker(deps: DeliveryDeps, opts: DeliveryOptions & { intervalMs?: number } = {}) {
  let running = false;
  let again = false;
  const tick = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        for (let i = 0; i < 1000 && (await deliverDueMessages(deps, opts)).claimed > 0; i++);
      } while (again);
    } catch (error) {
      console.error("[messages] delivery failed", error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, opts.intervalMs ?? 2_000);
  timer.unref?.();
  void tick();
  return {
    wake: () => void tick(),
    stop: () => clearInterval(timer),
  };
}
