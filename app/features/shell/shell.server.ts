import { type Favourite, SIDEBAR_FAVOURITES } from "~/features/shell/sidebar";
import { paths } from "~/paths";
import type { DateSettings } from "~/shared/dates";
import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";

/**
 * What the top bar and sidebar show on every signed-in page. Unread count is filled in by the
 * notifications domain as it lands; favourites are the user's starred incidents and crises.
 */
export async function loadShellData({
  request,
  context,
}: PageArgs): Promise<{ unread: number; favourites: Favourite[]; dates: DateSettings | null }> {
  const api = await apiClient({ request, context });
  const [counts, favs, dates] = await Promise.all([
    api.get("/notifications/counts"),
    api.get("/incident/favourites"),
    // The company's date format and time zone: every date on the page is written with them.
    api.get("/company/dates"),
  ]);
  // One more than the sidebar lists, so it knows to link to the rest (and the page carries no more).
  const favourites = favs.ok
    ? favs.data
        .slice(0, SIDEBAR_FAVOURITES + 1)
        .map((f) => ({ id: f.id, label: f.title ?? f.type, href: paths.incident(f.id) }))
    : [];
  return { unread: counts.ok ? counts.data.total : 0, favourites, dates: dates.ok ? dates.data : null };
}
