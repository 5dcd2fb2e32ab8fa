import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { signInRedirectAnswer } from "~/domains/auth/answers";
import { emailSchema } from "~/shared/validation";
import { ssoCheckAnswer, ssoRemovedAnswer, ssoSettingsAnswer, ssoStartAnswer } from "./answers";
import { ssoSettingsSchema } from "./settings";
import { checkSettings, getSettings, removeSettings, saveSettings, verifyDomain } from "./settings.server";
import { completeSignIn, startSignIn } from "./signin.server";

export const ssoEndpoints = [
  endpoint({
    method: "get",
    path: "/company/sso",
    tag: "Single sign-on",
    summary: "The company's OpenID Connect settings (the client secret is never returned)",
    permission: "company.manage",
    answer: ssoSettingsAnswer,
    handler: ({ deps, user }) => getSettings(deps, user),
  }),
  endpoint({
    method: "put",
    path: "/company/sso",
    tag: "Single sign-on",
    summary:
      "Set up or change the company's OpenID Connect provider; an empty clientSecret keeps the stored one",
    permission: "company.manage",
    body: ssoSettingsSchema,
    answer: ssoSettingsAnswer,
    handler: ({ deps, user, body }) => saveSettings(deps, user, body),
  }),
  endpoint({
    method: "delete",
    path: "/company/sso",
    tag: "Single sign-on",
    summary: "Remove the company's single sign-on (users keep their accounts)",
    permission: "company.manage",
    answer: ssoRemovedAnswer,
    handler: ({ deps, user }) => removeSettings(deps, user),
  }),
  endpoint({
    method: "post",
    path: "/company/sso/check",
    tag: "Single sign-on",
    summary: "Check that the saved settings reach the provider (OpenID Connect discovery)",
    permission: "company.manage",
    answer: ssoCheckAnswer,
    handler: ({ deps, user }) => checkSettings(deps, user),
  }),
  endpoint({
    method: "post",
    path: "/company/sso/verify",
    tag: "Single sign-on",
    summary:
      "Prove a claimed email domain: its DNS TXT record keel-domain-verification=<token> must be published",
    permission: "company.manage",
    body: z.object({ domain: z.string().trim().toLowerCase().max(253) }),
    answer: ssoSettingsAnswer,
    handler: ({ deps, user, body }) => verifyDomain(deps, user, body.domain),
  }),
  endpoint({
    method: "post",
    path: "/auth/signin/sso",
    tag: "Authentication",
    summary:
      "Start single sign-on for an email: answers the provider's authorization address (code flow, PKCE, state, nonce)",
    permission: "public",
    body: z.object({ email: emailSchema, callbackUrl: z.string().max(2000).optional() }),
    answer: ssoStartAnswer,
    handler: ({ deps, body }) => startSignIn(deps, body),
  }),
  endpoint({
    method: "post",
    path: "/auth/callback/{provider}",
    tag: "Authentication",
    summary:
      "Finish single sign-on (JSON, or form-encoded with csrfToken): callbackUrl is the address the provider redirected to; answers a bearer token, the session user and the redirect target",
    permission: "public",
    form: true,
    params: z.object({ provider: z.string().max(50) }),
    body: z.object({
      callbackUrl: z.string({ error: "callbackUrl is required." }).min(1).max(8000),
      csrfToken: z.string().max(200).optional(),
    }),
    answer: signInRedirectAnswer,
    handler: ({ deps, params, body }) => completeSignIn(deps, params.provider, body.callbackUrl),
  }),
];
