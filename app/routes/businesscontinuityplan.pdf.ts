import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { getRuntime } from "~/runtime.server";
import { requireUser } from "~/web/auth.server";
import { withResourceHeaders } from "~/web/security-headers.server";
import { getSessionToken } from "~/web/session.server";

/** The plan's PDF (GET /api/bcp/bcpPdf), streamed to the signed-in user as a download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser({ request, context });
  const bcpId = new URL(request.url).searchParams.get("bcpId") ?? "";
  const token = await getSessionToken(request);
  const base = getConfig().apiUrl ?? "http://keel.internal";
  const url = new URL(`${base.replace(/\/$/, "")}/api/bcp/bcpPdf`);
  url.searchParams.set("bcpId", bcpId);
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
