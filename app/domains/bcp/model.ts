/**
 * BCP and process statuses, their labels and colours (spec §4), and the explicit transition tables.
 * Isomorphic: the API refuses an illegal move with these tables and the UI offers only legal ones.
 */

export const BCP_STATUSES = [
  "DRAFT",
  "JUST_CREATED",
  "IN_PROGRESS",
  "DEFERRED",
  "AWAITING_APPROVAL",
  "APPROVED",
  "CANCELLED",
] as const;
export type BcpStatus = (typeof BCP_STATUSES)[number];

/** Spec §4: Draft is shown as In Draft. */
export const BCP_STATUS_LABELS: Record<BcpStatus, string> = {
  DRAFT: "In Draft",
  JUST_CREATED: "Just Created",
  IN_PROGRESS: "In Progress",
  DEFERRED: "Deferred",
  AWAITING_APPROVAL: "Awaiting Approval",
  APPROVED: "Approved",
  CANCELLED: "Cancelled",
};

/** Each status has a fixed colour (spec §4): Tailwind classes for the badge, hex for the PDF. */
export const BCP_STATUS_COLOURS: Record<BcpStatus, { badge: string; hex: string }> = {
  DRAFT: { badge: "bg-slate-100 text-slate-700", hex: "#64748b" },
  JUST_CREATED: { badge: "bg-sky-100 text-sky-800", hex: "#0284c7" },
  IN_PROGRESS: { badge: "bg-amber-100 text-amber-800", hex: "#d97706" },
  DEFERRED: { badge: "bg-purple-100 text-purple-800", hex: "#7e22ce" },
  AWAITING_APPROVAL: { badge: "bg-orange-100 text-orange-800", hex: "#ea580c" },
  APPROVED: { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  CANCELLED: { badge: "bg-red-100 text-red-800", hex: "#dc2626" },
};

/**
 * Who may move a plan where. Moves marked by the workflow (sending for approval, an approver's
 * decision, the first edit) use the same table, so no path bypasses it.
 */
export const BCP_TRANSITIONS: Record<BcpStatus, readonly BcpStatus[]> = {
  DRAFT: ["JUST_CREATED", "CANCELLED"],
  JUST_CREATED: ["IN_PROGRESS", "DEFERRED", "AWAITING_APPROVAL", "CANCELLED"],
  IN_PROGRESS: ["DEFERRED", "AWAITING_APPROVAL", "CANCELLED"],
  DEFERRED: ["IN_PROGRESS", "CANCELLED"],
  AWAITING_APPROVAL: ["APPROVED", "IN_PROGRESS", "CANCELLED"],
  APPROVED: ["AWAITING_APPROVAL", "IN_PROGRESS", "CANCELLED"],
  // An archived plan is restored (by those who may archive it) to In Progress, to be reviewed and sent again.
  CANCELLED: ["IN_PROGRESS"],
};

/** The moves a user may pick by hand; the others only happen through the approval workflow. */
export const BCP_MANUAL_TARGETS: readonly BcpStatus[] = ["IN_PROGRESS", "DEFERRED", "CANCELLED"];

export function canMoveBcp(from: BcpStatus, to: BcpStatus): boolean {
  return BCP_TRANSITIONS[from].includes(to);
}

/** A plan whose content can still change (spec: a cancelled plan is archived). */
export function isBcpEditable(status: BcpStatus): boolean {
  return status !== "CANCELLED";
}

export const PROCESS_STATUSES = ["NOT_STARTED", "IN_PROGRESS", "COMPLETED", "CANCELLED"] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

export const PROCESS_STATUS_LABELS: Record<ProcessStatus, string> = {
  NOT_STARTED: "Not Started",
  IN_PROGRESS: "In Progress",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
};

export const PROCESS_STATUS_COLOURS: Record<ProcessStatus, { badge: string; hex: string }> = {
  NOT_STARTED: { badge: "bg-slate-100 text-slate-700", hex: "#64748b" },
  IN_PROGRESS: { badge: "bg-amber-100 text-amber-800", hex: "#d97706" },
  COMPLETED: { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  CANCELLED: { badge: "bg-red-100 text-red-800", hex: "#dc2626" },
};

export const PROCESS_TRANSITIONS: Record<ProcessStatus, readonly ProcessStatus[]> = {
  NOT_STARTED: ["IN_PROGRESS", "COMPLETED", "CANCELLED"],
  IN_PROGRESS: ["COMPLETED", "CANCELLED"],
  COMPLETED: ["IN_PROGRESS", "CANCELLED"],
  CANCELLED: ["NOT_STARTED"],
};

export function canMoveProcess(from: ProcessStatus, to: ProcessStatus): boolean {
  return PROCESS_TRANSITIONS[from].includes(to);
}

/** Section completion (spec §4), computed from a section's content, never typed by hand. */
export const COMPLETION_STATES = ["done", "partially_done", "not_started"] as const;
export type Completion = (typeof COMPLETION_STATES)[number];

export const COMPLETION_LABELS: Record<Completion, string> = {
  done: "Done",
  partially_done: "Partially Done",
  not_started: "Not Started",
};

export const COMPLETION_COLOURS: Record<Completion, { badge: string; hex: string }> = {
  done: { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  partially_done: { badge: "bg-amber-100 text-amber-800", hex: "#d97706" },
  not_started: { badge: "bg-slate-100 text-slate-700", hex: "#64748b" },
};

/** Approval state of one section of a plan, or of the plan as a whole ("overall"). */
export const APPROVAL_STATUSES = ["NOT_SENT", "AWAITING_APPROVAL", "APPROVED", "REJECTED"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  NOT_SENT: "Not Sent",
  AWAITING_APPROVAL: "Awaiting Approval",
  APPROVED: "Approved",
  REJECTED: "Rejected",
};

export const APPROVAL_STATUS_COLOURS: Record<ApprovalStatus, { badge: string; hex: string }> = {
  NOT_SENT: { badge: "bg-slate-100 text-slate-700", hex: "#64748b" },
  AWAITING_APPROVAL: { badge: "bg-orange-100 text-orange-800", hex: "#ea580c" },
  APPROVED: { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  REJECTED: { badge: "bg-red-100 text-red-800", hex: "#dc2626" },
};

export const APPROVAL_TRANSITIONS: Record<ApprovalStatus, readonly ApprovalStatus[]> = {
  NOT_SENT: ["AWAITING_APPROVAL"],
  AWAITING_APPROVAL: ["APPROVED", "REJECTED", "AWAITING_APPROVAL"],
  APPROVED: ["AWAITING_APPROVAL"],
  REJECTED: ["AWAITING_APPROVAL"],
};

export function canMoveApproval(from: ApprovalStatus, to: ApprovalStatus): boolean {
  return APPROVAL_TRANSITIONS[from].includes(to);
}

/** Four eyes: whether the person an approval awaits changed what it is of since its last approval. */
export function approverEdited(approval: { approver: { id: string } | null; editedBy: { id: string }[] }) {
  return !!approval.approver && approval.editedBy.some((p) => p.id === approval.approver?.id);
}

/**
 * Whether a plan's managers are offered to send it (or a section) for approval: not while it awaits a decision or
 * stands approved (an edit sends it back itself), unless the approver it awaits changed it (four eyes).
 */
export function offersSend(approval: Parameters<typeof approverEdited>[0] & { status: ApprovalStatus }) {
  if (approval.status === "AWAITING_APPROVAL") return approverEdited(approval);
  return approval.status !== "APPROVED";
}

/** The decisions an approver can give. */
export const APPROVER_DECISIONS = ["APPROVED", "REJECTED"] as const;
export type ApproverDecision = (typeof APPROVER_DECISIONS)[number];

/** The BCP list's ?filter= values (spec §2). */
export const BCP_LIST_FILTERS = {
  all: "All plans",
  mine: "My plans",
  awaiting_my_approval: "Awaiting my approval",
  draft: BCP_STATUS_LABELS.DRAFT,
  just_created: BCP_STATUS_LABELS.JUST_CREATED,
  in_progress: BCP_STATUS_LABELS.IN_PROGRESS,
  deferred: BCP_STATUS_LABELS.DEFERRED,
  awaiting_approval: BCP_STATUS_LABELS.AWAITING_APPROVAL,
  approved: BCP_STATUS_LABELS.APPROVED,
  cancelled: BCP_STATUS_LABELS.CANCELLED,
} as const;
export type BcpListFilter = keyof typeof BCP_LIST_FILTERS;
export const BCP_LIST_FILTER_KEYS = Object.keys(BCP_LIST_FILTERS) as [BcpListFilter, ...BcpListFilter[]];

/** The status a ?filter= value selects, if it selects one. */
export function statusOfFilter(filter: BcpListFilter): BcpStatus | null {
  const status = filter.toUpperCase() as BcpStatus;
  return BCP_STATUSES.includes(status) ? status : null;
}

/** A list filter from the address, case-insensitively (?filter=APPROVED is ?filter=approved); else "all". */
export function listFilter(value: string | null | undefined): BcpListFilter {
  const key = (value ?? "").trim().toLowerCase();
  return key in BCP_LIST_FILTERS ? (key as BcpListFilter) : "all";
}

/** Exposure and impact levels, MAD units (spec §4, §5): isomorphic so forms, API and PDF share them. */

export const EXPOSURE_LEVELS = ["high", "medium", "low", "none", "awaiting_response"] as const;
export type ExposureLevel = (typeof EXPOSURE_LEVELS)[number];

/** Spec §4: exposure levels high, medium, low, none, awaiting response. */
export const EXPOSURE_LABELS: Record<ExposureLevel, string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
  none: "None",
  awaiting_response: "Awaiting Response",
};

/** Spec §4 business impact levels, used for the overall criticality (process table column businessImpact). */
export const IMPACT_LABELS: Record<ExposureLevel, string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
  none: "No Impact",
  awaiting_response: "Awaiting Response",
};

export const IMPACT_COLOURS: Record<ExposureLevel, { badge: string; hex: string }> = {
  high: { badge: "bg-red-100 text-red-800", hex: "#dc2626" },
  medium: { badge: "bg-orange-100 text-orange-800", hex: "#ea580c" },
  low: { badge: "bg-yellow-100 text-yellow-800", hex: "#ca8a04" },
  none: { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  awaiting_response: { badge: "bg-slate-100 text-slate-700", hex: "#64748b" },
};

/** Rank for the ascending-order rule (Low < Medium < High); awaiting response has no rank yet. */
export const EXPOSURE_RANK: Record<ExposureLevel, number | null> = {
  none: 0,
  low: 1,
  medium: 2,
  high: 3,
  awaiting_response: null,
};

/** The five exposures of a process, by their form names (spec §3), with their labels. */
export const EXPOSURE_FIELDS = {
  financialExposure: "Financial Exposure",
  legalExposure: "Legal Exposure",
  customerBrandOrReputationExposure: "Brand Exposure",
  qualityServiceLevel: "Service Exposure",
  supplyChainExposure: "Supply Chain Exposure",
} as const;
export type ExposureField = keyof typeof EXPOSURE_FIELDS;
export const EXPOSURE_FIELD_NAMES = Object.keys(EXPOSURE_FIELDS) as ExposureField[];

// The MAD units and their text live in ./mad (small: the incident pages load them without the rest of this model).
export { formatMad, MAD_UNIT_LABELS, MAD_UNITS, type MadUnit } from "./mad";

/**
 * Spec §5: parsing a duration accepts only hours or days ("4 hours", "2 days", "1 day").
 * Answers the duration in hours, or null when the text is not such a duration.
 */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(hours?|days?)\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2].toLowerCase().startsWith("day") ? amount * 24 : amount;
}

/** The BCP domain's user-facing messages: the spec's wording (§5, §8) where it has one, defined once. */
export const BCP_MESSAGES = {
  exposureOrder: "Exposure levels should be in ascending order (Low < Medium < High).",
  headcountAboveGlobal: "Critical ProcessHeadcount Analysis can not be greater than Global Head Count.",
  locationHeadcountAboveService: "Total Head Count is more than Service Head Count",
  noLocations: "No Locations Added",
  locationAdded: "Location added successfully!",
  locationsSaved: "Locations Saved successfully",
  locationRemoved: "Location Removed successfully",
  processCreated: "Process Created successfully!",
  processAdded: "process added successfully",
  processEdited: "process edited successfully",
  processAddFailed: "add process unsuccessful",
  processEditFailed: "edit process unsuccessful",
  cloned: "Cloned Successfully!",
  dataNotFound: "Data Not Found",
  // Our wording where the spec has none.
  bcpCreated: "BCP created successfully!",
  bcpUpdated: "BCP updated successfully!",
  bcpArchived: "BCP archived.",
  bcpRestored: "BCP restored: it is In Progress again.",
  notArchived: "Only an archived plan can be restored.",
  assigneeUpdated: "Assignee updated successfully!",
  serviceAdded: "Service added successfully!",
  serviceEdited: "Service updated successfully!",
  serviceRemoved: "Service removed successfully!",
  processRemoved: "Process removed successfully!",
  sentForApproval: "Sent for approval.",
  approved: "Approved.",
  rejected: "Rejected and returned to the BCP lead.",
  statusChanged: "Status updated.",
  nameRequired: "Name is required.",
  businessUnitRequired: "Business Unit is required.",
  bcLeadRequired: "BCP Lead is required.",
  serviceRequired: "Service is required.",
  processNameRequired: "Process name is required.",
  exposureRequired: "Select an exposure level.",
  criticalityRequired: "Select the overall criticality.",
  criticalityExplanationRequired: "Explain the criticality level.",
  bcStrategyRequired: "Say whether a BC strategy is required.",
  justificationRequired: "Give the justification for no BC strategy.",
  madRequired: "MAD duration is required.",
  madUnitRequired: "MAD unit is required.",
  headcountInvalid: "Enter a whole number of 0 or more.",
  globalHeadcountRequired: "Global head count is required.",
  siteRequired: "Choose a site from the register, or add a new one.",
  siteAlreadyLinked: (site: string) => `${site} is already a delivery location of this process.`,
  newSiteExists: (site: string) => `${site} is already in the register: choose it in the site search.`,
  newSiteNeedsPlace: "Give the new site's city (with its country), or its latitude and longitude.",
  cityNotFound: (city: string) => `${city} was not found: give the new site's latitude and longitude.`,
  approverRequired: "Approver is required.",
  decisionRequired: "Approve or reject.",
  rejectReasonRequired: "Give a reason for rejecting.",
  commentTooLong: "At most 250 characters.",
  illegalTransition: (from: string, to: string) => `A plan cannot move from ${from} to ${to}.`,
  illegalProcessTransition: (from: string, to: string) => `A process cannot move from ${from} to ${to}.`,
  notAwaitingApproval: "This is not awaiting your approval.",
  /** Above the approver's decision: what changed since the plan's last decision, or that there was none. */
  firstApproval: "This is the plan's first approval",
  firstApprovalHolds: "What it holds:",
  changedSinceApproval: (date: string) => `Changed since the last approval (${date})`,
  changedSinceRejection: (date: string) => `Changed since the rejection (${date})`,
  nothingChangedSince: "Nothing has changed since.",
  /** An approver's comment names the decision it was written with: an old one never reads as the new request's. */
  approverComments: (decision: string, date: string) => `Approver's comments (${decision}, ${date}):`,
  approvalHistory: "Earlier decisions",
  /** The approver decided on a copy older than what is stored (security review N3). */
  planChanged: "This plan changed since you opened it",
  planChangedParts: (labels: string[]) =>
    `This plan changed since you opened it. Changed: ${labels.join(", ")}. Read it again before you decide.`,
  /** An API decision without the versions the approver read (N3): nothing binds it to a reading. */
  seenRequired: "Say what you read: send the plan's editVersions as seen (open the plan again, then decide).",
  /**
   * Four eyes: nobody approves what they changed since its last approval (`what`: sections.ts approvalSubject).
   * On the approver field when sending; to the approver instead of their decision form; to the plan's managers.
   */
  approverEdited: (name: string, what: string) =>
    `${name} edited ${what} since its last approval: choose an approver who did not (four eyes).`,
  youEdited: (what: string) =>
    `You edited ${what} since its last approval, so you cannot approve or reject it (four eyes). Its BC lead can send it to another approver.`,
  approverEditedSent: (name: string, what: string) =>
    `${name} edited ${what} since its last approval, so they cannot approve it (four eyes): send it to another approver.`,
  editorsNotOffered: (names: string[], what: string) =>
    `Not offered as approver: ${names.join(", ")}, who edited ${what} since its last approval (four eyes).`,
  planCancelled: "This plan is cancelled and can no longer change.",
  unknownUser: "This user is not in your company.",
  unknownUnit: "This business unit is not in your company.",
  subUnitNotInUnit: "This sub business unit does not belong to the chosen business unit.",
  nothingToApprove: "Add content to this section before sending it for approval.",
  planNeedsProcess: "Add a service with at least one process before sending the plan for approval.",
  sectionsNotStarted: (labels: string[]) =>
    `Start every section before sending the plan for approval. Not started: ${labels.join(", ")}.`,
  /** Sending with sections not done yet: the list names them; the sender confirms or goes back. */
  incompleteSections: (list: string) => `Not done yet: ${list}. Send for approval anyway?`,
  /** Shown above an approved plan's (or section's) forms, before any edit (UX review B-8). */
  editWithdrawsApproval: (what: string, approver: string | null) =>
    `${what} is approved. Saving any change here withdraws that approval: it goes back to ${approver ?? "its approver"} for approval again.`,
  /** Shown above the forms of a plan (or section) awaiting a decision. */
  editResendsApproval: (what: string, approver: string | null) =>
    `${what} awaits approval by ${approver ?? "its approver"}. Saving any change here sends the changed version to them again.`,
  /** Above the list of what keeps a section from Done, beside its status (UX review B-3). */
  whatIsMissing: `Not ${COMPLETION_LABELS.done} yet:`,
  /** The status select starts on the current status: nothing is picked for the user (UX review B-8). */
  currentStatusOption: (label: string) => `${label} (current)`,
} as const;

/** A plan is reviewed this many months after its approval (the cover's "next review"). */
export const PLAN_REVIEW_MONTHS = 12;

/** The printed plan's field sheet (issue 32 item 7): what a team needs first, on paper, with systems down. */
export const FIELD_SHEET_LABELS = {
  title: "Field Sheet",
  intro: "What to do first at each site. The full plan follows; the audit trail is in the annex.",
  version: "Version",
  approved: "Approved",
  nextReview: "Next Review",
  notApproved: "Not approved yet",
  changedSince: "changed since",
  address: "Address",
  noAddress: "No address recorded for this site.",
  invocation: "Invoke this plan when",
  firstHour: "First hour",
  noSites: "No delivery location recorded: the field sheet lists each site once its processes have one.",
  annex: "Annex: Audit Trail",
} as const;
