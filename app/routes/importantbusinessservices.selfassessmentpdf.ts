import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFileDownload } from "~/web/pdf-download.server";

/** The self-assessment as a PDF (GET /api/selfAssessment/pdf): an approved version, or as it stands. */
export const loader = ({ request, context }: LoaderFunctionArgs) => {
  const versionId = new URL(request.url).searchParams.get("versionId");
  return apiFileDownload({ request, context }, "/selfAssessment/pdf", versionId ? { versionId } : {});
};
