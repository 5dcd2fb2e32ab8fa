/**
 * Activation and response: the domain's messages (the response screen's path is `paths.response`). Isomorphic. The control and
 * strategy statuses and the response strategy types it validates with are app/shared/response-lists.ts.
 */

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
