import type { LoaderFunctionArgs } from "@remix-run/node";
import { kindOfSegment } from "~/domains/registers/model";
import { apiFileDownload } from "~/web/pdf-download.server";

/** One register as a CSV file (GET /api/registerEntry/export), downloaded by the signed-in user. */
export const loader = ({ request, params, context }: LoaderFunctionArgs) => {
  const kind = kindOfSegment(params.segment);
  if (!kind) throw new Response("Data Not Found", { status: 404 });
  return apiFileDownload({ request, context }, "/registerEntry/export", { kind });
};
