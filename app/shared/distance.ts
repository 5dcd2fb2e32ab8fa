/**
 * A distance as people read it (UX review 1.11: "264.876 km" was given to the metre): whole units from 10 up
 * ("265 km", "1,204 km"), one decimal below ("4.2 km"), and "< 0.1 km" for a point on the spot.
 */
export function formatDistance(value: number | null | undefined, unit = "km"): string {
  if (value == null || !Number.isFinite(value)) return `? ${unit}`;
  const abs = Math.abs(value);
  if (abs > 0 && abs < 0.05) return `< 0.1 ${unit}`;
  const digits = abs >= 10 ? 0 : 1;
  return `${value.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${unit}`;
}
