import { eq } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { readOnce } from "~/api/shared-auth.server";
import type { Db, Tx } from "~/platform/db/client.server";
import type { DateSettings } from "~/shared/dates";
import { companies } from "./schema.server";

/** A company's date format and time zone (app/shared/dates.ts companyDates formats with them). */
export async function dateSettingsOf(db: Db | Tx, companyId: string): Promise<DateSettings> {
  const [row] = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId));
  return dateSettingsFrom(row?.settings);
}

/** dateSettingsOf once per page request of `user` (the plan page's plan and findings each want them). */
export function companyDatesOnce(db: Db | Tx, user: Principal, companyId: string): Promise<DateSettings> {
  return readOnce(user, `company:${companyId}:dates`, () => dateSettingsOf(db, companyId));
}

/** The date format and time zone out of a company's settings. */
export function dateSettingsFrom(stored: unknown): DateSettings {
  const settings = (stored ?? {}) as DateSettings;
  return { dateFormat: settings.dateFormat, timezone: settings.timezone };
}
