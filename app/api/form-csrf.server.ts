import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { ApiError } from "./errors.server";

/**
 * The CSRF token of the form-encoded API posts (spec §7: GET /api/auth/csrf, then POST signin, callback or
 * session with csrfToken). A double-submit token: GET /auth/csrf sets it in an HttpOnly cookie scoped to
 * /api/auth and answers the same value; a form-encoded post must send it back in its csrfToken field. Another
 * site can make a browser post a form, but can neither read the answer nor the cookie, so it cannot know the
 * value. JSON bodies need no token: a browser sends application/json cross-site only after a CORS preflight,
 * which Keel never grants.
 */
export const CSRF_COOKIE = "keel_api_csrf";
const CSRF_PATH = "/api/auth";
const CSRF_HOURS = 12;

export const CSRF_MESSAGE = "The form has expired. Reload the page and try again.";

export function issueCsrfToken(c: Context, secure: boolean): string {
  const token = randomBytes(32).toString("base64url");
  setCookie(c, CSRF_COOKIE, token, {
    path: CSRF_PATH,
    httpOnly: true,
    sameSite: "Lax",
    secure,
    maxAge: CSRF_HOURS * 3600,
  });
  return token;
}

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/** Whether this request's body is form-encoded (the one kind a cross-site page can make a browser send). */
export function isFormBody(c: Context): boolean {
  return FORM_TYPE.test(c.req.header("content-type") ?? "");
}

/** Refuses (403) a form-encoded body whose csrfToken is not this browser's cookie. */
export function checkFormCsrf(c: Context, sent: unknown): void {
  const expected = getCookie(c, CSRF_COOKIE) ?? "";
  const given = typeof sent === "string" ? sent : "";
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  if (!expected || a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new ApiError(403, "CSRF", CSRF_MESSAGE, { csrfToken: [CSRF_MESSAGE] });
  }
}
