import { and, asc, eq, isNull } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { type Place, searchCities, searchGeocoder } from "~/domains/geo/gazetteer.server";
import { isPlaced } from "~/domains/geo/sphere";
import { assets } from "./schema.server";
import { matchesSite } from "./service.server";

/** 'Enter alert location': the company's own sites first, then world cities, then the geocoder if set. */
export async function searchPlaces(deps: ApiDeps, user: Principal, query: string): Promise<Place[]> {
  const sites = await deps.db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.companyId, user.companyId),
        isNull(assets.incidentId),
        matchesSite(query.split(",")[0].trim()),
      ),
    )
    .orderBy(asc(assets.name))
    .limit(5);
  // A site without a point cannot be an alert's place.
  const own: Place[] = sites.filter(isPlaced).map((s) => ({
    kind: "site",
    id: `site:${s.id}`,
    name: s.name,
    label: [s.name, s.city, s.country].filter(Boolean).join(", "),
    lat: s.lat,
    lng: s.lng,
    country: s.country,
  }));
  const cities = searchCities(query);
  const external = cities.length + own.length < 3 ? await searchGeocoder(query) : [];
  return [...own, ...cities, ...external];
}
