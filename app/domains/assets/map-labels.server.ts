import { and, asc, between, eq, gte, isNull, lte, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { citiesIn } from "~/domains/geo/gazetteer.server";
import type { MapLabels } from "~/domains/geo/model";
import { assets } from "./schema.server";

/** Place names are labelled from this zoom on (a city's streets; the world and country views stay clean). */
export const PLACE_LABEL_MIN_ZOOM = 7;
/** At most this many names of each kind per view: the map stays readable and the answer small. */
export const MAX_SITE_LABELS = 200;
export const MAX_PLACE_LABELS = 40;

const lat = z.coerce.number().min(-90).max(90);
const lng = z.coerce.number().min(-180).max(180);
/** The map's view: west > east crosses the antimeridian. */
export const viewQuerySchema = z
  .object({ south: lat, west: lng, north: lat, east: lng, zoom: z.coerce.number().int().min(0).max(22) })
  .refine((v) => v.south <= v.north, { message: "south must not be north of north", path: ["south"] });
export type MapViewQuery = z.infer<typeof viewQuerySchema>;

const inLongitudes = (column: typeof assets.lng, { west, east }: MapViewQuery): SQL | undefined =>
  west <= east ? between(column, west, east) : or(gte(column, west), lte(column, east));

/** Names for the map's current view: the company's sites always, place names at city zoom. */
export async function labelsInView(deps: ApiDeps, user: Principal, view: MapViewQuery): Promise<MapLabels> {
  const sites = await deps.db
    .select({ id: assets.id, name: assets.name, lat: assets.lat, lng: assets.lng })
    .from(assets)
    .where(
      and(
        eq(assets.companyId, user.companyId),
        isNull(assets.incidentId),
        between(assets.lat, view.south, view.north),
        inLongitudes(assets.lng, view),
      ),
    )
    .orderBy(asc(assets.name), asc(assets.id))
    .limit(MAX_SITE_LABELS);
  const places = view.zoom >= PLACE_LABEL_MIN_ZOOM ? citiesIn(view, MAX_PLACE_LABELS) : [];
  // The bounds leave out sites without a point; the filter tells the types so.
  const placed = sites.flatMap((s) =>
    s.lat === null || s.lng === null ? [] : [{ ...s, lat: s.lat, lng: s.lng }],
  );
  return { sites: placed, places };
}
