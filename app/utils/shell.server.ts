import type { Favourite } from "~/components/shell/sidebar";

/**
 * What the top bar and sidebar show on every signed-in page. Unread count and favourites are
 * filled in by the notifications and incidents domains as they land.
 */
export async function loadShellData(_request: Request): Promise<{ unread: number; favourites: Favourite[] }> {
  return { unread: 0, favourites: [] };
}
