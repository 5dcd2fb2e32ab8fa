/**
 * What the single sign-on API answers (the presenters' contract, documented in /api/openapi.json and checked
 * against every answer in the test suite). Isomorphic: zod only. The callback's sign-in answer is the
 * authentication domain's (`signInRedirectAnswer` in app/domains/auth/answers.ts).
 */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { ROLES } from "~/shared/roles";

/** A claimed email domain, the DNS TXT record that proves it, and whether it was proved. */
export const domainClaimAnswer = z.object({
  domain: z.string(),
  txtRecord: z.string(),
  verified: z.boolean(),
});

/** The company's single sign-on settings (`SsoSettings`): never the client secret, only whether one is stored. */
export const ssoSettingsAnswer = z.object({
  editVersion: z.number().int(),
  configured: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  domains: z.array(z.string()),
  domainClaims: z.array(domainClaimAnswer),
  defaultRole: z.enum(ROLES),
  passwordSignIn: z.boolean(),
  callbackUrl: z.string(),
  lastError: z.string().nullable(),
  lastErrorAt: isoTime.nullable(),
  updatedAt: isoTime.nullable(),
});

/** Whether there were settings to remove. */
export const ssoRemovedAnswer = z.object({ removed: z.boolean() });

/** The connection check: ok, or the provider's problem. */
export const ssoCheckAnswer = z.object({ ok: z.boolean(), detail: z.string().nullable() });

/** Where to send the browser to sign in at the provider, and the flow's state. */
export const ssoStartAnswer = z.object({ authorizationUrl: z.string(), state: z.string() });
