import { DETAIL_TABS, type DetailTab, WIZARD_STEPS, type WizardStep } from "~/paths";

/** Incident and crisis labels, status lists and constants from the spec, defined once for API and UI. */

/** The most register entries (applications, suppliers…) one incident may name (issue 33). */
export const MAX_INCIDENT_ENTRIES = 20;

export const INCIDENT_TYPES = ["Incident", "Crisis"] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

/** Spec §4 incident/crisis statuses. */
export const INCIDENT_STATUSES = [
  "Just Created",
  "Assigned Team",
  "In Progress",
  "Completed",
  "Cancelled",
] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const CLOSED_STATUSES: readonly IncidentStatus[] = ["Completed", "Cancelled"];

/** Fixed colour per status (Tailwind classes). */
export const INCIDENT_STATUS_COLOURS: Record<IncidentStatus, string> = {
  "Just Created": "bg-sky-100 text-sky-800",
  "Assigned Team": "bg-violet-100 text-violet-800",
  "In Progress": "bg-amber-100 text-amber-800",
  Completed: "bg-green-100 text-green-800",
  Cancelled: "bg-gray-200 text-gray-700",
};

/**
 * Exercise mode (issue 35): an incident or crisis run as an exercise of one of these kinds. It works as a real one,
 * but every page, message and PDF of it carries EXERCISE_LABEL, and it is kept out of the real figures.
 */
export const EXERCISE_TYPES = ["Tabletop", "Walkthrough", "Simulation", "Live"] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
/** The one mark of an exercise: the banner, the badge, every message's subject and text, the PDFs. */
export const EXERCISE_LABEL = "EXERCISE";
/** The wizard's choice for a real incident (no exercise type). */
export const REAL_INCIDENT_CHOICE = "No: a real incident or crisis";
/** `[EXERCISE] text` for an exercise's message, subject or title; the text as it is otherwise. */
export const markExercise = (text: string, exerciseType: ExerciseType | null | undefined) =>
  exerciseType ? `[${EXERCISE_LABEL}] ${text}` : text;
/** A list's exercise filter (Active BCPs): real incidents only by default, or with exercises, or exercises only. */
export const EXERCISE_FILTERS = {
  real: "Real incidents only",
  include: "With exercises",
  only: "Exercises only",
} as const;
export type ExerciseFilter = keyof typeof EXERCISE_FILTERS;
export const EXERCISE_FILTER_KEYS = Object.keys(EXERCISE_FILTERS) as ExerciseFilter[];
/** The banner's words on every page of an exercise. */
export const exerciseBannerText = (exerciseType: ExerciseType) =>
  `${EXERCISE_LABEL} (${exerciseType.toLowerCase()}): not a real incident. Messages and reports of it are marked ${EXERCISE_LABEL}.`;

/** Impact of an incident (the business impact levels of spec §4). */
export const INCIDENT_IMPACTS = ["High", "Medium", "Low", "Awaiting Response", "No Impact"] as const;
export type IncidentImpact = (typeof INCIDENT_IMPACTS)[number];

/** Spec §9 status check cadence. */
export const STATUS_CHECK_CADENCES = [
  "Every Hour",
  "2 Hours",
  "4 Hours",
  "6 Hours",
  "12 Hours",
  "24 Hours",
  "Weekly",
  "Monthly",
  "Quarterly",
] as const;
export type StatusCheckCadence = (typeof STATUS_CHECK_CADENCES)[number];

/** Spec §9 date range filters. */
export const DATE_RANGES = [
  "Today",
  "Last week",
  "Last 30 Days",
  "Quarter",
  "Half-Year",
  "Last Year",
  "YTD",
] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** Spec §2 wizard steps, in order: each is a URL segment and the draft's currentTab. */
export const WIZARD_STEP_LABELS: Record<WizardStep, string> = {
  hazard_category: "Hazard Category",
  hazard_type: "Hazard Type",
  "load_assets_&_people": "Load Assets and People",
  load_processes: "Load Processes",
  general_info: "General Info",
};
export const nextStep = (step: WizardStep): WizardStep | null =>
  WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
export const previousStep = (step: WizardStep): WizardStep | null =>
  WIZARD_STEPS[WIZARD_STEPS.indexOf(step) - 1] ?? null;

/** Spec §2 detail tabs: label per URL segment (the plans tab is named per type). */
export function detailTabLabel(tab: DetailTab, type: IncidentType): string {
  const labels: Record<DetailTab, string> = {
    details: "DETAILS",
    load_asset_people: "ASSETS, PEOPLE AND OTHERS",
    associated_imps: type === "Crisis" ? "ASSOCIATED IMPS/CMPS" : "ASSOCIATED IMPS",
    processes: "PROCESSES",
    response_actions: "RESPONSE ACTION",
    merged_alerts: "MERGED ALERTS",
  };
  return labels[tab];
}

/** Spec §3 crisis/incident table columns (keys) with their headings. */
export const INCIDENT_COLUMNS = [
  ["createdOn", "Created On"],
  ["bcpCount", "BCP Count"],
  ["incidentLocations", "Incident Locations"],
  ["responseCoordinator", "Response Coordinator"],
  ["hazardType", "Hazard Type"],
  ["name", "Name"],
  // Not a spec column: the escalated crisis stands out from the incidents around it (UX review 1.11).
  ["type", "Type"],
  ["impact", "Impact"],
  ["status", "Status"],
  ["incidentCreator", "Incident Creator"],
  ["updatedOn", "Updated On"],
] as const;
export type IncidentColumn = (typeof INCIDENT_COLUMNS)[number][0];
/** The incident list's "Show" filter: the caller's own drafts instead of published incidents (UX review 1.11). */
export const LIST_SHOW = { mine: "My drafts" } as const;

export const SORTABLE_COLUMNS = ["createdOn", "updatedOn", "name", "impact", "status"] as const;

/**
 * Whether Escalate to Crisis applies: a published incident (not a crisis) that is not over. The one rule the list,
 * the incident page and the API share (a Completed or Cancelled incident is not escalated).
 */
export function canEscalate(incident: { type: string; isDraft: boolean; status: IncidentStatus }) {
  return incident.type === "Incident" && !incident.isDraft && !CLOSED_STATUSES.includes(incident.status);
}

/** Spec §6 row actions. */
export const ROW_ACTIONS = {
  view: "View full details",
  markRead: "Mark as read",
  cardView: "Details- Card View",
  disable: "Disable",
  edit: "Edit",
  escalate: "Escalate to Crisis",
  /** Not a spec label: opens the activation flow (BCP Activation Response) for this incident. */
  activate: "Activate BCPs",
} as const;

export const RESPONSE_ACTION_STATUSES = ["Not Started", "In Progress", "Completed", "Cancelled"] as const;
export type ResponseActionStatus = (typeof RESPONSE_ACTION_STATUSES)[number];

/** A response action past its due time and not finished: marked on the incident and counted on Home. */
export const actionOverdue = (a: { dueAt: string | Date | null; status: ResponseActionStatus }, now: Date) =>
  a.dueAt !== null &&
  new Date(a.dueAt).getTime() < now.getTime() &&
  a.status !== "Completed" &&
  a.status !== "Cancelled";

export const ALERT_STATUSES = ["Open", "Merged", "Converted", "Dismissed"] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Messages of this domain (spec §8 wording where it has one). */
export const INCIDENT_MESSAGES = {
  removed: "Incident Removed Successfully!",
  published: "Incident created successfully!",
  crisisPublished: "Crisis created successfully!",
  draftSaved: "Draft saved.",
  updated: (type: string) => `${type} updated successfully!`,
  chooseCoordinator: "No response coordinator yet: choose one in the response team below.",
  escalated: "Incident escalated to crisis.",
  disabled: "Incident disabled.",
  markedRead: "Marked as read.",
  notDraft: "Only a draft can be removed from draft.",
  isDraft: "Publish the draft first.",
  crisisCannotEscalate: "A crisis cannot be escalated.",
  closedCannotEscalate: (status: string) => `A ${status.toLowerCase()} incident cannot be escalated.`,
  alreadyDisabled: "This incident is disabled.",
  hazardRequired: "Choose a hazard.",
  hazardCategoryRequired: "Choose a hazard category.",
  titleRequired: "Title is required.",
  locationRequired: "Add the alert location.",
  placeOrEntryRequired:
    "Add the alert location, or the application, supplier or other register entry the incident hits.",
  tooManyEntries: `At most ${MAX_INCIDENT_ENTRIES} register entries.`,
  alertMerged: "Alert merged into the incident.",
  alertAlreadyHandled: "This alert has already been merged or turned into an incident.",
  actionAdded: "Response action added.",
  commentAdded: "Comment added.",
  mentionUnknown: "No one of the company has that name or email: check Mention, or leave it empty.",
  mentionAmbiguous: "Several people have that name: type the email of the one you mean in Mention.",
  exerciseFixed: "A published incident cannot become, or stop being, an exercise.",
  /** Closing asks first (UX review A-9): Completed and Cancelled are final. */
  closeTitle: (status: string) => `Mark as ${status}`,
  closeConfirm: (type: string, status: string) =>
    `Mark this ${type.toLowerCase()} as ${status}? It is then closed: its status cannot change again, and no message can be sent from it.`,
  /** The plans closing stands down, named in the question (one per line after it). */
  closeStandsDown: (count: number) =>
    count === 1
      ? "The plan still active for it is deactivated:"
      : `The ${count} plans still active for it are deactivated:`,
  /** Why a plan was deactivated without anyone choosing it: its incident closed or was disabled. */
  standDownReason: (type: string, how: string) => `the ${type.toLowerCase()} was ${how.toLowerCase()}`,
  sameStatus: (status: string) => `It is ${status} already: choose the status it moves to.`,
} as const;

export function illegalTransitionMessage(from: IncidentStatus, to: IncidentStatus, type = "Incident") {
  return `A${type === "Incident" ? "n" : ""} ${type.toLowerCase()} cannot move from ${from} to ${to}.`;
}

export { DETAIL_TABS, type DetailTab, WIZARD_STEPS, type WizardStep };

/**
 * The incident/crisis status transition table (the spec lists the statuses, not the moves).
 * Forward along the response, never back; any open status may be cancelled; closed is final.
 */
export const INCIDENT_TRANSITIONS: Record<IncidentStatus, readonly IncidentStatus[]> = {
  "Just Created": ["Assigned Team", "In Progress", "Cancelled"],
  "Assigned Team": ["In Progress", "Cancelled"],
  "In Progress": ["Completed", "Cancelled"],
  Completed: [],
  Cancelled: [],
};

export function canTransition(from: IncidentStatus, to: IncidentStatus): boolean {
  return INCIDENT_TRANSITIONS[from].includes(to);
}

/** The statuses a user may pick next (the current one first, so a form can show it selected). */
export function statusChoices(from: IncidentStatus): IncidentStatus[] {
  return [from, ...INCIDENT_TRANSITIONS[from]];
}

/**
 * The guided response after Publish (issue 32 item 5): the steps in order, each ticked from the incident's data
 * (never a stored tick), with the label of its step and of the action that does it.
 */
export const RESPONSE_STEPS = ["team", "activate", "message", "statusCheck"] as const;
export type ResponseStep = (typeof RESPONSE_STEPS)[number];
export const RESPONSE_STEP_LABELS: Record<ResponseStep, { step: string; action: string }> = {
  team: { step: "Name a response coordinator and team", action: "Name the team" },
  activate: { step: "Activate the impacted plans", action: "Activate BCPs" },
  message: { step: "Message the people affected", action: "Send a message" },
  statusCheck: { step: "Record the first status check", action: "Record a status check" },
};
/**
 * The incident page's glance (issue 32 item 3, UX review ): on every tab, the process whose MAD runs out
 * first and who has not answered, so reading the state of the response takes one screen.
 */
export const GLANCE_LABELS = {
  title: "At a glance",
  urgent: "Most urgent process",
  processes: "All processes",
  messages: "Every answer",
  silent: "No answer yet",
  more: (n: number) => `and ${n} more`,
} as const;

export const CHECKLIST_MESSAGES = {
  title: "Response checklist",
  allDone: "Every step of the first response is done.",
  emptyTeam: "The response team is empty: nobody gets status check reminders or messages sent to the team.",
} as const;

/**
 * Response team members without a Keel account (issue 32 item 5): people of the People register and entries of
 * the incident's plans' BRT rosters. They have no bell: messages to the team and "I need help" reach them by
 * email and SMS.
 */
export const TEAM_CONTACT_LIMITS = { candidates: 20, members: 200, q: 100 } as const;
/** The people an incident's owner picker and @mention offer: the first 20 of a search (q up to 100 characters). */
export const MENTIONABLE_LIMITS = { people: 20, q: 100 } as const;
export const TEAM_CONTACT_SOURCES = { person: "People register", roster: "BRT roster" } as const;
export type TeamContactKind = keyof typeof TEAM_CONTACT_SOURCES;
export const TEAM_CONTACT_MESSAGES = {
  title: "Team members without an account",
  intro:
    "People of the People register and of the plans' BRT rosters: messages to the response team and calls for help reach them by email and SMS.",
  none: "Nobody without an account is on the team yet.",
  search: "Find a person",
  searchHint: "Search the People register and the BRT rosters of the incident's plans by name or email.",
  noMatch: "Nobody matches: check the spelling, or add them to the People register first.",
  rosterSuggestions: "From the BRT rosters of the incident's plans",
  add: "Add to team",
  remove: "Remove",
  added: (name: string) => `${name} added to the response team.`,
  removed: (name: string) => `${name} removed from the response team.`,
  chooseSomeone: "Choose someone of the People register or of a BRT roster of the incident's plans.",
  already: "Already on the response team.",
  tooMany: `At most ${TEAM_CONTACT_LIMITS.members} team members without an account.`,
  noPhone: "No phone number",
} as const;
