import type { Context } from "hono";
import { z } from "zod";
import { type ApiDeps, runLater } from "~/api/context.server";
import { endpoint } from "~/api/endpoint.server";
import { issueCsrfToken } from "~/api/form-csrf.server";
import { providersFor, ssoError } from "~/domains/sso/signin.server";
import { safeRedirect } from "~/shared/redirect";
import {
  loginSchema,
  passwordRecoverySchema,
  passwordSchema,
  signupSchema,
  updatePasswordSchema,
} from "~/shared/validation";
import {
  csrfAnswer,
  inviteLinkAnswer,
  loggedAnswer,
  providerAnswer,
  resetLinkAnswer,
  sentAnswer,
  sessionUserAnswer,
  signedOutAnswer,
  signInAnswer,
  signInRedirectAnswer,
  signUpAnswer,
  signUpLinkAnswer,
  updatedAnswer,
} from "./answers";
import { CLIENT_LOG_MAX_BYTES, clientLogSchema, recordClientLog } from "./client-log.server";
import { clientAddress, RULES } from "./rate-limit.server";
import * as auth from "./service.server";
import { spendSignUpEmail } from "./signup-emails.server";
import { bearer } from "./tokens.server";

const tokenQuery = z.object({ token: z.string().min(1).max(200) });

/** The client's address: the one the trusted proxy saw (TRUST_PROXY, TRUST_PROXY_HOPS), else the TCP peer. */
const clientOf = (c: Context, deps: ApiDeps) =>
  clientAddress(
    c.req.header("x-forwarded-for"),
    deps.proxyHops,
    deps.peerHeader ? c.req.header(deps.peerHeader) : null,
  );

/** Spends the client's budget (or the global one without a client address) for a sign-up or a recovery. */
function spend(c: Context, deps: ApiDeps, kind: "signup" | "recovery") {
  const client = clientOf(c, deps);
  const rule = kind === "signup" ? RULES.signUpPerClient : RULES.recoveryPerClient;
  const limit = kind === "signup" ? deps.clientLimits?.signUps : deps.clientLimits?.recoveries;
  const perClient = limit ? { ...rule, limit } : rule;
  const global = kind === "signup" ? RULES.signUpGlobal : RULES.recoveryGlobal;
  return auth.spendBudget(
    deps,
    client ? `${kind}:client:${client}` : `${kind}:global`,
    client ? perClient : global,
  );
}

/** Sign-in as the spec's form posts it: the credentials, the CSRF token and where to go afterwards. */
const signInSchema = loginSchema.extend({
  csrfToken: z.string().max(200).optional(),
  callbackUrl: z.string().max(2000).optional(),
});

export const authEndpoints = [
  endpoint({
    method: "get",
    path: "/auth/csrf",
    tag: "Authentication",
    summary:
      "A CSRF token for form-encoded posts to /auth/signin, /auth/callback/{provider}, /auth/session and /auth/_log: answered as csrfToken and set in an HttpOnly cookie; the form sends it back",
    permission: "public",
    answer: csrfAnswer,
    handler: ({ c, deps }) => ({ csrfToken: issueCsrfToken(c, deps.appUrl.startsWith("https:")) }),
  }),
  endpoint({
    method: "get",
    path: "/auth/providers",
    tag: "Authentication",
    summary: "Sign-in providers offered on /login; with ?email=, the ones of that email's company",
    permission: "public",
    query: z.object({ email: z.string().max(254).optional() }),
    answer: z.array(providerAnswer),
    handler: ({ deps, query }) => providersFor(deps, query.email?.trim().toLowerCase() || undefined),
  }),
  endpoint({
    method: "post",
    path: "/auth/signin",
    tag: "Authentication",
    summary:
      "Sign in with email and password (JSON, or form-encoded with csrfToken and callbackUrl); answers a bearer token, the session user and redirectTo, the local callbackUrl (else /overview)",
    permission: "public",
    form: true,
    body: signInSchema,
    answer: signInRedirectAnswer,
    handler: async ({ deps, body, c }) => {
      // An address off this site is refused before the password is checked, as single sign-on does.
      if (body.callbackUrl && safeRedirect(body.callbackUrl, "") === "") {
        throw ssoError("InvalidCallbackUrl", "callbackUrl");
      }
      const signedIn = await auth.signIn(deps, body, clientOf(c, deps));
      return { ...signedIn, redirectTo: safeRedirect(body.callbackUrl) };
    },
  }),
  endpoint({
    method: "post",
    path: "/auth/signup",
    tag: "Authentication",
    summary:
      "Join a company from an invitation (answers a bearer token), or ask to create a company: without an invitation the answer is { emailSent, email, message } whether or not the address has an account, and the address gets the link to finish (POST /auth/signup/confirm)",
    permission: "public",
    status: 201,
    body: signupSchema,
    answer: signUpAnswer,
    handler: async ({ deps, body, c }) => {
      await spend(c, deps, "signup");
      // Without an invitation the answer is an email to the address given: those are bounded too (N4).
      if (!body.inviteToken) await spendSignUpEmail(deps, body.email);
      return auth.signUp(deps, body);
    },
  }),
  endpoint({
    method: "get",
    path: "/auth/signup/confirm",
    tag: "Authentication",
    summary: "What an emailed sign-up link will create (email, company name), while it is valid",
    permission: "public",
    query: tokenQuery,
    answer: signUpLinkAnswer,
    handler: ({ deps, query }) => auth.validateSignUpLink(deps, query.token),
  }),
  endpoint({
    method: "post",
    path: "/auth/signup/confirm",
    tag: "Authentication",
    summary:
      "Use an emailed sign-up link: creates the company with its first Corporate Administrator and signs in",
    permission: "public",
    status: 201,
    body: tokenQuery,
    answer: signInAnswer,
    handler: ({ deps, body }) => auth.confirmSignUp(deps, body.token),
  }),
  endpoint({
    method: "get",
    path: "/auth/session",
    tag: "Authentication",
    summary:
      "The signed-in user of this bearer token (spec §3 fields: profileImgURL, sessionToken; also profileImage)",
    permission: "authenticated",
    answer: sessionUserAnswer,
    handler: ({ c, user }) => auth.presentSessionUser(user, bearer(c)),
  }),
  endpoint({
    method: "post",
    path: "/auth/_log",
    tag: "Authentication",
    summary: `Report a client error (level, code, message, url, stack) to the server log; body at most ${CLIENT_LOG_MAX_BYTES} bytes, rate-limited per caller (429)`,
    permission: "public",
    form: true,
    maxBodyBytes: CLIENT_LOG_MAX_BYTES,
    body: clientLogSchema,
    answer: loggedAnswer,
    handler: ({ c, deps, user, body }) => recordClientLog(deps, user, clientOf(c, deps), body),
  }),
  endpoint({
    method: "post",
    path: "/auth/signout",
    tag: "Authentication",
    summary: "Revoke this bearer token",
    permission: "authenticated",
    answer: signedOutAnswer,
    handler: async ({ deps, user }) => {
      await auth.signOut(deps, user.sessionId);
      return { signedOut: true };
    },
  }),
  endpoint({
    method: "post",
    path: "/user/forgot-password",
    tag: "Authentication",
    summary: "Email a single-use password reset link",
    permission: "public",
    body: passwordRecoverySchema,
    answer: sentAnswer,
    handler: async ({ deps, body, c }) => {
      await spend(c, deps, "recovery");
      // Answered before the account is looked up: a known address and an unknown one take the same time
      // (finding 15); the reset link, or the note that no account uses it, is queued just after.
      runLater(deps, () => auth.forgotPassword(deps, body.email));
      return { sent: true };
    },
  }),
  endpoint({
    method: "get",
    path: "/user/validate-reset-password-link",
    tag: "Authentication",
    summary: "Whether a reset link is still valid",
    permission: "public",
    query: tokenQuery,
    answer: resetLinkAnswer,
    handler: ({ deps, query }) => auth.validateResetLink(deps, query.token),
  }),
  endpoint({
    method: "post",
    path: "/user/reset-password",
    tag: "Authentication",
    summary: "Set a new password from a reset link (single use)",
    permission: "public",
    body: z.object({ token: z.string().min(1).max(200), password: passwordSchema }),
    answer: updatedAnswer,
    handler: async ({ deps, body }) => {
      await auth.resetPassword(deps, body.token, body.password);
      return { updated: true };
    },
  }),
  endpoint({
    method: "post",
    path: "/user/update-password",
    tag: "Authentication",
    summary: "Change the signed-in user's password",
    permission: "profile.manage",
    body: updatePasswordSchema,
    answer: updatedAnswer,
    handler: async ({ deps, user, body }) => {
      await auth.updatePassword(deps, user, body);
      return { updated: true };
    },
  }),
  endpoint({
    method: "get",
    path: "/user/validate-invite-link",
    tag: "Authentication",
    summary: "Whether an invitation link is still valid, and for whom",
    permission: "public",
    query: tokenQuery,
    answer: inviteLinkAnswer,
    handler: ({ deps, query }) => auth.validateInvite(deps, query.token),
  }),
];
