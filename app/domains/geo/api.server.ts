import { endpoint } from "~/api/endpoint.server";
import { mapSettingsAnswer, mapSettingsSavedAnswer } from "./answers";
import { getMapSettings, mapSettingsSchema, setMapSettings } from "./map-settings.server";

const tag = "Geo";

export const geoEndpoints = [
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
