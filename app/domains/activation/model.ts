import type { z } from "zod";
import { countOf } from "~/shared/plural";
import type {
  activatedProcessAnswer,
  activationAnswer,
  analysisAnswer,
  homeAnswer,
  impactedPlansAnswer,
  responseAnswer,
  responseHistoryAnswer,
  situationReportAnswer,
} from "./answers";

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
  /** The activation form's notes (issue 32 item 5): the date is the company's, formatted by the caller. */
  activeElsewhere: (incident: string, since: string) =>
    `Already active for incident ${incident} since ${since}.`,
  allActive: "Every impacted approved plan is active for this incident.",
  nextStep: "Next: message the people affected.",
  notActive: "This plan is not active for this incident.",
  /** The Activate BCPs page of an incident with nothing active yet (UX review A-1): not "Data Not Found". */
  noneActiveYet: "No plan is active for this incident yet.",
  /** The same, once the incident is Completed or Cancelled: nothing is to come, closing stood its plans down. */
  noneActiveClosed: "No plan is active: the incident is closed and its plans stood down.",
  /** The link to the one-page situation report, on Analysis and on the incident's glance. */
  sitrepPdf: "Situation report (PDF)",
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

/** The gaps a situation report flags to leadership, each in red on the page and in the PDF. */
export const SITREP_GAPS = {
  noCoordinator: "No response coordinator",
  emptyTeam: "The response team is empty",
  overdueChecks: (n: number) => `${countOf(n, "status check")} overdue`,
} as const;

/**
 * What the activation API answers, as the screens receive it (dates as ISO strings): the declared answer schemas'
 * types (`answers.ts`), so a screen, the PDF and the API cannot disagree about a field.
 */
export type ResponseView = z.output<typeof responseAnswer>;
export type ActivatedProcessView = z.output<typeof activatedProcessAnswer>;
export type ActivationView = z.output<typeof activationAnswer>;
export type HistoryView = z.output<typeof responseHistoryAnswer>;
export type ImpactedPlansView = z.output<typeof impactedPlansAnswer>;
export type AnalysisView = z.output<typeof analysisAnswer>;
/** The one-page situation report of an incident (GET /bcpResponse/situationReport; its PDF beside it). */
export type SituationReport = z.output<typeof situationReportAnswer>;
/** Home's one answer (GET /home): each part null when the caller may not read its domain. */
export type HomeView = z.output<typeof homeAnswer>;
