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
  ownFindings: "Your corrective actions",
  raisedIn: "Raised in",
  none: "No findings yet.",
  requiresRetest: "Requires a re-test",
  requiresRetestHint: "The action closes only after a later exercise of the plan concerned.",
  retestDue: "Re-test due",
  retested: "Re-tested",
  /** A CM test's page of corrective actions (its follow-ups, tracked as findings). */
  cmTestTitle: "Corrective actions",
  cmTestOf: "CM test of",
  cmTestNotes: "Follow-up notes",
  cmTestNotesHint:
    "Written as free text before follow-ups were tracked: add a corrective action for any still to do.",
  cmTestLink: "Corrective actions",
} as const;

export const FINDING_MESSAGES = {
  added: "Finding added.",
  closed: "Corrective action closed.",
  notClosed: "The after-action review opens once the incident is Completed or Cancelled.",
  alreadyClosed: "This corrective action is already closed.",
  notOwner: "Only the action's owner or those who manage incidents may close it.",
  cmTestNotRecorded: "Record the CM test's outcome first: its corrective actions follow from how it went.",
  findingRequired: "Describe the finding.",
  actionRequired: "Describe the corrective action.",
  ownerRequired: "Choose an owner.",
  dueRequired: "Choose a due date.",
  evidenceRequired: "Describe the evidence of closure.",
  planOutside: "Choose a plan of this incident.",
  retestNeedsPlan: "Choose the plan concerned: its next exercise is the re-test.",
  retestDue: "Re-test due: this action closes once a later exercise of its plan has been completed.",
} as const;

/**
 * The exercise programme (issue 35 item 4): each plan is due an exercise the company's cadence after its last one
 * (a company setting, `exerciseCadenceMonths`, yearly by default). A plan never exercised is due now.
 */
/** Coverage windows: critical processes exercised in the last 12 and 36 months (what auditors ask for). */
export const COVERAGE_WINDOWS_MONTHS = [12, 36] as const;
/** The programme lists at most this many critical processes by name (the never exercised first). */
export const CRITICAL_PROCESSES_MAX = 500;

/** A critical process exercised within the coverage windows, or not. */
export const COVERAGE_COLOURS = {
  within: "bg-green-100 text-green-800",
  outside: "bg-red-100 text-red-800",
} as const;

/** The shortest coverage window a process was last exercised in (months), or null: not in the longest. */
export const coverageWindowOf = (lastExercisedAt: string | Date | null, now: Date) => {
  if (!lastExercisedAt) return null;
  const at = new Date(lastExercisedAt);
  for (const months of COVERAGE_WINDOWS_MONTHS) {
    const from = new Date(now);
    from.setUTCMonth(from.getUTCMonth() - months);
    if (at.getTime() >= from.getTime()) return months;
  }
  return null;
};

export const PROGRAMME_LABELS = {
  title: "Exercise programme",
  plan: "Plan",
  lastExercise: "Last exercise",
  result: "Result",
  nextDue: "Next due",
  never: "Never exercised",
  overdue: "Overdue",
  coverage: (months: number) => `Critical processes exercised in the last ${countOf(months, "month")}`,
  criticalProcesses: "Critical processes",
  criticalProcessesIntro: "When an exercise last activated each critical process, the never exercised first.",
  lastExercised: "Last exercised",
  within: (months: number) => `In the last ${countOf(months, "month")}`,
  outside: (months: number) => `Not in the last ${countOf(months, "month")}`,
  criticalShown: (shown: number) => `The first ${shown} are listed.`,
  overduePlans: "Plans overdue for an exercise",
  managementPlans: "Incident and crisis management plans",
  managementPlansIntro: "Their CM tests are their exercises.",
  exerciseOverdue: "Exercise overdue",
  cadence: (months: number) =>
    months === 12
      ? "Each plan is exercised every year."
      : `Each plan is exercised every ${countOf(months, "month")}.`,
  cadenceSetting: "Change the cadence",
} as const;

/** A CM test's result as the programme shows it: its outcome and how many follow-up actions it raised. */
export const cmTestResult = (outcome: string | null, followUps: number) =>
  `${outcome ?? "Completed"}${followUps ? `, ${countOf(followUps, "follow-up action")}` : ""}`;

/** The last exercise's result as the programme shows it: its findings, and how many are still open. */
export const exerciseResult = (findings: number, open: number) =>
  findings === 0 ? "No findings" : `${countOf(findings, "finding")}, ${open} open`;

/**
 * Timed injects of an exercise (issue 35 item 1): scheduled by its owner, posted to the timeline and told to the
 * team when they fall due; skipped when the exercise ended (or was disabled) first.
 */
export const INJECT_STATUSES = ["Scheduled", "Posted", "Skipped"] as const;
export type InjectStatus = (typeof INJECT_STATUSES)[number];
export const INJECT_STATUS_COLOURS: Record<InjectStatus, string> = {
  Scheduled: "bg-blue-100 text-blue-800",
  Posted: "bg-green-100 text-green-800",
  Skipped: "bg-gray-100 text-gray-700",
};
/** An inject's text is a line or two read aloud in the exercise, not a document. */
export const INJECT_TEXT_MAX = 500;
/** An exercise holds at most this many injects (a bounded list). */
export const INJECTS_MAX = 100;

export const INJECT_LABELS = {
  title: "Injects",
  intro:
    "Timed events of the exercise. Each is posted to the timeline and told to the team when it falls due.",
  time: "Time",
  timeHint: (timezone: string) => `In the company's time zone (${timezone}).`,
  text: "What happens",
  textHint: "For example: the backup site loses power.",
  schedule: "Schedule inject",
  cancel: "Cancel inject",
  none: "No injects scheduled.",
  postedAt: "Posted",
  open: "Injects",
} as const;

export const INJECT_MESSAGES = {
  scheduled: "Inject scheduled.",
  cancelled: "Inject cancelled.",
  notExercise: "Injects belong to exercises: this incident is not one.",
  closed: "This exercise is over: no more injects can be scheduled.",
  timeRequired: "Choose when the inject happens.",
  timePast: "Choose a time still to come.",
  textRequired: "Describe what happens.",
  tooMany: `An exercise holds at most ${INJECTS_MAX} injects.`,
  notScheduled: "This inject has already been posted.",
  forbidden: "Only the exercise's owner can schedule its injects.",
} as const;

/** The timeline's and the bell's words for a posted inject. */
export const injectMessage = (text: string) => `Inject: ${text}`;

/**
 * The post-exercise report (issue 35 item 2): written by Keel when an exercise is Completed and kept unchanged
 * (evidence's store, with its digest); the exercise's owner may keep an updated version later (findings and
 * observations added after the close), the figures staying those of the close.
 */
export const REPORT_LABELS = {
  title: "Post-exercise report",
  scenario: "Scenario",
  objectives: "Objectives",
  observations: "Facilitator's observations",
  participants: "Participants",
  timeline: "Timeline",
  responseTimes: "Time to acknowledge and to answer",
  byGroup: "By team",
  byPerson: "By person",
  channels: "Reach and answers by channel",
  processes: "Processes at the close",
  actions: "Decisions and actions",
  findings: "Findings and corrective actions",
  closedAt: "Closed at",
  role: "Role",
  messages: "Messages",
  acknowledged: "Acknowledged",
  answered: "Answered",
  medianAck: "Median time to acknowledge",
  medianAnswer: "Median time to answer",
  channel: "Channel",
  sent: "Sent",
  reached: "Reached",
  reachRate: "Reach rate",
  answerRate: "Answer rate",
  madUsed: "Share of MAD used",
  state: "State",
  status: "Status",
  owner: "Owner",
  due: "Due",
  none: "None.",
  notWritten: "Not written.",
  versions: "Kept reports",
  keptAt: "Written at",
  keptBy: "Written by",
  open: "Open the report",
  keep: "Keep an updated report",
  save: "Save objectives and observations",
  notYet: "Keel writes the report when the exercise is Completed.",
  channelNote: "An answer counts for every channel that reached the person.",
} as const;

/** The report's groups of people: the response team (the coordinator and the team) and everyone else reached. */
export const REPORT_GROUPS = { team: "Response team", others: "Other recipients" } as const;

export const REPORT_MESSAGES = {
  notesSaved: "Objectives and observations saved.",
  kept: "An updated post-exercise report is kept.",
  notExercise: "Only an exercise has a post-exercise report.",
  notCompleted: "The report is written when the exercise is Completed.",
} as const;

/** Minutes as the report shows a response time: "4 min", "1 h 05 min"; none: "—". */
export const responseTime = (minutes: number | null) => {
  if (minutes === null) return "—";
  const m = Math.round(minutes);
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, "0")} min`;
};
/** A rate as the report shows it: "80%", none sent: "—". */
export const rate = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : "—");

/** The most characters of an exercise's objectives or of its facilitator's observations (plain text). */
export const EXERCISE_NOTES_MAX = 5000;
