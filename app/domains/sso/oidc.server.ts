import * as oidc from "openid-client";
import { getConfig } from "~/config.server";
import { ProviderUrlRefused, providerFetch, refusedProviderUrl } from "./issuer-address.server";
import { isLoopbackUrl } from "./settings";

/** How long a provider may take to answer one request before it counts as unreachable. */
export const PROVIDER_TIMEOUT_SECONDS = 10;
const DISCOVERY_CACHE_MS = 10 * 60_000;

export type ProtocolFailure = "ProviderUnreachable" | "Configuration" | "OAuthCallback";

/** A protocol failure sorted into what the user is told; `detail` is for the admins' settings page. */
export class OidcFailure extends Error {
  constructor(
    readonly kind: ProtocolFailure,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const ISSUER_REFUSED =
  "Keel calls single sign-on providers only over https at a public address; this issuer is not one.";
export const ISSUER_UNREACHABLE = "The issuer could not be reached.";
export const ISSUER_NOT_PROVIDER = "The issuer did not answer as an OpenID Connect provider.";

const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

function isUnreachable(error: unknown) {
  if (error instanceof TypeError) return true;
  const code = (error as { code?: string })?.code;
  return code === "OAUTH_TIMEOUT" || code === "OAUTH_ABORT";
}

function explain(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError) {
    return `${error.error}${error.error_description ? `: ${error.error_description}` : ""}`;
  }
  if (error instanceof oidc.AuthorizationResponseError) {
    return `${error.error}${error.error_description ? `: ${error.error_description}` : ""}`;
  }
  const cause = (error as { cause?: unknown })?.cause;
  const base = error instanceof Error ? error.message : String(error);
  return cause instanceof Error && cause.message !== base ? `${base} (${cause.message})` : base;
}

/** The provider's metadata through OpenID Connect discovery, cached for a few minutes. */
async function discover(client: ProviderClient): Promise<oidc.Configuration> {
  const key = JSON.stringify([client.issuer, client.clientId, client.clientSecret]);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_CACHE_MS) return hit.config;
  const issuer = new URL(client.issuer);
  const allowPrivate = getConfig().ssoAllowPrivateIssuer;
  if (!allowPrivate) {
    const reason = await refusedProviderUrl(issuer);
    if (reason) {
      console.warn(`[sso] refused issuer ${client.issuer}: ${reason}`);
      throw new OidcFailure("Configuration", ISSUER_REFUSED);
    }
  }
  const config = oidc.discovery(issuer, client.clientId, client.clientSecret, undefined, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    // Plain HTTP only for a provider on this machine, and only where private issuers are allowed (development,
    // the test suites); in production every URL the client calls must be https at a public address.
    execute:
      allowPrivate && isLoopbackUrl(issuer) && issuer.protocol === "http:"
        ? [oidc.allowInsecureRequests]
        : [],
    ...(allowPrivate ? {} : { [oidc.customFetch]: providerFetch() }),
  });
  cache.set(key, { at: Date.now(), config });
  try {
    return await config;
  } catch (error) {
    cache.delete(key);
    // The detail goes to the server log only: socket errors told a tenant which internal ports answer.
    console.warn(`[sso] discovery at ${client.issuer} failed: ${explain(error)}`);
    if (
      error instanceof ProviderUrlRefused ||
      (error as { cause?: unknown })?.cause instanceof ProviderUrlRefused
    ) {
      throw new OidcFailure("Configuration", ISSUER_REFUSED);
    }
    if (isUnreachable(error)) throw new OidcFailure("ProviderUnreachable", ISSUER_UNREACHABLE);
    throw new OidcFailure("Configuration", ISSUER_NOT_PROVIDER);
  }
}

/** Forgets cached metadata, e.g. after the settings changed. */
export function forgetProvider(issuer: string) {
  for (const key of cache.keys()) if (JSON.parse(key)[0] === issuer) cache.delete(key);
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** An authorization code request with PKCE (S256), state and nonce. */
export async function authorizationRequest(
  client: ProviderClient,
  redirectUri: string,
  loginHint: string,
): Promise<AuthorizationRequest> {
  const config = await discover(client);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    login_hint: loginHint,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface VerifiedClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  givenName: string | null;
  familyName: string | null;
}

const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/**
 * Exchanges the code (PKCE verifier sent), checks state, the ID token's signature, issuer,
 * audience, expiry and nonce, all through openid-client.
 */
export async function exchangeCode(
  client: ProviderClient,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<VerifiedClaims> {
  const config = await discover(client);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    if (isUnreachable(error)) {
      throw new OidcFailure(
        "ProviderUnreachable",
        `The token endpoint could not be reached: ${explain(error)}`,
      );
    }
    if (
      error instanceof oidc.ResponseBodyError &&
      ["invalid_client", "unauthorized_client"].includes(error.error)
    ) {
      throw new OidcFailure(
        "Configuration",
        `The provider refused the client credentials: ${explain(error)}`,
      );
    }
    throw new OidcFailure("OAuthCallback", explain(error));
  }
  const claims = tokens.claims();
  if (!claims) throw new OidcFailure("OAuthCallback", "The provider sent no ID token.");
  let email = str(claims.email);
  let emailVerified = typeof claims.email_verified === "boolean" ? claims.email_verified : null;
  let givenName = str(claims.given_name);
  let familyName = str(claims.family_name);
  if (!email && config.serverMetadata().userinfo_endpoint) {
    try {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = str(info.email);
      emailVerified = typeof info.email_verified === "boolean" ? info.email_verified : null;
      givenName ??= str(info.given_name);
      familyName ??= str(info.family_name);
    } catch (error) {
      throw new OidcFailure(isUnreachable(error) ? "ProviderUnreachable" : "OAuthCallback", explain(error));
    }
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: email?.toLowerCase() ?? null,
    emailVerified,
    givenName,
    familyName,
  };
}

/** Discovery only: whether the settings reach a working provider (for the settings page). */
export async function checkProvider(client: ProviderClient): Promise<void> {
  forgetProvider(client.issuer);
  await discover(client);
}
