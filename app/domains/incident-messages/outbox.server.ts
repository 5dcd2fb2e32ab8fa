import { and, inArray, isNotNull } from "drizzle-orm";
import { markExercise } from "~/domains/incidents/model";
import { incidents } from "~/domains/incidents/schema.server";
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

/** The exercise type of each exercise among the copies' incidents (a real incident is absent). */
async function exerciseTypes(tx: Db | Tx, copies: { incidentId: string }[]) {
  const ids = [...new Set(copies.map((c) => c.incidentId))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: incidents.id, exerciseType: incidents.exerciseType })
    .from(incidents)
    .where(and(inArray(incidents.id, ids), isNotNull(incidents.exerciseType)));
  return new Map(rows.map((r) => [r.id, r.exerciseType]));
}

/**
 * Queues the recipients' copies in the durable outbox in the caller's transaction (they exist exactly when the
 * send that caused them does), and records which outbox message carried which recipient's copy. The one place
 * an incident message's copies are written: an exercise's are marked EXERCISE here (subject and text), so no
 * copy of an exercise reaches anyone as a real alert.
 */
export async function enqueueCopies(tx: Db | Tx, copies: RecipientCopy[], now: Date) {
  const exercises = await exerciseTypes(tx, copies);
  const ids = await enqueueMessages(
    tx,
    copies.map((c) => ({
      channel: c.channel,
      to: c.to,
      companyId: c.companyId,
      incidentId: c.incidentId,
      subject: markExercise(c.subject, exercises.get(c.incidentId)),
      text: markExercise(c.text, exercises.get(c.incidentId)),
      purpose: INCIDENT_MESSAGE_PURPOSE,
    })),
    now,
  );
  const links = copies.map((c, i) => ({ recipientId: c.recipientId, outboxMessageId: ids[i] }));
  for (let i = 0; i < links.length; i += 1000)
    await tx.insert(incidentMessageCopies).values(links.slice(i, i + 1000));
}
