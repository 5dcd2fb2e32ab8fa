import type { Role } from "~/shared/roles";
import { scopeFor } from "./policy";

/**
 * Who may be named approver of a plan (isomorphic: the API refuses with these messages on the approver field,
 * and the pickers offer only the people it would accept). Approval needs a second person: never the one who
 * sends it, nor the plan's BCP lead or assignee, nor an IMP/CMP's owner; and a role the matrix lets approve that
 * kind of plan (`bcp.approve`, `managementPlan.approve`: never the view-only roles).
 */
export const APPROVER_MESSAGES = {
  requester: "Choose someone else to approve: you cannot approve what you send for approval.",
  lead: "Choose someone else to approve: the plan's BCP lead cannot approve it.",
  assignee: "Choose someone else to approve: the person assigned to the plan cannot approve it.",
  owner: "Choose someone else to approve: the plan's owner cannot approve it.",
  role: "Choose someone whose role may approve plans.",
  unit: "Choose someone whose business units include this plan.",
  ownPlan: "You cannot approve a plan you lead, own, are assigned to or sent for approval.",
} as const;

export type ApprovalKind = "bcp.approve" | "managementPlan.approve";

/** The people of a plan who may not approve it. */
export interface PlanParts {
  requesterId?: string | null;
  leadId?: string | null;
  assigneeId?: string | null;
  ownerId?: string | null;
}

/** Why `candidate` may not approve this plan (the message for the approver field), or null when they may. */
export function approverRefusal(
  candidate: { id: string; role: Role },
  parts: PlanParts,
  kind: ApprovalKind,
): string | null {
  if (parts.requesterId && candidate.id === parts.requesterId) return APPROVER_MESSAGES.requester;
  if (parts.leadId && candidate.id === parts.leadId) return APPROVER_MESSAGES.lead;
  if (parts.assigneeId && candidate.id === parts.assigneeId) return APPROVER_MESSAGES.assignee;
  if (parts.ownerId && candidate.id === parts.ownerId) return APPROVER_MESSAGES.owner;
  if (scopeFor(candidate.role, kind) === null) return APPROVER_MESSAGES.role;
  return null;
}
