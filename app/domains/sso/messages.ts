/**
 * Single sign-on failures, named after the sign-in library error kinds of the spec (§8).
 * The key travels in /login?error=<kind>; the message is what the user reads there.
 */
export const SSO_ERRORS = {
  OAuthCallback: "Sign-in through your identity provider failed. Please try again.",
  OAuthState: "This sign-in attempt is invalid or has expired. Please sign in again.",
  OAuthAccountNotLinked:
    "This account is not linked to your company's single sign-on. Sign in with your password or ask your administrator.",
  InvalidCallbackUrl: "The sign-in callback address is not valid.",
  ProviderUnreachable: "Your identity provider could not be reached. Please try again in a few minutes.",
  Configuration:
    "Single sign-on is not set up correctly for your company. An administrator can see the details under Manage Company › Single sign-on.",
  NoProvider: "Single sign-on is not set up for this email domain.",
  SsoRequired: "Your company signs in through single sign-on.",
  UserDisabled: "This user is disabled.",
} as const;

export type SsoErrorKind = keyof typeof SSO_ERRORS;

export function isSsoErrorKind(value: string | null | undefined): value is SsoErrorKind {
  return !!value && Object.hasOwn(SSO_ERRORS, value);
}

/** The provider id used in /api/auth/providers and /api/auth/callback/{provider}. */
export const SSO_PROVIDER_ID = "sso";

export const SSO_MESSAGES = {
  saved: "Single sign-on settings saved.",
  removed: "Single sign-on removed.",
  secretKept: "Leave empty to keep the stored secret.",
} as const;
