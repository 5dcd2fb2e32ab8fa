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
  // The other sign-in library error kinds of spec §8, and what each means in Keel.
  /** A signed-in page was opened without a session (spec §8 signin?error=SessionRequired). */
  SessionRequired: "Please sign in to access this page.",
  /** The sign-in service (the /api backend, or API_URL) could not be reached. */
  MissingAPIRoute: "The sign-in service could not be reached. Please try again in a few minutes.",
  /** The server has no secret to sign sessions with (SESSION_SECRET in production). */
  MissingSecret: "Sign-in is not set up on this server yet. Please contact your administrator.",
  /** The company's identity provider has no authorization address. */
  MissingAuthorize:
    "Your company's single sign-on has no sign-in address. An administrator can check it under Manage Company › Single sign-on.",
  /** The sign-in store (the database) cannot be used. */
  MissingAdapter: "Sign-in is unavailable at the moment. Please try again in a few minutes.",
  /** A sign-in method Keel does not offer (only email and password, and single sign-on). */
  UnsupportedStrategy: "This sign-in method is not supported.",
} as const;

/** The error code of the sign-in providers' failure to load (the login page then shows the error page). */
export const PROVIDERS_UNAVAILABLE = "MissingAPIRoute";

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

/** How long a user may spend at the provider between leaving Keel and coming back. */
export const FLOW_MINUTES = 10;
