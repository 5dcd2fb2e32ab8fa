/**
 * Important business services and their impact tolerances: labels, messages and the tolerance rule, once.
 * Isomorphic: forms, API, presenters and screens share it.
 */
import { madMs } from "~/domains/bcp/mad";
import type { MadUnit } from "~/domains/bcp/model";

/** The optional measures of an impact tolerance besides time, by their field names. */
export const TOLERANCE_MEASURES = {
  maxCustomers: "Customers affected",
  maxTransactions: "Transactions affected",
  maxValue: "Value affected",
} as const;
export type ToleranceMeasure = keyof typeof TOLERANCE_MEASURES;
export const TOLERANCE_MEASURE_NAMES = Object.keys(TOLERANCE_MEASURES) as ToleranceMeasure[];

// The labels live in labels.ts (the sidebar names the register without loading this model); read them here too.
export { SERVICE_LABELS } from "./labels";

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
  unknownEntry: "Choose entries of your company's registers.",
  boardApprovedInFuture: "The board approval date cannot be in the future.",
} as const;

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

/**
 * The state of a service's tolerance clock in an incident, shown with the same words and colours on the incident,
 * Home and the situation report. A breach, once recorded, stays.
 */
export const SERVICE_CLOCK_STATES = ["Within tolerance", "At risk", "Breached", "Stopped"] as const;
export type ServiceClockState = (typeof SERVICE_CLOCK_STATES)[number];
export const SERVICE_CLOCK_COLOURS: Record<ServiceClockState, { badge: string; hex: string }> = {
  "Within tolerance": { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  "At risk": { badge: "bg-amber-100 text-amber-800", hex: "#d97706" },
  Breached: { badge: "bg-red-100 text-red-800", hex: "#dc2626" },
  Stopped: { badge: "bg-blue-100 text-blue-800", hex: "#2563eb" },
};
export const SERVICE_CLOCK_HELP: Record<ServiceClockState, string> = {
  "Within tolerance": "Less than half of the impact tolerance has gone since the disruption started.",
  "At risk": "Half of the impact tolerance or more has gone.",
  Breached: "The disruption has lasted longer than the impact tolerance.",
  Stopped:
    "No plan with one of its processes is active in the incident any more; the clock stopped in tolerance.",
};

/**
 * The one rule: a recorded breach stays; a stopped clock (no active plan holds one of its processes) is Stopped;
 * otherwise the share of the tolerance gone decides (half: At risk, all: Breached, even before the worker records it).
 */
export function serviceClockState(input: {
  disruptedSince: Date;
  toleranceMs: number;
  at: Date;
  running: boolean;
  breachedAt: Date | null;
}): ServiceClockState {
  if (input.breachedAt) return "Breached";
  const elapsed = input.at.getTime() - input.disruptedSince.getTime();
  // A stopped clock is Breached only if its breach was recorded (by the worker, or as it stopped): time after the
  // stop does not count against the tolerance.
  if (!input.running) return "Stopped";
  if (elapsed >= input.toleranceMs) return "Breached";
  if (elapsed >= input.toleranceMs / 2) return "At risk";
  return "Within tolerance";
}
