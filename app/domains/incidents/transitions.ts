import type { IncidentStatus } from "./labels";

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
