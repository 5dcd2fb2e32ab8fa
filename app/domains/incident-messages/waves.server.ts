import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { ApiError } from "~/api/errors.server";
import { bcpBrtMembers } from "~/domains/bcp-analysis/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { CLOSED_STATUSES } from "~/domains/incidents/model";
import { incidents } from "~/domains/incidents/schema.server";
import { assertSendable } from "~/domains/mail/quota.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { drainBatches, startPollingWorker } from "~/platform/polling-worker.server";
import { copiesFor } from "./copies.server";
import type { Channel } from "./model";
import { enqueueCopies, enqueueNotices, type Notice } from "./outbox.server";
import { incidentMessageRecipients, incidentMessages, incidentMessageWaves } from "./schema.server";
import { unansweredRow } from "./tally.server";
import { BACKUP_NOTICE, WAVE_LADDER, type WaveStep } from "./waves";

/*
 * Escalation waves (issue 36 item 4). A message sent with an interval is claimed by the worker when its next wave
 * falls due: the recipients still without an answer get the next channel they have that the message has not used
 * (SMS, then a call, then email), and after the channels their roster's leader backup (else the incident's response
 * coordinator) is told who has not answered. An answer takes a person out of every later wave; when nobody is left
 * unanswered, or no step is left, the escalation ends. The claim (FOR UPDATE SKIP LOCKED), the copies, the wave's
 * row and the next due time are one transaction: racing workers send each wave once, a crash sends it again.
 */

type WaveDeps = Pick<ApiDeps, "db" | "now" | "appUrl" | "transports">;

const r = incidentMessageRecipients;

/** Each message's waves, oldest first, by message id. */
export async function wavesOf(db: Db | Tx, messageIds: string[]) {
  const out = new Map<
    string,
    { number: number; step: WaveStep; recipients: number; refused: string | null; sentAt: Date }[]
  >();
  if (messageIds.length === 0) return out;
  const rows = await db
    .select()
    .from(incidentMessageWaves)
    .where(inArray(incidentMessageWaves.messageId, messageIds))
    .orderBy(asc(incidentMessageWaves.number));
  for (const w of rows) {
    const list = out.get(w.messageId) ?? [];
    list.push({
      number: w.number,
      step: w.step,
      recipients: w.recipients,
      refused: w.refused,
      sentAt: w.sentAt,
    });
    out.set(w.messageId, list);
  }
  return out;
}

const digits = (v: string | null | undefined) => (v ?? "").replace(/\D/g, "");
const lower = (v: string | null | undefined) => (v ?? "").trim().toLowerCase();

type Unanswered = Pick<typeof r.$inferSelect, "id" | "name" | "email" | "phone" | "userId">;

/**
 * What the last step tells: for each unanswered person, the LEADER_BACKUP of a BRT roster they are on (not
 * themselves), else the incident's response coordinator; one notice per person told, naming whom to reach.
 */
async function backupNotices(
  tx: Tx,
  message: typeof incidentMessages.$inferSelect,
  incident: { title: string | null; responseCoordinatorId: string | null },
  unanswered: Unanswered[],
): Promise<Notice[]> {
  const roster = await tx.select().from(bcpBrtMembers).where(eq(bcpBrtMembers.companyId, message.companyId));
  const [coordinator] = incident.responseCoordinatorId
    ? await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(
          and(
            eq(users.id, incident.responseCoordinatorId),
            eq(users.companyId, message.companyId),
            eq(users.disabled, false),
          ),
        )
    : [];
  const samePerson = (m: typeof bcpBrtMembers.$inferSelect, p: Unanswered) =>
    (p.userId !== null && m.userId === p.userId) ||
    (lower(p.email) !== "" && lower(m.email) === lower(p.email)) ||
    (digits(p.phone).length >= 6 &&
      (digits(m.phone) === digits(p.phone) || digits(m.alternatePhone) === digits(p.phone)));
  const told = new Map<string, { to: string; channel: Channel; people: string[] }>();
  for (const p of unanswered) {
    const plans = new Set(roster.filter((m) => samePerson(m, p)).map((m) => m.bcpId));
    const backup = roster.find(
      (m) => plans.has(m.bcpId) && m.role === "LEADER_BACKUP" && !samePerson(m, p) && (m.email || m.phone),
    );
    const to = backup
      ? backup.email
        ? { to: backup.email.trim(), channel: "email" as const }
        : { to: backup.phone.trim(), channel: "sms" as const }
      : coordinator && coordinator.id !== p.userId
        ? { to: coordinator.email, channel: "email" as const }
        : null;
    if (!to) continue;
    const key = `${to.channel}:${to.to.toLowerCase()}`;
    const entry = told.get(key) ?? { ...to, people: [] };
    entry.people.push(p.phone ? `${p.name} (${p.phone})` : p.email ? `${p.name} (${p.email})` : p.name);
    told.set(key, entry);
  }
  return [...told.values()].map((t) => ({
    companyId: message.companyId,
    incidentId: message.incidentId,
    channel: t.channel,
    to: t.to,
    subject: BACKUP_NOTICE.subject(message.subject),
    text: BACKUP_NOTICE.text(
      message.subject,
      t.people.slice(0, BACKUP_NOTICE.listed),
      Math.max(0, t.people.length - BACKUP_NOTICE.listed),
    ),
  }));
}

/** One due message's next wave, in the claiming transaction. Answers whether a wave was recorded. */
async function sendWave(
  deps: WaveDeps,
  tx: Tx,
  message: typeof incidentMessages.$inferSelect,
  incident: typeof incidents.$inferSelect,
  now: Date,
): Promise<boolean> {
  const stop = () =>
    tx.update(incidentMessages).set({ nextWaveAt: null }).where(eq(incidentMessages.id, message.id));
  // A closed, withdrawn or expired message escalates no further: its answers no longer count.
  if (
    incident.isDraft ||
    incident.disabled ||
    CLOSED_STATUSES.includes(incident.status) ||
    message.expiresAt.getTime() < now.getTime() ||
    !message.escalateAfterMinutes
  ) {
    await stop();
    return false;
  }
  const done = await tx
    .select({ number: incidentMessageWaves.number, step: incidentMessageWaves.step })
    .from(incidentMessageWaves)
    .where(eq(incidentMessageWaves.messageId, message.id));
  const used = new Set<WaveStep>([...message.channels, ...done.map((d) => d.step)]);
  const remaining = WAVE_LADDER.filter(
    (s) => !used.has(s) && (s !== "voice" || Boolean(deps.transports.voice)),
  );
  const unanswered = await tx
    .select({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      userId: r.userId,
      language: r.language,
    })
    .from(r)
    .where(and(eq(r.messageId, message.id), unansweredRow));
  if (unanswered.length === 0 || remaining.length === 0) {
    await stop();
    return false;
  }
  const number = Math.max(1, ...done.map((d) => d.number)) + 1;
  for (const [i, step] of remaining.entries()) {
    const copies =
      step === "backup" ? [] : unanswered.flatMap((p) => copiesFor(deps, message, p, { channels: [step] }));
    const notices = step === "backup" ? await backupNotices(tx, message, incident, unanswered) : [];
    // Nobody has this channel (or nobody is there to tell): the next step, now rather than an interval later.
    if (copies.length + notices.length === 0) continue;
    let refused: string | null = null;
    try {
      await assertSendable(
        { ...deps, db: tx },
        message.companyId,
        [...copies, ...notices],
        { destinations: "channels", quota: "audiences" },
        message.sentBy
          ? {
              incidentId: incident.id,
              incidentTitle: incident.title ?? "the incident",
              messageId: message.id,
              actorId: message.sentBy,
            }
          : undefined,
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refused = error.message;
    }
    if (!refused) {
      await enqueueCopies(tx, copies, now);
      await enqueueNotices(tx, notices, now);
      const reached = [...new Set(copies.map((c) => c.recipientId))];
      for (let j = 0; j < reached.length; j += 1000)
        await tx
          .update(r)
          .set({ sends: sql`${r.sends} + 1`, lastSentAt: now })
          .where(inArray(r.id, reached.slice(j, j + 1000)));
    }
    await tx.insert(incidentMessageWaves).values({
      companyId: message.companyId,
      messageId: message.id,
      number,
      step,
      recipients: refused
        ? 0
        : step === "backup"
          ? notices.length
          : new Set(copies.map((c) => c.recipientId)).size,
      refused,
      sentAt: now,
    });
    // A refusal ends the escalation (it would be refused again); else the next step one interval later.
    const more = !refused && i < remaining.length - 1;
    await tx
      .update(incidentMessages)
      .set({ nextWaveAt: more ? new Date(now.getTime() + message.escalateAfterMinutes * 60_000) : null })
      .where(eq(incidentMessages.id, message.id));
    return true;
  }
  await stop();
  return false;
}

/**
 * Sends every wave due now, once: due messages are claimed with FOR UPDATE SKIP LOCKED, so a second worker skips
 * them, and each moves its next due time in the same transaction. Answers how many messages were claimed and
 * how many waves were sent.
 */
export async function runDueWaves(deps: WaveDeps, opts: { batch?: number } = {}) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ message: incidentMessages, incident: incidents })
      .from(incidentMessages)
      .innerJoin(incidents, eq(incidents.id, incidentMessages.incidentId))
      .where(lte(incidentMessages.nextWaveAt, now))
      .orderBy(asc(incidentMessages.nextWaveAt))
      .limit(opts.batch ?? 20)
      .for("update", { of: incidentMessages, skipLocked: true });
    let sent = 0;
    for (const { message, incident } of due) if (await sendWave(deps, tx, message, incident, now)) sent++;
    return { claimed: due.length, sent };
  });
}

/** The in-process worker: every instance polls; the database hands each due wave to one of them. */
export function startEscalationWorker(deps: WaveDeps, intervalMs = 30_000) {
  return startPollingWorker(intervalMs, "[incident-messages] escalation waves failed", () =>
    drainBatches(async () => (await runDueWaves(deps)).claimed),
  );
}
