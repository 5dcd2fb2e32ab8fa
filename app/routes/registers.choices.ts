import type { LoaderFunctionArgs } from "@remix-run/node";
import { DEPENDENCY_BLOCK_KEYS, type DependencyBlock } from "~/domains/bcp-analysis/model";
import type { SearchChoice } from "~/ui/search-combobox";
import { apiClient } from "~/web/api.server";

/**
 * JSON for a dependency block's combobox (JavaScript only): the first 20 matches of ?q= in the block's register
 * (UPSTREAM PROCESS: processes of the plans the user may read), as the API scopes them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiClient({ request, context });
  if (!api.token) return Response.json({ error: "signed out" }, { status: 401 });
  const params = new URL(request.url).searchParams;
  const block = params.get("block") ?? "";
  if (!(DEPENDENCY_BLOCK_KEYS as readonly string[]).includes(block))
    return Response.json({ error: "unknown block" }, { status: 400 });
  const res = await api.get("/dependency/choices", {
    processId: params.get("processId") ?? "",
    block: block as DependencyBlock,
    q: (params.get("q") ?? "").slice(0, 100),
  });
  if (!res.ok) return Response.json({ error: res.error.message }, { status: res.status });
  const choices: SearchChoice[] = res.data;
  return Response.json({ choices }, { headers: { "cache-control": "no-store" } });
}
