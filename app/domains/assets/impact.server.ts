import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { notFound } from "~/api/errors.server";
import { radiusFields, withinHalfTheEarth } from "~/domains/geo/units";
import { readAll } from "~/platform/db/read-all.server";
import { MESSAGES } from "~/shared/messages";
import { displayName } from "~/shared/names";
import { assetActions, impactedAssets } from "./impact-schema.server";
import { ASSET_ACTIONS } from "./labels";
import { assetsInRadius, peopleInRadius } from "./radius.server";
import { assets, people } from "./schema.server";
import { presentAsset } from "./service.server";

export const loadImpactSchema = withinHalfTheEarth(
  z.object({ ...radiusFields, incidentId: z.uuid("Not a valid incident.") }),
);
export const assetActionSchema = z.object({
  impactedAssetId: z.uuid("Not a valid impacted asset."),
  action: z.enum(ASSET_ACTIONS, { error: "Choose an action." }),
  note: z
    .string()
    .trim()
    .max(250, "At most 250 characters.")
    .optional()
    .transform((v) => v || null),
});

/**
 * "Load assets and people": records every site (including the incident's ad hoc locations) and every
 * person within the radius as impacted by the incident, replacing the previous load, in one transaction.
 */
export async function loadImpact(deps: ApiDeps, user: Principal, input: z.output<typeof loadImpactSchema>) {
  const [sites, persons] = await readAll(deps.db, [
    () => assetsInRadius(deps.db, user.companyId, { ...input, includeIncidentId: input.incidentId }),
    () => peopleInRadius(deps.db, user.companyId, input),
  ]);
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(impactedAssets)
      .where(
        and(eq(impactedAssets.companyId, user.companyId), eq(impactedAssets.incidentId, input.incidentId)),
      );
    const rows = [
      ...sites.map((s) => ({ assetId: s.id, distanceKm: s.distanceKm })),
      ...persons.map((p) => ({ personId: p.id, distanceKm: p.distanceKm })),
    ].map((r) => ({ ...r, companyId: user.companyId, incidentId: input.incidentId }));
    if (rows.length > 0) await tx.insert(impactedAssets).values(rows);
  });
  return { assets: sites, people: persons, message: MESSAGES.locationsSaved };
}

/** What an incident impacts, with the latest action recorded on each. */
export async function listImpact(deps: ApiDeps, user: Principal, incidentId: string) {
  const rows = await deps.db
    .select({ impacted: impactedAssets, asset: assets, person: people })
    .from(impactedAssets)
    .leftJoin(assets, eq(assets.id, impactedAssets.assetId))
    .leftJoin(people, eq(people.id, impactedAssets.personId))
    .where(and(eq(impactedAssets.companyId, user.companyId), eq(impactedAssets.incidentId, incidentId)))
    .orderBy(asc(impactedAssets.distanceKm));
  const ids = rows.map((r) => r.impacted.id);
  const actions = ids.length
    ? await deps.db
        .select()
        .from(assetActions)
        .where(inArray(assetActions.impactedAssetId, ids))
        .orderBy(desc(assetActions.createdAt))
    : [];
  const latest = new Map<string, (typeof actions)[number]>();
  for (const a of actions) if (!latest.has(a.impactedAssetId)) latest.set(a.impactedAssetId, a);
  const lastAction = (id: string) => {
    const a = latest.get(id);
    return a ? { action: a.action, note: a.note, createdAt: a.createdAt } : null;
  };
  return {
    assets: rows
      .filter((r) => r.asset)
      .map((r) => ({
        id: r.impacted.id,
        distanceKm: r.impacted.distanceKm,
        asset: presentAsset(r.asset!),
        lastAction: lastAction(r.impacted.id),
      })),
    people: rows
      .filter((r) => r.person)
      .map((r) => ({
        id: r.impacted.id,
        distanceKm: r.impacted.distanceKm,
        person: {
          id: r.person!.id,
          name: displayName(r.person!),
          type: r.person!.type,
          email: r.person!.email,
          mobile: r.person!.mobile,
        },
        lastAction: lastAction(r.impacted.id),
      })),
  };
}

export async function recordAssetAction(
  deps: ApiDeps,
  user: Principal,
  input: z.output<typeof assetActionSchema>,
) {
  const [impacted] = await deps.db
    .select({ id: impactedAssets.id })
    .from(impactedAssets)
    .where(and(eq(impactedAssets.id, input.impactedAssetId), eq(impactedAssets.companyId, user.companyId)));
  if (!impacted) throw notFound();
  const [row] = await deps.db
    .insert(assetActions)
    .values({ ...input, companyId: user.companyId, createdBy: user.id })
    .returning();
  const { companyId: _c, ...rest } = row;
  return rest;
}

export async function listAssetActions(deps: ApiDeps, user: Principal, impactedAssetId: string) {
  const rows = await deps.db
    .select()
    .from(assetActions)
    .where(and(eq(assetActions.companyId, user.companyId), eq(assetActions.impactedAssetId, impactedAssetId)))
    .orderBy(asc(assetActions.createdAt));
  return rows.map(({ companyId: _c, ...rest }) => rest);
}

/** Ad hoc locations added to one incident ("add location"). */
export async function listAdhoc(deps: ApiDeps, user: Principal, incidentId: string) {
  const rows = await deps.db
    .select()
    .from(assets)
    .where(and(eq(assets.companyId, user.companyId), eq(assets.incidentId, incidentId)))
    .orderBy(asc(assets.createdAt));
  return rows.map(presentAsset);
}

export async function addAdhoc(
  deps: ApiDeps,
  user: Principal,
  input: { incidentId: string; name: string; address: string | null; lat: number; lng: number },
) {
  const [row] = await deps.db
    .insert(assets)
    .values({ ...input, companyId: user.companyId, type: "other" })
    .returning();
  return { asset: presentAsset(row), message: MESSAGES.locationAdded };
}

/** Removes an ad hoc location (never a company site: those are deleted from the assets list). */
export async function removeAdhoc(deps: ApiDeps, user: Principal, id: string) {
  const [row] = await deps.db
    .delete(assets)
    .where(and(eq(assets.id, id), eq(assets.companyId, user.companyId), isNotNull(assets.incidentId)))
    .returning({ id: assets.id });
  if (!row) throw notFound();
  return { id, message: MESSAGES.locationRemoved };
}
