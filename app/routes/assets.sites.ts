import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SearchChoice } from "~/ui/search-combobox";
import { apiClient } from "~/web/api.server";

/** JSON for the site picker's combobox (JavaScript only): the first 20 sites matching ?q=. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiClient({ request, context });
  if (!api.token) return Response.json({ error: "signed out" }, { status: 401 });
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const res = await api.get("/asset/addresses", { q });
  if (!res.ok) return Response.json({ error: res.error.message }, { status: res.status });
  const choices: SearchChoice[] = res.data.map(({ id, name, fullAddress }) => ({
    id,
    name,
    detail: fullAddress,
  }));
  return Response.json({ choices }, { headers: { "cache-control": "no-store" } });
}
