/**
 * What the authentication API answers (the presenters' contract, documented in /api/openapi.json and checked
 * against every answer in the test suite). Isomorphic: zod only. Single sign-on's callback answers a sign-in too
 * (app/domains/sso/api.server.ts uses `signInRedirectAnswer`).
 */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { ROLES } from "~/shared/roles";

/** The signed-in user as the spec's session carries it (§3): profileImgURL is profileImage under its spec name. */
export const sessionUserAnswer = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  role: z.enum(ROLES),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImage: z.string().nullable(),
  mustChangePassword: z.boolean(),
  profileImgURL: z.string().nullable(),
  /** The bearer token of this session (the spec's sessionToken). */
  sessionToken: z.string(),
});

/** A new session: the bearer token, when it expires, and its user. */
export const signInAnswer = z.object({
  token: z.string(),
  expiresAt: isoTime,
  user: sessionUserAnswer,
});

/** A sign-in from the sign-in form or single sign-on: also where to go next (a local path). */
export const signInRedirectAnswer = signInAnswer.extend({ redirectTo: z.string() });

/** A sign-up without an invitation: the same answer whether or not the address has an account. */
export const signUpRequestedAnswer = z.object({
  emailSent: z.literal(true),
  email: z.string(),
  message: z.string(),
});

/** A sign-up: signed in (from an invitation), or the emailed link to finish. */
export const signUpAnswer = z.union([signInAnswer, signUpRequestedAnswer]);

/** What an emailed sign-up link will create. */
export const signUpLinkAnswer = z.object({
  email: z.string(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** Whom a valid invitation is for (names are set when the administrator gave them). */
export const inviteLinkAnswer = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  companyName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** A valid reset link's address. */
export const resetLinkAnswer = z.object({ email: z.string() });

/** A sign-in way /login offers. */
export const providerAnswer = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(["credentials", "oidc"]),
});

export const csrfAnswer = z.object({ csrfToken: z.string() });
export const signedOutAnswer = z.object({ signedOut: z.literal(true) });
export const sentAnswer = z.object({ sent: z.literal(true) });
export const updatedAnswer = z.object({ updated: z.literal(true) });
export const loggedAnswer = z.object({ logged: z.literal(true) });
