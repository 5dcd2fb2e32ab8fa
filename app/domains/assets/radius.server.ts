import { and, asc, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { distanceSql, withinRadiusSql } from "~/domains/geo/query.server";
import type { LatLng } from "~/domains/geo/sphere";
import { distanceKm, isPlaced, MAX_DISTANCE_KM } from "~/domains/geo/sphere";
import { fromKm, type RadiusQuery, toKm } from "~/domains/geo/units";
import type { Db } from "~/platform/db/client.server";
import type { AssetType } from "./model";
import { assets, people } from "./schema.server";
import { presentAsset, siteAddressColumns } from "./service.server";

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The columns a radius answer carries: enough for the map and the impacted list, lean so dense areas stay fast. */
const radiusColumns = {
  ...siteAddressColumns,
  headcount: assets.headcount,
  businessUnitId: assets.businessUnitId,
  incidentId: assets.incidentId,
};

/**
 * The company's sites within the radius, nearest first, each with its distance in the query's unit.
 * The database does the index-assisted box and the exact great-circle test; the distance shown and the
 * order are computed here from the returned points (the same formula), which spares the database a sort.
 */
export async function assetsInRadius(
  db: Db,
  companyId: string,
  query: RadiusQuery & { includeIncidentId?: string },
) {
  const center = { lat: query.lat, lng: query.lng };
  const radiusKm = toKm(query.radius, query.unit);
  const rows = await db
    .select(radiusColumns)
    .from(assets)
    .where(
      and(
        eq(assets.companyId, companyId),
        withinRadiusSql(assets.lat, assets.lng, center, radiusKm),
        query.includeIncidentId
          ? or(isNull(assets.incidentId), eq(assets.incidentId, query.includeIncidentId))
          : isNull(assets.incidentId),
      ),
    );
  return rows
    .filter(isPlaced) // the radius test already left out sites without a point: this tells the type
    .map((r) => ({ ...r, distanceKm: distanceKm(center, r) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name))
    .map((r) => ({
      ...r,
      distance: round(fromKm(r.distanceKm, query.unit)),
      distanceKm: round(r.distanceKm),
    }));
}

/** The people whose point (their own, or their home site's) is within the radius, nearest first. */
export async function peopleInRadius(db: Db, companyId: string, query: RadiusQuery) {
  const center = { lat: query.lat, lng: query.lng };
  const radiusKm = toKm(query.radius, query.unit);
  const distance = distanceSql(people.lat, people.lng, center);
  const rows = await db
    .select({
      id: people.id,
      type: people.type,
      firstName: people.firstName,
      lastName: people.lastName,
      email: people.email,
      phone: people.phone,
      mobile: people.mobile,
      jobTitle: people.jobTitle,
      homeAssetId: people.homeAssetId,
      homeAssetName: assets.name,
      lat: people.lat,
      lng: people.lng,
      distanceKm: distance,
    })
    .from(people)
    .leftJoin(assets, eq(assets.id, people.homeAssetId))
    .where(
      and(
        eq(people.companyId, companyId),
        isNotNull(people.lat),
        withinRadiusSql(people.lat, people.lng, center, radiusKm),
      ),
    )
    .orderBy(asc(distance), asc(people.lastName));
  return rows.map((r) => ({
    ...r,
    distanceKm: round(r.distanceKm),
    distance: round(fromKm(r.distanceKm, query.unit)),
  }));
}

/** Radii tried in turn when looking for the nearest site: each step is an index-assisted radius query. */
const NEAREST_STEPS_KM = [25, 100, 400, 1500, 5000, MAX_DISTANCE_KM];

/** The nearest site of the given type (offices by default) to a point, or null when the company has none. */
export async function nearestAsset(
  deps: ApiDeps,
  user: Principal,
  point: LatLng & { type?: AssetType; unit: "km" | "miles" },
) {
  const type = point.type ?? "office";
  const center = { lat: point.lat, lng: point.lng };
  for (const radiusKm of NEAREST_STEPS_KM) {
    const distance = distanceSql(assets.lat, assets.lng, center);
    const [row] = await deps.db
      .select({ asset: assets, distanceKm: distance })
      .from(assets)
      .where(
        and(
          eq(assets.companyId, user.companyId),
          eq(assets.type, type),
          isNull(assets.incidentId),
          withinRadiusSql(assets.lat, assets.lng, center, radiusKm),
        ),
      )
      .orderBy(asc(distance))
      .limit(1);
    if (row) {
      return {
        ...presentAsset(row.asset),
        distanceKm: round(row.distanceKm),
        distance: round(fromKm(row.distanceKm, point.unit)),
      };
    }
  }
  return null;
}
