import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { impactedAssets } from "~/domains/assets/impact-schema.server";
import { assetsInRadius, peopleInRadius } from "~/domains/assets/radius.server";
import { assets } from "~/domains/assets/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { readAll } from "~/platform/db/read-all.server";
import type { IncidentRow } from "./records.server";
import { incidentAdhocProcesses } from "./schema.server";

/** The centres an incident covers: its alert location and every added location. */
export function incidentCentres(i: Pick<IncidentRow, "lat" | "long" | "locations">) {
  const centres = i.lat !== null && i.long !== null ? [{ lat: i.lat, lng: i.long }] : [];
  return [...centres, ...i.locations.map((l) => ({ lat: l.lat, lng: l.lng }))];
}

/**
 * "Load assets and people": every site and person within the viewing radius of any of the incident's
 * locations becomes impacted (nearest distance kept), replacing the previous load. Runs in the caller's
 * transaction. Uses the geo domain's radius queries.
 */
export async function loadImpact(tx: Db | Tx, incident: IncidentRow) {
  const centres = incidentCentres(incident);
  const radius = incident.viewRadius;
  const sites = new Map<string, number>();
  const persons = new Map<string, number>();
  if (radius) {
    for (const c of centres) {
      const query = { lat: c.lat, lng: c.lng, radius, unit: incident.radiusUnit };
      const [a, p] = await readAll(tx as Db, [
        () => assetsInRadius(tx as Db, incident.companyId, { ...query, includeIncidentId: incident.id }),
        () => peopleInRadius(tx as Db, incident.companyId, query),
      ]);
      for (const s of a) sites.set(s.id, Math.min(sites.get(s.id) ?? Number.POSITIVE_INFINITY, s.distanceKm));
      for (const x of p)
        persons.set(x.id, Math.min(persons.get(x.id) ?? Number.POSITIVE_INFINITY, x.distanceKm));
    }
  }
  await tx
    .delete(impactedAssets)
    .where(and(eq(impactedAssets.companyId, incident.companyId), eq(impactedAssets.incidentId, incident.id)));
  const rows = [
    ...[...sites].map(([assetId, distanceKm]) => ({ assetId, distanceKm })),
    ...[...persons].map(([personId, distanceKm]) => ({ personId, distanceKm })),
  ].map((r) => ({ ...r, companyId: incident.companyId, incidentId: incident.id }));
  if (rows.length > 0) await tx.insert(impactedAssets).values(rows);
  return { assets: sites.size, people: persons.size };
}

/** Step 4: the BCP processes delivered at the impacted sites, and the incident's ad hoc processes. */
export async function processesFor(db: Db | Tx, incident: IncidentRow) {
  const sites = await db
    .select({ id: assets.id, name: assets.name, processIds: assets.processIds, bcpIds: assets.bcpIds })
    .from(impactedAssets)
    .innerJoin(assets, eq(assets.id, impactedAssets.assetId))
    .where(and(eq(impactedAssets.incidentId, incident.id), isNotNull(impactedAssets.assetId)));
  const byProcess = new Map<string, string[]>();
  for (const s of sites)
    for (const p of s.processIds) byProcess.set(p, [...(byProcess.get(p) ?? []), s.name]);
  const adhoc = await db
    .select({ id: incidentAdhocProcesses.id, name: incidentAdhocProcesses.name })
    .from(incidentAdhocProcesses)
    .where(eq(incidentAdhocProcesses.incidentId, incident.id));
  return {
    bcpProcesses: [...byProcess].map(([id, siteNames]) => ({
      id,
      siteNames,
      selected: incident.bcpProcessIds.includes(id),
    })),
    adhocProcesses: adhoc.map((a) => ({ ...a, selected: incident.adhocProcessIds.includes(a.id) })),
    bcpIds: [...new Set(sites.flatMap((s) => s.bcpIds))],
  };
}

/** Ids of ad hoc processes of this incident among `ids` (others are dropped). */
export async function ownAdhocIds(db: Db | Tx, incidentId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: incidentAdhocProcesses.id })
    .from(incidentAdhocProcesses)
    .where(and(eq(incidentAdhocProcesses.incidentId, incidentId), inArray(incidentAdhocProcesses.id, ids)));
  return rows.map((r) => r.id);
}
