import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { mapLabelsAnswer, placeAnswer } from "~/domains/geo/answers";
import { labelsInView, viewQuerySchema } from "./map-labels.server";
import { searchPlaces } from "./places.server";

/**
 * The map's searches that mix the company's sites with the world's places. They live with the sites (assets reads
 * geo, never the other way round); their paths and tag stay under /geo, where the map's settings are.
 */
const tag = "Geo";

export const placeEndpoints = [
  endpoint({
    method: "get",
    path: "/geo/places",
    tag,
    summary:
      "Place search ('enter alert location'): the company's sites, the bundled world cities, and the external geocoder when one is set",
    permission: "asset.read",
    query: z.object({ q: z.string().trim().min(1, "Enter a location.").max(100) }),
    answer: z.array(placeAnswer),
    handler: ({ deps, user, query }) => searchPlaces(deps, user, query.q),
  }),
  endpoint({
    method: "get",
    path: "/geo/labels",
    tag,
    summary:
      "Names for a map view (south, west, north, east, zoom): the company's sites, and bundled place names at city zoom",
    permission: "asset.read",
    query: viewQuerySchema,
    answer: mapLabelsAnswer,
    handler: ({ deps, user, query }) => labelsInView(deps, user, query),
  }),
];
