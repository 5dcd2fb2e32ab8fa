/**
 * Incident classification and the regulators' reporting clocks (issue 34 item 3). Isomorphic: the API, the worker
 * and the incident page read the same rule table, labels, states and messages.
 */

/** The DORA criteria for a major ICT-related incident (RTS 2024/1772), in the order the form asks them. */
export const CRITERIA = [
  "clientsAffected",
  "duration",
  "geographicalSpread",
  "dataLosses",
  "criticalServices",
  "economicImpact",
] as const;
export type Criterion = (typeof CRITERIA)[number];
export const CRITERION_LABELS: Record<Criterion, string> = {
  clientsAffected: "Clients, counterparts or transactions affected",
  duration: "Duration and service downtime",
  geographicalSpread: "Geographical spread (two or more member states)",
  dataLosses: "Data losses (availability, authenticity, integrity, confidentiality)",
  criticalServices: "Critical services affected",
  economicImpact: "Economic impact",
};

export const CLASSIFICATION_RESULTS = ["major", "not_major"] as const;
export type ClassificationResult = (typeof CLASSIFICATION_RESULTS)[number];
export const RESULT_LABELS: Record<ClassificationResult, string> = {
  major: "Major",
  not_major: "Not major",
};

/** When a report falls due: hours or months after a moment. "previous": the regime's previous report was sent. */
export type DueRule = { from: "classified" | "aware" | "previous"; hours?: number; months?: number };
export interface ReportRule {
  key: string;
  label: string;
  /** The report is due at the earliest of these (DORA's initial notification: 4 h / 24 h backstop). */
  due: readonly DueRule[];
  /** How the rule reads on screen. */
  rule: string;
}
/** The regimes of the rule table below (a literal, so a screen importing this file does not ship the table). */
export const REGIME_KEYS = ["DORA", "NIS2", "GDPR"] as const;
export type RegimeKey = (typeof REGIME_KEYS)[number];
export interface Regime {
  key: RegimeKey;
  label: string;
  /** What makes it apply; the classifier ticks the regimes that do. */
  trigger: string;
  authority: string;
  reports: readonly ReportRule[];
}

/**
 * THE rule table: regime, trigger, deadlines. A regime's reports run in order; a report timed from "previous"
 * has no deadline until the one before it is recorded as sent.
 */
export const REGIMES = [
  {
    key: "DORA",
    label: "DORA",
    trigger: "Major ICT-related incident (Art. 19)",
    authority: "Competent authority",
    reports: [
      {
        key: "initial",
        label: "Initial notification",
        due: [
          { from: "classified", hours: 4 },
          { from: "aware", hours: 24 },
        ],
        rule: "4 h after classification, no later than 24 h after awareness",
      },
      {
        key: "intermediate",
        label: "Intermediate report",
        due: [{ from: "previous", hours: 72 }],
        rule: "72 h after the initial notification",
      },
      {
        key: "final",
        label: "Final report",
        due: [{ from: "previous", months: 1 }],
        rule: "1 month after the intermediate report",
      },
    ],
  },
  {
    key: "NIS2",
    label: "NIS2",
    trigger: "Significant incident (Art. 23)",
    authority: "CSIRT or competent authority",
    reports: [
      {
        key: "early_warning",
        label: "Early warning",
        due: [{ from: "aware", hours: 24 }],
        rule: "24 h after awareness",
      },
      {
        key: "notification",
        label: "Incident notification",
        due: [{ from: "aware", hours: 72 }],
        rule: "72 h after awareness",
      },
      {
        key: "final",
        label: "Final report",
        due: [{ from: "previous", months: 1 }],
        rule: "1 month after the incident notification",
      },
    ],
  },
  {
    key: "GDPR",
    label: "GDPR",
    trigger: "Personal data breach (Art. 33)",
    authority: "Supervisory authority",
    reports: [
      {
        key: "notification",
        label: "Breach notification",
        due: [{ from: "aware", hours: 72 }],
        rule: "72 h after awareness",
      },
    ],
  },
] as const satisfies readonly Regime[];

export const regimeOf = (key: string): Regime | undefined => REGIMES.find((r) => r.key === key);
export const reportRuleOf = (regime: string, report: string): ReportRule | undefined =>
  regimeOf(regime)?.reports.find((r) => r.key === report);

/** A report deadline's state on screen. */
export const DEADLINE_STATES = ["Waiting", "Due", "Overdue", "Met", "Sent late"] as const;
export type DeadlineState = (typeof DEADLINE_STATES)[number];
/** Each state's badge classes (StatusBadge). */
export const DEADLINE_COLOURS: Record<DeadlineState, string> = {
  Waiting: "bg-gray-100 text-gray-700",
  Due: "bg-amber-100 text-amber-800",
  Overdue: "bg-red-100 text-red-800",
  Met: "bg-green-100 text-green-800",
  "Sent late": "bg-orange-100 text-orange-800",
};

export function deadlineState(d: { dueAt: Date | string | null; sentAt: Date | string | null }, now: Date) {
  const due = d.dueAt ? new Date(d.dueAt).getTime() : null;
  if (d.sentAt)
    return (due === null || new Date(d.sentAt).getTime() <= due ? "Met" : "Sent late") as DeadlineState;
  if (due === null) return "Waiting" as DeadlineState;
  return (now.getTime() > due ? "Overdue" : "Due") as DeadlineState;
}

/** A warning is sent this long before a deadline, and again when it passes unsent. */
export const WARN_BEFORE_MS = 3600_000;

export const REPORTING_LABELS = {
  section: "Classification and reporting",
  classify: "Classify",
  reclassify: "Reclassify",
  awareAt: "Became aware at",
  classifiedAt: "Classified at",
  criteria: "DORA criteria met",
  result: "Result",
  reason: "Reason",
  regimes: "Reporting regimes that apply",
  save: "Save classification",
  recordSent: "Record as sent",
  sentAt: "Sent at",
  reference: "Reference",
  notClassified: "Not classified yet.",
} as const;

export const REPORTING_MESSAGES = {
  classified: "Classification saved.",
  recorded: "Report recorded as sent.",
  awareAfterClassified: "The firm must have become aware before it classified.",
  classifiedInFuture: "The classification time cannot be in the future.",
  regimeRequired: "Choose at least one regime for a major incident.",
  sentBeforeAware: "A report cannot be sent before the firm became aware.",
  sentInFuture: "The sent time cannot be in the future.",
  previousNotSent: "Record the previous report as sent first.",
  alreadySent: "This report is already recorded as sent.",
  draft: "Publish the incident before classifying it.",
} as const;

/** "Due in 3 h 05 min" / "Overdue by 20 min": how long until (or since) a report's deadline. */
export function dueLabel(dueAt: Date | string, now: Date, span: (ms: number) => string): string {
  const ms = new Date(dueAt).getTime() - now.getTime();
  return ms > 0 ? `Due in ${span(ms)}` : `Overdue by ${span(ms)}`;
}
