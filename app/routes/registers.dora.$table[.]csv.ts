import type { LoaderFunctionArgs } from "@remix-run/node";
import { isDoraTable } from "~/domains/registers/dora";
import { apiFileDownload } from "~/web/pdf-download.server";

/** One table of the DORA register of information as a CSV file (GET /api/registerEntry/dora/export). */
export const loader = ({ request, params, context }: LoaderFunctionArgs) => {
  if (!isDoraTable(params.table)) throw new Response("Data Not Found", { status: 404 });
  return apiFileDownload({ request, context }, "/registerEntry/dora/export", { table: params.table });
};
