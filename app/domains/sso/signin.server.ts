import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { ApiError } from "~/api/errors.server";
import { createSession, signedInAnswer } from "~/domains/auth/service.server";
import { hashToken } from "~/domains/auth/tokens.server";
import { companies } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { MESSAGES } from "~/shared/messages";
import { safeRedirect } from "~/shared/redirect";
import { FLOW_MINUTES, SSO_ERRORS, SSO_PROVIDER_ID, type SsoErrorKind } from "./model";
import { authorizationRequest, exchangeCode, OidcFailure, type VerifiedClaims } from "./oidc.server";
import { ssoConfigs, ssoDomains, ssoFlows, ssoIdentities } from "./schema.server";
import { emailDomain } from "./settings";
import { callbackUrlFor, loadConfig, providerClient, recordProblem } from "./settings.server";

const STATUS: Record<SsoErrorKind, ApiError["status"]> = {
  OAuthCallback: 401,
  OAuthState: 401,
  OAuthAccountNotLinked: 403,
  InvalidCallbackUrl: 400,
  ProviderUnreachable: 503,
  Configuration: 422,
  NoProvider: 404,
  SsoRequired: 403,
  UserDisabled: 403,
  SessionRequired: 401,
  MissingAPIRoute: 503,
  MissingSecret: 503,
  MissingAuthorize: 422,
  MissingAdapter: 503,
  UnsupportedStrategy: 400,
};

/** The API error of a failure kind: its code is the kind, its message what /login shows. */
export function ssoError(kind: SsoErrorKind, field?: string) {
  const message = SSO_ERRORS[kind];
  return new ApiError(STATUS[kind], kind, message, field ? { [field]: [message] } : undefined);
}

async function configForEmail(deps: ApiDeps, email: string) {
  const [row] = await deps.db
    .select({ config: ssoConfigs, companyName: companies.name })
    .from(ssoDomains)
    .innerJoin(ssoConfigs, eq(ssoConfigs.companyId, ssoDomains.companyId))
    .innerJoin(companies, eq(companies.id, ssoDomains.companyId))
    .where(and(eq(ssoDomains.domain, emailDomain(email)), isNotNull(ssoDomains.verifiedAt)));
  return row ?? null;
}

/** The sign-in ways /login offers for an email (or in general when none is given). */
export async function providersFor(deps: ApiDeps, email: string | undefined) {
  const password = { id: "credentials", name: "Email and password", type: "credentials" };
  if (!email) return [password, { id: SSO_PROVIDER_ID, name: "Single sign-on", type: "oidc" }];
  const found = await configForEmail(deps, email);
  if (!found) return [password];
  const sso = { id: SSO_PROVIDER_ID, name: `${found.companyName} single sign-on`, type: "oidc" };
  return found.config.passwordSignIn ? [sso, password] : [sso];
}

async function withProblemRecorded<T>(deps: ApiDeps, companyId: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof OidcFailure)) throw error;
    if (error.kind !== "OAuthCallback") await recordProblem(deps, companyId, error.detail);
    throw ssoError(error.kind);
  }
}

/** Step 1: the provider's authorization address for this email, with a new single-use flow. */
export async function startSignIn(deps: ApiDeps, input: { email: string; callbackUrl?: string }) {
  if (input.callbackUrl && safeRedirect(input.callbackUrl, "") === "") {
    throw ssoError("InvalidCallbackUrl", "callbackUrl");
  }
  const found = await configForEmail(deps, input.email);
  if (!found) throw ssoError("NoProvider", "email");
  const { config } = found;
  const request = await withProblemRecorded(deps, config.companyId, async () =>
    authorizationRequest(await providerClient(deps, config), callbackUrlFor(deps), input.email),
  );
  // Flows nobody came back from are kept a day (for support questions), then dropped.
  await deps.db.delete(ssoFlows).where(lt(ssoFlows.expiresAt, new Date(deps.now().getTime() - 86_400_000)));
  await deps.db.insert(ssoFlows).values({
    stateHash: hashToken(request.state),
    companyId: config.companyId,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    redirectTo: safeRedirect(input.callbackUrl),
    expiresAt: new Date(deps.now().getTime() + FLOW_MINUTES * 60_000),
  });
  return { authorizationUrl: request.url, state: request.state };
}

/** Claims the flow of this state once; unknown, used and expired states are all refused alike. */
async function claimFlow(deps: ApiDeps, state: string) {
  const [flow] = await deps.db
    .update(ssoFlows)
    .set({ usedAt: deps.now() })
    .where(
      and(
        eq(ssoFlows.stateHash, hashToken(state)),
        isNull(ssoFlows.usedAt),
        gt(ssoFlows.expiresAt, deps.now()),
      ),
    )
    .returning();
  return flow ?? null;
}

function parseCallback(deps: ApiDeps, provider: string, callbackUrl: string) {
  let url: URL;
  try {
    url = new URL(callbackUrl, deps.appUrl);
  } catch {
    throw ssoError("InvalidCallbackUrl");
  }
  const expected = new URL(callbackUrlFor(deps));
  if (provider !== SSO_PROVIDER_ID || url.pathname !== expected.pathname)
    throw ssoError("InvalidCallbackUrl");
  // The redirect_uri sent to the token endpoint is the registered one, whatever host the request came through.
  expected.search = url.search;
  return expected;
}

/** Step 2: back from the provider: verify everything, find or create the user, open a Keel session. */
export async function completeSignIn(deps: ApiDeps, provider: string, callbackUrl: string) {
  const url = parseCallback(deps, provider, callbackUrl);
  const state = url.searchParams.get("state");
  const flow = state ? await claimFlow(deps, state) : null;
  if (!flow) throw ssoError("OAuthState");
  const config = await loadConfig(deps, flow.companyId);
  if (!config) throw ssoError("Configuration");
  const claims = await withProblemRecorded(deps, config.companyId, async () =>
    exchangeCode(await providerClient(deps, config), url, {
      state: state!,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
    }),
  );
  const user = await findOrProvision(deps, config, claims);
  if (user.disabled) throw new ApiError(403, "USER_DISABLED", MESSAGES.userDisabled);
  return { ...signedInAnswer(await createSession(deps, user.id), user), redirectTo: flow.redirectTo };
}

/**
 * Identity first (issuer + subject); else the email, when its domain is the company's:
 * - no account yet → created with the default role (just-in-time provisioning);
 * - an account of this company → linked, but an account with a password only when the provider
 *   says the email is verified (an unverified claim must not take over a password account);
 * - an account of another company → refused.
 */
async function findOrProvision(
  deps: ApiDeps,
  config: typeof ssoConfigs.$inferSelect,
  claims: VerifiedClaims,
): Promise<typeof users.$inferSelect> {
  return deps.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(ssoIdentities)
      .innerJoin(users, eq(users.id, ssoIdentities.userId))
      .where(and(eq(ssoIdentities.issuer, claims.issuer), eq(ssoIdentities.subject, claims.subject)));
    if (linked) {
      if (linked.user.companyId !== config.companyId) throw ssoError("OAuthAccountNotLinked");
      // A company's provider never opens the System Administrator's account (it reaches every company).
      if (linked.user.role === "Admin") throw ssoError("OAuthAccountNotLinked");
      return linked.user;
    }
    if (!claims.email) throw ssoError("OAuthCallback");
    const [domain] = await tx
      .select()
      .from(ssoDomains)
      .where(
        and(
          eq(ssoDomains.domain, emailDomain(claims.email)),
          eq(ssoDomains.companyId, config.companyId),
          isNotNull(ssoDomains.verifiedAt),
        ),
      );
    if (!domain?.verifiedAt || claims.emailVerified === false) throw ssoError("OAuthAccountNotLinked");
    const [existing] = await tx.select().from(users).where(sql`lower(${users.email}) = ${claims.email}`);
    let user = existing;
    if (existing) {
      if (existing.companyId !== config.companyId) throw ssoError("OAuthAccountNotLinked");
      if (existing.role === "Admin") throw ssoError("OAuthAccountNotLinked");
      // A password account is the owner's: the provider's word links it only when the company proved the
      // domain before the account existed (the account was made under the domain owner's rule).
      if (existing.passwordHash) {
        if (claims.emailVerified !== true || domain.verifiedAt > existing.createdAt) {
          throw ssoError("OAuthAccountNotLinked");
        }
      }
    } else {
      [user] = await tx
        .insert(users)
        .values({
          companyId: config.companyId,
          email: claims.email,
          role: config.defaultRole,
          firstName: claims.givenName,
          lastName: claims.familyName,
        })
        .returning();
    }
    await tx.insert(ssoIdentities).values({
      userId: user.id,
      companyId: config.companyId,
      issuer: claims.issuer,
      subject: claims.subject,
    });
    return user;
  });
}
