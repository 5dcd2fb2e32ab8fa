import { and, inArray, isNotNull } from "drizzle-orm";
import { markExercise } from "~/domains/incidents/model";
import { incidents } from "~/domains/incidents/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { enqueueMessages } from "~/platform/messages/outbox.server";
import type { Language } from "~/shared/i18n/languages";
import { RESOURCES } from "~/shared/i18n/translator";
import type { Channel, LinkPurpose } from "./model";
import { incidentMessageCopies } from "./schema.server";
import { voiceDocument } from "./voice";

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
  /** A call's keypad answer: where the provider posts the key, the answers offered, the language it speaks. */
  gather?: { action: string; purposes: readonly LinkPurpose[]; language: Language };
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
    copies.map((c) => {
      const text = markExercise(c.text, exercises.get(c.incidentId));
      return {
        channel: c.channel,
        to: c.to,
        companyId: c.companyId,
        incidentId: c.incidentId,
        subject: markExercise(c.subject, exercises.get(c.incidentId)),
        text,
        // A call's document (what the provider plays) is built from the marked text: an exercise says so aloud.
        html: c.gather ? voiceDocument(text, c.gather, RESOURCES[c.gather.language].message) : null,
        purpose: INCIDENT_MESSAGE_PURPOSE,
      };
    }),
    now,
  );
  const links = copies.map((c, i) => ({ recipientId: c.recipientId, outboxMessageId: ids[i] }));
  for (let i = 0; i < links.length; i += 1000)
    await tx.insert(incidentMessageCopies).values(links.slice(i, i + 1000));
}

/** A message about recipients rather than to one (an escalation's notice to a backup or the coordinator). */
export type Notice = Omit<RecipientCopy, "recipientId" | "gather">;

/** Queues notices in the caller's transaction, marked EXERCISE for an exercise as every copy is. */
export async function enqueueNotices(tx: Db | Tx, notices: Notice[], now: Date) {
  if (notices.length === 0) return;
  const exercises = await exerciseTypes(tx, notices);
  await enqueueMessages(
    tx,
    notices.map((n) => ({
      channel: n.channel,
      to: n.to,
      companyId: n.companyId,
      incidentId: n.incidentId,
      subject: markExercise(n.subject, exercises.get(n.incidentId)),
      text: markExercise(n.text, exercises.get(n.incidentId)),
      purpose: INCIDENT_MESSAGE_PURPOSE,
    })),
    now,
  );
}
