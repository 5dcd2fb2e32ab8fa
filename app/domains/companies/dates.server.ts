import { eq } from "drizzle-orm";
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

/** The date format and time zone out of a company's settings. */
export function dateSettingsFrom(stored: unknown): DateSettings {
  const settings = (stored ?? {}) as DateSettings;
  return { dateFormat: settings.dateFormat, timezone: settings.timezone };
}
