import type { Api } from "~/web/form-action.server";
import type { SiteChoice } from "./site-picker";

/**
 * The first sites matching what was typed in a site picker (none when the search fails), as the picker takes them.
 * `q` null: the page shows no picker, so nothing is asked.
 */
export async function siteChoices(api: Api, q: string | null): Promise<SiteChoice[]> {
  if (q === null) return [];
  const sites = await api.get("/asset/addresses", { q });
  return sites.ok ? sites.data.map(({ id, name, fullAddress }) => ({ id, name, fullAddress })) : [];
}
