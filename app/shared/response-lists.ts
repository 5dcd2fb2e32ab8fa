/**
 * Spec §4 control and strategy statuses, each with its one fixed colour, and spec §9 response strategy types.
 * One definition for the plan's analysis (risks, scenarios) and for the response to an incident (activation).
 */

export const CONTROL_STATUSES = ["Normal", "Degraded", "Critical", "Failed"] as const;
export type ControlStatus = (typeof CONTROL_STATUSES)[number];

export const STRATEGY_STATUSES = ["In Place", "Partially Working", "Failed"] as const;
export type StrategyStatus = (typeof STRATEGY_STATUSES)[number];

/** Each status has a fixed colour (spec §4): Tailwind classes for badges, hex for charts and print. */
export const STATUS_COLOURS: Record<ControlStatus | StrategyStatus, { badge: string; hex: string }> = {
  Normal: { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  "In Place": { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  Degraded: { badge: "bg-amber-100 text-amber-800", hex: "#d97706" },
  "Partially Working": { badge: "bg-amber-100 text-amber-800", hex: "#d97706" },
  // Critical is purple, not orange, so that it cannot be mistaken for Degraded's amber on a chart.
  Critical: { badge: "bg-purple-100 text-purple-800", hex: "#7c3aed" },
  Failed: { badge: "bg-red-100 text-red-800", hex: "#dc2626" },
};

/** Spec §9 response strategy types: the key is stored, the label shown. */
export const RESPONSE_STRATEGY_TYPES = ["RW", "AWS", "HWS", "CTR", "TPSC", "OTH", "RISK_ACCEPTED"] as const;
export type ResponseStrategyType = (typeof RESPONSE_STRATEGY_TYPES)[number];
export const RESPONSE_STRATEGY_LABELS: Record<ResponseStrategyType, string> = {
  RW: "Remote Work (RW)",
  AWS: "Alternate Work Site (AWS)",
  HWS: "Hybrid Work Strategy (HWS)",
  CTR: "Cross-Trained Resource Allocation (CTR)",
  TPSC: "Third-Party Service Continuity (TPSC)",
  OTH: "Other Strategies (OTH)",
  RISK_ACCEPTED: "No Viable Strategy (Risk Accepted)",
};

/** A strategy's key from its key or its label: rows and clients from before the keys sent the label. */
export function responseStrategyKey(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const byLabel = RESPONSE_STRATEGY_TYPES.find((k) => RESPONSE_STRATEGY_LABELS[k] === value);
  return byLabel ?? value;
}

/** The label of a stored strategy key (a value that is no key is shown as it is). */
export function responseStrategyLabel(key: string): string {
  return RESPONSE_STRATEGY_LABELS[key as ResponseStrategyType] ?? key;
}
