import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { ErrorBody } from "~/api/errors.server";
import { type Action, can } from "~/domains/access/policy";
import type { SessionUser } from "~/domains/auth/service.server";
import { PROVIDERS_UNAVAILABLE, SSO_ERRORS } from "~/domains/sso/model";
import { paths } from "~/paths";
import { MESSAGES } from "~/shared/messages";
import { loginRedirectUrl, safeRedirect } from "~/shared/redirect";
import { apiClient, callApi, clientHeaders, type PageArgs } from "./api.server";
import { getSession, sessionStorage, type Toast } from "./session.server";

export interface SignedIn {
  token: string;
  user: SessionUser;
}

/** Thrown by the form strategy so the login action can put each API error on its field. */
export class SignInError extends Error {
  constructor(readonly apiError: ErrorBody["error"]) {
    super(apiError.message);
  }
}

/** Signs in through the API with the form's email and password (the form strategy's verify step). */
async function signInWithForm(form: FormData, request: Request): Promise<SignedIn> {
  const result = await callApi("post", "/auth/signin", {
    body: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
    ...clientHeaders(request),
  });
  if (!result.ok) throw new SignInError(result.error);
  return result.data;
}

export const authenticator = new Authenticator<SignedIn>();
authenticator.use(new FormStrategy(({ form, request }) => signInWithForm(form, request)), "form");

/** Stores the token in the cookie session and goes to the (safe) redirect target. */
export async function startSession(
  request: Request,
  token: string,
  redirectTo: string | null,
  toast?: Toast,
) {
  const session = await getSession(request);
  session.set("token", token);
  if (toast) session.flash("toast", toast);
  return redirect(safeRedirect(redirectTo), {
    headers: { "set-cookie": await sessionStorage().commitSession(session) },
  });
}

async function destroyAndRedirect(request: Request, to: string): Promise<never> {
  const session = await getSession(request);
  throw redirect(to, { headers: { "set-cookie": await sessionStorage().destroySession(session) } });
}

/** One lookup per loader request and per page request (Remix's `context`): the shell and the page share it. */
const userCache = new WeakMap<object, Promise<SessionUser | null>>();

/**
 * The signed-in user, or null. A disabled user's session is ended at once. The loaders of one page request share
 * one answer (keyed by their common `context`); an action looks afresh, as it may change the user.
 */
export function getUser({ request, context }: PageArgs): Promise<SessionUser | null> {
  const key = request.method === "GET" || request.method === "HEAD" ? context : request;
  let pending = userCache.get(key);
  if (!pending) {
    pending = (async () => {
      const api = await apiClient({ request, context });
      if (!api.token) return null;
      const res = await api.get("/auth/session");
      if (res.ok) {
        // The bearer token stays in the HttpOnly cookie: it never reaches a page's data.
        const { sessionToken: _token, ...user } = res.data;
        return user;
      }
      if (res.status === 403 && res.error.code === "USER_DISABLED") {
        return destroyAndRedirect(request, paths.loginWith({ error: "disabled" }));
      }
      return null;
    })();
    userCache.set(key, pending);
  }
  return pending;
}

/**
 * Route guard for signed-in pages: no valid session → /login?redirect=<where the user was going>&error=
 * SessionRequired (spec §8: the sign-in page says why the user is there).
 */
export async function requireUser({ request, context }: PageArgs): Promise<SessionUser> {
  const user = await getUser({ request, context });
  const url = new URL(request.url);
  if (user?.mustChangePassword && url.pathname !== paths.updatePassword) {
    // The API refuses everything else to this session; the page that lifts that is the change of password,
    // which then goes on to where the user was going.
    throw redirect(paths.updatePasswordThen(url.pathname + url.search));
  }
  if (user) return user;
  const session = await getSession(request);
  const to = sessionRequiredUrl(new URL(request.url));
  if (session.has("token")) return destroyAndRedirect(request, to);
  throw redirect(to);
}

/**
 * Route guard for pages that only some roles may open (docs/permissions.md): signed in, and the role holds
 * `action` at some scope, else 403 with the matrix's refusal, as the API answers. Records outside the user's
 * scope are still refused by the API (404) when the page loads them.
 */
export async function requirePermission(page: PageArgs, action: Action): Promise<SessionUser> {
  const user = await requireUser(page);
  if (!can(user, action)) throw forbiddenPage();
  return user;
}

/** The refusal of a page (403), shown by the root error boundary as "No access". */
export const forbiddenPage = () => new Response(MESSAGES.forbidden, { status: 403 });

/** Route guard for public pages: a signed-in user goes to ?redirect= when it is safe, else /overview. */
export async function redirectIfSignedIn({ request, context }: PageArgs) {
  const user = await getUser({ request, context });
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirect")));
}

export async function signOut({ request, context }: PageArgs) {
  const api = await apiClient({ request, context });
  if (api.token) await api.post("/auth/signout");
  return destroyAndRedirect(request, paths.login);
}

export const DISABLED_MESSAGE = MESSAGES.userDisabled;

/** Where a page that needs a session sends a visitor without one. */
export function sessionRequiredUrl(url: URL) {
  const login = loginRedirectUrl(url);
  return `${login}${login.includes("?") ? "&" : "?"}error=SessionRequired`;
}

/**
 * The sign-in providers (GET /api/auth/providers) the login page offers. When they cannot be loaded, sign-in
 * cannot work: the page answers the error page (spec §8), 503 with the MissingAPIRoute message.
 */
export async function signInProviders(): Promise<{ id: string; name: string; type: string }[]> {
  const res = await callApi("get", "/auth/providers").catch(() => null);
  if (res?.ok) return res.data;
  throw Response.json(
    { error: { code: PROVIDERS_UNAVAILABLE, message: SSO_ERRORS[PROVIDERS_UNAVAILABLE] } },
    { status: 503 },
  );
}
