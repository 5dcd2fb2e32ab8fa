/**
 * Great-circle geometry on a spherical Earth (isomorphic: the server filters with it, the map draws with it).
 * Distances use the haversine formula, which stays accurate for small and antipodal distances alike.
 */
export const EARTH_RADIUS_KM = 6371.0088;
/** Half the circumference: no two points on the sphere are farther apart. */
export const MAX_DISTANCE_KM = Math.PI * EARTH_RADIUS_KM;

export interface LatLng {
  lat: number;
  lng: number;
}

/** A point that is there: a site named by the organisation may have none yet (lat and lng both null). */
export const isPlaced = <T extends { lat: number | null; lng: number | null }>(p: T): p is T & LatLng =>
  p.lat !== null && p.lng !== null;

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Longitude brought into [-180, 180). */
export function normalizeLng(lng: number): number {
  const wrapped = (((lng + 180) % 360) + 360) % 360;
  return wrapped - 180;
}

/**
 * The latitude/longitude box that contains every point within `radiusKm` of `center`
 * (the prefilter that lets a btree index do the work before the exact distance check).
 * Longitude comes as one or two ranges: two when the circle crosses the antimeridian,
 * and the whole circle of longitudes when it reaches a pole.
 */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  lngRanges: [number, number][];
}

export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  if (angular >= Math.PI) return { minLat: -90, maxLat: 90, lngRanges: [[-180, 180]] };
  const minLat = center.lat - toDeg(angular);
  const maxLat = center.lat + toDeg(angular);
  if (minLat <= -90 || maxLat >= 90) {
    // The circle covers a pole: every longitude is inside somewhere.
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), lngRanges: [[-180, 180]] };
  }
  // Widest longitude spread of the circle (at the latitude where its edge is tangent to a meridian).
  const ratio = Math.sin(angular) / Math.cos(toRad(center.lat));
  if (ratio >= 1) return { minLat, maxLat, lngRanges: [[-180, 180]] };
  const dLng = toDeg(Math.asin(ratio));
  const lng = normalizeLng(center.lng);
  const west = lng - dLng;
  const east = lng + dLng;
  if (west < -180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west + 360, 180],
        [-180, east],
      ],
    };
  if (east > 180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west, 180],
        [-180, east - 360],
      ],
    };
  return { minLat, maxLat, lngRanges: [[west, east]] };
}

/** The point reached going `distance` km from `start` on initial `bearing` degrees (used to draw circles). */
export function destination(start: LatLng, bearingDeg: number, distance: number): LatLng {
  const angular = distance / EARTH_RADIUS_KM;
  const bearing = toRad(bearingDeg);
  const lat1 = toRad(start.lat);
  const lng1 = toRad(start.lng);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: toDeg(lat2), lng: normalizeLng(toDeg(lng2)) };
}
