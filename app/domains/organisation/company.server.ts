import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { fieldError, notFound } from "~/api/errors.server";
import { can } from "~/domains/access/policy";
import { companyCondition, resolveScope } from "~/domains/access/scope.server";
import { companies } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_MESSAGES,
  type CompanySettings,
  companySettingsSchema,
} from "~/domains/companies/validation";
import {
  allowedCallingCodes,
  companyLimit,
  isCallingPrefix,
  sendingAllowance,
} from "~/domains/mail/quota.server";
import { ssoDomains } from "~/domains/sso/schema.server";
import { auditLog } from "~/platform/audit/schema.server";
import { editVersionsOf, recordEdit } from "~/platform/concurrency/versions.server";
import type { Tx } from "~/platform/db/client.server";
import { checkImageDataUrl } from "~/shared/image.server";

type CompanyRow = typeof companies.$inferSelect;

export function presentCompany(c: CompanyRow, userCount?: number, verified?: boolean) {
  const settings = companySettingsSchema.safeParse(c.settings);
  return {
    id: c.id,
    name: c.name,
    logo: c.logo,
    settings: settings.success ? settings.data : companySettingsSchema.parse({}),
    ...(userCount !== undefined ? { userCount } : {}),
    ...(verified !== undefined ? { verified } : {}),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

async function userCount(deps: ApiDeps, companyId: string) {
  const [{ n }] = await deps.db.select({ n: count() }).from(users).where(eq(users.companyId, companyId));
  return n;
}

/** A company within the caller's scope for the action, or 404. */
async function loadCompany(
  deps: ApiDeps,
  principal: Principal,
  id: string,
  action: "company.read" | "company.manage" | "company.verify",
) {
  const scope = await resolveScope(deps.db, principal, action);
  const [row] = await deps.db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), companyCondition(scope, companies.id)));
  if (!row) throw notFound();
  return row;
}

export async function getCompany(deps: ApiDeps, principal: Principal, id = principal.companyId) {
  const row = await loadCompany(deps, principal, id, "company.read");
  const versions = await editVersionsOf(deps.db, "company", row.id);
  // Its quota and verified state are its administrators' business (and the System Administrator's).
  const sending = can(principal, "company.manage")
    ? {
        ...(await sendingAllowance(deps, row.id)),
        callingCodes: await allowedCallingCodes(deps.db, row.id),
      }
    : undefined;
  return {
    ...presentCompany(row, await userCount(deps, row.id)),
    /** Edit version of the profile form (name, logo, settings): send it back as If-Match. */
    editVersions: { profile: versions.profile ?? 0 },
    ...(sending ? { sending } : {}),
  };
}

/** System Administrator: every company; everyone else: their own. */
export async function listCompanies(deps: ApiDeps, principal: Principal) {
  const scope = await resolveScope(deps.db, principal, "company.read");
  const rows = await deps.db
    .select({
      company: companies,
      domainProven: sql<boolean>`exists (select 1 from ${ssoDomains} where ${and(
        eq(ssoDomains.companyId, companies.id),
        isNotNull(ssoDomains.verifiedAt),
      )})`,
    })
    .from(companies)
    .where(companyCondition(scope, companies.id))
    .orderBy(asc(companies.name));
  // The System Administrator sets each company's daily message limit from this list.
  const limits = can(principal, "company.verify");
  const out = [];
  for (const r of rows)
    out.push({
      ...presentCompany(r.company, undefined, Boolean(r.domainProven) || r.company.verifiedAt !== null),
      ...(limits ? { messageLimit: await companyLimit(deps, r.company.id) } : {}),
    });
  return out;
}

/** One line of the audit log about a company, written in the change's transaction. */
function auditCompany(
  tx: Tx,
  principal: Principal,
  companyId: string,
  action: string,
  changes: Record<string, unknown>,
) {
  return tx.insert(auditLog).values({
    companyId,
    actorId: principal.id,
    entityType: "company",
    entityId: companyId,
    action,
    changes,
  });
}

/**
 * The System Administrator sets a company's daily message limit (issue 36 item 1), or clears it (null: sized from
 * its people again). Audited.
 */
export async function setMessageLimit(
  deps: ApiDeps,
  principal: Principal,
  id: string,
  input: { limit: number | null },
) {
  const row = await loadCompany(deps, principal, id, "company.verify");
  await deps.db.transaction(async (tx) => {
    await tx.update(companies).set({ messagesPerDay: input.limit }).where(eq(companies.id, row.id));
    await auditCompany(tx, principal, row.id, "message_limit", { from: row.messagesPerDay, to: input.limit });
  });
  return getCompany(deps, principal, row.id);
}

/**
 * The System Administrator confirms a company as a verified sender (review N4): its daily quota is no longer the
 * small one of an unverified company. Audited; confirming again changes nothing.
 */
export async function verifyCompany(deps: ApiDeps, principal: Principal, id: string) {
  const row = await loadCompany(deps, principal, id, "company.verify");
  if (!row.verifiedAt) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ verifiedAt: deps.now(), verifiedBy: principal.id })
        .where(eq(companies.id, row.id));
      await auditCompany(tx, principal, row.id, "verified", { verifiedSender: true });
    });
  }
  return getCompany(deps, principal, row.id);
}

export async function updateCompany(
  deps: ApiDeps,
  principal: Principal,
  input: { name: string; logo?: string | null; settings: CompanySettings },
  id = principal.companyId,
) {
  const row = await loadCompany(deps, principal, id, "company.manage");
  const unknown = input.settings.callingCodes?.find((c) => !isCallingPrefix(c));
  if (unknown)
    throw fieldError(
      "settings.callingCodes",
      `+${unknown} is not a calling code. ${COMPANY_MESSAGES.callingCodesInvalid}`,
    );
  let logo: string | null | undefined;
  if (typeof input.logo === "string" && input.logo !== "") {
    const checked = checkImageDataUrl(input.logo, COMPANY_LOGO_MAX_BYTES);
    if (!checked.ok) throw fieldError("logo", checked.reason);
    logo = checked.dataUrl;
  } else if (input.logo === null) {
    logo = null;
  }
  await deps.db.transaction(async (tx) => {
    // Refuses (409) a save made from a stale copy of the company's profile.
    await recordEdit(tx, principal, { entity: "company", entityId: row.id, part: "profile" }, deps.now());
    await tx
      .update(companies)
      .set({
        name: input.name,
        ...(logo !== undefined ? { logo } : {}),
        // Keys Keel sets itself (such as the demo marker) stay; the form's settings replace theirs.
        settings: { ...row.settings, ...input.settings },
        updatedAt: deps.now(),
      })
      .where(eq(companies.id, row.id));
    await auditCompany(tx, principal, row.id, "updated", {
      name: input.name,
      settings: input.settings,
      logoChanged: logo !== undefined,
    });
  });
  return getCompany(deps, principal, row.id);
}
