import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { relayUntilClientGone } from "~/platform/client-gone.server";
import { getRuntime } from "~/runtime.server";
import { getSessionToken } from "~/web/session.server";

/**
 * Live notifications for the signed-in browser (EventSource cannot send a bearer header): relays the
 * backend's server-sent event stream GET /api/notifications/stream with the session's token. This is a
 * byte relay, not JSON, so it bypasses apiClient's JSON helpers but reaches the same backend the same way
 * (in-process, or API_URL).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await getSessionToken(request);
  if (!token) return new Response("Please sign in to continue.", { status: 401 });
  const apiUrl = getConfig().apiUrl;
  const target = new URL(`${(apiUrl ?? "http://keel.internal").replace(/\/$/, "")}/api/notifications/stream`);
  const since = new URL(request.url).searchParams.get("since");
  if (since) target.searchParams.set("since", since);
  const headers = new Headers({ authorization: `Bearer ${token}`, accept: "text/event-stream" });
  const lastEventId = request.headers.get("last-event-id");
  if (lastEventId) headers.set("last-event-id", lastEventId);
  const upstream = new Request(target, { headers, signal: request.signal });
  const response = apiUrl ? await fetch(upstream) : await (await getRuntime()).api.fetch(upstream);
  if (!response.ok || !response.body) {
    // 401/403: tell EventSource to stop retrying (any non-200 answer closes it for good).
    return new Response(null, { status: response.status === 200 ? 502 : response.status });
  }
  return new Response(relayUntilClientGone(request, response.body), {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
