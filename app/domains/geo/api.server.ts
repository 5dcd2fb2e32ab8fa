import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { mapLabelsAnswer, mapSettingsAnswer, mapSettingsSavedAnswer, placeAnswer } from "./answers";
import { labelsInView, viewQuerySchema } from "./labels.server";
import { getMapSettings, mapSettingsSchema, setMapSettings } from "./map-settings.server";
import { searchPlaces } from "./places.server";

const tag = "Geo";

export const geoEndpoints = [
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
  endpoint({
    method: "get",
    path: "/geo/map-settings",
    tag,
    summary: "Tile server URL (null: draw the bundled world outline) and the outline's address",
    permission: "asset.read",
    answer: mapSettingsAnswer,
    handler: ({ deps, user }) => getMapSettings(deps, user),
  }),
  endpoint({
    method: "put",
    path: "/geo/map-settings",
    tag,
    summary: "Set the company's tile server URL (empty to use the bundled world outline)",
    permission: "company.manage",
    body: mapSettingsSchema,
    answer: mapSettingsSavedAnswer,
    handler: ({ deps, user, body }) => setMapSettings(deps, user, body),
  }),
];
