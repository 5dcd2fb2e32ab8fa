import type { LoaderFunctionArgs } from "@remix-run/node";
import { callApi } from "~/web/api.server";

// The link is its owner's credential: never sent on, never indexed, never cached on the way.
const PRIVATE = {
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex",
  "cache-control": "no-store",
} as const;

/**
 * A calendar feed, GET /calendar/<token>.ics (issue 35 item 5): what a calendar app subscribes to, without a
 * session; the token is the credential. An unknown or revoked token answers 404, as a wrong address does.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
  const res = token ? await callApi("get", "/calendar-feed", { query: { token } }) : null;
  if (!res?.ok || !res.data) throw new Response("Not Found", { status: 404, headers: PRIVATE });
  return new Response(res.data.ics, {
    headers: {
      ...PRIVATE,
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="keel.ics"',
    },
  });
}
