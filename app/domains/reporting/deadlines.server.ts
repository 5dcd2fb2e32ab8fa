import { DateTime } from "luxon";
import type { ReportRule } from "./model";
import { WARN_BEFORE_MS } from "./model";

const HOUR = 3600_000;

/**
 * When a report falls due under its rule: the earliest of its terms. A term counted in months runs on the
 * company's calendar (Luxon: 31 January + 1 month is 28 or 29 February, as the regulators count). A term from the
 * previous report has no deadline until that report is sent: answers null when no term can be counted yet.
 */
export function reportDueAt(
  rule: ReportRule,
  at: { awareAt: Date; classifiedAt: Date; previousSentAt: Date | null },
  zone: string,
): Date | null {
  const terms = rule.due.flatMap((term) => {
    const base =
      term.from === "aware" ? at.awareAt : term.from === "classified" ? at.classifiedAt : at.previousSentAt;
    if (!base) return [];
    const due = term.months
      ? DateTime.fromJSDate(base, { zone }).plus({ months: term.months }).toJSDate()
      : new Date(base.getTime() + (term.hours ?? 0) * HOUR);
    return [due.getTime()];
  });
  return terms.length ? new Date(Math.min(...terms)) : null;
}

/** The warning stage reached at `now`: 0 none, 1 the deadline is near, 2 it has passed. */
export function warningStage(dueAt: Date, now: Date) {
  if (now.getTime() >= dueAt.getTime()) return 2;
  return now.getTime() >= dueAt.getTime() - WARN_BEFORE_MS ? 1 : 0;
}

/** When the next warning after stage `warned` falls (null: both told, or nothing to warn). */
export function nextWarningAt(dueAt: Date | null, warned: number, sent: boolean): Date | null {
  if (!dueAt || sent) return null;
  if (warned === 0) return new Date(dueAt.getTime() - WARN_BEFORE_MS);
  return warned === 1 ? dueAt : null;
}
