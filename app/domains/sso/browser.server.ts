import { createCookie, redirect } from "@remix-run/node";
import type { ErrorBody } from "~/api/errors.server";
import { callApi } from "~/utils/api.server";
import { getConfig } from "~/utils/config.server";
import { FLOW_MINUTES } from "./flow";

/**
 * Binds a sign-in under way to the browser that started it: the state goes into this short-lived
 * cookie as well as to the provider, and the callback accepts only a state this browser holds
 * (so nobody can sign a victim into the attacker's account with a callback link).
 */
function stateCookie() {
  const config = getConfig();
  return createCookie("keel_sso_state", {
    httpOnly: true,
    sameSite: "lax",
    path: "/api/auth/callback",
    secure: config.cookieSecure,
    secrets: [config.sessionSecret],
    maxAge: FLOW_MINUTES * 60,
  });
}

export async function readBrowserState(request: Request): Promise<string | null> {
  const value = await stateCookie().parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

export const clearBrowserState = () => stateCookie().serialize("", { maxAge: 0 });

/** Starts single sign-on: a redirect to the provider, or the API's error (no provider, unreachable…). */
export async function redirectToProvider(
  request: Request,
  email: string,
  redirectTo: string | null,
): Promise<{ response: Response } | { error: ErrorBody["error"] }> {
  const res = await callApi<{ authorizationUrl: string; state: string }>("post", "/auth/signin/sso", {
    body: { email, ...(redirectTo ? { callbackUrl: redirectTo } : {}) },
    forwardFor: request.headers.get("x-forwarded-for"),
  });
  if (!res.ok) return { error: res.error };
  return {
    response: redirect(res.data.authorizationUrl, {
      headers: { "set-cookie": await stateCookie().serialize(res.data.state) },
    }),
  };
}

/** Whether the typed email's company signs in through its provider (and may still use a password). */
export async function ssoFor(email: string): Promise<{ sso: boolean; password: boolean }> {
  const res = await callApi<{ id: string }[]>("get", "/auth/providers", { query: { email } });
  const ids = res.ok ? res.data.map((p) => p.id) : ["credentials"];
  return { sso: ids.includes("sso"), password: ids.includes("credentials") };
}
