import { createCookie, redirectDocument } from "@remix-run/node";
import type { ErrorBody } from "~/api/errors.server";
import { getConfig } from "~/config.server";
import { FLOW_MINUTES } from "~/domains/sso/flow";
import { callApi, clientHeaders } from "~/web/api.server";

/**
 * Binds a sign-in under way to the browser that started it: the state goes into this short-lived,
 * signed cookie as well as to the provider, and the callback accepts only a state this browser holds
 * (so nobody can sign a victim into the attacker's account with a callback link). It also carries
 * the provider's address for /login/sso, so that page can never be made to send anyone elsewhere.
 */
interface FlowCookie {
  state: string;
  url: string;
}

function stateCookie() {
  const config = getConfig();
  return createCookie("keel_sso", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.cookieSecure,
    secrets: [config.sessionSecret],
    maxAge: FLOW_MINUTES * 60,
  });
}

async function readFlow(request: Request): Promise<FlowCookie | null> {
  const value = await stateCookie().parse(request.headers.get("cookie"));
  return value && typeof value.state === "string" && typeof value.url === "string" ? value : null;
}

export async function readBrowserState(request: Request): Promise<string | null> {
  return (await readFlow(request))?.state ?? null;
}

/** The provider address of the sign-in this browser started, for /login/sso. */
export async function providerUrl(request: Request): Promise<string | null> {
  return (await readFlow(request))?.url ?? null;
}

export const clearBrowserState = () => stateCookie().serialize("", { maxAge: 0 });

/**
 * Starts single sign-on: a redirect to /login/sso (which sends the browser on to the provider), or
 * the API's error (no provider, unreachable…). The form's answer stays on this site because the
 * page's Content-Security-Policy (form-action 'self') forbids a form to redirect to another origin.
 */
export async function redirectToProvider(
  request: Request,
  email: string,
  redirectTo: string | null,
): Promise<{ response: Response } | { error: ErrorBody["error"] }> {
  const res = await callApi("post", "/auth/signin/sso", {
    body: { email, ...(redirectTo ? { callbackUrl: redirectTo } : {}) },
    ...clientHeaders(request),
  });
  if (!res.ok) return { error: res.error };
  return {
    // A document load even with JavaScript, so /login/sso sends the browser on exactly once.
    response: redirectDocument("/login/sso", {
      headers: {
        "set-cookie": await stateCookie().serialize({
          state: res.data.state,
          url: res.data.authorizationUrl,
        } satisfies FlowCookie),
      },
    }),
  };
}

/** Whether the typed email's company signs in through its provider (and may still use a password). */
export async function ssoFor(email: string): Promise<{ sso: boolean; password: boolean }> {
  const res = await callApi("get", "/auth/providers", { query: { email } });
  const ids = res.ok ? res.data.map((p) => p.id) : ["credentials"];
  return { sso: ids.includes("sso"), password: ids.includes("credentials") };
}
