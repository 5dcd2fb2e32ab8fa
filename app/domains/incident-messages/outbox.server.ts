import type { Db, Tx } from "~/platform/db/client.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";
import type { Channel } from "./model";
import { incidentMessageCopies } from "./schema.server";

/** What the outbox counts incident messages by (quotas, the outbox screen). */
export const INCIDENT_MESSAGE_PURPOSE = "incident.message";

export interface RecipientCopy {
  recipientId: string;
  companyId: string;
  incidentId: string;
  channel: Channel;
  /** An email address for email, a phone number for SMS and voice. */
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues the recipients' copies in the durable outbox in the caller's transaction (they exist exactly when the
 * send that caused them does), and records which outbox message carried which recipient's copy.
 */
export async function enqueueCopies(tx: Db | Tx, copies: RecipientCopy[], now: Date) {
  const ids = await enqueueMessages(
    tx,
    copies.map((c) => ({
      channel: c.channel,
      to: c.to,
      companyId: c.companyId,
      incidentId: c.incidentId,
      subject: c.subject,
      text: c.text,
      purpose: INCIDENT_MESSAGE_PURPOSE,
    })),
    now,
  );
  const links = copies.map((c, i) => ({ recipientId: c.recipientId, outboxMessageId: ids[i] }));
  for (let i = 0; i < links.length; i += 1000)
    await tx.insert(incidentMessageCopies).values(links.slice(i, i + 1000));
}
