import { and, count, eq, gt, inArray, isNotNull, isNull, sql, sum } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { ApiError, fieldError } from "~/api/errors.server";
import { assets, people } from "~/domains/assets/schema.server";
import { businessUnits } from "~/domains/companies/organisation-schema.server";
import { companies } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { countryNear } from "~/domains/geo/gazetteer.server";
import { bold } from "~/domains/notifications/events.server";
import { notify } from "~/domains/notifications/notify.server";
import { ssoDomains } from "~/domains/sso/schema.server";
import { paths } from "~/paths";
import { auditLog } from "~/platform/audit/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { messages } from "~/platform/messages/schema.server";
import { PEOPLE_CHANNELS } from "~/platform/messages/types";
import { callingCodeOfCountry, destinationRefusal } from "./phone-destinations.server";
import { quotaOverruns } from "./schema.server";

export { isCallingPrefix } from "./phone-destinations.server";

/**
 * Daily sending quotas per company, in one place. Keel's sender and links go to any address, so without limits one
 * company could use Keel to mail or text strangers at will (issue 20, issue 25).
 *
 * - Every message a company queues in the outbox (email, SMS, voice; notifications included) counts against
 *   its daily limit: the one the System Administrator set for it (companies.messages_per_day), else the larger
 *   of MESSAGES_PER_COMPANY_PER_DAY (default 5,000) and MESSAGES_PER_PERSON for each of its people. What people
 *   send (invitations, resends, other bulk mail) is refused past it; Keel's own notifications are never refused,
 *   so a change is never undone for want of quota, but they count.
 * - An alert to people (an incident message and its resends) from a verified company is never refused for quota
 *   (issue 36 item 1): it goes out whole, and the overrun is recorded (quota_overruns, the audit log) and told to
 *   the company's administrators. The limit protects strangers from a relay, not a company from its own crisis.
 * - Invitations and resends also keep their own, smaller limits, counted apart (users/invite-quota.server.ts).
 *
 * - A company not yet verified is an untrusted sender (review N4: free sign-up made Keel a relay): its quota is
 *   UNVERIFIED_MESSAGES_PER_DAY until its email domain is proven (SSO domain verification, DNS TXT) or a System
 *   Administrator confirms it (companies.verified_at).
 * - The check is atomic: the sending transaction takes the company's quota lock before counting, so racing sends
 *   take turns and cannot together pass the limit (review N5).
 *
 * A day is the last 24 hours, so a spent quota frees up message by message rather than all at midnight.
 */
export const DEFAULT_MESSAGES_PER_DAY = 5_000;
/**
 * A company's default daily limit per person it records: an alert by email, SMS and voice, and one resend of
 * each, with room to spare.
 */
export const MESSAGES_PER_PERSON = 8;
/** The daily quota of a company whose domain nobody has proven or confirmed yet. */
export const UNVERIFIED_MESSAGES_PER_DAY = 100;
export const DAY_MS = 86_400_000;

/** How a company came to be a trusted sender: its proven email domain, or a System Administrator's word. */
export type SenderVerification = "domain" | "administrator";

export const QUOTA_MESSAGES = {
  messagesSpent: (limit: number) =>
    `Your company has sent ${limit.toLocaleString("en-GB")} messages in the last 24 hours, the most allowed. Try again tomorrow.`,
  messagesTooMany: (left: number) =>
    `This would go past your company's daily sending quota: ${left.toLocaleString("en-GB")} message${left === 1 ? "" : "s"} left for the next 24 hours. Choose fewer audiences or channels, or try again tomorrow.`,
  /** Added to a refusal when the company is still unverified: why its quota is small and how to lift it. */
  unverified: `Your company is not verified yet, so it may send only ${UNVERIFIED_MESSAGES_PER_DAY} messages a day. Verify your email domain under Single sign-on, or ask the System Administrator to confirm your company.`,
  /** Told to the company's administrators when an alert went out past the limit. */
  overrun: (incident: string, sent: number, over: number, limit: number) =>
    `The alert from ${bold(incident)} went out to everyone: ${sent.toLocaleString("en-GB")} messages, ${over.toLocaleString("en-GB")} past your company's daily limit of ${limit.toLocaleString("en-GB")}. Alerts are never held back for the limit; ask the System Administrator to raise it if this happens often.`,
  premium: (to: string) =>
    `${to} is a premium-rate or special number. To text or call it, add its prefix (for example +4487) to the calling codes allowed on the Company page.`,
  country: (to: string) =>
    `${to} is in a country your company does not send to. Add its calling code to the calling codes allowed on the Company page, or leave it out.`,
} as const;

/** A quota refusal: 429, code RATE_LIMITED, the message on the named fields. */
export const rateLimited = (message: string, fields?: Record<string, string[]>) =>
  new ApiError(429, "RATE_LIMITED", message, fields);

/** Messages the company queued in the outbox in the 24 hours before `now`. */
export async function messagesSentToday(db: Db | Tx, companyId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        gt(messages.createdAt, new Date(now.getTime() - DAY_MS)),
        // Webhook and chat deliveries reach the company's own systems, not people: they are not counted.
        inArray(messages.channel, [...PEOPLE_CHANNELS]),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the company is a trusted sender, and how: a proven SSO domain, or a System Administrator's confirmation. */
export async function senderVerification(db: Db | Tx, companyId: string): Promise<SenderVerification | null> {
  const [row] = await db
    .select({
      confirmed: companies.verifiedAt,
      domain: sql<boolean>`exists (select 1 from ${ssoDomains} where ${and(
        eq(ssoDomains.companyId, companyId),
        isNotNull(ssoDomains.verifiedAt),
      )})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) return null;
  return row.domain ? "domain" : row.confirmed ? "administrator" : null;
}

type QuotaDeps = Pick<ApiDeps, "now" | "messagesPerDay"> & { db: Db | Tx };

/** A company's default daily limit: the installation's, or more for a company with many people. */
export const defaultLimit = (installation: number, peopleCount: number) =>
  Math.max(installation, peopleCount * MESSAGES_PER_PERSON);

/** The company's daily limit as a verified sender: the System Administrator's figure, else sized from its people. */
export async function companyLimit(deps: QuotaDeps, companyId: string) {
  const installation = deps.messagesPerDay ?? DEFAULT_MESSAGES_PER_DAY;
  const [row] = await deps.db
    .select({ chosen: companies.messagesPerDay })
    .from(companies)
    .where(eq(companies.id, companyId));
  const chosen = row?.chosen ?? null;
  if (chosen !== null) return { limit: chosen, chosen: true };
  const [counted] = await deps.db.select({ n: count() }).from(people).where(eq(people.companyId, companyId));
  return { limit: defaultLimit(installation, counted?.n ?? 0), chosen: false };
}

/** Messages alerts sent past the limit in the 24 hours before `now`. */
async function overrunToday(db: Db | Tx, companyId: string, now: Date) {
  const [row] = await db
    .select({ n: sum(quotaOverruns.over).mapWith(Number) })
    .from(quotaOverruns)
    .where(
      and(eq(quotaOverruns.companyId, companyId), gt(quotaOverruns.at, new Date(now.getTime() - DAY_MS))),
    );
  return row?.n ?? 0;
}

/**
 * The company's daily quota, what it used in the last 24 hours (and how much of it alerts sent past the limit),
 * whether the System Administrator chose the limit and whether it is verified: for its administrators.
 */
export async function sendingAllowance(deps: QuotaDeps, companyId: string) {
  const verifiedBy = await senderVerification(deps.db, companyId);
  const { limit, chosen } = await companyLimit(deps, companyId);
  const now = deps.now();
  return {
    verified: verifiedBy !== null,
    verifiedBy,
    limit: verifiedBy ? limit : Math.min(limit, UNVERIFIED_MESSAGES_PER_DAY),
    limitChosen: chosen,
    usedToday: await messagesSentToday(deps.db, companyId, now),
    overrunToday: await overrunToday(deps.db, companyId, now),
  };
}

/** An alert to people (an incident message, or its resend): what its overrun record names. */
export interface AlertSend {
  incidentId: string;
  incidentTitle: string;
  messageId: string;
  actorId: string;
}

/**
 * Records an alert that went past the limit: a quota_overruns row, an audit entry and a notification to the
 * company's administrators (in the sending transaction, so it exists exactly when the alert does).
 */
async function recordOverrun(
  deps: QuotaDeps,
  companyId: string,
  alert: AlertSend,
  figures: { limit: number; used: number; sent: number },
) {
  const over = Math.min(figures.sent, figures.used + figures.sent - figures.limit);
  const at = deps.now();
  await deps.db.insert(quotaOverruns).values({
    companyId,
    incidentId: alert.incidentId,
    messageId: alert.messageId,
    ...figures,
    over,
    at,
  });
  await deps.db.insert(auditLog).values({
    companyId,
    actorId: alert.actorId,
    entityType: "company",
    entityId: companyId,
    action: "quota_overrun",
    changes: { incidentId: alert.incidentId, messageId: alert.messageId, ...figures, over },
    at,
  });
  const admins = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, "CorpAdmin"), eq(users.disabled, false)));
  // In-app only (QUOTA_OVERRUN has no email kind): the alert itself was the mail that mattered.
  await notify(deps.db, {
    companyId,
    userIds: admins.map((a) => a.id),
    type: "QUOTA_OVERRUN",
    info: {
      message: `<p>${QUOTA_MESSAGES.overrun(alert.incidentTitle, figures.sent, over, figures.limit)}</p>`,
      link: paths.company,
      incidentId: alert.incidentId,
    },
  });
}

/**
 * Takes the company's sending-quota lock until the transaction ends: every check that counts what was sent and
 * then queues more takes it first, so racing sends and invitations are counted one after another.
 */
export async function lockSendingQuota(db: Db | Tx, companyId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sending-quota:${companyId}`}))`);
}

/**
 * Refuses (429, nothing queued: call it before queueing, in the sending transaction) `adding` more messages when
 * they would take the company past its daily quota. It first takes the company's quota lock for the rest of the
 * transaction, so a racing send counts only after this one committed or rolled back.
 */
export async function assertMessageQuota(
  deps: QuotaDeps,
  companyId: string,
  adding: number,
  fields?: (message: string) => Record<string, string[]> | undefined,
  alert?: AlertSend,
) {
  await lockSendingQuota(deps.db, companyId);
  const { verified, limit, usedToday: sent } = await sendingAllowance(deps, companyId);
  if (sent + adding <= limit) return;
  // A verified company's alert to people goes out whole; the overrun is recorded and told (issue 36 item 1).
  if (alert && verified) {
    await recordOverrun(deps, companyId, alert, {
      limit,
      used: sent,
      sent: adding,
    });
    return;
  }
  const refusal =
    sent >= limit ? QUOTA_MESSAGES.messagesSpent(limit) : QUOTA_MESSAGES.messagesTooMany(limit - sent);
  // Say why only where the small quota is what refuses (the company's own limit may be smaller still).
  const small = !verified && limit === UNVERIFIED_MESSAGES_PER_DAY;
  const message = small ? `${refusal} ${QUOTA_MESSAGES.unverified}` : refusal;
  throw rateLimited(message, fields?.(message));
}

/**
 * The calling codes (and special prefixes) a company's SMS and calls may reach, as digits: its setting, or by
 * default the codes of the countries of its business units and sites.
 */
export async function allowedCallingCodes(db: Db | Tx, companyId: string): Promise<string[]> {
  const [company] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  const chosen = company?.settings.callingCodes;
  if (Array.isArray(chosen) && chosen.length > 0)
    return chosen.filter((c): c is string => typeof c === "string");
  // One after another: inside a transaction the reads share one connection.
  const units = await db
    .selectDistinct({ country: businessUnits.country })
    .from(businessUnits)
    .where(eq(businessUnits.companyId, companyId));
  const sites = await db
    .selectDistinct({ country: assets.country })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), isNull(assets.incidentId), isNotNull(assets.country)));
  // A site recorded without its country is in the country of the nearest known city (a sample is enough).
  const placed = await db
    .selectDistinct({
      lat: sql<number>`round(${assets.lat}::numeric, 1)`,
      lng: sql<number>`round(${assets.lng}::numeric, 1)`,
    })
    .from(assets)
    .where(
      and(
        eq(assets.companyId, companyId),
        isNull(assets.incidentId),
        isNull(assets.country),
        isNotNull(assets.lat),
      ),
    )
    .limit(50);
  const codes = [
    ...[...units, ...sites].map((r) => (r.country ? callingCodeOfCountry(r.country) : null)),
    ...placed.map((p) => {
      const country = p.lat === null || p.lng === null ? null : countryNear(Number(p.lat), Number(p.lng));
      return country ? callingCodeOfCountry(country) : null;
    }),
  ];
  return [...new Set(codes.filter((c): c is string => c !== null))].sort();
}

/** A copy about to be queued: its channel and address (an email address, or a phone number for SMS and voice). */
export interface OutgoingCopy {
  channel: "email" | "sms" | "voice";
  to: string;
}

/**
 * What people send, checked before it is queued (in the sending transaction): every SMS and call goes to a number
 * the company may reach (400 naming the number), then the copies fit in the daily quota (429). Each refusal is
 * on the form field `fields` names.
 */
export async function assertSendable(
  deps: QuotaDeps,
  companyId: string,
  copies: readonly OutgoingCopy[],
  fields: { destinations: string; quota: string },
  /** An alert to people: past the limit it still goes (from a verified company), recorded as an overrun. */
  alert?: AlertSend,
) {
  const phones = [...new Set(copies.filter((c) => c.channel !== "email").map((c) => c.to))];
  if (phones.length > 0) {
    const allowed = await allowedCallingCodes(deps.db, companyId);
    for (const to of phones) {
      const why = destinationRefusal(to, allowed);
      if (!why) continue;
      throw fieldError(fields.destinations, QUOTA_MESSAGES[why](to));
    }
  }
  await assertMessageQuota(
    deps,
    companyId,
    copies.length,
    (message) => ({ [fields.quota]: [message] }),
    alert,
  );
}
