import { and, count, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { ApiError, fieldError } from "~/api/errors.server";
import { assets } from "~/domains/assets/schema.server";
import { companies } from "~/domains/companies/schema.server";
import { countryNear } from "~/domains/geo/gazetteer.server";
import { businessUnits } from "~/domains/organisation/schema.server";
import { ssoDomains } from "~/domains/sso/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { messages } from "~/platform/messages/schema.server";
import { callingCodeOfCountry, destinationRefusal } from "./phone-destinations.server";

export { isCallingPrefix } from "./phone-destinations.server";

/**
 * Daily sending quotas per company, in one place. Keel's sender and links go to any address, so without limits one
 * company could use Keel to mail or text strangers at will (issue 20, issue 25).
 *
 * - Every message a company queues in the outbox (email, SMS, voice; notifications included) counts against
 *   its daily quota, MESSAGES_PER_COMPANY_PER_DAY (default 5,000). What people send (invitations, resends,
 *   incident messages and their resends) is refused past it; Keel's own notifications are never refused, so a
 *   change is never undone for want of quota, but they count.
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
    .where(and(eq(messages.companyId, companyId), gt(messages.createdAt, new Date(now.getTime() - DAY_MS))));
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

/** The company's daily quota, what it used in the last 24 hours and whether it is verified: for its administrators. */
export async function sendingAllowance(deps: QuotaDeps, companyId: string) {
  const verifiedBy = await senderVerification(deps.db, companyId);
  const installation = deps.messagesPerDay ?? DEFAULT_MESSAGES_PER_DAY;
  return {
    verified: verifiedBy !== null,
    verifiedBy,
    limit: verifiedBy ? installation : Math.min(installation, UNVERIFIED_MESSAGES_PER_DAY),
    usedToday: await messagesSentToday(deps.db, companyId, deps.now()),
  };
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
) {
  await lockSendingQuota(deps.db, companyId);
  const { verified, limit, usedToday: sent } = await sendingAllowance(deps, companyId);
  if (sent + adding <= limit) return;
  const refusal =
    sent >= limit ? QUOTA_MESSAGES.messagesSpent(limit) : QUOTA_MESSAGES.messagesTooMany(limit - sent);
  // Say why only where the small quota is what refuses (an installation may set a smaller one for everyone).
  const small = !verified && limit < (deps.messagesPerDay ?? DEFAULT_MESSAGES_PER_DAY);
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
  await assertMessageQuota(deps, companyId, copies.length, (message) => ({
    [fields.quota]: [message],
  }));
}
