import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { getEnv } from "~/config.server";
import { companies } from "~/domains/companies/schema.server";

/** The world outline drawn when no tile server is set (a static, fingerprint-free public file). */
export const WORLD_OUTLINE_URL = "/map/world-land.geojson";

export const mapSettingsSchema = z.object({
  tileUrl: z
    .string()
    .trim()
    .max(500)
    .refine(
      (v) => v === "" || (/^https?:\/\//.test(v) && ["{z}", "{x}", "{y}"].every((p) => v.includes(p))),
      "Tile server URL must start with http(s):// and contain {z}, {x} and {y}.",
    )
    .transform((v) => v || null),
  attribution: z
    .string()
    .trim()
    .max(300)
    .optional()
    .transform((v) => v || null),
});

export interface MapSettings {
  tileUrl: string | null;
  attribution: string | null;
  outlineUrl: string;
}

/** The company's tile server, else the installation's MAP_TILE_URL, else none (the bundled outline). */
export async function getMapSettings(deps: ApiDeps, user: Principal): Promise<MapSettings> {
  const [company] = await deps.db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  const map = (company?.settings.map ?? {}) as { tileUrl?: string | null; attribution?: string | null };
  return {
    tileUrl: map.tileUrl ?? getEnv().MAP_TILE_URL ?? null,
    attribution: map.attribution ?? getEnv().MAP_TILE_ATTRIBUTION ?? null,
    outlineUrl: WORLD_OUTLINE_URL,
  };
}

export async function setMapSettings(
  deps: ApiDeps,
  user: Principal,
  input: z.output<typeof mapSettingsSchema>,
) {
  await deps.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ settings: companies.settings })
      .from(companies)
      .where(eq(companies.id, user.companyId));
    await tx
      .update(companies)
      .set({ settings: { ...company.settings, map: input }, updatedAt: deps.now() })
      .where(eq(companies.id, user.companyId));
  });
  return { ...(await getMapSettings(deps, user)), message: "Map settings saved." };
}
