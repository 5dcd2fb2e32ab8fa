import type { LoaderFunctionArgs } from "@remix-run/node";
import { callApi } from "~/web/api.server";
import { withResourceHeaders } from "~/web/security-headers.server";

// The link is its owner's credential: never sent on, never indexed, never cached on the way.
const PRIVATE = {
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex",
  "cache-control": "no-store",
} as const;

/** The answer with the resource security headers, then the private link's own (its referrer rule is stricter). */
function privately(request: Request, res: Response) {
  const out = withResourceHeaders(request, res);
  for (const [name, value] of Object.entries(PRIVATE)) out.headers.set(name, value);
  return out;
}

/**
 * A calendar feed, GET /calendar/<token>.ics (issue 35 item 5): what a calendar app subscribes to, without a
 * session; the token is the credential. An unknown or revoked token answers 404, as a wrong address does.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
  const res = token ? await callApi("get", "/calendar-feed", { query: { token } }) : null;
  if (!res?.ok || !res.data) return privately(request, new Response("Not Found", { status: 404 }));
  return privately(
    request,
    new Response(res.data.ics, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'inline; filename="keel.ics"',
      },
    }),
  );
}
