import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SiteChoice } from "~/features/assets/site-picker";
import { apiClient } from "~/web/api.server";

/** JSON for the site picker (JavaScript only): the first 20 sites matching ?q=. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiClient({ request, context });
  if (!api.token) return Response.json({ error: "signed out" }, { status: 401 });
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const res = await api.get("/asset/addresses", { q });
  if (!res.ok) return Response.json({ error: res.error.message }, { status: res.status });
  const sites: SiteChoice[] = res.data.map(({ id, name, fullAddress }) => ({ id, name, fullAddress }));
  return Response.json({ sites }, { headers: { "cache-control": "no-store" } });
}
