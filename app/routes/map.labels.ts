import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MapLabels } from "~/domains/geo/model";
import { apiClient } from "~/web/api.server";

/** JSON for the map (JavaScript only): the names in its view (?south&west&north&east&zoom), from the API. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiClient({ request, context });
  if (!api.token) return Response.json({ error: "signed out" }, { status: 401 });
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(
    ["south", "west", "north", "east", "zoom"].map((key) => [key, params.get(key) ?? ""]),
  );
  const res = await api.get("/geo/labels", query);
  if (!res.ok) return Response.json({ error: res.error.message }, { status: res.status });
  return Response.json(res.data, { headers: { "cache-control": "private, max-age=60" } });
}
