import { DEPENDENCY_BLOCKS, SCENARIO_LABELS, STAKEHOLDER_KIND_LABELS } from "~/domains/bcp-analysis/model";
import { RESPONSE_STRATEGY_LABELS } from "~/shared/response-lists";
import { TEAM_ROLE_LABELS } from "~/shared/team-roles";
import {
  APPROVAL_STATUS_LABELS,
  BCP_STATUS_LABELS,
  EXPOSURE_FIELDS,
  EXPOSURE_LABELS,
  IMPACT_LABELS,
  MAD_UNIT_LABELS,
  PROCESS_STATUS_LABELS,
} from "./model";
import { PROCESS_FIELD_LABELS } from "./process-labels";
import { SECTIONS, sectionLabel } from "./sections";

/** How each audit action of a plan reads in the audit trail (screen and PDF). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "plan.created": "Plan created",
  "plan.updated": "Plan details changed",
  "plan.assignee": "Assignee changed",
  "plan.archived": "Plan archived",
  "plan.restored": "Plan restored",
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
  "file.added": "Plan file added",
  "file.removed": "Plan file removed",
  "location.added": "Location added",
  "location.removed": "Location removed",
  "locations.imported": "Locations imported from CSV",
  "headcount.saved": "Head counts saved",
  "approval.requested": "Sent for approval",
  "approval.resubmitted": "Sent back for approval",
  "approval.withdrawn": "Request withdrawn and sent again (changed while awaiting approval)",
  "approval.approved": "Approved",
  "approval.rejected": "Rejected",
  "bia.saved": "Business impact saved",
  "bia.cloned": "BIA cloned from another plan",
  "risk.added": "Risk added",
  "risk.edited": "Risk edited",
  "risk.removed": "Risk removed",
  "risk.cloned": "Risks cloned from another plan",
  "dependency.saved": "Dependency saved",
  "dependency.removed": "Dependency removed",
  "recoveryGap.acknowledged": "Recovery gap acknowledged",
  "malo.saved": "MALO saved",
  "scenario.saved": "Scenario saved",
  "scenario.activated": "Scenario activated",
  "scenario.deactivated": "Scenario deactivated",
  "scenario.cloned": "Scenarios cloned from another plan",
  "brt.added": "Team member added",
  "brt.edited": "Team member edited",
  "brt.removed": "Team member removed",
  "stakeholder.added": "Stakeholder added",
  "stakeholder.edited": "Stakeholder edited",
  "stakeholder.removed": "Stakeholder removed",
  "summary.saved": "Executive summary saved",
};

/** A readable label for any action, even one added later without a label ("brt.added" → "Brt added"). */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const words = action
    .replace(/[._]/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  // An incident's "bcp_response" reads "BCP response", as the product writes the word.
  return (words.charAt(0).toUpperCase() + words.slice(1)).replace(/\bbcp\b/gi, "BCP");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Keys that hold ids or lists of ids: never printed (they mean nothing to a reader). */
const isIdKey = (key: string) => key === "id" || /Ids?$/.test(key);
const KEY_LABELS: Record<string, string> = { approveComments: "comments", level: "level", mad: "MAD" };
const keyLabel = (key: string) => KEY_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

const STATUS_LABELS: Record<string, string> = {
  ...PROCESS_STATUS_LABELS,
  ...APPROVAL_STATUS_LABELS,
  ...BCP_STATUS_LABELS,
  ...TEAM_ROLE_LABELS,
  ...Object.fromEntries(SECTIONS.map((x) => [x.key, x.label])),
  overall: sectionLabel("overall"),
  ...Object.fromEntries(Object.entries(EXPOSURE_LABELS).filter(([k]) => k !== "none")),
};

/** The strategies of a scenario and of a dependency block, each with its response strategy type. */
const STRATEGY_FIELD_LABELS = {
  shortTermStrategy: "Short-term strategy",
  longTermStrategy: "Long-term strategy",
  additionalStrategy: "Additional strategy",
  responseStrategyTypeShortTerm: "Response strategy type (short-term)",
  responseStrategyTypeLongTerm: "Response strategy type (long-term)",
  responseStrategyTypeAdditional: "Response strategy type (additional)",
};

/**
 * The labels of the fields an edit records from what to what (the forms' labels for the spec §3 fields), by the
 * kind of entry (the action's first word): a risk's "name" is its "Risk name", a team member's their "Name".
 */
export const AUDIT_FIELD_LABELS: Record<string, Record<string, string>> = {
  risk: {
    name: "Risk name",
    type: "Risk type",
    severity: "Severity of impact",
    probability: "Probability",
    existingControlStrategy: "Existing control strategy",
    controlStatus: "Control status",
  },
  brt: { name: "Name", role: "Role", email: "Email", phone: "Phone", alternatePhone: "Alternate phone" },
  stakeholder: {
    name: "Name",
    kind: "Internal/External",
    organisation: "Organisation",
    role: "Role",
    email: "Email",
    phone: "Phone",
  },
  scenario: { ...STRATEGY_FIELD_LABELS, strategyStatus: "Strategy status" },
  dependency: {
    enabled: "Enabled",
    dependencies: "Dependencies",
    scenario: "Scenario",
    ...STRATEGY_FIELD_LABELS,
  },
  summary: { html: "Executive summary" },
  // An edit records the stored names; two exposures are stored under other names than their form's.
  process: {
    ...EXPOSURE_FIELDS,
    brandExposure: EXPOSURE_FIELDS.customerBrandOrReputationExposure,
    serviceExposure: EXPOSURE_FIELDS.qualityServiceLevel,
    ...PROCESS_FIELD_LABELS,
  },
};

/** A field's label in an entry of `action`; a field without one reads by its key ("globalHeadCount" → "Global head count"). */
export function auditFieldLabel(action: string, key: string): string {
  const known = AUDIT_FIELD_LABELS[action.split(".")[0]]?.[key];
  if (known) return known;
  const words = keyLabel(key);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Values read by their key: a scenario or a dependency block by its spec label, never its stored key (UX B-9). */
const LABELS_BY_KEY: Record<string, Record<string, string>> = {
  scenario: SCENARIO_LABELS,
  block: Object.fromEntries(DEPENDENCY_BLOCKS.map((b) => [b.key, b.label])),
  kind: STAKEHOLDER_KIND_LABELS,
  responseStrategyTypeShortTerm: RESPONSE_STRATEGY_LABELS,
  responseStrategyTypeLongTerm: RESPONSE_STRATEGY_LABELS,
  responseStrategyTypeAdditional: RESPONSE_STRATEGY_LABELS,
  overAllCriticality: IMPACT_LABELS,
  madDuration: MAD_UNIT_LABELS,
};
const showAs = (key: string, value: unknown) =>
  (typeof value === "string" && LABELS_BY_KEY[key]?.[value]) || show(value);

function show(value: unknown): string {
  if (value == null || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.map(show).join(", ") : "—";
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !isIdKey(k))
      .map(([k, v]) => `${k} ${show(v)}`)
      .join(", ");
  }
  const text = String(value);
  if (UUID.test(text)) return "—";
  return STATUS_LABELS[text] ?? text;
}

type Change = { from: unknown; to: unknown };
const isChange = (value: unknown): value is Change =>
  !!value && typeof value === "object" && "from" in value && "to" in value;

/** One field an entry records from what to what, in words. */
export type FieldChange = { key: string; label: string; from: string; to: string };

/** The fields an entry records from what to what (ids left out), each labelled and in words. */
export function fieldChanges(action: string, changes: Record<string, unknown>): FieldChange[] {
  return Object.entries(changes)
    .filter((entry): entry is [string, Change] => !isIdKey(entry[0]) && isChange(entry[1]))
    .map(([key, change]) => ({
      key,
      label: auditFieldLabel(action, key),
      from: showAs(key, change.from),
      to: showAs(key, change.to),
    }));
}

/** What an entry names besides its changed fields ("name: Flood"), in words. */
export function entryContext(changes: Record<string, unknown>, max = 400): string {
  return describeChanges(Object.fromEntries(Object.entries(changes).filter(([, v]) => !isChange(v))), max);
}

/** One line saying what changed: "status: In Progress → Awaiting Approval; process: Payroll". */
export function describeChanges(changes: Record<string, unknown>, max = 400, action = ""): string {
  return Object.entries(changes)
    .filter(([key, value]) => !isIdKey(key) && !(typeof value === "string" && UUID.test(value)))
    .map(([key, value]) => {
      if (isChange(value)) {
        const label = action ? auditFieldLabel(action, key) : keyLabel(key);
        return `${label}: ${showAs(key, value.from)} → ${showAs(key, value.to)}`;
      }
      return `${keyLabel(key)}: ${showAs(key, value)}`;
    })
    .join("; ")
    .slice(0, max);
}

/** An audit entry's action and changes in words, as the trail shows them. */
export const inWords = (action: string, changes: Record<string, unknown>) => ({
  label: auditActionLabel(action),
  summary: describeChanges(changes, 400, action),
});

/** A long value cut at a word's end (within `max` characters), with "…"; `cut` says whether anything was left out. */
export function cutAtWord(text: string, max = 120): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const kept = text.slice(0, max);
  const atWord = kept.replace(/\s+\S*$/, "");
  // A first word longer than half the room is cut inside it rather than left nearly empty.
  return { text: `${(atWord.length >= max / 2 ? atWord : kept).trimEnd()}…`, cut: true };
}
