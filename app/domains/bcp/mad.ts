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

const MINUTE = 60_000;
export const UNIT_MS: Record<MadUnit, number> = {
  minutes: MINUTE,
  hours: 60 * MINUTE,
  days: 24 * 60 * MINUTE,
  weeks: 7 * 24 * 60 * MINUTE,
  /** A month of MAD counts as 30 days. */
  months: 30 * 24 * 60 * MINUTE,
};

/** A process's maximum acceptable downtime (mad + madDuration unit) in milliseconds. */
export function madMs(mad: number, unit: MadUnit): number {
  return mad * UNIT_MS[unit];
}

/** Whole hours, one decimal: how the screens show elapsed time against the MAD. */
export function hours(ms: number): number {
  return Math.round((ms / (60 * MINUTE)) * 10) / 10;
}

/** True when the process has been disrupted longer than its MAD. */
export function madBreached(since: Date, now: Date, mad: number, unit: MadUnit): boolean {
  return now.getTime() - since.getTime() > madMs(mad, unit);
}
