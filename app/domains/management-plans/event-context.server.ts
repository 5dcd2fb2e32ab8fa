import { and, eq, isNotNull } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { notFound } from "~/api/errors.server";
import { impactedAssets } from "~/domains/assets/impact-schema.server";
import { assets } from "~/domains/assets/schema.server";
import { incidents } from "~/domains/incidents/schema.server";
import type { Place } from "./coverage";

/**
 * What association needs to know of an incident or crisis: its kind, and its places, which are the sites
 * it impacts (country, state, city and the site's name). Null when no such incident is recorded (the id
 * is then taken as opaque, for integrations that keep incidents elsewhere); another company's is 404.
 */
export async function eventContext(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
): Promise<{ type: "Incident" | "Crisis"; title: string | null; places: Place[] } | null> {
  const [incident] = await deps.db
    .select({ companyId: incidents.companyId, type: incidents.type, title: incidents.title })
    .from(incidents)
    .where(eq(incidents.id, incidentId));
  if (!incident) return null;
  if (incident.companyId !== user.companyId) throw notFound();
  const sites = await deps.db
    .select({ country: assets.country, state: assets.state, city: assets.city, site: assets.name })
    .from(impactedAssets)
    .innerJoin(assets, eq(assets.id, impactedAssets.assetId))
    .where(
      and(
        eq(impactedAssets.companyId, user.companyId),
        eq(impactedAssets.incidentId, incidentId),
        isNotNull(impactedAssets.assetId),
      ),
    );
  return { type: incident.type === "Crisis" ? "Crisis" : "Incident", title: incident.title, places: sites };
}
