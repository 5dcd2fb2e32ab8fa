import { adhocAssetSchema } from "~/domains/assets/validation";
import { radiusQuerySchema } from "~/domains/geo/units";
import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";
import { buttonIntent, formIntent } from "~/web/form-action.server";
import type { LoadAssetsStepData } from "./load-assets-step";

/**
 * What the "Load Assets and People" step shows for this request, read from its query string
 * (q, lat, lng, radius, unit): matching places, and the sites, people and nearest office of the circle.
 * Any page (the incident wizard, /assets/map) calls this from its loader and renders <LoadAssetsStep>.
 */
export async function loadAssetsStep(
  { request, context }: PageArgs,
  options: { incidentId?: string } = {},
): Promise<LoadAssetsStepData> {
  const incidentId = options.incidentId ?? null;
  const api = await apiClient({ request, context });
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim() ?? "";
  const fields = {
    lat: params.get("lat") ?? "",
    lng: params.get("lng") ?? "",
    radius: params.get("radius") ?? "",
    unit: params.get("unit") ?? "km",
  };
  const settingsRes = await api.get("/geo/map-settings");
  const settings = settingsRes.ok
    ? settingsRes.data
    : { tileUrl: null, attribution: null, outlineUrl: "/map/world-land.geojson" };
  const placesRes = q ? await api.get("/geo/places", { q }) : null;
  const adhocRes = incidentId ? await api.get("/asset/adhoc", { incidentId }) : null;
  const base = {
    settings,
    q,
    place: params.get("place") ?? null,
    fields,
    places: placesRes?.ok ? placesRes.data : null,
    errors: {} as Record<string, string[]>,
    result: null,
    incidentId,
    // Locations added to one incident always carry their point; the register's type allows none.
    adhoc: adhocRes?.ok
      ? adhocRes.data.flatMap((a) =>
          a.lat === null || a.lng === null ? [] : [{ ...a, lat: a.lat, lng: a.lng }],
        )
      : null,
  };
  if (!fields.lat && !fields.lng) return base;
  const parsed = radiusQuerySchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".");
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    return { ...base, errors };
  }
  const query = parsed.data;
  const [assets, people, nearest] = await Promise.all([
    api.get("/asset/in-radius", { ...query, incidentId: incidentId ?? undefined }),
    api.get("/people/in-radius", query),
    api.get("/asset/nearest", { lat: query.lat, lng: query.lng, unit: query.unit }),
  ]);
  return {
    ...base,
    result: {
      center: { lat: query.lat, lng: query.lng },
      radius: query.radius,
      unit: query.unit,
      assets: assets.ok ? assets.data : [],
      // Inside a circle means located: the API answers only people with coordinates.
      people: people.ok
        ? people.data.filter(
            (p): p is typeof p & { lat: number; lng: number } => p.lat !== null && p.lng !== null,
          )
        : [],
      // The nearest office is found among placed sites only.
      nearest:
        nearest.ok && nearest.data && nearest.data.lat !== null && nearest.data.lng !== null
          ? { ...nearest.data, lat: nearest.data.lat, lng: nearest.data.lng }
          : null,
    },
  };
}

/**
 * The step's own POST forms ("add location" and removing an added location), for the action of the page that
 * renders the step to put in its table of intents.
 */
export const loadAssetsStepIntents = () => ({
  "add-location": formIntent({
    schema: adhocAssetSchema,
    call: (api, value) => api.post("/asset/adhoc", value),
    ok: (answer) => answer.message,
  }),
  "remove-location": buttonIntent({
    call: (api, f) => api.delete(`/asset/adhoc/${encodeURIComponent(String(f.get("id") ?? ""))}`),
    ok: (answer) => answer.message,
  }),
});
