import { and, eq } from "drizzle-orm";
import type { HazardUses } from "~/domains/hazards/service.server";
import { alerts, incidents } from "./schema.server";

/**
 * The incidents and crises (drafts too) and the alerts that name a hazard, or the incidents that name a category:
 * the hazard catalogue refuses to delete what they name (issue 21). Registered with hazards at startup.
 */
export const hazardUses: HazardUses = async (tx, companyId, use, limit) => {
  const named = await tx
    .select({ title: incidents.title, type: incidents.type, isDraft: incidents.isDraft })
    .from(incidents)
    .where(
      and(
        eq(incidents.companyId, companyId),
        "hazardId" in use
          ? eq(incidents.hazardId, use.hazardId)
          : eq(incidents.hazardCategoryId, use.categoryId),
      ),
    )
    .limit(limit);
  const uses = named.map(
    (r) => `${r.isDraft ? "draft " : ""}${r.type.toLowerCase()} ${r.title ?? "(untitled)"}`,
  );
  if (!("hazardId" in use)) return uses;
  const alerted = await tx
    .select({ title: alerts.title })
    .from(alerts)
    .where(and(eq(alerts.companyId, companyId), eq(alerts.hazardId, use.hazardId)))
    .limit(limit);
  return [...uses, ...alerted.map((a) => `alert ${a.title}`)];
};
