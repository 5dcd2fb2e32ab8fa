/**
 * Important business services and their impact tolerances: labels, messages and the tolerance rule, once.
 * Isomorphic: forms, API, presenters and screens share it.
 */
import { madMs } from "~/domains/activation/mad";
import { MAD_UNIT_LABELS, type MadUnit } from "~/domains/bcp/levels";

/** The optional measures of an impact tolerance besides time, by their field names. */
export const TOLERANCE_MEASURES = {
  maxCustomers: "Customers affected",
  maxTransactions: "Transactions affected",
  maxValue: "Value affected",
} as const;
export type ToleranceMeasure = keyof typeof TOLERANCE_MEASURES;
export const TOLERANCE_MEASURE_NAMES = Object.keys(TOLERANCE_MEASURES) as ToleranceMeasure[];

export const SERVICE_LABELS = {
  register: "Important Business Services",
  one: "Important business service",
  name: "Name",
  description: "Description",
  served: "Who is served",
  whyImportant: "Why it is important",
  owner: "Owner",
  boardApprovedOn: "Board approval date",
  tolerance: "Maximum tolerable disruption",
  toleranceUnit: "Unit",
  toleranceReason: "Why this tolerance",
  processes: "Processes it relies on",
} as const;

/** Whether a mapped process's MAD fits the service's tolerance, as a badge shows it. */
export const TOLERANCE_FIT = {
  within: { label: "Within tolerance", badge: "bg-green-100 text-green-800" },
  outside: { label: "MAD exceeds the tolerance", badge: "bg-red-100 text-red-800" },
} as const;
export type ToleranceFit = keyof typeof TOLERANCE_FIT;

export const SERVICE_MESSAGES = {
  created: "Important business service created.",
  updated: "Important business service updated.",
  deleted: "Important business service deleted.",
  nameTaken: "An important business service with this name already exists.",
  unknownProcess: "Choose processes of your company's plans.",
  unknownOwner: "Choose an active user of your company.",
} as const;

/** "4 Hours": a duration as the forms choose it. */
export function durationLabel(value: number, unit: MadUnit): string {
  return `${value} ${MAD_UNIT_LABELS[unit]}`;
}

/** The impact tolerance's time in milliseconds (counted as a MAD is: a month is 30 days). */
export function toleranceMs(tolerance: number, unit: MadUnit): number {
  return madMs(tolerance, unit);
}

/**
 * PRA SS1/21 ch. 5: a service must be able to stay within its tolerance, so each process it relies on must be
 * recovered within it. A process whose MAD is longer than the tolerance is reported: its plan accepts a disruption
 * the service cannot bear.
 */
export function madWithinTolerance(
  process: { mad: number; madDuration: MadUnit },
  service: { tolerance: number; toleranceUnit: MadUnit },
): boolean {
  return madMs(process.mad, process.madDuration) <= toleranceMs(service.tolerance, service.toleranceUnit);
}
