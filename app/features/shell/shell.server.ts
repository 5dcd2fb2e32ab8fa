import type { Favourite } from "~/features/shell/sidebar";
import { paths } from "~/paths";
import type { DateSettings } from "~/shared/dates";
import type { ApiData, PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";

type UnreadCounts = ApiData<"get", "/shell">["unread"];

/**
 * What the top bar and sidebar show on every signed-in page. Unread count is filled in by the
 * notifications domain as it lands; favourites are the user's starred incidents and crises.
 */
export async function loadShellData({ request, context }: PageArgs): Promise<{
  /** The unread counts by kind: the bell shows the total, the notifications page's filters the kinds. */
  unreadCounts: UnreadCounts | null;
  favourites: Favourite[];
  dates: DateSettings | null;
}> {
  const api = await apiClient({ request, context });
  // One call and one statement: counts, the first favourites and the company's date format and time zone (every
  // date on the page is written with them).
  const shell = await api.get("/shell");
  if (!shell.ok) return { unreadCounts: null, favourites: [], dates: null };
  // One more than the sidebar lists (the API sends no more), so it knows to link to the rest.
  const favourites = shell.data.favourites.map((f) => ({
    id: f.id,
    label: f.title ?? f.type,
    href: paths.incident(f.id),
  }));
  return {
    unreadCounts: shell.data.unread,
    favourites,
    dates: shell.data.dates,
  };
}
