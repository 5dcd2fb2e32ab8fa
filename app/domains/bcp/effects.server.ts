import type { ApiDeps } from "~/api/context.server";
import type { Tx } from "~/platform/db/client.server";
import { enqueueMessages, type OutgoingMessage } from "~/platform/messages/outbox.server";

/**
 * Messages a service wants sent, gathered while it works and queued in the outbox at the end of the same
 * transaction (they commit with the change, or not at all; the outbox worker delivers them after the commit).
 */
export class Effects {
  readonly mails: OutgoingMessage[] = [];

  mail(message: OutgoingMessage) {
    this.mails.push(message);
  }

  async flush(tx: Tx, now: Date) {
    await enqueueMessages(tx, this.mails.splice(0), now);
  }
}

/** Runs `work` in one transaction and queues the messages it gathered in that same transaction. */
export async function inTransaction<T>(
  deps: ApiDeps,
  work: (tx: Tx, effects: Effects) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const effects = new Effects();
    const result = await work(tx, effects);
    await effects.flush(tx, deps.now());
    return result;
  });
}
