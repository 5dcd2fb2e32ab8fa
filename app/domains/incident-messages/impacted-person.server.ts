import { and, eq } from "drizzle-orm";
import { assetActions, impactedAssets } from "~/domains/assets/impact-schema.server";
import type { Db, Tx } from "~/platform/db/client.server";

/**
 * Records an action (an answer, a call-back) on a person's row among an incident's impacted people, in the caller's
 * transaction. Someone messaged who is not impacted has no row there: nothing is written for them.
 */
export async function recordOnImpactedPerson(
  tx: Db | Tx,
  person: { companyId: string; incidentId: string; personId: string },
  action: Omit<typeof assetActions.$inferInsert, "companyId" | "impactedAssetId">,
) {
  const [impacted] = await tx
    .select({ id: impactedAssets.id })
    .from(impactedAssets)
    .where(
      and(
        eq(impactedAssets.companyId, person.companyId),
        eq(impactedAssets.incidentId, person.incidentId),
        eq(impactedAssets.personId, person.personId),
      ),
    );
  if (impacted)
    await tx
      .insert(assetActions)
      .values({ ...action, companyId: person.companyId, impactedAssetId: impacted.id });
}
