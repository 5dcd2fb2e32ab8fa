import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import {
  bcpActivationProcesses,
  bcpActivationResponses,
  bcpActivations,
} from "~/domains/incidents/activation-schema.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { drainBatches, startPollingWorker } from "~/platform/polling-worker.server";
import { addCadence, nextDueAfter } from "./cadence";
import { CLOSED_STATUSES } from "./model";
import { escapeHtml, type IncidentRow, notifyAboutIncident, teamAndCoordinator } from "./records.server";
import { incidentReminders, incidents } from "./schema.server";

/** Whether an incident should be receiving status check reminders. */
const wantsReminders = (i: IncidentRow) =>
  !i.isDraft && !i.disabled && !!i.statusCheckCadence && !CLOSED_STATUSES.includes(i.status);

/**
 * The earliest status check due among the incident's active plans' processes: each is due one cadence after
 * its last response (or its plan's activation). This is the time the screens show as "next status check", and
 * the reminder job follows it, so the screen and the reminder keep one clock. Null when no plan is active.
 */
export async function earliestProcessCheck(db: Db | Tx, incident: IncidentRow): Promise<Date | null> {
  if (!incident.statusCheckCadence) return null;
  const rows = await db
    .select({
      activatedAt: bcpActivations.activatedAt,
      lastResponse: sql<Date | string | null>`max(${bcpActivationResponses.respondedAt})`,
    })
    .from(bcpActivationProcesses)
    .innerJoin(bcpActivations, eq(bcpActivations.id, bcpActivationProcesses.activationId))
    .leftJoin(
      bcpActivationResponses,
      eq(bcpActivationResponses.activationProcessId, bcpActivationProcesses.id),
    )
    .where(and(eq(bcpActivations.incidentId, incident.id), isNull(bcpActivations.deactivatedAt)))
    .groupBy(bcpActivationProcesses.id, bcpActivations.activatedAt);
  let earliest: Date | null = null;
  for (const r of rows) {
    const from = r.lastResponse ? new Date(r.lastResponse) : r.activatedAt;
    const due = addCadence(from, incident.statusCheckCadence);
    if (!earliest || due.getTime() < earliest.getTime()) earliest = due;
  }
  return earliest;
}

/**
 * Keeps an incident's reminder job in step with it, removed when it wants none. With active plans the job is
 * due at the earliest process check (an overdue check keeps the reminder already scheduled, so a response to
 * another process does not postpone it). Without, one cadence after `now` (only when the cadence changed or no
 * job exists).
 */
export async function syncReminder(
  db: Db | Tx,
  incident: IncidentRow,
  now: Date,
  opts: { reset?: boolean } = {},
) {
  if (!wantsReminders(incident)) {
    await db.delete(incidentReminders).where(eq(incidentReminders.incidentId, incident.id));
    return;
  }
  const earliest = await earliestProcessCheck(db, incident);
  const overdue = earliest !== null && earliest.getTime() <= now.getTime();
  const dueAt = earliest ?? addCadence(now, incident.statusCheckCadence!);
  const insert = db
    .insert(incidentReminders)
    .values({ incidentId: incident.id, companyId: incident.companyId, dueAt });
  if ((earliest && !overdue) || opts.reset)
    await insert.onConflictDoUpdate({
      target: incidentReminders.incidentId,
      set: { dueAt },
    });
  else await insert.onConflictDoNothing();
}

/** Who is reminded: the response team and coordinator, or the creator when no team is assigned yet. */
async function recipients(db: Db | Tx, incident: IncidentRow) {
  const ids = await teamAndCoordinator(db, incident);
  return ids.length > 0 ? ids : [incident.userId];
}

/**
 * Sends every due status check reminder once. Due jobs are claimed with FOR UPDATE SKIP LOCKED inside one
 * transaction with the notification and the next due time, so several instances never send the same
 * reminder twice and a crash sends it again rather than losing it. Answers how many were sent.
 */
export async function runDueReminders(deps: Pick<ApiDeps, "db" | "now">, opts: { batch?: number } = {}) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ job: incidentReminders, incident: incidents })
      .from(incidentReminders)
      .innerJoin(incidents, eq(incidents.id, incidentReminders.incidentId))
      .where(lte(incidentReminders.dueAt, now))
      .orderBy(asc(incidentReminders.dueAt))
      .limit(opts.batch ?? 100)
      .for("update", { of: incidentReminders, skipLocked: true });
    let sent = 0;
    for (const { job, incident } of due) {
      if (!wantsReminders(incident)) {
        await tx.delete(incidentReminders).where(eq(incidentReminders.incidentId, incident.id));
        continue;
      }
      const earliest = await earliestProcessCheck(tx, incident);
      if (earliest && earliest.getTime() > now.getTime()) {
        // Every process has answered since: nothing is overdue, the job follows the next check.
        await tx
          .update(incidentReminders)
          .set({ dueAt: earliest })
          .where(eq(incidentReminders.incidentId, incident.id));
        continue;
      }
      await notifyAboutIncident(tx, incident, {
        userIds: await recipients(tx, incident),
        type: "STATUS_CHECK",
        html: `Status check: please update <strong>${escapeHtml(incident.title ?? "the incident")}</strong> (${incident.status}).`,
        link: paths.incident(incident.id),
      });
      await tx
        .update(incidentReminders)
        .set({
          dueAt: nextDueAfter(job.dueAt, incident.statusCheckCadence!, now),
          lastSentAt: now,
        })
        .where(and(eq(incidentReminders.incidentId, job.incidentId), eq(incidentReminders.dueAt, job.dueAt)));
      sent++;
    }
    return sent;
  });
}

/** The in-process worker: polls for due reminders every `intervalMs`. Returns a stop function. */
export function startReminderWorker(deps: Pick<ApiDeps, "db" | "now">, intervalMs = 60_000) {
  return startPollingWorker(intervalMs, "[incidents] status check reminders failed", () =>
    drainBatches(() => runDueReminders(deps)),
  );
}
