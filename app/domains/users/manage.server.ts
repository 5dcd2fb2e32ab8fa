import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { conflict, fieldError, forbidden, notFound } from "~/api/errors.server";
import { assignableRoles } from "~/domains/access/policy";
import { companyUnits, type ResolvedScope, resolveScope, unitsWithin } from "~/domains/access/scope.server";
import { emailTokens, sessions } from "~/domains/auth/schema.server";
import { INVITE_LINK_DAYS } from "~/domains/auth/service.server";
import { hashToken, newToken } from "~/domains/auth/tokens.server";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import {
  businessUnits,
  userBusinessUnits,
  userGeographies,
} from "~/domains/companies/organisation-schema.server";
import { companies } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { notify } from "~/domains/notifications/notify.server";
import { paths } from "~/paths";
import { auditLog } from "~/platform/audit/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { enqueueMessage } from "~/platform/messages/outbox.server";
import { linkEmail } from "~/platform/messages/templates.server";
import { companyDates } from "~/shared/dates";
import { MESSAGES } from "~/shared/messages";
import { displayName } from "~/shared/names";
import { type Role, roleLabel } from "~/shared/roles";
import { emailSchema, passwordSchema } from "~/shared/validation";
import { assertInviteQuota } from "./invite-quota.server";
import { USER_MESSAGES } from "./model";
import { loadVisibleUser, manageRefusal, type PresentedColumns, presentUser } from "./queries.server";

type Assignment = { role: Role; businessUnitIds: string[]; countries: string[] };

/** The company a manager acts in: their own, or for the System Administrator the one they name. */
async function targetCompany(db: Db | Tx, scope: ResolvedScope, principal: Principal, companyId?: string) {
  if (scope.kind !== "all" || !companyId || companyId === principal.companyId) return principal.companyId;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw fieldError("companyId", MESSAGES.notFound);
  return company.id;
}

/** The role must be one the manager may give; units must be the company's and, for BU managers, theirs. */
async function checkAssignment(
  db: Db | Tx,
  principal: Principal,
  scope: ResolvedScope,
  companyId: string,
  input: Assignment,
) {
  if (!assignableRoles(principal.role).includes(input.role)) {
    throw fieldError("role", USER_MESSAGES.roleNotAssignable);
  }
  const unitIds = [...new Set(input.businessUnitIds)];
  if (unitIds.length) {
    const found = await db
      .select({ id: businessUnits.id })
      .from(businessUnits)
      .where(and(eq(businessUnits.companyId, companyId), inArray(businessUnits.id, unitIds)));
    if (found.length !== unitIds.length) throw fieldError("businessUnitIds", USER_MESSAGES.unitOutsideScope);
  }
  if (scope.kind === "businessUnits" || scope.kind === "own") {
    if (unitIds.length === 0) throw fieldError("businessUnitIds", USER_MESSAGES.businessUnitsRequired);
    if (unitIds.some((id) => !scope.unitIds.includes(id))) {
      throw fieldError("businessUnitIds", USER_MESSAGES.unitOutsideScope);
    }
  }
  if (principal.role === "BUGeoAdmin" && input.role === "BUGeoAdmin") {
    await checkCountriesWithin(db, principal.id, input.countries);
  } else if (principal.role === "BUGeoAdmin" && scope.kind !== "all" && scope.kind !== "company") {
    await checkReachWithin(db, companyId, unitIds, scope.unitIds);
  }
  return unitIds;
}

/**
 * A BUGeoAdmin gives only countries they cover whole: each one must be among their own geographies without a
 * region (a region-limited geography does not cover the whole country). Otherwise the new account would reach
 * sub units the manager cannot.
 */
async function checkCountriesWithin(db: Db | Tx, managerId: string, countries: string[]) {
  const own = await db
    .select({ country: userGeographies.country, region: userGeographies.region })
    .from(userGeographies)
    .where(eq(userGeographies.userId, managerId));
  const whole = new Set(own.filter((g) => !g.region).map((g) => g.country.trim().toLowerCase()));
  const outside = countries.filter((c) => !whole.has(c.trim().toLowerCase()));
  if (outside.length) throw fieldError("countries", USER_MESSAGES.countryOutsideScope(outside));
}

/**
 * Any other role a BUGeoAdmin gives reaches the whole of each unit, sub units in every country included
 * (security review finding 8: a UK geo administrator gave BUViewOnly on "Operations" and the new user read the
 * French plans the administrator could not). So each unit, with all its sub units, must lie inside the
 * manager's own reach.
 */
async function checkReachWithin(db: Db | Tx, companyId: string, unitIds: string[], reach: string[]) {
  if (unitIds.length === 0) return;
  const all = await companyUnits(db, companyId);
  const own = new Set(reach);
  if (unitsWithin(all, unitIds, null).some((id) => !own.has(id)))
    throw fieldError("businessUnitIds", USER_MESSAGES.unitReachesOutsideGeography);
}

async function writeAssignment(tx: Tx, userId: string, unitIds: string[], input: Assignment) {
  await tx.delete(userBusinessUnits).where(eq(userBusinessUnits.userId, userId));
  if (unitIds.length) {
    await tx.insert(userBusinessUnits).values(unitIds.map((businessUnitId) => ({ userId, businessUnitId })));
  }
  await tx.delete(userGeographies).where(eq(userGeographies.userId, userId));
  if (input.role === "BUGeoAdmin" && input.countries.length) {
    await tx.insert(userGeographies).values(input.countries.map((country) => ({ userId, country })));
  }
}

async function audit(
  db: Db | Tx,
  principal: Principal,
  target: { id: string; companyId: string },
  action: string,
  changes: Record<string, unknown>,
) {
  await db.insert(auditLog).values({
    companyId: target.companyId,
    actorId: principal.id,
    entityType: "user",
    entityId: target.id,
    action,
    changes,
  });
}

/** The company of the account that uses `email`, if one does. */
async function accountCompanyOf(db: Db | Tx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.companyId ?? null;
}

/**
 * An invitation to an address that has an account in another company (review finding 15): the inviter must not
 * learn that it does, so the answer is an invitation like any other (spending the same quota) and no account is
 * created; the address's owner is told by email instead, as sign-up does.
 */
async function answerAsInvited(
  deps: ApiDeps,
  principal: Principal,
  companyId: string,
  input: Assignment & { email: string; firstName?: string; lastName?: string },
): Promise<PresentedColumns> {
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  await enqueueMessage(
    deps.db,
    {
      to: input.email.toLowerCase(),
      companyId,
      purpose: "user.invite",
      subject: "An invitation to Keel for your address",
      ...linkEmail({
        greeting: "Hello,",
        lines: [
          `${displayName(principal)} of ${company?.name ?? "another company"} tried to invite this address to Keel, which already has an account. No account was created.`,
          "If you expected the invitation, ask them to use another address. To use your account, sign in.",
        ],
        actionLabel: "Sign in",
        url: `${deps.appUrl}${paths.login}`,
      }),
    },
    deps.now(),
  );
  return {
    id: randomUUID(),
    companyId,
    email: input.email.toLowerCase(),
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    role: input.role,
    profileImage: null,
    disabled: false,
    passwordHash: null,
    lastSignInAt: null,
    createdAt: deps.now(),
  };
}

/**
 * Creates a single-use invitation for a pending user and queues its link, in the caller's transaction: the
 * invitation quota is checked there under the company's sending lock, so racing invitations cannot pass it and a
 * refused one writes nothing.
 */
async function writeInvite(
  tx: Tx,
  deps: ApiDeps,
  principal: Principal,
  user: { id: string; email: string; companyId: string; role: Role; firstName?: string | null },
  kind: "invite" | "resend",
) {
  await assertInviteQuota({ ...deps, db: tx }, user.companyId, kind);
  const token = newToken();
  const expiresAt = new Date(deps.now().getTime() + INVITE_LINK_DAYS * 86_400_000);
  const [company] = await tx.select().from(companies).where(eq(companies.id, user.companyId));
  const dates = companyDates(await dateSettingsOf(tx, user.companyId));
  // A new invitation replaces any earlier one for the same user.
  await tx
    .update(emailTokens)
    .set({ usedAt: deps.now() })
    .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.kind, "invite"), isNull(emailTokens.usedAt)));
  await tx.insert(emailTokens).values({
    kind: "invite",
    tokenHash: hashToken(token),
    companyId: user.companyId,
    userId: user.id,
    email: user.email,
    role: user.role,
    createdBy: principal.id,
    createdAt: deps.now(),
    expiresAt,
  });
  await enqueueMessage(
    tx,
    {
      to: user.email,
      companyId: user.companyId,
      recipientUserId: user.id,
      purpose: "user.invite",
      subject: `You are invited to ${company?.name ?? "Keel"} on Keel`,
      ...linkEmail({
        // Greeted by the name the inviter gave (UX review B-7).
        greeting: user.firstName ? `Hello ${user.firstName},` : "Hello,",
        lines: [
          `${displayName(principal)} invited you to join ${company?.name ?? "their company"} on Keel as ${roleLabel(user.role)}.`,
          `The link works once and expires in ${INVITE_LINK_DAYS} days, on ${dates.dateTime(expiresAt)}.`,
        ],
        actionLabel: "Accept the invitation",
        url: `${deps.appUrl}/signup?invite=${token}`,
      }),
    },
    deps.now(),
  );
}

async function createPendingUser(
  deps: ApiDeps,
  principal: Principal,
  input: Assignment & { email: string; companyId?: string; firstName?: string; lastName?: string },
) {
  const scope = await resolveScope(deps.db, principal, "user.manage");
  const companyId = await targetCompany(deps.db, scope, principal, input.companyId);
  const unitIds = await checkAssignment(deps.db, principal, scope, companyId, input);
  const holder = await accountCompanyOf(deps.db, input.email);
  // The company's own users are the manager's to see: a duplicate there is said on the field.
  if (holder === companyId) throw conflict(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
  // Refused early, before anything is written; checked again under the lock where the invitation is written.
  await assertInviteQuota(deps, companyId, "invite");
  if (holder) return answerAsInvited(deps, principal, companyId, input);
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        companyId,
        email: input.email.toLowerCase(),
        role: input.role,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        passwordHash: null,
      })
      .returning();
    await writeAssignment(tx, row.id, unitIds, input);
    await audit(tx, principal, row, "invited", { role: input.role, businessUnitIds: unitIds });
    await writeInvite(tx, deps, principal, row, "invite");
    return row;
  });
  return (await loadVisibleUser(deps.db, principal, eq(users.id, created.id))).row;
}

/** Invites a user by email with a role and business units; they set their password from the link. */
export async function inviteUser(
  deps: ApiDeps,
  principal: Principal,
  input: Assignment & { email: string; companyId?: string; firstName?: string; lastName?: string },
) {
  const row = await createPendingUser(deps, principal, input);
  return presentUser(row);
}

/** Creates an External user, named by the manager, who sets a password from the emailed link. */
export async function createExternalUser(
  deps: ApiDeps,
  principal: Principal,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    businessUnitIds: string[];
    companyId?: string;
  },
) {
  const row = await createPendingUser(deps, principal, { ...input, role: "External", countries: [] });
  return presentUser(row);
}

/**
 * Loads a user the caller may manage: within their user.manage scope (404 otherwise), holding a role
 * the caller may give, and for BU managers with no unit outside the manager's units.
 */
async function loadManageable(db: Db | Tx, principal: Principal, userId: string) {
  const found = await loadVisibleUser(db, principal, eq(users.id, userId), "user.manage");
  const refusal = manageRefusal(principal, found.scope, found.row, found.units);
  if (refusal) throw forbidden(refusal);
  return found;
}

/** Refuses a change that would leave the company without an active Corporate Administrator. */
async function keepOneCorpAdmin(tx: Tx, target: { id: string; companyId: string }) {
  // One lock per company serialises concurrent role changes and disables there, so two administrators
  // demoting each other at the same moment cannot both pass this check.
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, target.companyId))
    .for("update");
  const [current] = await tx.select({ role: users.role }).from(users).where(eq(users.id, target.id));
  if (current?.role !== "CorpAdmin") return;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, target.companyId),
        eq(users.role, "CorpAdmin"),
        eq(users.disabled, false),
        isNotNull(users.passwordHash),
        ne(users.id, target.id),
      ),
    );
  if (others.length === 0) throw conflict(USER_MESSAGES.lastCorpAdmin);
}

export async function updateRole(
  deps: ApiDeps,
  principal: Principal,
  input: Assignment & { userId: string },
) {
  if (input.userId === principal.id) throw conflict(USER_MESSAGES.cannotChangeOwnRole);
  const { row, scope } = await loadManageable(deps.db, principal, input.userId);
  const unitIds = await checkAssignment(deps.db, principal, scope, row.companyId, input);
  await deps.db.transaction(async (tx) => {
    if (input.role !== "CorpAdmin") await keepOneCorpAdmin(tx, row);
    await tx.update(users).set({ role: input.role, updatedAt: deps.now() }).where(eq(users.id, row.id));
    await writeAssignment(tx, row.id, unitIds, input);
    await tx
      .update(emailTokens)
      .set({ role: input.role })
      .where(and(eq(emailTokens.userId, row.id), eq(emailTokens.kind, "invite"), isNull(emailTokens.usedAt)));
    await audit(tx, principal, row, "role_changed", {
      from: row.role,
      to: input.role,
      businessUnitIds: unitIds,
      countries: input.countries,
    });
  });
  const updated = await loadVisibleUser(deps.db, principal, eq(users.id, row.id), "user.manage");
  return presentUser(updated.row, updated.units, updated.countries);
}

/**
 * Disables a user (ending every open session at once, cancelling pending invitations and telling them
 * with a USER_DISABLED notification) or enables them again.
 */
export async function setDisabled(
  deps: ApiDeps,
  principal: Principal,
  input: { userId: string; disabled: boolean },
) {
  if (input.userId === principal.id) throw conflict(USER_MESSAGES.cannotDisableSelf);
  const { row } = await loadManageable(deps.db, principal, input.userId);
  if (row.disabled !== input.disabled) {
    await deps.db.transaction(async (tx) => {
      if (input.disabled) {
        await keepOneCorpAdmin(tx, row);
        await tx
          .update(sessions)
          .set({ revokedAt: deps.now() })
          .where(and(eq(sessions.userId, row.id), isNull(sessions.revokedAt)));
        await tx
          .update(emailTokens)
          .set({ usedAt: deps.now() })
          .where(and(eq(emailTokens.userId, row.id), isNull(emailTokens.usedAt)));
        await notify(tx, {
          companyId: row.companyId,
          userIds: [row.id],
          type: "USER_DISABLED",
          info: { message: `<p>Your account was disabled by ${displayName(principal)}.</p>` },
        });
      }
      await tx
        .update(users)
        .set({ disabled: input.disabled, updatedAt: deps.now() })
        .where(eq(users.id, row.id));
      await audit(tx, principal, row, input.disabled ? "disabled" : "enabled", {});
    });
  }
  const updated = await loadVisibleUser(deps.db, principal, eq(users.id, row.id), "user.manage");
  return presentUser(updated.row, updated.units, updated.countries);
}

/** Sends a pending user a fresh invitation link (the earlier one stops working). */
export async function resendInvite(deps: ApiDeps, principal: Principal, userId: string) {
  const { row } = await loadManageable(deps.db, principal, userId);
  if (row.passwordHash !== null) throw conflict(USER_MESSAGES.notInvited);
  if (row.disabled) throw notFound();
  await deps.db.transaction((tx) => writeInvite(tx, deps, principal, row, "resend"));
  return presentUser(row);
}

/** The spec's /user/validate-email: well-formed and not yet used by any account. */
export async function validateEmail(deps: ApiDeps, principal: Principal, raw: string) {
  const parsed = emailSchema.safeParse(raw);
  if (!parsed.success) {
    return { email: raw, valid: false, available: false, message: parsed.error.issues[0]?.message ?? "" };
  }
  // Only the caller's company is looked at: the answer must not tell who has an account elsewhere.
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, principal.companyId),
        sql`lower(${users.email}) = ${parsed.data.toLowerCase()}`,
      ),
    );
  const taken = !!row;
  return {
    email: parsed.data,
    valid: !taken,
    available: !taken,
    message: taken ? MESSAGES.emailTaken : USER_MESSAGES.emailAvailable,
  };
}

/** The spec's /user/validate-password: the §5 rule. */
export function validatePassword(password: string) {
  const parsed = passwordSchema.safeParse(password);
  return parsed.success
    ? { valid: true, message: USER_MESSAGES.passwordValid }
    : { valid: false, message: parsed.error.issues[0]?.message ?? MESSAGES.passwordRule };
}
