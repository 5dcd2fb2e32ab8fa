import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { ApiError, conflict, fieldError, unauthorized } from "~/api/errors.server";
import { rememberCompanySettings } from "~/domains/companies/dates.server";
import { companies } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { seedCompanyCatalogue } from "~/domains/hazards/seed.server";
import { SSO_ERRORS } from "~/domains/sso/model";
import { passwordSignInRefused } from "~/domains/sso/password-policy.server";
import { paths } from "~/paths";
import type { Db } from "~/platform/db/client.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import { enqueueMessage } from "~/platform/messages/outbox.server";
import { linkEmail } from "~/platform/messages/templates.server";
import { MESSAGES } from "~/shared/messages";
import { displayName } from "~/shared/names";
import type { Role } from "~/shared/roles";
import { hashPassword, verifyPassword } from "./password.server";
import { clearFailures, lockedUntil, RULES, type Rule, recordFailure } from "./rate-limit.server";
import { emailTokens, sessions, signupRequests } from "./schema.server";
import { hashToken, newToken } from "./tokens.server";

/** Sessions last 12 hours of inactivity-independent time: a working day plus a night on call. */
export const SESSION_HOURS = 12;
export const RESET_LINK_MINUTES = 60;
export const INVITE_LINK_DAYS = 7;

export type SessionUser = Omit<Principal, "sessionId">;

export function toSessionUser(u: typeof users.$inferSelect): SessionUser {
  return {
    id: u.id,
    companyId: u.companyId,
    role: u.role,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImage: u.profileImage,
    mustChangePassword: u.mustChangePassword,
    profileImgURL: u.profileImage,
  };
}

/** The session user as the API answers it (spec §3): its fields by name, with the bearer token as sessionToken. */
export function presentSessionUser(user: SessionUser, sessionToken: string) {
  return {
    id: user.id,
    companyId: user.companyId,
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImage: user.profileImage,
    mustChangePassword: user.mustChangePassword,
    profileImgURL: user.profileImgURL,
    sessionToken,
  };
}

/** What a sign-in answers: the bearer token, and the session user carrying it as the spec's sessionToken. */
export function signedInAnswer(
  session: { token: string; expiresAt: string },
  user: typeof users.$inferSelect,
) {
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    user: presentSessionUser(toSessionUser(user), session.token),
  };
}

async function findUserByEmail(deps: ApiDeps, email: string) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

/** A new bearer token for the user (password or single sign-on): only its hash is stored. */
export async function createSession(deps: ApiDeps, userId: string) {
  const token = newToken();
  const expiresAt = new Date(deps.now().getTime() + SESSION_HOURS * 3_600_000);
  await deps.db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  await deps.db.update(users).set({ lastSignInAt: deps.now() }).where(eq(users.id, userId));
  return { token, expiresAt: expiresAt.toISOString() };
}

const tooMany = () => new ApiError(429, "RATE_LIMITED", MESSAGES.tooManyAttempts);

/** The budgets one attempt spends: the client's own, or (no client address) the global ceiling. */
function signInBudgets(email: string, client: string | null): [string, Rule][] {
  const account = `account:${email.toLowerCase()}`;
  return client
    ? [
        [`signin:client:${client}`, RULES.signInPerClient],
        [`${account}|client:${client}`, RULES.accountPerClient],
      ]
    : [
        ["signin:global", RULES.signInGlobal],
        [account, RULES.accountUnknownClient],
      ];
}

/**
 * Spends one request of a per-client (or global) budget before any work is done: 429 once it is spent.
 * Sign-up and password recovery use it (each costs a hash, a company or an email).
 */
export async function spendBudget(deps: ApiDeps, key: string, rule: Rule) {
  if (await lockedUntil(deps.db, key, deps.now())) throw tooMany();
  await recordFailure(deps.db, key, rule, deps.now());
}

/**
 * Sign-ins of one client being checked right now, in this process (review finding 14). Hashes take turns
 * (MAX_CONCURRENT_HASHES, password.server.ts), so the thread pool stays free for everything else; here one client
 * may have at most MAX_SIGNINS_IN_FLIGHT waiting or running, and a further one is answered 429 at once, before
 * any hash, so one client cannot fill the queue everyone waits in.
 */
const signInsInFlight = new Map<string, number>();
export const MAX_SIGNINS_IN_FLIGHT = 8;

export async function signIn(
  deps: ApiDeps,
  input: { email: string; password: string },
  clientIp: string | null,
) {
  if (!clientIp) return checkSignIn(deps, input, clientIp);
  const key = clientIp;
  const inFlight = signInsInFlight.get(key) ?? 0;
  if (inFlight >= MAX_SIGNINS_IN_FLIGHT) throw tooMany();
  signInsInFlight.set(key, inFlight + 1);
  try {
    return await checkSignIn(deps, input, clientIp);
  } finally {
    const left = (signInsInFlight.get(key) ?? 1) - 1;
    if (left > 0) signInsInFlight.set(key, left);
    else signInsInFlight.delete(key);
  }
}

async function checkSignIn(
  deps: ApiDeps,
  input: { email: string; password: string },
  clientIp: string | null,
) {
  const now = deps.now();
  const budgets = signInBudgets(input.email, clientIp);
  for (const [key] of budgets) {
    const until = await lockedUntil(deps.db, key, now);
    if (until) throw tooMany();
  }
  const user = await findUserByEmail(deps, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !ok) {
    for (const [key, rule] of budgets) await recordFailure(deps.db, key, rule, now);
    throw new ApiError(401, "INVALID_CREDENTIALS", MESSAGES.invalidCredentials, {
      password: [MESSAGES.invalidCredentials],
    });
  }
  if (user.disabled) throw new ApiError(403, "USER_DISABLED", MESSAGES.userDisabled);
  if (await passwordSignInRefused(deps, user)) {
    throw new ApiError(403, "SSO_REQUIRED", SSO_ERRORS.SsoRequired);
  }
  await clearFailures(deps.db, budgets[1][0]);
  return signedInAnswer(await createSession(deps, user.id), user);
}

/** Resolves a bearer token to its user; refuses expired, revoked and disabled ones. */
export async function authenticateToken(deps: ApiDeps, token: string): Promise<Principal> {
  // With the company's settings: what the request's dates are shown with (companyDatesOnce), in the same statement.
  // On every request: built once (`prepared`, issue 37). The time goes in as text, as the column's own mapping sends it.
  const [row] = await prepared(deps.db, "sessionByToken", (db) =>
    db
      .select({ session: sessions, user: users, companySettings: companies.settings })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          gt(sessions.expiresAt, sql.placeholder("now")),
        ),
      )
      .prepare(UNNAMED),
  ).execute({ tokenHash: hashToken(token), now: deps.now().toISOString() });
  if (!row) throw unauthorized();
  // Disabling revokes a user's sessions; their next request still learns why (spec §6 message).
  if (row.user.disabled) throw new ApiError(403, "USER_DISABLED", MESSAGES.userDisabled);
  if (row.session.revokedAt) throw unauthorized();
  const principal: Principal = { ...toSessionUser(row.user), sessionId: row.session.id };
  rememberCompanySettings(principal, row.companySettings);
  return principal;
}

export async function signOut(deps: ApiDeps, sessionId: string) {
  await deps.db.update(sessions).set({ revokedAt: deps.now() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(deps: ApiDeps, userId: string) {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

async function consumeEmailToken(deps: ApiDeps, kind: "reset" | "invite", token: string, peek: boolean) {
  const [row] = await deps.db
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, deps.now()),
      ),
    );
  if (!row) return null;
  if (!peek) {
    // Guarded update: of two concurrent uses, only one sees a row come back.
    const used = await deps.db
      .update(emailTokens)
      .set({ usedAt: deps.now() })
      .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
      .returning({ id: emailTokens.id });
    if (used.length === 0) return null;
  }
  return row;
}

export async function validateInvite(deps: ApiDeps, token: string) {
  const row = await consumeEmailToken(deps, "invite", token, true);
  if (!row) throw new ApiError(400, "INVITE_INVALID", MESSAGES.inviteLinkInvalid);
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, row.companyId));
  const [invited] = row.userId
    ? await deps.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, row.userId))
    : [];
  return {
    email: row.email,
    role: row.role as Role,
    companyName: company?.name ?? "",
    firstName: invited?.firstName ?? null,
    lastName: invited?.lastName ?? null,
  };
}

export const SIGNUP_LINK_HOURS = 24;

interface SignUpInput {
  companyName?: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  inviteToken?: string;
}

/** What a sign-up without an invitation answers: the same for a new address and for one that has an account. */
export interface SignUpRequested {
  emailSent: true;
  email: string;
  message: string;
}

/**
 * Sign-up. With an invitation (the emailed link proves the address) the account is made and signed in at
 * once. Without one, nothing is made yet: the address gets a link to finish (`confirmSignUp`), or, when it
 * already has an account, a note to its owner. Both answer the same and do the same work (one password
 * hash, one lookup, one row, one email), so the form cannot tell whether an address has an account.
 */
export async function signUp(deps: ApiDeps, input: SignUpInput) {
  const passwordHash = await hashPassword(input.password);
  if (input.inviteToken)
    return acceptInvite(deps, { ...input, inviteToken: input.inviteToken }, passwordHash);
  return requestSignUp(deps, input, passwordHash);
}

async function requestSignUp(
  deps: ApiDeps,
  input: SignUpInput,
  passwordHash: string,
): Promise<SignUpRequested> {
  const email = input.email.toLowerCase();
  const existing = await findUserByEmail(deps, email);
  const token = newToken();
  const base = deps.appUrl.replace(/\/$/, "");
  // The row is written either way (an owner's is never mailed, so it can never be used) to keep the work equal.
  await deps.db.transaction(async (tx) => {
    await tx.insert(signupRequests).values({
      tokenHash: hashToken(token),
      email,
      companyName: input.companyName!.trim(),
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      expiresAt: new Date(deps.now().getTime() + SIGNUP_LINK_HOURS * 3_600_000),
      ...(existing ? { usedAt: deps.now() } : {}),
    });
    await enqueueMessage(
      tx,
      existing
        ? {
            to: existing.email,
            companyId: existing.companyId,
            recipientUserId: existing.id,
            purpose: "auth.signup",
            subject: "Someone tried to sign up to Keel with your address",
            ...linkEmail({
              greeting: `Hello ${displayName(existing)},`,
              lines: [
                "Someone tried to create a new Keel company account with this email address, which already has an account.",
                "If it was you, sign in instead; if you forgot your password, you can choose a new one from the sign-in page. If it was not you, ignore this email: nothing was changed.",
              ],
              actionLabel: "Sign in to Keel",
              url: `${base}${paths.login}`,
            }),
          }
        : {
            to: email,
            purpose: "auth.signup",
            subject: "Finish creating your Keel account",
            ...linkEmail({
              greeting: `Hello ${input.firstName},`,
              lines: [
                `You asked to create a Keel account for ${input.companyName!.trim()} with this email address.`,
                `Open the link to finish; it works once and expires in ${SIGNUP_LINK_HOURS} hours. If it was not you, ignore this email.`,
              ],
              actionLabel: "Finish creating your account",
              url: `${base}${paths.signupConfirm}?token=${token}`,
            }),
          },
      deps.now(),
    );
  });
  return { emailSent: true, email: input.email, message: MESSAGES.signupEmailSent };
}

async function acceptInvite(
  deps: ApiDeps,
  input: SignUpInput & { inviteToken: string },
  passwordHash: string,
) {
  const user = await deps.db.transaction(async (tx) => {
    const invite = await consumeEmailToken({ ...deps, db: tx }, "invite", input.inviteToken, false);
    if (!invite) throw fieldError("inviteToken", MESSAGES.inviteLinkInvalid);
    if (invite.email.toLowerCase() !== input.email.toLowerCase()) {
      throw fieldError("email", "Use the email address the invitation was sent to.");
    }
    if (invite.userId) {
      // Invited users exist from the invitation on (role and business units set by the admin):
      // accepting it gives the pending account its name and password.
      const [accepted] = await tx
        .update(users)
        .set({ passwordHash, firstName: input.firstName, lastName: input.lastName, updatedAt: deps.now() })
        .where(and(eq(users.id, invite.userId), isNull(users.passwordHash), eq(users.disabled, false)))
        .returning();
      if (!accepted) throw fieldError("inviteToken", MESSAGES.inviteLinkInvalid);
      return accepted;
    }
    // The invitation went to this address, so saying it is taken tells the reader nothing new.
    const existing = await findUserByEmail({ ...deps, db: tx }, input.email);
    if (existing) throw conflict(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
    const [created] = await tx
      .insert(users)
      .values({
        companyId: invite.companyId,
        email: input.email.toLowerCase(),
        passwordHash,
        role: invite.role as Role,
        firstName: input.firstName,
        lastName: input.lastName,
      })
      .returning();
    return created;
  });
  return signedInAnswer(await createSession(deps, user.id), user);
}

async function pendingSignUp(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(signupRequests)
    .where(
      and(
        eq(signupRequests.tokenHash, hashToken(token)),
        isNull(signupRequests.usedAt),
        gt(signupRequests.expiresAt, now),
      ),
    );
  if (!row) throw new ApiError(400, "SIGNUP_LINK_INVALID", MESSAGES.signupLinkInvalid);
  return row;
}

/** What the emailed sign-up link will create, for the page that asks to finish. */
export async function validateSignUpLink(deps: ApiDeps, token: string) {
  const row = await pendingSignUp(deps.db, token, deps.now());
  return { email: row.email, companyName: row.companyName, firstName: row.firstName, lastName: row.lastName };
}

/** The emailed link used: the company and its first Corporate Administrator are made, and signed in. */
export async function confirmSignUp(deps: ApiDeps, token: string) {
  const user = await deps.db.transaction(async (tx) => {
    const row = await pendingSignUp(tx, token, deps.now());
    // Guarded update: of two concurrent uses, only one sees a row come back.
    const spent = await tx
      .update(signupRequests)
      .set({ usedAt: deps.now() })
      .where(and(eq(signupRequests.id, row.id), isNull(signupRequests.usedAt)))
      .returning({ id: signupRequests.id });
    if (spent.length === 0) throw new ApiError(400, "SIGNUP_LINK_INVALID", MESSAGES.signupLinkInvalid);
    // The address was taken since the link was sent (an invitation accepted meanwhile): its reader owns it.
    if (await findUserByEmail({ ...deps, db: tx }, row.email)) {
      throw new ApiError(409, "CONFLICT", MESSAGES.emailTaken);
    }
    const [company] = await tx
      .insert(companies)
      .values({ name: row.companyName })
      .returning({ id: companies.id });
    await seedCompanyCatalogue(tx, company.id);
    const [created] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        email: row.email,
        passwordHash: row.passwordHash,
        role: "CorpAdmin",
        firstName: row.firstName,
        lastName: row.lastName,
      })
      .returning();
    return created;
  });
  return signedInAnswer(await createSession(deps, user.id), user);
}

/**
 * Password recovery. A real, active account gets a reset link; any other address gets a note that no
 * active account uses it. Either way one email goes to the address the form named, so the answer and the
 * work (and with SMTP, the time the send takes) do not tell whether an account exists.
 */
export async function forgotPassword(deps: ApiDeps, email: string) {
  const user = await findUserByEmail(deps, email);
  const token = newToken();
  const base = deps.appUrl.replace(/\/$/, "");
  if (!user || user.disabled) {
    // The same work as for a real account (review finding 15: the reset-token write made a real account
    // measurably slower): one transaction, one statement on the token table (it matches no row), one email.
    await deps.db.transaction(async (tx) => {
      await tx
        .update(emailTokens)
        .set({ usedAt: deps.now() })
        .where(and(eq(emailTokens.tokenHash, hashToken(token)), isNull(emailTokens.usedAt)));
      await enqueueMessage(
        tx,
        {
          to: user?.email ?? email.toLowerCase(),
          companyId: user?.companyId ?? null,
          purpose: "auth.reset",
          subject: "Reset your Keel password",
          ...linkEmail({
            greeting: "Hello,",
            lines: [
              "Someone asked to reset the password of a Keel account with this email address, but no active account uses it, so nothing was changed.",
              "If your organisation uses Keel, ask its administrator to invite you. If it was not you, ignore this email.",
            ],
            actionLabel: "Open Keel",
            url: `${base}${paths.login}`,
          }),
        },
        deps.now(),
      );
    });
    return;
  }
  const url = `${base}${paths.resetPassword}?token=${token}`;
  await deps.db.transaction(async (tx) => {
    await tx.insert(emailTokens).values({
      kind: "reset",
      tokenHash: hashToken(token),
      companyId: user.companyId,
      userId: user.id,
      email: user.email,
      expiresAt: new Date(deps.now().getTime() + RESET_LINK_MINUTES * 60_000),
    });
    await enqueueMessage(
      tx,
      {
        to: user.email,
        companyId: user.companyId,
        recipientUserId: user.id,
        purpose: "auth.reset",
        subject: "Reset your Keel password",
        ...linkEmail({
          greeting: `Hello ${displayName(user)},`,
          lines: [
            "Someone asked to reset the password of your Keel account.",
            `The link works once and expires in ${RESET_LINK_MINUTES} minutes. If it was not you, ignore this email.`,
          ],
          actionLabel: "Choose a new password",
          url,
        }),
      },
      deps.now(),
    );
  });
}

export async function validateResetLink(deps: ApiDeps, token: string) {
  const row = await consumeEmailToken(deps, "reset", token, true);
  if (!row) throw new ApiError(400, "RESET_LINK_INVALID", MESSAGES.resetLinkInvalid);
  return { email: row.email };
}

export async function resetPassword(deps: ApiDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const row = await consumeEmailToken({ ...deps, db: tx }, "reset", token, false);
    if (!row?.userId) throw new ApiError(400, "RESET_LINK_INVALID", MESSAGES.resetLinkInvalid);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: deps.now() })
      .where(eq(users.id, row.userId));
    // A reset ends every open session and every other reset link: whoever knew the old password is out.
    await revokeCredentials(tx, row.userId, deps.now(), null);
  });
}

export async function updatePassword(
  deps: ApiDeps,
  principal: Principal,
  input: { currentPassword: string; password: string },
) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, principal.id));
  if (!(await verifyPassword(input.currentPassword, user?.passwordHash))) {
    throw fieldError("currentPassword", MESSAGES.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: deps.now() })
      .where(eq(users.id, principal.id));
    // Other devices are signed out and outstanding reset links die; the current session stays.
    await revokeCredentials(tx, principal.id, deps.now(), principal.sessionId);
  });
}

/**
 * After a password change or reset: every outstanding reset link of the user is spent and every session
 * but `keepSessionId` revoked, so an older link or a stolen session cannot undo the change.
 */
export async function revokeCredentials(db: Db, userId: string, now: Date, keepSessionId: string | null) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, "reset"), isNull(emailTokens.usedAt)));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ...(keepSessionId ? [sql`${sessions.id} <> ${keepSessionId}`] : []),
      ),
    );
}
