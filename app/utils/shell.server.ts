import type { Favourite } from "~/components/shell/sidebar";
import type { UnreadCounts } from "~/domains/notifications/types";
import { apiClient } from "./api.server";

/**
 * What the top bar and sidebar show on every signed-in page. Unread count and favourites are
 * filled in by the notifications and incidents domains as they land.
 */
export async function loadShellData(request: Request): Promise<{ unread: number; favourites: Favourite[] }> {
  const api = await apiClient(request);
  const counts = await api.get<UnreadCounts>("/notifications/counts");
  return { unread: counts.ok ? counts.data.total : 0, favourites: [] };
}
