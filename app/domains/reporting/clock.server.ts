import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { formatSpan } from "~/domains/bcp/recovery-state";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { markExercise } from "~/domains/incidents/model";
import { OPEN_REAL_INCIDENT } from "~/domains/incidents/open.server";
import { incidents } from "~/domains/incidents/schema.server";
import { bold, type EventEmail, emailEvent } from "~/domains/notifications/events.server";
import { notify } from "~/domains/notifications/notify.server";
import { paths } from "~/paths";
import type { Db } from "~/platform/db/client.server";
import { OWNER, ownerValues, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { companyDates } from "~/shared/dates";
import { presentDeadline } from "./deadline-view.server";
import { nextWarningAt, warningStage } from "./deadlines.server";
import { dueLabel, reportRuleOf } from "./model";
import { incidentClassifications, incidentReportDeadlines } from "./schema.server";

type WorkerDeps = Pick<ApiDeps, "db" | "now" | "appUrl">;

/**
 * Sends every due report-deadline warning (an hour before the deadline, then when it passes unsent) to the
 * incident's response coordinator and whoever classified it, exactly as the MAD and tolerance warnings go: due rows
 * are claimed with FOR UPDATE SKIP LOCKED in one transaction with the notification, the queued email and the move to
 * the next stage, so racing instances tell each stage once; when both have passed at once only the later is told.
 */
export async function reportWarningBatch(deps: WorkerDeps, opts: { batch?: number } = {}) {
  const now = deps.now();
  let claimed = 0;
  const sent = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        deadline: incidentReportDeadlines,
        incident: {
          id: incidents.id,
          title: incidents.title,
          coordinatorId: incidents.responseCoordinatorId,
          exerciseType: incidents.exerciseType,
        },
        classifiedById: incidentClassifications.classifiedById,
      })
      .from(incidentReportDeadlines)
      .innerJoin(incidents, eq(incidents.id, incidentReportDeadlines.incidentId))
      .leftJoin(
        incidentClassifications,
        eq(incidentClassifications.incidentId, incidentReportDeadlines.incidentId),
      )
      .where(lte(incidentReportDeadlines.warningDueAt, now))
      .orderBy(asc(incidentReportDeadlines.warningDueAt))
      .limit(opts.batch ?? 100)
      .for("update", { of: incidentReportDeadlines, skipLocked: true });
    claimed = due.length;
    let count = 0;
    for (const { deadline: d, incident, classifiedById } of due) {
      const dueAt = d.dueAt;
      const reached = dueAt && !d.sentAt ? warningStage(dueAt, now) : 0;
      const warned = Math.max(reached, d.warned);
      await tx
        .update(incidentReportDeadlines)
        .set({ warned, warningDueAt: nextWarningAt(dueAt, warned, !!d.sentAt) })
        .where(eq(incidentReportDeadlines.id, d.id));
      if (!dueAt || reached <= d.warned) continue;
      const dates = companyDates(await dateSettingsOf(tx, d.companyId));
      const title = incident.title ?? "the incident";
      // An exercise's warnings say so, as its MAD warnings do (issue 35).
      const incidentName = markExercise(title, incident.exerciseType);
      const report = `${d.regime} ${reportRuleOf(d.regime, d.report)?.label.toLowerCase() ?? d.report}`;
      const subject = markExercise(
        `${report} ${reached >= 2 ? "overdue" : `due at ${dates.dateTime(dueAt)}`}: ${title}`,
        incident.exerciseType,
      );
      const when = dueLabel(dueAt, now, formatSpan);
      const link = paths.incident(incident.id);
      const userIds = [
        ...new Set([incident.coordinatorId, classifiedById].filter((id): id is string => !!id)),
      ];
      const recipients = await notify(tx, {
        companyId: d.companyId,
        userIds,
        type: "REPORT_DEADLINE",
        info: {
          message: `<p>The ${bold(report)} for ${bold(incidentName)} is ${reached >= 2 ? "overdue" : "due"}: its deadline ${reached >= 2 ? "was" : "is"} ${dates.dateTime(dueAt)}.</p>`,
          link,
          incidentId: incident.id,
          deadlineId: d.id,
          stage: reached,
        },
      });
      const email: EventEmail = {
        kind: "reminders",
        subject,
        lines: [
          `The ${report} for ${incidentName} is ${reached >= 2 ? "overdue" : "due soon"}.`,
          `${when}. Its deadline is ${dates.dateTime(dueAt)}.`,
          "Send it to the authority, then record it as sent in Keel.",
        ],
        actionLabel: "Open the incident",
      };
      await emailEvent(
        { ...deps, db: tx as unknown as Db },
        { companyId: d.companyId, userIds: recipients, link, email },
      );
      count += 1;
    }
    return count;
  });
  return { claimed, sent };
}

/** Sends the due report warnings once (tests and the worker): answers how many were sent. */
export async function runDueReportWarnings(deps: WorkerDeps, opts: { batch?: number } = {}) {
  return (await reportWarningBatch(deps, opts)).sent;
}

/** Every unsent report with a deadline in the caller's company's open incidents (Home), the soonest first. */
export async function openReportDeadlines(deps: Pick<ApiDeps, "db" | "now">, user: Principal) {
  const now = deps.now();
  // On every visit to Home: built once (`prepared`, issue 37).
  const rows = await prepared(deps.db, "openReportDeadlines", (db) =>
    db
      .select({ deadline: incidentReportDeadlines, incident: { id: incidents.id, title: incidents.title } })
      .from(incidentReportDeadlines)
      .innerJoin(incidents, eq(incidents.id, incidentReportDeadlines.incidentId))
      .where(
        and(
          eq(incidentReportDeadlines.companyId, OWNER.companyId),
          isNull(incidentReportDeadlines.sentAt),
          isNotNull(incidentReportDeadlines.dueAt),
          OPEN_REAL_INCIDENT,
        ),
      )
      .orderBy(asc(incidentReportDeadlines.dueAt))
      .limit(100)
      .prepare(UNNAMED),
  ).execute(ownerValues(user));
  return rows.map(({ deadline, incident }) => ({ ...presentDeadline(deadline, now), incident }));
}
