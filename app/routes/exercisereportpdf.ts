import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFileDownload } from "~/web/pdf-download.server";

/** A kept post-exercise report as a PDF (GET /api/incident/{id}/exercise-report/pdf), marked EXERCISE. */
export const loader = ({ request, context }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const id = url.searchParams.get("incident_id") ?? "";
  // Not a UUID: the API's 404, not a path that leaves the incident.
  const safe = /^[0-9a-f-]{36}$/i.test(id) ? id : "00000000-0000-0000-0000-000000000000";
  return apiFileDownload({ request, context }, `/incident/${safe}/exercise-report/pdf`, {
    versionId: url.searchParams.get("versionId") ?? "",
  });
};
