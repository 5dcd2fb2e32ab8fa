import type { Db, Tx } from "~/platform/db/client.server";
import { mailOutbox } from "~/platform/mail/schema.server";
import type { Channel } from "./model";

export interface OutgoingMessage {
  companyId: string;
  channel: Channel;
  /** An email address for email, a phone number for SMS and voice. */
  to: string;
  subject: string;
  text: string;
}

/**
 * Writes outgoing messages in the caller's transaction, so a message exists exactly when the send that
 * caused it does. The one place incident messages leave through (the durable outbox delivers them).
 */
export async function enqueue(tx: Db | Tx, messages: OutgoingMessage[]) {
  const rows = messages.map((m) => ({
    companyId: m.companyId,
    to: m.to,
    subject: m.channel === "email" ? m.subject : `[${m.channel.toUpperCase()}] ${m.subject}`,
    text: m.text,
    transport: "outbox" as const,
    status: "stored" as const,
  }));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(mailOutbox).values(rows.slice(i, i + 500));
}
