import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SearchChoice } from "~/ui/search-combobox";
import { apiClient } from "~/web/api.server";

/** JSON for an incident's person picker (JavaScript only): the first 20 of the company's users matching ?q=. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiClient({ request, context });
  if (!api.token) return Response.json({ error: "signed out" }, { status: 401 });
  const url = new URL(request.url);
  const id = url.searchParams.get("incident_id") ?? "";
  const q = url.searchParams.get("q") ?? "";
  const res = await api.get(`/incident/${id}/mentionable`, q.trim() ? { q } : undefined);
  if (!res.ok) return Response.json({ error: res.error.message }, { status: res.status });
  const choices: SearchChoice[] = res.data.map(({ id, name, email }) => ({ id, name, detail: email }));
  return Response.json({ choices }, { headers: { "cache-control": "no-store" } });
}
