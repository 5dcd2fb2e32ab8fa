import type { Context } from "hono";
import { z } from "zod";
import type { ApiDeps } from "~/api/context.server";
import { endpoint } from "~/api/endpoint.server";
import { providersFor } from "~/domains/sso/signin.server";
import {
  loginSchema,
  passwordRecoverySchema,
  passwordSchema,
  signupSchema,
  updatePasswordSchema,
} from "~/shared/validation";
import { clientAddress, RULES } from "./rate-limit.server";
import * as auth from "./service.server";

const tokenQuery = z.object({ token: z.string().min(1).max(200) });

/** The client address the trusted proxy saw (TRUST_PROXY, TRUST_PROXY_HOPS), or null. */
const clientOf = (c: Context, deps: ApiDeps) =>
  clientAddress(c.req.header("x-forwarded-for"), deps.proxyHops);

/** Spends the client's budget (or the global one without a client address) for a sign-up or a recovery. */
function spend(c: Context, deps: ApiDeps, kind: "signup" | "recovery") {
  const client = clientOf(c, deps);
  const perClient = kind === "signup" ? RULES.signUpPerClient : RULES.recoveryPerClient;
  const global = kind === "signup" ? RULES.signUpGlobal : RULES.recoveryGlobal;
  return auth.spendBudget(
    deps,
    client ? `${kind}:client:${client}` : `${kind}:global`,
    client ? perClient : global,
  );
}

export const authEndpoints = [
  endpoint({
    method: "get",
    path: "/auth/providers",
    tag: "Authentication",
    summary: "Sign-in providers offered on /login; with ?email=, the ones of that email's company",
    permission: "public",
    query: z.object({ email: z.string().max(254).optional() }),
    handler: ({ deps, query }) => providersFor(deps, query.email?.trim().toLowerCase() || undefined),
  }),
  endpoint({
    method: "post",
    path: "/auth/signin",
    tag: "Authentication",
    summary: "Sign in with email and password; answers a bearer token",
    permission: "public",
    body: loginSchema,
    handler: ({ deps, body, c }) => auth.signIn(deps, body, clientOf(c, deps)),
  }),
  endpoint({
    method: "post",
    path: "/auth/signup",
    tag: "Authentication",
    summary: "Create a company with its first Corporate Administrator, or join one from an invitation",
    permission: "public",
    status: 201,
    body: signupSchema,
    handler: async ({ deps, body, c }) => {
      await spend(c, deps, "signup");
      return auth.signUp(deps, body);
    },
  }),
  endpoint({
    method: "get",
    path: "/auth/session",
    tag: "Authentication",
    summary: "The signed-in user of this bearer token",
    permission: "authenticated",
    handler: ({ user }) => {
      const { sessionId: _sessionId, ...sessionUser } = user;
      return sessionUser;
    },
  }),
  endpoint({
    method: "post",
    path: "/auth/signout",
    tag: "Authentication",
    summary: "Revoke this bearer token",
    permission: "authenticated",
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
    handler: async ({ deps, body, c }) => {
      await spend(c, deps, "recovery");
      await auth.forgotPassword(deps, body.email);
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
    handler: ({ deps, query }) => auth.validateResetLink(deps, query.token),
  }),
  endpoint({
    method: "post",
    path: "/user/reset-password",
    tag: "Authentication",
    summary: "Set a new password from a reset link (single use)",
    permission: "public",
    body: z.object({ token: z.string().min(1).max(200), password: passwordSchema }),
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
    handler: ({ deps, query }) => auth.validateInvite(deps, query.token),
  }),
];
