/**
 * Activation and response: control and strategy statuses with their fixed colours (spec §4), the response
 * strategy types (spec §9) and the domain's messages. Isomorphic: the API validates with these lists and
 * the screens show them.
 */

export const CONTROL_STATUSES = ["Normal", "Degraded", "Critical", "Failed"] as const;
export type ControlStatus = (typeof CONTROL_STATUSES)[number];

export const STRATEGY_STATUSES = ["In Place", "Partially Working", "Failed"] as const;
export type StrategyStatus = (typeof STRATEGY_STATUSES)[number];

/** Each status has a fixed colour: Tailwind classes for badges, hex for charts and print. */
export const CONTROL_STATUS_COLOURS: Record<ControlStatus, { badge: string; hex: string }> = {
  Normal: { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  Degraded: { badge: "bg-amber-100 text-amber-800", hex: "#d97706" },
  // Critical is purple, not orange, so that it cannot be mistaken for Degraded's amber on a chart.
  Critical: { badge: "bg-purple-100 text-purple-800", hex: "#7c3aed" },
  Failed: { badge: "bg-red-100 text-red-800", hex: "#dc2626" },
};

export const STRATEGY_STATUS_COLOURS: Record<StrategyStatus, { badge: string; hex: string }> = {
  "In Place": { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  "Partially Working": { badge: "bg-amber-100 text-amber-800", hex: "#d97706" },
  Failed: { badge: "bg-red-100 text-red-800", hex: "#dc2626" },
};

/** Spec §9 response strategy types. */
export const RESPONSE_STRATEGIES = [
  "Remote Work (RW)",
  "Alternate Work Site (AWS)",
  "Hybrid Work Strategy (HWS)",
  "Cross-Trained Resource Allocation (CTR)",
  "Third-Party Service Continuity (TPSC)",
  "Other Strategies (OTH)",
  "No Viable Strategy (Risk Accepted)",
] as const;
export type ResponseStrategy = (typeof RESPONSE_STRATEGIES)[number];

/** In-app path of the activation and response screen for one incident (links, emails, the Activate button). */
export const responseLink = (incidentId: string) => `/bcpActivationResponse?incidentId=${incidentId}`;

export const ACTIVATION_MESSAGES = {
  reasonRequired: "Give the reason for activating.",
  choosePlan: "Choose at least one plan to activate.",
  notImpacted: (plan: string) =>
    `${plan} is not impacted by this incident: none of its processes was loaded.`,
  notApproved: (plan: string, status: string) =>
    `${plan} cannot be activated: it is ${status}. Only an approved plan can be activated.`,
  processNotInPlan: "This process does not belong to a chosen plan.",
  alreadyActive: (plan: string) => `${plan} is already active for this incident.`,
  incidentClosed: "This incident is closed: its plans cannot be activated.",
  notActive: "This plan is not active for this incident.",
  activated: "BCPs activated successfully!",
  deactivated: "BCP deactivated successfully!",
  responseSaved: "Response recorded successfully!",
  disruptionSaved: "Disruption updated successfully!",
  controlStatusRequired: "Choose the control status.",
  strategyRequired: "Choose the strategy in use.",
  strategyStatusRequired: "Choose the strategy status.",
  headcountInvalid: "Give the headcount available as a whole number, 0 or more.",
  disruptionRequired: "Describe the disruption.",
} as const;
