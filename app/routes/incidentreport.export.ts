import type { LoaderFunctionArgs } from "@remix-run/node";
import { REPORT_EXPORTS } from "~/domains/reporting/report-fields";
import { apiFileDownload } from "~/web/pdf-download.server";

/** A regulator report as a PDF, JSON or CSV download (GET /api/incident/{id}/reports/{deadlineId}/{format}). */
export const loader = ({ request, context }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const format = REPORT_EXPORTS.find((f) => f === url.searchParams.get("format")) ?? "pdf";
  const incidentId = url.searchParams.get("incident_id") ?? "";
  const deadlineId = url.searchParams.get("deadline_id") ?? "";
  return apiFileDownload({ request, context }, `/incident/${incidentId}/reports/${deadlineId}/${format}`);
};
