import { countOf, singularOf } from "~/shared/plural";

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

/** "4 Hours" style text of a MAD. */
export function formatMad(mad: number | null | undefined, unit: string | null | undefined): string {
  if (mad == null || !unit) return "";
  const label = MAD_UNIT_LABELS[unit as MadUnit] ?? unit;
  return countOf(mad, singularOf(label), label);
}
