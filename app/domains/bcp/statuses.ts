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
  CANCELLED: [],
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
