import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, ne, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { ApiError, badRequest } from "~/api/errors.server";
import { users } from "~/domains/companies/users-schema.server";
import { auditLog } from "~/platform/audit/schema.server";
import { editVersionsOf, recordEdit } from "~/platform/concurrency/versions.server";
import { publishesRecord, txtRecordFor } from "./domain-verification.server";
import { SSO_PROVIDER_ID } from "./model";
import { checkProvider, forgetProvider, OidcFailure } from "./oidc.server";
import { ssoConfigs, ssoDomains } from "./schema.server";
import { decryptSecret, encryptSecret } from "./secrets.server";
import type { SsoSettings, ssoSettingsSchema } from "./settings";

type SettingsBody = z.output<typeof ssoSettingsSchema>;

/** The address the provider sends users back to: to be registered at the provider. */
export const callbackUrlFor = (deps: ApiDeps) => `${deps.appUrl}/api/auth/callback/${SSO_PROVIDER_ID}`;

export async function loadConfig(deps: ApiDeps, companyId: string) {
  const [config] = await deps.db.select().from(ssoConfigs).where(eq(ssoConfigs.companyId, companyId));
  return config ?? null;
}

async function domainsOf(deps: ApiDeps, companyId: string) {
  const rows = await deps.db
    .select()
    .from(ssoDomains)
    .where(eq(ssoDomains.companyId, companyId))
    .orderBy(ssoDomains.domain);
  return rows.map((r) => ({
    domain: r.domain,
    txtRecord: txtRecordFor(r.verificationToken),
    verified: r.verifiedAt !== null,
  }));
}

export async function getSettings(deps: ApiDeps, principal: Principal): Promise<SsoSettings> {
  const config = await loadConfig(deps, principal.companyId);
  const versions = await editVersionsOf(deps.db, "company", principal.companyId);
  const claims = config ? await domainsOf(deps, principal.companyId) : [];
  return {
    editVersion: versions.sso ?? 0,
    configured: !!config,
    issuer: config?.issuer ?? "",
    clientId: config?.clientId ?? "",
    hasClientSecret: !!config,
    domains: claims.map((c) => c.domain),
    domainClaims: claims,
    defaultRole: config?.defaultRole ?? "Employee",
    passwordSignIn: config?.passwordSignIn ?? true,
    callbackUrl: callbackUrlFor(deps),
    lastError: config?.lastError ?? null,
    lastErrorAt: config?.lastErrorAt?.toISOString() ?? null,
    updatedAt: config?.updatedAt.toISOString() ?? null,
  };
}

/**
 * A domain routes sign-ins to one company, the one that proved it (DNS TXT): a domain another company verified
 * is refused, and so is one where users of another company have addresses. Unverified claims of others do not
 * block a claim (no squatting by claiming first).
 */
async function checkDomains(deps: ApiDeps, companyId: string, domains: string[]) {
  const taken = await deps.db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(
      and(
        inArray(ssoDomains.domain, domains),
        ne(ssoDomains.companyId, companyId),
        isNotNull(ssoDomains.verifiedAt),
      ),
    );
  const problems = taken.map((t) => `${t.domain} is already used by another company's single sign-on.`);
  for (const domain of domains) {
    if (taken.some((t) => t.domain === domain)) continue;
    const [foreign] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.companyId, companyId), sql`lower(${users.email}) like ${`%@${domain}`}`))
      .limit(1);
    if (foreign) problems.push(`Users of another company have addresses at ${domain}.`);
  }
  if (problems.length) throw badRequest(problems[0], { domains: problems });
}

/** Proves a claimed domain: its TXT record must be published. Answers the settings. */
export async function verifyDomain(deps: ApiDeps, principal: Principal, domain: string) {
  const [claim] = await deps.db
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.companyId, principal.companyId), eq(ssoDomains.domain, domain)));
  if (!claim) throw new ApiError(404, "NOT_FOUND", "This domain is not in your single sign-on settings.");
  if (!claim.verifiedAt) {
    if (!(await publishesRecord(domain, claim.verificationToken))) {
      const message = `No TXT record "${txtRecordFor(claim.verificationToken)}" was found at ${domain}. DNS changes can take a while to appear; try again later.`;
      throw badRequest(message, { domain: [message] });
    }
    await checkDomains(deps, principal.companyId, [domain]);
    await deps.db
      .update(ssoDomains)
      .set({ verifiedAt: deps.now() })
      .where(and(eq(ssoDomains.companyId, principal.companyId), eq(ssoDomains.domain, domain)))
      .catch((error: unknown) => {
        const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
        if ((cause?.code ?? code) === "23505") {
          throw badRequest(`${domain} is already used by another company's single sign-on.`);
        }
        throw error;
      });
    await deps.db.insert(auditLog).values({
      companyId: principal.companyId,
      actorId: principal.id,
      entityType: "sso_domain",
      entityId: principal.companyId,
      action: "verify",
      changes: { domain },
    });
  }
  return getSettings(deps, principal);
}

export async function saveSettings(deps: ApiDeps, principal: Principal, body: SettingsBody) {
  const companyId = principal.companyId;
  const existing = await loadConfig(deps, companyId);
  if (!existing && !body.clientSecret) {
    throw badRequest("Client secret is required.", { clientSecret: ["Client secret is required."] });
  }
  await checkDomains(deps, companyId, body.domains);
  const values = {
    issuer: body.issuer,
    clientId: body.clientId,
    clientSecretEncrypted: body.clientSecret
      ? encryptSecret(body.clientSecret, companyId)
      : existing!.clientSecretEncrypted,
    defaultRole: body.defaultRole,
    passwordSignIn: body.passwordSignIn,
    lastError: null,
    lastErrorAt: null,
    updatedBy: principal.id,
    updatedAt: deps.now(),
  };
  await deps.db
    .transaction(async (tx) => {
      // Refuses (409) a save made from a stale copy of the settings.
      await recordEdit(tx, principal, { entity: "company", entityId: companyId, part: "sso" }, deps.now());
      await tx
        .insert(ssoConfigs)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: ssoConfigs.companyId, set: values });
      // Domains kept keep their token and verification; new ones get a token to publish.
      await tx
        .delete(ssoDomains)
        .where(and(eq(ssoDomains.companyId, companyId), notInArray(ssoDomains.domain, body.domains)));
      await tx
        .insert(ssoDomains)
        .values(
          body.domains.map((domain) => ({
            domain,
            companyId,
            verificationToken: randomBytes(16).toString("hex"),
          })),
        )
        .onConflictDoNothing();
      await tx.insert(auditLog).values({
        companyId,
        actorId: principal.id,
        entityType: "sso_config",
        entityId: companyId,
        action: existing ? "update" : "create",
        // Never the secret: only whether it changed.
        changes: { ...body, clientSecret: undefined, clientSecretChanged: !!body.clientSecret },
      });
    })
    .catch((error: unknown) => {
      // 23505: unique violation, when another company claimed one of the domains meanwhile.
      const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
      if ((cause?.code ?? code) === "23505") {
        throw badRequest("One of these domains was just claimed by another company.", {
          domains: ["One of these domains was just claimed by another company."],
        });
      }
      throw error;
    });
  if (existing) forgetProvider(existing.issuer);
  return getSettings(deps, principal);
}

export async function removeSettings(deps: ApiDeps, principal: Principal) {
  const existing = await loadConfig(deps, principal.companyId);
  if (!existing) return { removed: false };
  await deps.db.transaction(async (tx) => {
    // A removal is a change too: a form loaded before it is stale.
    const key = { entity: "company" as const, entityId: principal.companyId, part: "sso" };
    await recordEdit(tx, principal, key, deps.now());
    await tx.delete(ssoDomains).where(eq(ssoDomains.companyId, principal.companyId));
    await tx.delete(ssoConfigs).where(eq(ssoConfigs.companyId, principal.companyId));
    await tx.insert(auditLog).values({
      companyId: principal.companyId,
      actorId: principal.id,
      entityType: "sso_config",
      entityId: principal.companyId,
      action: "delete",
    });
  });
  forgetProvider(existing.issuer);
  return { removed: true };
}

/** The provider client of a company, secret decrypted (re-encrypted when under a previous key). */
export async function providerClient(deps: ApiDeps, config: typeof ssoConfigs.$inferSelect) {
  let secret: { plain: string; stale: boolean };
  try {
    secret = decryptSecret(config.clientSecretEncrypted, config.companyId);
  } catch (error) {
    throw new OidcFailure("Configuration", (error as Error).message);
  }
  if (secret.stale) {
    await deps.db
      .update(ssoConfigs)
      .set({ clientSecretEncrypted: encryptSecret(secret.plain, config.companyId) })
      .where(eq(ssoConfigs.companyId, config.companyId));
  }
  return { issuer: config.issuer, clientId: config.clientId, clientSecret: secret.plain };
}

export async function recordProblem(deps: ApiDeps, companyId: string, detail: string) {
  await deps.db
    .update(ssoConfigs)
    .set({ lastError: detail.slice(0, 1000), lastErrorAt: deps.now() })
    .where(eq(ssoConfigs.companyId, companyId));
}

/** Discovery against the saved settings, for the "Check connection" button. */
export async function checkSettings(deps: ApiDeps, principal: Principal) {
  const config = await loadConfig(deps, principal.companyId);
  if (!config) throw new ApiError(404, "NOT_FOUND", "Single sign-on is not set up.");
  try {
    await checkProvider(await providerClient(deps, config));
  } catch (error) {
    if (!(error instanceof OidcFailure)) throw error;
    await recordProblem(deps, config.companyId, error.detail);
    return { ok: false, detail: error.detail };
  }
  await deps.db
    .update(ssoConfigs)
    .set({ lastError: null, lastErrorAt: null })
    .where(eq(ssoConfigs.companyId, config.companyId));
  return { ok: true, detail: null };
}
