import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFileDownload } from "~/web/pdf-download.server";

/** An incident's situation report as a one-page PDF (GET /api/bcpResponse/situationReportPdf). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiFileDownload({ request, context }, "/bcpResponse/situationReportPdf", {
    incidentId: new URL(request.url).searchParams.get("incidentId") ?? "",
  });
