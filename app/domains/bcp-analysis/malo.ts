import type { MadUnit } from "~/domains/bcp/model";

/**
 * The time points over which the BIA measures impact and the MALO sets the minimum acceptable
 * level of operations (per process), from the first hours to a month after the disruption.
 */
export const TIME_POINTS = [
  { key: "h4", label: "4 Hours", hours: 4 },
  { key: "h8", label: "8 Hours", hours: 8 },
  { key: "d1", label: "1 Day", hours: 24 },
  { key: "d2", label: "2 Days", hours: 48 },
  { key: "d3", label: "3 Days", hours: 72 },
  { key: "w1", label: "1 Week", hours: 168 },
  { key: "w2", label: "2 Weeks", hours: 336 },
  { key: "m1", label: "1 Month", hours: 720 },
] as const;
export type TimePoint = (typeof TIME_POINTS)[number]["key"];
export const TIME_POINT_KEYS = TIME_POINTS.map((t) => t.key) as [TimePoint, ...TimePoint[]];

/** Spec §9 slider: range 0 to 100, step 1, shift step 10. */
export const SLIDER = { min: 0, max: 100, step: 1, shiftStep: 10 } as const;

const UNIT_HOURS: Record<MadUnit, number> = { months: 720, weeks: 168, days: 24, hours: 1, minutes: 1 / 60 };

/** The MAD (maximum acceptable downtime) in hours. */
export function madHours(mad: number, unit: MadUnit): number {
  return mad * UNIT_HOURS[unit];
}

/** The time point by which the MAD has run out: the first point at or after it (the last one at most). */
export function madTimePoint(mad: number, unit: MadUnit) {
  const hours = madHours(mad, unit);
  return TIME_POINTS.find((t) => t.hours >= hours) ?? TIME_POINTS[TIME_POINTS.length - 1];
}

export type MaloLevels = Record<TimePoint, number>;

export const MALO_MESSAGES = {
  percent: "Enter a whole percentage from 0 to 100.",
  falling: "The minimum acceptable level cannot fall over time.",
  beyondMad: (mad: string, point: string) =>
    `The MALO must not start beyond the MAD (${mad}): set a level above 0% at or before ${point}.`,
} as const;

/**
 * MALO/MAD consistency: operations must be back (a level above 0%) no later than the MAD, so no
 * recovery target lies beyond it; and the minimum acceptable level never falls as time passes.
 * Answers the problems keyed by the form field that caused them (levels.<point>).
 */
export function maloProblems(
  levels: MaloLevels,
  mad: { mad: number; unit: MadUnit; text: string },
): Record<string, string> {
  const problems: Record<string, string> = {};
  let previous = 0;
  for (const point of TIME_POINTS) {
    const value = levels[point.key];
    if (value < previous) problems[`levels.${point.key}`] = MALO_MESSAGES.falling;
    previous = Math.max(previous, value);
  }
  const deadline = madTimePoint(mad.mad, mad.unit);
  const first = TIME_POINTS.find((t) => levels[t.key] > 0);
  if (!first || first.hours > deadline.hours) {
    problems[`levels.${deadline.key}`] = MALO_MESSAGES.beyondMad(mad.text, deadline.label);
  }
  return problems;
}
