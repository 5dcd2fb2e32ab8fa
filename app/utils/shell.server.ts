import type { Favourite } from "~/components/shell/sidebar";
import { detailHref } from "~/domains/incidents/ui/paths";
import type { UnreadCounts } from "~/domains/notifications/types";
import { apiClient } from "./api.server";

/**
 * What the top bar and sidebar show on every signed-in page. Unread count is filled in by the
 * notifications domain as it lands; favourites are the user's starred incidents and crises.
 */
export async function loadShellData(request: Request): Promise<{ unread: number; favourites: Favourite[] }> {
  const api = await apiClient(request);
  const [counts, favs] = await Promise.all([
    api.get<UnreadCounts>("/notifications/counts"),
    api.get<{ id: string; title: string | null; type: string }[]>("/incident/favourites"),
  ]);
  const favourites = favs.ok
    ? favs.data.map((f) => ({ id: f.id, label: f.title ?? f.type, href: detailHref(f.id) }))
    : [];
  return { unread: counts.ok ? counts.data.total : 0, favourites };
}
