import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { getRuntime } from "~/runtime.server";
import { requireUser } from "~/web/auth.server";
import { withResourceHeaders } from "~/web/security-headers.server";
import { getSessionToken } from "~/web/session.server";

/** An incident's situation report as a one-page PDF (GET /api/bcpResponse/situationReportPdf), to the signed-in user. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const incidentId = new URL(request.url).searchParams.get("incidentId") ?? "";
  const token = await getSessionToken(request);
  const base = getConfig().apiUrl ?? "http://keel.internal";
  const url = new URL(`${base.replace(/\/$/, "")}/api/bcpResponse/situationReportPdf`);
  url.searchParams.set("incidentId", incidentId);
  const apiRequest = new Request(url, { headers: { authorization: `Bearer ${token}` } });
  const res = getConfig().apiUrl ? await fetch(apiRequest) : await (await getRuntime()).api.fetch(apiRequest);
  if (!res.ok) throw new Response("Data Not Found", { status: res.status === 401 ? 401 : 404 });
  return withResourceHeaders(
    request,
    new Response(res.body, {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": res.headers.get("content-disposition") ?? "inline",
        "cache-control": "no-store",
      },
    }),
  );
}
