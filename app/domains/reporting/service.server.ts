import { and, asc, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, conflict, fieldError, notFound } from "~/api/errors.server";
import { can } from "~/domains/access/policy";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { changeIncident, findIncident, recordEvent } from "~/domains/incidents/records.server";
import type { Tx } from "~/platform/db/client.server";
import { readAll } from "~/platform/db/read-all.server";
import { companyDates } from "~/shared/dates";
import { presentDeadline } from "./deadline-view.server";
import { nextWarningAt, reportDueAt } from "./deadlines.server";
import { keepSentReport } from "./drafts.server";
import {
  CRITERIA,
  CRITERION_LABELS,
  deadlineState,
  REPORTING_MESSAGES as M,
  REGIMES,
  RESULT_LABELS,
  type Regime,
  reportRuleOf,
} from "./model";
import { incidentClassifications, incidentReportDeadlines } from "./schema.server";
import type { ClassificationInput, ReportSentInput } from "./validation";

/**
 * Brings an incident's report deadlines in line with its classification, in the caller's transaction: each report
 * of each regime that applies (a major incident only) gets its deadline from the rule table; a report already sent
 * keeps its record and the deadline it was sent against; an unsent report of a regime that no longer applies goes.
 * A moved deadline is warned afresh.
 */
async function syncDeadlines(
  tx: Tx,
  companyId: string,
  incidentId: string,
  c: { awareAt: Date; classifiedAt: Date; result: string; regimes: string[] },
  zone: string,
) {
  const rows = await tx
    .select()
    .from(incidentReportDeadlines)
    .where(eq(incidentReportDeadlines.incidentId, incidentId))
    .for("update");
  const regimes = c.result === "major" ? REGIMES.filter((r) => c.regimes.includes(r.key)) : [];
  for (const regime of regimes) {
    let previousSentAt: Date | null = null;
    for (const [position, rule] of regime.reports.entries()) {
      const row = rows.find((r) => r.regime === regime.key && r.report === rule.key);
      // A report once sent keeps the deadline it was sent against: a reclassification never turns a late report
      // into one met (or the reverse).
      if (row?.sentAt) {
        previousSentAt = row.sentAt;
        continue;
      }
      const dueAt = reportDueAt(
        rule,
        { awareAt: c.awareAt, classifiedAt: c.classifiedAt, previousSentAt },
        zone,
      );
      const moved = (row?.dueAt?.getTime() ?? null) !== (dueAt?.getTime() ?? null);
      const warned = row && !moved ? row.warned : 0;
      const values = { dueAt, warned, warningDueAt: nextWarningAt(dueAt, warned, false) };
      if (row)
        await tx.update(incidentReportDeadlines).set(values).where(eq(incidentReportDeadlines.id, row.id));
      else
        await tx
          .insert(incidentReportDeadlines)
          .values({ companyId, incidentId, regime: regime.key, report: rule.key, position, ...values });
      previousSentAt = null;
    }
  }
  const dropped = rows.filter((r) => !r.sentAt && !regimes.some((g) => g.key === r.regime));
  if (dropped.length)
    await tx.delete(incidentReportDeadlines).where(
      inArray(
        incidentReportDeadlines.id,
        dropped.map((r) => r.id),
      ),
    );
}

/**
 * Classifies (or reclassifies) a published incident or crisis and starts, moves or stops its reporting clocks, in
 * one transaction with its timeline entry and audit record. Times after `now` are refused on their field.
 */
export async function classifyIncident(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  input: ClassificationInput,
) {
  return changeIncident(deps, user, incidentId, async (tx, incident, now) => {
    if (incident.isDraft) throw badRequest(M.draft);
    if (input.classifiedAt.getTime() > now.getTime()) throw fieldError("classifiedAt", M.classifiedInFuture);
    const regimes = input.result === "major" ? input.regimes : [];
    const values = {
      awareAt: input.awareAt,
      classifiedAt: input.classifiedAt,
      criteria: input.criteria,
      result: input.result,
      reason: input.reason,
      regimes,
      classifiedById: user.id,
      updatedAt: now,
    };
    const [before] = await tx
      .select({ id: incidentClassifications.id })
      .from(incidentClassifications)
      .where(eq(incidentClassifications.incidentId, incidentId));
    if (before)
      await tx.update(incidentClassifications).set(values).where(eq(incidentClassifications.id, before.id));
    else
      await tx.insert(incidentClassifications).values({ companyId: user.companyId, incidentId, ...values });
    const dates = companyDates(await dateSettingsOf(tx, user.companyId));
    await syncDeadlines(tx, user.companyId, incidentId, { ...values }, dates.zone);
    const verdict = RESULT_LABELS[input.result];
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId,
      actorId: user.id,
      kind: before ? "incident_reclassified" : "incident_classified",
      message: `${before ? "Reclassified" : "Classified"} ${verdict.toLowerCase()}${regimes.length ? ` (${regimes.join(", ")})` : ""}: ${input.reason}`,
      at: now,
      changes: {
        awareAt: input.awareAt.toISOString(),
        classifiedAt: input.classifiedAt.toISOString(),
        criteria: input.criteria,
        result: input.result,
        reason: input.reason,
        regimes,
      },
    });
    return { incidentId, result: input.result, regimes };
  });
}

/** An incident's report deadlines, read only within the caller's company. */
const deadlinesOfIncident = (companyId: string, incidentId: string) =>
  and(eq(incidentReportDeadlines.incidentId, incidentId), eq(incidentReportDeadlines.companyId, companyId));

/**
 * Records a report as sent (its time and the authority's reference): the deadline is met, or sent late; the next
 * report of its regime then gets its deadline. A report before its predecessor, twice, before awareness or in the
 * future is refused on its field, and nothing is written.
 */
export async function recordReportSent(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  input: ReportSentInput,
) {
  return changeIncident(deps, user, incidentId, async (tx, incident, now) => {
    const [classification] = await tx
      .select()
      .from(incidentClassifications)
      .where(eq(incidentClassifications.incidentId, incidentId));
    const rows = await tx
      .select()
      .from(incidentReportDeadlines)
      .where(deadlinesOfIncident(user.companyId, incidentId))
      .orderBy(asc(incidentReportDeadlines.position))
      .for("update");
    const row = rows.find((r) => r.id === input.deadlineId);
    if (!row || !classification) throw notFound();
    if (row.sentAt) throw conflict(M.alreadySent, { sentAt: [M.alreadySent] });
    const previous = rows.find((r) => r.regime === row.regime && r.position === row.position - 1);
    if (previous && !previous.sentAt) throw fieldError("sentAt", M.previousNotSent);
    if (input.sentAt.getTime() > now.getTime()) throw fieldError("sentAt", M.sentInFuture);
    if (input.sentAt.getTime() < classification.awareAt.getTime())
      throw fieldError("sentAt", M.sentBeforeAware);
    await tx
      .update(incidentReportDeadlines)
      .set({ sentAt: input.sentAt, reference: input.reference, sentById: user.id, warningDueAt: null })
      .where(eq(incidentReportDeadlines.id, row.id));
    // The report as sent is kept unchanged with its digest (issue 34 item 4), or nothing is recorded.
    await keepSentReport(tx, user, incident, row, { ...input, now });
    const dates = companyDates(await dateSettingsOf(tx, user.companyId));
    const next = rows.find((r) => r.regime === row.regime && r.position === row.position + 1);
    const nextRule = next && reportRuleOf(next.regime, next.report);
    if (next && nextRule && !next.sentAt) {
      const dueAt = reportDueAt(
        nextRule,
        {
          awareAt: classification.awareAt,
          classifiedAt: classification.classifiedAt,
          previousSentAt: input.sentAt,
        },
        dates.zone,
      );
      await tx
        .update(incidentReportDeadlines)
        .set({ dueAt, warned: 0, warningDueAt: nextWarningAt(dueAt, 0, false) })
        .where(eq(incidentReportDeadlines.id, next.id));
    }
    const rule = reportRuleOf(row.regime, row.report);
    const state = deadlineState({ dueAt: row.dueAt, sentAt: input.sentAt }, now);
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId,
      actorId: user.id,
      kind: "report_sent",
      message: `${row.regime} ${rule?.label ?? row.report} sent at ${dates.dateTime(input.sentAt)} (reference ${input.reference}): ${state === "Met" ? "deadline met" : "sent late"}`,
      at: now,
      changes: {
        deadlineId: row.id,
        regime: row.regime,
        report: row.report,
        sentAt: input.sentAt.toISOString(),
        reference: input.reference,
      },
    });
    return { id: row.id, state };
  });
}

/** An incident's classification (null until classified) and its report deadlines, regime by regime. */
export async function classificationOf(deps: ApiDeps, user: Principal, incidentId: string) {
  const now = deps.now();
  await findIncident(deps.db, user, incidentId);
  const [[row], deadlines] = await readAll(deps.db, [
    () =>
      deps.db
        .select({
          c: incidentClassifications,
          by: userNameColumns,
        })
        .from(incidentClassifications)
        .leftJoin(users, eq(users.id, incidentClassifications.classifiedById))
        .where(
          and(
            eq(incidentClassifications.incidentId, incidentId),
            eq(incidentClassifications.companyId, user.companyId),
          ),
        ),
    () =>
      deps.db
        .select()
        .from(incidentReportDeadlines)
        .where(deadlinesOfIncident(user.companyId, incidentId))
        .orderBy(asc(incidentReportDeadlines.regime), asc(incidentReportDeadlines.position)),
  ]);
  const c = row?.c;
  return {
    classification: c
      ? {
          awareAt: c.awareAt,
          classifiedAt: c.classifiedAt,
          criteria: c.criteria,
          criteriaLabels: c.criteria.map((k) => CRITERION_LABELS[k] ?? k),
          result: c.result,
          reason: c.reason,
          regimes: c.regimes,
          classifiedBy: row.by?.email
            ? [row.by.firstName, row.by.lastName].filter(Boolean).join(" ") || row.by.email
            : null,
          updatedAt: c.updatedAt,
        }
      : null,
    deadlines: deadlines.map((d) => presentDeadline(d, now)),
    canClassify: can(user, "incident.manage"),
    options: {
      criteria: CRITERIA.map((key) => ({ key, label: CRITERION_LABELS[key] })),
      regimes: (REGIMES as readonly Regime[]).map((g) => ({
        key: g.key,
        label: g.label,
        trigger: g.trigger,
        reports: g.reports.map((r) => ({ label: r.label, rule: r.rule })),
      })),
    },
  };
}
