/**
 * After-action reviews (issue 35 item 3): every closed incident, crisis or exercise offers one; its findings
 * become corrective actions with an owner, a due date, a status and the evidence of their closure. Labels,
 * statuses and messages of this domain, for the API and the screens alike.
 */
import { countOf } from "~/shared/plural";

export const FINDING_STATUSES = ["Open", "Closed"] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

export const FINDING_STATUS_COLOURS: Record<FindingStatus, string> = {
  Open: "bg-amber-100 text-amber-800",
  Closed: "bg-green-100 text-green-800",
};

/** An open action past its due day (a calendar day, compared on the company's clock): shown on Home and its plan. */
export const findingOverdue = (f: { dueDate: string; status: FindingStatus }, today: string) =>
  f.status === "Open" && f.dueDate < today;

export const AFTER_ACTION_LABELS = {
  title: "After-action review",
  finding: "Finding",
  action: "Corrective action",
  owner: "Owner",
  dueDate: "Due date",
  plan: "Plan concerned",
  noPlan: "No plan in particular",
  evidence: "Evidence of closure",
  add: "Add finding",
  close: "Close action",
  overdue: "Overdue",
  openFindings: "Open findings",
  overdueFindings: "Overdue corrective actions",
  none: "No findings yet.",
} as const;

export const FINDING_MESSAGES = {
  added: "Finding added.",
  closed: "Corrective action closed.",
  notClosed: "The after-action review opens once the incident is Completed or Cancelled.",
  alreadyClosed: "This corrective action is already closed.",
  findingRequired: "Describe the finding.",
  actionRequired: "Describe the corrective action.",
  ownerRequired: "Choose an owner.",
  dueRequired: "Choose a due date.",
  evidenceRequired: "Describe the evidence of closure.",
  planOutside: "Choose a plan of this incident.",
} as const;

/**
 * The exercise programme (issue 35 item 4): each plan is due an exercise this many months after its last one
 * (the company cadence; a company setting for it is left to a later change). A plan never exercised is due now.
 */
export const EXERCISE_CADENCE_MONTHS = 12;
/** Coverage windows: critical processes exercised in the last 12 and 36 months (what auditors ask for). */
export const COVERAGE_WINDOWS_MONTHS = [12, 36] as const;

export const PROGRAMME_LABELS = {
  title: "Exercise programme",
  plan: "Plan",
  lastExercise: "Last exercise",
  result: "Result",
  nextDue: "Next due",
  never: "Never exercised",
  overdue: "Overdue",
  coverage: (months: number) => `Critical processes exercised in the last ${countOf(months, "month")}`,
  overduePlans: "Plans overdue for an exercise",
  cadence: `Each plan is exercised every ${countOf(EXERCISE_CADENCE_MONTHS, "month")}.`,
} as const;

/** The last exercise's result as the programme shows it: its findings, and how many are still open. */
export const exerciseResult = (findings: number, open: number) =>
  findings === 0 ? "No findings" : `${countOf(findings, "finding")}, ${open} open`;
