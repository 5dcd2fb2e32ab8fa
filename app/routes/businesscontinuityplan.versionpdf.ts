import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFileDownload } from "~/web/pdf-download.server";

/** An approved version of a plan as a PDF (GET /api/bcp/versionPdf), marked with its version and digest. */
export const loader = ({ request, context }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  return apiFileDownload({ request, context }, "/bcp/versionPdf", {
    bcpId: url.searchParams.get("bcpId") ?? "",
    versionId: url.searchParams.get("versionId") ?? "",
  });
};
