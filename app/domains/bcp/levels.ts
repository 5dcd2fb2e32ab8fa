/** Exposure and impact levels, MAD units (spec §4, §5): isomorphic so forms, API and PDF share them. */

export const EXPOSURE_LEVELS = ["high", "medium", "low", "none", "awaiting_response"] as const;
export type ExposureLevel = (typeof EXPOSURE_LEVELS)[number];

/** Spec §4: exposure levels high, medium, low, none, awaiting response. */
export const EXPOSURE_LABELS: Record<ExposureLevel, string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
  none: "None",
  awaiting_response: "Awaiting Response",
};

/** Spec §4 business impact levels, used for the overall criticality (process table column businessImpact). */
export const IMPACT_LABELS: Record<ExposureLevel, string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
  none: "No Impact",
  awaiting_response: "Awaiting Response",
};

export const IMPACT_COLOURS: Record<ExposureLevel, { badge: string; hex: string }> = {
  high: { badge: "bg-red-100 text-red-800", hex: "#dc2626" },
  medium: { badge: "bg-orange-100 text-orange-800", hex: "#ea580c" },
  low: { badge: "bg-yellow-100 text-yellow-800", hex: "#ca8a04" },
  none: { badge: "bg-green-100 text-green-800", hex: "#16a34a" },
  awaiting_response: { badge: "bg-slate-100 text-slate-700", hex: "#64748b" },
};

/** Rank for the ascending-order rule (Low < Medium < High); awaiting response has no rank yet. */
export const EXPOSURE_RANK: Record<ExposureLevel, number | null> = {
  none: 0,
  low: 1,
  medium: 2,
  high: 3,
  awaiting_response: null,
};

/** The five exposures of a process, by their form names (spec §3), with their labels. */
export const EXPOSURE_FIELDS = {
  financialExposure: "Financial Exposure",
  legalExposure: "Legal Exposure",
  customerBrandOrReputationExposure: "Brand Exposure",
  qualityServiceLevel: "Service Exposure",
  supplyChainExposure: "Supply Chain Exposure",
} as const;
export type ExposureField = keyof typeof EXPOSURE_FIELDS;
export const EXPOSURE_FIELD_NAMES = Object.keys(EXPOSURE_FIELDS) as ExposureField[];

/** Spec §5: MAD unit options. */
export const MAD_UNITS = ["months", "weeks", "days", "hours", "minutes"] as const;
export type MadUnit = (typeof MAD_UNITS)[number];
export const MAD_UNIT_LABELS: Record<MadUnit, string> = {
  months: "Months",
  weeks: "Weeks",
  days: "Days",
  hours: "Hours",
  minutes: "Minutes",
};

/**
 * Spec §5: parsing a duration accepts only hours or days ("4 hours", "2 days", "1 day").
 * Answers the duration in hours, or null when the text is not such a duration.
 */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(hours?|days?)\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2].toLowerCase().startsWith("day") ? amount * 24 : amount;
}

/** "4 Hours" style text of a MAD. */
export function formatMad(mad: number | null | undefined, unit: string | null | undefined): string {
  if (mad == null || !unit) return "";
  const label = MAD_UNIT_LABELS[unit as MadUnit] ?? unit;
  return `${mad} ${mad === 1 ? label.replace(/s$/, "") : label}`;
}
