import type { LoaderFunctionArgs } from "@remix-run/node";
import type { BellData } from "~/features/notifications/bell-data";
import { apiClient } from "~/web/api.server";

const BELL_ITEMS = 20;

/** JSON for the bell (JavaScript only): unread counts; with ?items=1 also the newest items of both tabs. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiClient({ request, context });
  if (!api.token) return Response.json({ error: "signed out" }, { status: 401 });
  const withItems = new URL(request.url).searchParams.get("items") === "1";
  const [counts, all, approvals] = await Promise.all([
    api.get("/notifications/counts"),
    withItems ? api.get("/notifications/feed", { pageSize: BELL_ITEMS }) : null,
    withItems ? api.get("/notifications/feed", { pageSize: BELL_ITEMS, filter: "approvals" }) : null,
  ]);
  if (!counts.ok) return Response.json({ error: counts.error.message }, { status: counts.status });
  const data: BellData = { counts: counts.data };
  if (all?.ok) data.all = all.data;
  if (approvals?.ok) data.approvals = approvals.data;
  return Response.json(data, { headers: { "cache-control": "no-store" } });
}
