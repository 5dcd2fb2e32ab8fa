import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/platform/db/client.server";
import { messages } from "./schema.server";
import type { MessageChannel } from "./types";

/** One message to send; written to the outbox by the change that causes it. */
export interface OutgoingMessage {
  channel?: MessageChannel;
  /** Email address, or a phone number (E.164) for SMS and voice. */
  to: string;
  companyId?: string | null;
  recipientUserId?: string | null;
  /** Emails only; SMS and voice carry `text`. */
  subject?: string;
  text: string;
  html?: string | null;
  incidentId?: string | null;
  /** What it is for (e.g. "user.invite"); quotas and tallies count by it. */
  purpose?: string | null;
  /** Kept in the outbox and never sent (demo addresses). */
  hold?: boolean;
}

// 13 columns a row: 1,000 rows stay far below PostgreSQL's 65,535 parameters a statement.
const CHUNK = 1000;

const row = (m: OutgoingMessage, now: Date) => ({
  channel: m.channel ?? "email",
  to: m.to,
  companyId: m.companyId ?? null,
  recipientUserId: m.recipientUserId ?? null,
  subject: m.subject ?? "",
  text: m.text,
  html: m.html ?? null,
  incidentId: m.incidentId ?? null,
  purpose: m.purpose ?? null,
  status: "queued" as const,
  reason: m.hold ? "Held: never sent" : null,
  nextAttemptAt: m.hold ? null : now,
  createdAt: now,
  updatedAt: now,
});

/**
 * Queues a message in the caller's transaction: it commits (and is then delivered by the worker) with the change
 * that caused it, or not at all. Answers the message's id.
 */
export async function enqueueMessage(
  tx: Db | Tx,
  message: OutgoingMessage,
  now = new Date(),
): Promise<string> {
  const [created] = await tx.insert(messages).values(row(message, now)).returning({ id: messages.id });
  return created!.id;
}

/** Queues many messages in the caller's transaction, in chunks; answers their ids in order. */
export async function enqueueMessages(
  tx: Db | Tx,
  batch: OutgoingMessage[],
  now = new Date(),
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < batch.length; i += CHUNK) {
    const rows = batch.slice(i, i + CHUNK).map((m) => row(m, now));
    const created = await tx.insert(messages).values(rows).returning({ id: messages.id });
    ids.push(...created.map((c) => c.id));
  }
  return ids;
}

/** Keeps every queued message of a company in the outbox, never sent (the demo company's sample mail). */
export async function holdMessages(tx: Db | Tx, companyId: string) {
  await tx
    .update(messages)
    .set({ nextAttemptAt: null, reason: "Held: never sent" })
    .where(and(eq(messages.companyId, companyId), eq(messages.status, "queued")));
}
