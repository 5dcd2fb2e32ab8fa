import type { LoaderFunctionArgs } from "@remix-run/node";
import { statusPageResponse } from "~/features/incidents/status-page-document.server";
import { callApi } from "~/web/api.server";

/** The responders' status page of an incident, opened by its signed link: no sign-in, no JavaScript. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const res = await callApi("get", "/status-page", { query: { token: params.token ?? "" } });
  return statusPageResponse(request, res.ok ? res.data : null);
}
