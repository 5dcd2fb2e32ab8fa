import { eq, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { can } from "~/domains/access/policy";
import { dateSettingsFrom } from "~/domains/companies/dates.server";
import { companyLanguageFrom } from "~/domains/companies/language";
import { companies } from "~/domains/companies/schema.server";
import { favouritesQuery } from "~/domains/incidents/favourites.server";
import {
  unreadCountsOf,
  unreadMentionsQuery,
  unreadNotificationsQuery,
} from "~/domains/notifications/unread.server";
import { OWNER, ownerValues, prepared, UNNAMED } from "~/platform/db/prepared.server";
import type { ShellData } from "./answers";
import { SIDEBAR_FAVOURITES } from "./model";

/** The sidebar's favourites and one more, so it knows to link to the rest. */
const SHELL_FAVOURITES = SIDEBAR_FAVOURITES + 1;

/**
 * What the frame of every signed-in page shows, in one statement: the bell's unread counts, the first favourites
 * and the company's date settings and language. It was three API calls and four statements on every page (issue 37). A part the
 * caller's role may not read (the counts: notification.read; favourites: incident.mark) answers empty, as its own
 * endpoint refuses it.
 */
export async function shellData(deps: ApiDeps, user: Principal): Promise<ShellData> {
  const counts = can(user, "notification.read");
  const favourites = can(user, "incident.mark");
  // On every page: built once per shape (`prepared`, issue 37), the user's ids filled in when it runs.
  const [row] = await prepared(deps.db, `shell:${counts}:${favourites}`, (db) =>
    db
      .select({
        settings: companies.settings,
        notifications: counts
          ? sql<string>`(select row_to_json(n) from ${unreadNotificationsQuery(db, OWNER)} n)`
          : sql<null>`null`,
        mentions: counts ? sql`${unreadMentionsQuery(db, OWNER)}`.mapWith(Number) : sql<null>`null`,
        favourites: favourites
          ? sql`(select coalesce(json_agg(f), '[]') from ${favouritesQuery(db, OWNER, SHELL_FAVOURITES)} f)`
          : sql<null>`null`,
      })
      .from(companies)
      .where(eq(companies.id, OWNER.companyId))
      .prepare(UNNAMED),
  ).execute(ownerValues(user));
  const parsed = <T>(value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as T;
  const n = parsed<{ unread: string | number; approvals: string | number } | null>(row?.notifications);
  return {
    unread: unreadCountsOf(
      { unread: Number(n?.unread ?? 0), approvals: Number(n?.approvals ?? 0) },
      Number(row?.mentions ?? 0),
    ),
    favourites: parsed<ShellData["favourites"] | null>(row?.favourites) ?? [],
    dates: dateSettingsFrom(row?.settings),
    language: companyLanguageFrom(row?.settings),
  };
}
