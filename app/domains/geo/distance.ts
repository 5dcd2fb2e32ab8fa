/** Radius units and conversions, without zod: browser code imports these (units.ts holds the schemas). */

/** Units a viewing radius can be given in. */
export const RADIUS_UNITS = ["km", "miles"] as const;
export type RadiusUnit = (typeof RADIUS_UNITS)[number];
export const RADIUS_UNIT_LABELS: Record<RadiusUnit, string> = { km: "km", miles: "miles" };
export const KM_PER_MILE = 1.609344;
/** Radius offered before the user picks one. */
export const DEFAULT_RADIUS = 50;
export const MAX_RADIUS_KM = 20_016;

export const toKm = (radius: number, unit: RadiusUnit) => (unit === "miles" ? radius * KM_PER_MILE : radius);
export const fromKm = (km: number, unit: RadiusUnit) => (unit === "miles" ? km / KM_PER_MILE : km);

/**
 * The point two typed coordinates name, or null while they do not name one yet (empty, half typed like
 * "51." or "-", or out of range): the map must never be handed a partial point (Leaflet throws
 * "Invalid LatLng" and the page is lost).
 */
export function typedPoint(lat: string, lng: string): { lat: number; lng: number } | null {
  if (lat.trim() === "" || lng.trim() === "") return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  return Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180 ? point : null;
}
