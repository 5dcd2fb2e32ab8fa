import { deadlineState, regimeOf, reportRuleOf } from "./model";
import type { incidentReportDeadlines } from "./schema.server";

type DeadlineRow = typeof incidentReportDeadlines.$inferSelect;

/** A report deadline as the API answers it, its state read at `now`. */
export const presentDeadline = (d: DeadlineRow, now: Date) => {
  const rule = reportRuleOf(d.regime, d.report);
  return {
    id: d.id,
    regime: d.regime,
    regimeLabel: regimeOf(d.regime)?.label ?? d.regime,
    authority: regimeOf(d.regime)?.authority ?? "",
    report: d.report,
    label: rule?.label ?? d.report,
    rule: rule?.rule ?? "",
    dueAt: d.dueAt,
    sentAt: d.sentAt,
    reference: d.reference,
    state: deadlineState(d, now),
  };
};
