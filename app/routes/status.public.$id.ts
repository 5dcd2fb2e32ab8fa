import type { LoaderFunctionArgs } from "@remix-run/node";
import { statusPageResponse } from "~/features/incidents/status-page-document.server";
import { callApi } from "~/web/api.server";

/** An incident's public status page: only while its coordinator publishes it (404 otherwise). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const res = await callApi("get", `/status-page/public/${id}`);
  return statusPageResponse(request, res.ok ? res.data : null);
}
