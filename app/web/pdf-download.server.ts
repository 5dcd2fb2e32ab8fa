import { apiFile, type PageArgs } from "~/web/api.server";
import type { ApiPath, FileQuery, Reach } from "~/web/api-types";
import { requireUser } from "~/web/auth.server";
import { withResourceHeaders } from "~/web/security-headers.server";

/**
 * A file the API makes (the plan's PDF, the situation report, a register's CSV), streamed to the signed-in user
 * as a download with the API's media type: the session's token is sent on, and a refusal reads "Data Not Found"
 * (401 stays 401). Path and query are the typed client's: a wrong path or query field fails `tsc`.
 */
export async function apiFileDownload<const P extends ApiPath<"get">>(
  args: PageArgs,
  path: Reach<"get", P>,
  ...query: NoInfer<FileQuery<P>>
) {
  await requireUser(args);
  const res = await apiFile<P>(args, path, ...query);
  if (!res.ok) throw new Response("Data Not Found", { status: res.status === 401 ? 401 : 404 });
  return withResourceHeaders(
    args.request,
    new Response(res.body, {
      headers: {
        "content-type": res.headers.get("content-type") ?? "application/octet-stream",
        "content-disposition": res.headers.get("content-disposition") ?? "inline",
        "cache-control": "no-store",
      },
    }),
  );
}
