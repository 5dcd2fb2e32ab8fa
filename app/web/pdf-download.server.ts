import { getConfig } from "~/config.server";
import { getRuntime } from "~/runtime.server";
import type { PageArgs } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { withResourceHeaders } from "~/web/security-headers.server";
import { getSessionToken } from "~/web/session.server";

/**
 * A file the API makes (the plan's PDF, the situation report, a register's CSV), streamed to the signed-in user
 * as a download with the API's media type: the session's token is sent on, and a refusal reads "Data Not Found"
 * (401 stays 401).
 */
export async function apiFileDownload(
  { request, context }: PageArgs,
  apiPath: string,
  query: Record<string, string>,
) {
  await requireUser({ request, context });
  const token = await getSessionToken(request);
  const base = getConfig().apiUrl ?? "http://keel.internal";
  const url = new URL(`${base.replace(/\/$/, "")}/api${apiPath}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const apiRequest = new Request(url, { headers: { authorization: `Bearer ${token}` } });
  const res = getConfig().apiUrl ? await fetch(apiRequest) : await (await getRuntime()).api.fetch(apiRequest);
  if (!res.ok) throw new Response("Data Not Found", { status: res.status === 401 ? 401 : 404 });
  return withResourceHeaders(
    request,
    new Response(res.body, {
      headers: {
        "content-type": res.headers.get("content-type") ?? "application/octet-stream",
        "content-disposition": res.headers.get("content-disposition") ?? "inline",
        "cache-control": "no-store",
      },
    }),
  );
}

/** A PDF the API draws, as a download (apiFileDownload). */
export const pdfDownload = apiFileDownload;
