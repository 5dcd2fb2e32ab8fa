import { MESSAGES } from "~/shared/messages";

/**
 * Cross-site request forgery guard. The session cookie is SameSite=Lax, which already keeps it off
 * cross-site POSTs in current browsers; this check does not rely on that (older browsers, a sibling
 * subdomain counted as "same site", a cookie set without the attribute): every state-changing request
 * must say it comes from Keel's own pages.
 *
 * Rules, in order (see docs/security.md):
 *  - GET/HEAD/OPTIONS pass (they change nothing);
 *  - a request with an `Authorization` header passes: browsers never add one to a cross-site form or
 *    a simple request, so a bearer-token API client is not forgeable and needs no Origin;
 *  - `Origin` present → it must be ours (APP_URL's origin, or the host the request was sent to);
 *  - else `Referer` present → its origin must be ours;
 *  - else (neither, e.g. curl or an old browser) → refused only when `Sec-Fetch-Site` says the request
 *    came from another site; browsers that send neither header also send no Sec-Fetch-Site.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** Is `source` (an Origin or Referer value) one of this app's own origins? */
function isOwnOrigin(source: string, request: Request, appUrl: string): boolean {
  const url = originOf(source);
  if (!url) return false; // "null" (sandboxed frames, file:) and garbage are never ours
  const app = originOf(appUrl);
  if (app && url.origin === app.origin) return true;
  // The host the browser addressed (a cross-site page cannot choose it). The scheme is not compared:
  // behind a TLS-terminating proxy the server sees http while the browser says https.
  return url.host === new URL(request.url).host;
}

/** Why this request is refused as cross-site, or null when it may go on. */
export function crossSiteReason(request: Request, appUrl: string): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  if (request.headers.has("authorization")) return null;
  const origin = request.headers.get("origin");
  if (origin !== null) return isOwnOrigin(origin, request, appUrl) ? null : `origin ${origin}`;
  const referer = request.headers.get("referer");
  if (referer) return isOwnOrigin(referer, request, appUrl) ? null : `referer ${originOf(referer)?.origin}`;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return `sec-fetch-site ${fetchSite}`;
  return null;
}

/** The refusal: 403 with the API's error shape, so both the /api client and the page error boundary can show it. */
export function crossSiteRefusal(): Response {
  return Response.json(
    { error: { code: "CROSS_SITE_REQUEST", message: MESSAGES.crossSiteRefused } },
    { status: 403, headers: { "cache-control": "no-store" } },
  );
}
