import { createCookieSessionStorage, redirect } from "@remix-run/node";
import type { Toast } from "~/shared/toast";
import { getConfig } from "../config.server";

export type { Toast, ToastType } from "~/shared/toast";

interface SessionData {
  token: string;
}
interface FlashData {
  toast: Toast;
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>> | undefined;

/** The cookie keeps only the opaque bearer token (and a one-shot toast); everything else lives server-side. */
export function sessionStorage() {
  const config = getConfig();
  storage ??= createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "keel_session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.cookieSecure,
      secrets: [config.sessionSecret],
      maxAge: 60 * 60 * 12,
    },
  });
  return storage;
}

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("cookie"));
}

export async function getSessionToken(request: Request): Promise<string | null> {
  const session = await getSession(request);
  return session.get("token") ?? null;
}

/** Redirects with a toast flashed into the session, so it shows after the redirect even without JavaScript. */
export async function redirectWithToast(
  request: Request,
  url: string,
  toast: Toast,
  init: ResponseInit = {},
) {
  const session = await getSession(request);
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("set-cookie", await sessionStorage().commitSession(session));
  return redirect(url, { ...init, headers });
}

/** Reads (and thereby clears) the flashed toast; the returned header must be sent. */
export async function popToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: toast ? await sessionStorage().commitSession(session) : null };
}
