import { APPROVAL_STATUS_LABELS, BCP_STATUS_LABELS, PROCESS_STATUS_LABELS } from "./statuses";

/** How each audit action of a plan reads in the audit trail (screen and PDF). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "plan.created": "Plan created",
  "plan.updated": "Plan details changed",
  "plan.assignee": "Assignee changed",
  "plan.archived": "Plan archived",
  "plan.cloned": "Plan cloned from another",
  "plan.clonedTo": "Plan cloned",
  "status.changed": "Status changed",
  "service.added": "Service added",
  "service.edited": "Service edited",
  "service.removed": "Service removed",
  "process.added": "Process added",
  "process.edited": "Process edited",
  "process.status": "Process status changed",
  "process.removed": "Process removed",
  "location.added": "Location added",
  "location.removed": "Location removed",
  "headcount.saved": "Head counts saved",
  "approval.requested": "Sent for approval",
  "approval.resubmitted": "Sent back for approval",
  "approval.approved": "Approved",
  "approval.rejected": "Rejected",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

const STATUS_LABELS: Record<string, string> = {
  ...PROCESS_STATUS_LABELS,
  ...APPROVAL_STATUS_LABELS,
  ...BCP_STATUS_LABELS,
};

function show(value: unknown): string {
  if (value == null || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(show).join(", ") : "—";
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k} ${show(v)}`)
      .join(", ");
  }
  const text = String(value);
  return STATUS_LABELS[text] ?? text;
}

/** One line saying what changed: "status: In Progress → Awaiting Approval; process: Payroll". */
export function describeChanges(changes: Record<string, unknown>, max = 400): string {
  return Object.entries(changes)
    .map(([key, value]) => {
      if (value && typeof value === "object" && "from" in value && "to" in value) {
        const change = value as { from: unknown; to: unknown };
        return `${key}: ${show(change.from)} → ${show(change.to)}`;
      }
      return `${key}: ${show(value)}`;
    })
    .join("; ")
    .slice(0, max);
}
