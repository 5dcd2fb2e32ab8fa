import { eq } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { readOnce } from "~/api/shared-auth.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { type DateSettings, formatDate } from "~/shared/dates";
import { companies } from "./schema.server";

/** A company's date format and time zone (app/shared/dates.ts companyDates formats with them). */
export async function dateSettingsOf(db: Db | Tx, companyId: string): Promise<DateSettings> {
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  return dateSettingsFrom(row?.settings);
}

/**
 * The company's calendar day now ("2026-11-28"), on its clock (UTC when it has none): a due day is overdue once it
 * has passed there, a day after it is still to come.
 */
export async function companyToday(deps: { db: Db | Tx; now: () => Date }, companyId: string) {
  const { timezone } = await dateSettingsOf(deps.db, companyId);
  return formatDate(deps.now(), "yyyy-MM-dd", timezone || "UTC");
}

/**
 * The caller's company settings as the session lookup read them (app/domains/auth authenticateToken), at the start
 * of this request: a page asked for them once more per tile (Home twice, issue 37).
 */
const settingsAtSignIn = new WeakMap<Principal, unknown>();

/** Keeps the caller's company settings read with their session, for companyDatesOnce. */
export function rememberCompanySettings(user: Principal, settings: unknown) {
  settingsAtSignIn.set(user, settings);
}

/**
 * The settings of `companyId` as the caller's session lookup read them, or null when it is another company or this
 * caller was not looked up by session (the settings are then read where they are wanted).
 */
export function settingsAtSignInOf(user: Principal, companyId: string): { settings: unknown } | null {
  return companyId === user.companyId && settingsAtSignIn.has(user)
    ? { settings: settingsAtSignIn.get(user) }
    : null;
}

/**
 * dateSettingsOf once per page request of `user` (the plan page's plan and findings each want them); the caller's
 * own company's from what their session lookup read, without a statement.
 */
export function companyDatesOnce(db: Db | Tx, user: Principal, companyId: string): Promise<DateSettings> {
  return readOnce(user, `company:${companyId}:dates`, async () => {
    const known = settingsAtSignInOf(user, companyId);
    return known ? dateSettingsFrom(known.settings) : dateSettingsOf(db, companyId);
  });
}

/** The date format and time zone out of a company's settings. */
export function dateSettingsFrom(stored: unknown): DateSettings {
  const settings = (stored ?? {}) as DateSettings;
  return { dateFormat: settings.dateFormat, timezone: settings.timezone };
}
