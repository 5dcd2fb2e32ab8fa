/**
 * Incident and crisis management plans: types, statuses, roster roles, section item kinds, CM test
 * outcomes, their labels and the plan transition table. Isomorphic: the API and the screens share them.
 */

export const PLAN_TYPES = ["IMP", "CMP"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** The path segment of the spec's catalogue (/managementPlan/Incident, /managementPlan/Crisis). */
export const PLAN_TYPE_PATHS: Record<PlanType, "Incident" | "Crisis"> = { IMP: "Incident", CMP: "Crisis" };
/**
 * The plan types that can apply to each kind of event: an incident takes IMPs; a crisis takes IMPs and
 * CMPs (spec §2: its tab is ASSOCIATED IMPS/CMPS). A CMP on an incident is 'Invalid CMP/IMP'.
 */
export const PLAN_TYPES_FOR_EVENT: Record<"Incident" | "Crisis", readonly PlanType[]> = {
  Incident: ["IMP"],
  Crisis: ["IMP", "CMP"],
};

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  IMP: "Incident Management Plan",
  CMP: "Crisis Management Plan",
};
export const PLAN_TYPE_SHORT: Record<PlanType, string> = { IMP: "IMP", CMP: "CMP" };
/** The BCP's statuses (spec §4) serve plans too, so a status means the same thing everywhere. */
export const PLAN_STATUSES = [
  "JUST_CREATED",
  "IN_PROGRESS",
  "AWAITING_APPROVAL",
  "APPROVED",
  "CANCELLED",
] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  JUST_CREATED: "Just Created",
  IN_PROGRESS: "In Progress",
  AWAITING_APPROVAL: "Awaiting Approval",
  APPROVED: "Approved",
  CANCELLED: "Cancelled",
};

export const PLAN_STATUS_COLOURS: Record<PlanStatus, string> = {
  JUST_CREATED: "bg-sky-100 text-sky-800",
  IN_PROGRESS: "bg-amber-100 text-amber-800",
  AWAITING_APPROVAL: "bg-orange-100 text-orange-800",
  APPROVED: "bg-green-100 text-green-800",
  CANCELLED: "bg-red-100 text-red-800",
};

/**
 * Plan status moves. Content edits move a new or approved plan to In Progress (an approved plan that
 * changes needs approving again); the owner sends it for approval; the approver approves, or rejects
 * back to In Progress; cancelling is final.
 */
export const PLAN_TRANSITIONS: Record<PlanStatus, readonly PlanStatus[]> = {
  JUST_CREATED: ["IN_PROGRESS", "AWAITING_APPROVAL", "CANCELLED"],
  IN_PROGRESS: ["AWAITING_APPROVAL", "CANCELLED"],
  AWAITING_APPROVAL: ["APPROVED", "IN_PROGRESS", "CANCELLED"],
  APPROVED: ["IN_PROGRESS", "AWAITING_APPROVAL", "CANCELLED"],
  CANCELLED: [],
};

export function canMovePlan(from: PlanStatus, to: PlanStatus): boolean {
  return PLAN_TRANSITIONS[from].includes(to);
}

export const SECTION_ITEM_KINDS = ["PROCEDURE", "CHECKLIST", "CONTACT_TREE", "NOTE"] as const;
export type SectionItemKind = (typeof SECTION_ITEM_KINDS)[number];
export const SECTION_ITEM_KIND_LABELS: Record<SectionItemKind, string> = {
  PROCEDURE: "Procedure",
  CHECKLIST: "Checklist",
  CONTACT_TREE: "Contact tree",
  NOTE: "Note",
};

export const CM_TEST_STATUSES = ["SCHEDULED", "COMPLETED", "CANCELLED"] as const;
export type CmTestStatus = (typeof CM_TEST_STATUSES)[number];
export const CM_TEST_STATUS_LABELS: Record<CmTestStatus, string> = {
  SCHEDULED: "Scheduled",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
};

export const CM_TEST_OUTCOMES = ["PASSED", "PASSED_WITH_FINDINGS", "FAILED"] as const;
export type CmTestOutcome = (typeof CM_TEST_OUTCOMES)[number];
export const CM_TEST_OUTCOME_LABELS: Record<CmTestOutcome, string> = {
  PASSED: "Passed",
  PASSED_WITH_FINDINGS: "Passed with findings",
  FAILED: "Failed",
};

/** A plan is exercised at least this often unless its owner sets another interval. */
export const DEFAULT_TEST_INTERVAL_MONTHS = 12;

/** Management plan messages, defined once for the API and the screens. */
export const PLAN_MESSAGES = {
  /** Spec §5 and §8. */
  invalidPlan: "Invalid CMP/IMP",
  /** Spec §8. */
  cloned: "Cloned Successfully!",
  created: "Plan created successfully",
  updated: "Plan updated successfully",
  removed: "Plan removed successfully",
  locationAdded: "Location added successfully!",
  locationRemoved: "Location Removed successfully",
  noLocations: "No Locations Added",
  sectionSaved: "Section saved successfully",
  sectionRemoved: "Section removed successfully",
  itemSaved: "Section item saved successfully",
  itemRemoved: "Section item removed successfully",
  rosterSaved: "Roster member saved successfully",
  rosterRemoved: "Roster member removed successfully",
  sentForApproval: "Plan sent for approval",
  approved: "Plan approved",
  rejected: "Plan sent back for changes",
  testScheduled: "CM test scheduled",
  testRecorded: "CM test outcome recorded",
  associationsSaved: "Associated plans saved",
  illegalTransition: (from: string, to: string) => `A plan cannot move from ${from} to ${to}.`,
  cancelledPlan: "A cancelled plan cannot be changed.",
  notApprover: "Only the plan's approver can approve or reject it.",
  /** The approver decided on a copy older than what is stored, or did not say what they read (N3). */
  planChanged: "This plan changed since you opened it. Read it again before you decide.",
  seenRequired: "Say what you read: send the plan's editVersions as seen (open the plan again, then decide).",
  approverRequired: "Choose an approver before sending the plan for approval.",
  userNotInCompany: "Choose a user of your company.",
  locationRequired: "Enter at least a country, state, city or site.",
  testAlreadyRecorded: "This CM test already has its outcome.",
} as const;
