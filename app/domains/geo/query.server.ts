import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { boundingBox, EARTH_RADIUS_KM, type LatLng } from "./sphere";

/**
 * Exact great-circle distance (km) from `center` to the row's point, as SQL (haversine; plain PostgreSQL
 * functions, so PGlite and PostgreSQL give the same answer without PostGIS).
 */
export function distanceSql(lat: AnyColumn | SQL, lng: AnyColumn | SQL, center: LatLng): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${lat} - ${center.lat}::float8) / 2), 2)
    + cos(radians(${center.lat}::float8)) * cos(radians(${lat}))
      * power(sin(radians(${lng} - ${center.lng}::float8) / 2), 2)))))`.mapWith(Number);
}

/**
 * "Within radiusKm of center": a latitude/longitude box that a btree index on (company_id, lat, lng)
 * answers (split in two across the antimeridian, all longitudes near a pole), then the exact distance.
 */
export function withinRadiusSql(lat: AnyColumn, lng: AnyColumn, center: LatLng, radiusKm: number): SQL {
  const box = boundingBox(center, radiusKm);
  const lngRanges = box.lngRanges.map(
    ([west, east]) => sql`${lng} between ${west}::float8 and ${east}::float8`,
  );
  const lngFilter = lngRanges.length === 1 ? lngRanges[0] : sql`(${sql.join(lngRanges, sql` or `)})`;
  return sql`(${lat} between ${box.minLat}::float8 and ${box.maxLat}::float8 and ${lngFilter}
    and ${distanceSql(lat, lng, center)} <= ${radiusKm}::float8)`;
}
