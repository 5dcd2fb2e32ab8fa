import { EXPOSURE_RANK, type ExposureLevel, type MadUnit } from "~/domains/bcp/model";
import { madHours, TIME_POINTS, type TimePoint } from "./malo";
import { IMPACT_CATEGORIES, type ImpactCategory } from "./model";

/**
 * The BIA's impact-over-time rules (isomorphic: the form, the API and the PDF share them).
 * Awaiting Response has no rank yet and is never compared.
 */
type Row = Record<TimePoint, ExposureLevel>;
export type Impacts = Record<ImpactCategory, Row>;

/** The points where a category's level changes (ranked levels only), for reading the curve. */
export function impactSteps(row: Row) {
  const steps: { level: ExposureLevel; label: string; key: TimePoint }[] = [];
  for (const t of TIME_POINTS) {
    const level = row[t.key];
    if (EXPOSURE_RANK[level] == null) continue;
    if (steps.length === 0 || steps[steps.length - 1].level !== level)
      steps.push({ level, label: t.label, key: t.key });
  }
  return steps;
}

/** The categories whose impact falls as time passes (spec §5: Low < Medium < High, never down). */
export function fallingCategories(impacts: Impacts): ImpactCategory[] {
  return IMPACT_CATEGORIES.filter((c) => {
    let highest = -1;
    for (const t of TIME_POINTS) {
      const rank = EXPOSURE_RANK[impacts[c]?.[t.key]];
      if (rank == null) continue;
      if (rank < highest) return true;
      highest = rank;
    }
    return false;
  });
}

/** The worst level a category reaches over time (Awaiting Response when nothing is ranked). */
export function peakLevel(row: Row): ExposureLevel {
  let best: ExposureLevel = "awaiting_response";
  for (const level of Object.values(row)) {
    const rank = EXPOSURE_RANK[level];
    if (rank != null && rank > (EXPOSURE_RANK[best] ?? -1)) best = level;
  }
  return best;
}

/** The suggested MAD: the first time point at which any category reaches High (none: no suggestion). */
export function firstHigh(impacts: Impacts) {
  return TIME_POINTS.find((t) => IMPACT_CATEGORIES.some((c) => impacts[c]?.[t.key] === "high")) ?? null;
}

/** A MAD longer than the time the BIA says impact turns High is refused with this message. */
export const madBeyondHigh = (point: string) =>
  `The MAD cannot be longer than ${point}: the BIA reaches High impact at ${point}.`;

/** The MAD problem of a BIA, or null: the MAD must not outlast the first High impact. */
export function madProblem(impacts: Impacts, mad: number, unit: MadUnit): string | null {
  const high = firstHigh(impacts);
  if (!high) return null;
  return madHours(mad, unit) > high.hours ? madBeyondHigh(high.label) : null;
}
