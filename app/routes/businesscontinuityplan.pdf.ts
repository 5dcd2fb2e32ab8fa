import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFileDownload } from "~/web/pdf-download.server";

/** The plan's PDF (GET /api/bcp/bcpPdf), streamed to the signed-in user as a download. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiFileDownload({ request, context }, "/bcp/bcpPdf", {
    bcpId: new URL(request.url).searchParams.get("bcpId") ?? "",
  });
