import type { MadUnit } from "~/domains/bcp/model";

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
