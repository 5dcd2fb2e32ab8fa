import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isSsoErrorKind, SSO_PROVIDER_ID } from "~/domains/sso/messages";
import { clearBrowserState, readBrowserState } from "~/features/sso/browser.server";
import { getRuntime } from "~/runtime.server";
import { callApi, clientHeaders } from "~/web/api.server";
import { startSession } from "~/web/auth.server";

/**
 * Where the identity provider sends the browser back (GET, spec §7 /api/auth/callback/{provider}):
 * the API checks the answer and opens a session, which goes into the cookie like a password sign-in.
 * Every failure lands on /login with its kind, never on an error page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const clear = await clearBrowserState();
  const fail = (kind: string) =>
    redirect(`/login?error=${encodeURIComponent(kind)}`, { headers: { "set-cookie": clear } });
  if (params.provider !== SSO_PROVIDER_ID) return fail("UnsupportedStrategy");
  const state = new URL(request.url).searchParams.get("state");
  if (!state || state !== (await readBrowserState(request))) return fail("OAuthState");
  const res = await callApi("post", `/auth/callback/${encodeURIComponent(params.provider ?? "")}`, {
    body: { callbackUrl: request.url },
    ...clientHeaders(request),
  });
  if (!res.ok) {
    if (res.error.code === "USER_DISABLED") return fail("disabled");
    return fail(isSsoErrorKind(res.error.code) ? res.error.code : "OAuthCallback");
  }
  const response = await startSession(request, res.data.token, res.data.redirectTo);
  response.headers.append("set-cookie", clear);
  return response;
}

/** POST stays the JSON API endpoint for integrations. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await getRuntime();
  return api.fetch(request);
}
