import { and, asc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { madMs } from "~/domains/bcp/mad";
import {
  breachAt,
  nextThreshold,
  processState,
  thresholdAt,
  thresholdReached,
  timeToBreachLabel,
} from "~/domains/bcp/recovery-state";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { bcpBrtMembers } from "~/domains/bcp-analysis/schema.server";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { runDueDrills } from "~/domains/drills/service.server";
import { injectBatch } from "~/domains/exercises/injects.server";
import { bcpActivationProcesses, bcpActivations } from "~/domains/incidents/activation-schema.server";
import { CLOSED_STATUSES, markExercise } from "~/domains/incidents/model";
import { incidents } from "~/domains/incidents/schema.server";
import { bold, type EventEmail, emailEvent } from "~/domains/notifications/events.server";
import { notify } from "~/domains/notifications/notify.server";
import { reportWarningBatch } from "~/domains/reporting/clock.server";
import { toleranceWarningBatch } from "~/domains/resilience/clock.server";
import { emitWebhookEvent } from "~/domains/webhooks/emit.server";
import { paths } from "~/paths";
import type { Db } from "~/platform/db/client.server";
import { drainBatches, startPollingWorker } from "~/platform/polling-worker.server";
import { type CompanyDates, companyDates } from "~/shared/dates";
import { processClockColumns } from "./process-clock-columns.server";
import { latestResponses } from "./responses.server";

type WorkerDeps = Pick<ApiDeps, "db" | "now" | "appUrl">;

interface Warning {
  companyId: string;
  userIds: string[];
  link: string;
  email: EventEmail;
}

/**
 * Sends every due MAD warning (50 %, 75 %, 100 % of a process's maximum acceptable downtime) to the plan's BC
 * lead, its BRT leader and the incident's response coordinator. Due rows are claimed with FOR UPDATE SKIP
 * LOCKED in one transaction with the in-app notification and the move to the next threshold, so instances
 * racing for the same row tell it once; a crash before commit tells it again rather than never. When several
 * thresholds have passed at once (a corrected disruption start, downtime), only the highest is told. A
 * recovered process, a deactivated plan or a closed incident is not warned. Emails are queued in the same transaction. Answers how many
 * warnings were sent.
 */
export async function runDueMadWarnings(deps: WorkerDeps, opts: { batch?: number } = {}) {
  return (await madWarningBatch(deps, opts)).sent;
}

async function madWarningBatch(deps: WorkerDeps, opts: { batch?: number }) {
  const now = deps.now();
  let claimed = 0;
  const warnings: Warning[] = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        ap: bcpActivationProcesses,
        activation: bcpActivations,
        process: {
          name: bcpProcesses.name,
          ...processClockColumns,
        },
        plan: { id: bcps.id, name: bcps.name, bcLeadId: bcps.bcLeadId },
        incident: {
          id: incidents.id,
          title: incidents.title,
          exerciseType: incidents.exerciseType,
          coordinatorId: incidents.responseCoordinatorId,
          status: incidents.status,
          disabled: incidents.disabled,
        },
      })
      .from(bcpActivationProcesses)
      .innerJoin(bcpActivations, eq(bcpActivations.id, bcpActivationProcesses.activationId))
      .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpActivationProcesses.processId))
      .innerJoin(bcps, eq(bcps.id, bcpActivations.bcpId))
      .innerJoin(incidents, eq(incidents.id, bcpActivations.incidentId))
      .where(lte(bcpActivationProcesses.madWarningDueAt, now))
      .orderBy(asc(bcpActivationProcesses.madWarningDueAt))
      .limit(opts.batch ?? 100)
      .for("update", { of: bcpActivationProcesses, skipLocked: true });
    claimed = due.length;
    if (due.length === 0) return [];
    const latest = await latestResponses(
      tx,
      due.map((d) => d.ap.id),
    );
    const leaders = await tx
      .select({ bcpId: bcpBrtMembers.bcpId, userId: bcpBrtMembers.userId })
      .from(bcpBrtMembers)
      .where(
        and(
          inArray(
            bcpBrtMembers.bcpId,
            due.map((d) => d.plan.id),
          ),
          eq(bcpBrtMembers.role, "LEADER"),
          isNotNull(bcpBrtMembers.userId),
        ),
      );
    const out: Warning[] = [];
    const datesOf = new Map<string, CompanyDates>();
    for (const d of due) {
      const mad = madMs(d.process.mad, d.process.madDuration);
      const reached = thresholdReached(d.ap.disruptedSince, mad, now);
      const next = nextThreshold(Math.max(reached, d.ap.madWarnedPct));
      // A closed or disabled incident's response is over: its clocks warn nobody any more.
      const ended =
        !!d.activation.deactivatedAt || d.incident.disabled || CLOSED_STATUSES.includes(d.incident.status);
      const schedule = {
        madWarnedPct: Math.max(reached, d.ap.madWarnedPct),
        madWarningDueAt: ended || next === null ? null : thresholdAt(d.ap.disruptedSince, mad, next),
      };
      await tx.update(bcpActivationProcesses).set(schedule).where(eq(bcpActivationProcesses.id, d.ap.id));
      const last = latest.get(d.ap.id) ?? null;
      const state = processState({
        disruptedSince: d.ap.disruptedSince,
        madMs: mad,
        at: now,
        headcountRequired: d.process.headcountRequired,
        latest: last,
      });
      if (ended || state === "Recovered" || reached <= d.ap.madWarnedPct) continue;
      const userIds = [
        ...new Set(
          [
            d.plan.bcLeadId,
            d.incident.coordinatorId,
            ...leaders.filter((l) => l.bcpId === d.plan.id).map((l) => l.userId),
          ].filter((id): id is string => !!id),
        ),
      ];
      const incidentName = markExercise(d.incident.title ?? "the incident", d.incident.exerciseType);
      const breach = breachAt(d.ap.disruptedSince, mad);
      const when = timeToBreachLabel(breach, now);
      const companyId = d.activation.companyId;
      if (!datesOf.has(companyId)) datesOf.set(companyId, companyDates(await dateSettingsOf(tx, companyId)));
      const deadline = `Its MAD ends at ${datesOf.get(companyId)!.dateTime(breach)}.`;
      const subject = markExercise(
        `${d.process.name} (${d.plan.name}): ${reached} % of its MAD gone`,
        d.incident.exerciseType,
      );
      const link = paths.response(d.incident.id);
      const recipients = await notify(tx, {
        companyId: d.activation.companyId,
        userIds,
        type: "MAD_WARNING",
        info: {
          message: `<p>${bold(d.process.name)} (${bold(
            d.plan.name,
          )}) has used ${reached} % of its maximum acceptable downtime in ${bold(
            incidentName,
          )}. ${when}.</p>`,
          link,
          incidentId: d.incident.id,
          activationProcessId: d.ap.id,
          threshold: reached,
        },
      });
      await emitWebhookEvent(tx, {
        companyId,
        event: "mad.warning",
        incidentId: d.incident.id,
        at: now,
        data: {
          planId: d.plan.id,
          planName: d.plan.name,
          processId: d.ap.processId,
          processName: d.process.name,
          thresholdPct: reached,
          madEndsAt: breach.toISOString(),
        },
      });
      out.push({
        companyId: d.activation.companyId,
        userIds: recipients,
        link,
        email: {
          kind: "reminders",
          subject,
          lines: [
            `${subject} in ${incidentName}.`,
            `${when}. ${deadline}`,
            "Record its status or its recovery in Keel.",
          ],
          actionLabel: "Open the response",
        },
      });
    }
    // The emails are queued in this transaction too: a warning is told in-app and by email, or not at all.
    for (const w of out) await emailEvent({ ...deps, db: tx as unknown as Db }, w);
    return out;
  });
  return { claimed, sent: warnings.length };
}

/**
 * The in-process worker: polls for due MAD, tolerance and report-deadline warnings every `intervalMs`, draining a backlog batch by
 * batch.
 */
export function startMadWarningWorker(
  deps: WorkerDeps & Pick<ApiDeps, "messagesPerDay">,
  intervalMs = 60_000,
) {
  return startPollingWorker(intervalMs, "[activation] MAD warnings failed", async () => {
    await drainBatches(async () => (await madWarningBatch(deps, {})).claimed);
    // The important business services' tolerance clocks are warned by the same worker, the same way.
    await drainBatches(async () => (await toleranceWarningBatch(deps, {})).claimed);
    // So are the regulators' report deadlines (an hour before each, then when it passes unsent).
    await drainBatches(async () => (await reportWarningBatch(deps, {})).claimed);
    // And the exercises' timed injects, posted to the timeline when they fall due (issue 35).
    await drainBatches(async () => (await injectBatch(deps, {})).claimed);
    // And scheduled reachability drills start at their time, once (issue 36 item 5).
    await drainBatches(() => runDueDrills(deps));
  });
}
