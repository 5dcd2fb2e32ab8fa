import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { replaceImpacted } from "~/domains/assets/impact.server";
import { impactedAssets } from "~/domains/assets/impact-schema.server";
import { assetsInRadius, peopleInRadius } from "~/domains/assets/radius.server";
import { processesAtSites, processesByIds } from "~/domains/bcp/site-links.server";
import { processesThroughEntries } from "~/domains/registers/impact-graph.server";
import { REGISTER_KIND_LABELS } from "~/domains/registers/model";
import { registerEntries } from "~/domains/registers/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { readAll } from "~/platform/db/read-all.server";
import type { IncidentRow } from "./records.server";
import { incidentAdhocProcesses, incidents } from "./schema.server";

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
  await replaceImpacted(tx, incident.companyId, incident.id, [
    ...[...sites].map(([assetId, distanceKm]) => ({ assetId, distanceKm })),
    ...[...persons].map(([personId, distanceKm]) => ({ personId, distanceKm })),
  ]);
  return { assets: sites.size, people: persons.size };
}

/** The impacted-asset rows that are register sites (not people) of an incident. */
export function impactedSitesOf(incident: Pick<IncidentRow, "id" | "companyId">) {
  return and(
    eq(impactedAssets.companyId, incident.companyId),
    eq(impactedAssets.incidentId, incident.id),
    isNotNull(impactedAssets.assetId),
  );
}

/** The register sites (not people) an incident impacts: in its radius, or added to it by hand. */
export async function impactedSiteIds(db: Db | Tx, incident: Pick<IncidentRow, "id" | "companyId">) {
  const rows = await db
    .select({ id: impactedAssets.assetId })
    .from(impactedAssets)
    .where(impactedSitesOf(incident));
  return rows.map((r) => r.id!);
}

/** Ids of the company's register entries among `ids`, in the order given (others are dropped). */
export async function ownEntryIds(db: Db | Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: registerEntries.id })
    .from(registerEntries)
    .where(and(eq(registerEntries.companyId, companyId), inArray(registerEntries.id, ids)));
  const own = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => own.has(id));
}

/**
 * The processes an incident impacts of itself: delivered at its impacted sites, and depending on a register
 * entry it hits (directly or through upstream processes, with the path), each once, the sites' first.
 */
async function impactedProcesses(
  db: Db | Tx,
  incident: Pick<IncidentRow, "id" | "companyId" | "registerEntryIds">,
) {
  const [atSites, reached] = await readAll(db, [
    async () => processesAtSites(db, incident.companyId, await impactedSiteIds(db, incident)),
    () => processesThroughEntries(db, incident.companyId, incident.registerEntryIds),
  ]);
  const through = new Map(reached.map((r) => [r.processId, r.path]));
  // Nearest first (the graph answers them by depth, then path).
  const order = new Map(reached.map((r, i) => [r.processId, i]));
  const seen = new Set(atSites.map((p) => p.id));
  const byEntry = (
    await processesByIds(
      db,
      incident.companyId,
      reached.map((r) => r.processId).filter((id) => !seen.has(id)),
    )
  ).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { processes: [...atSites, ...byEntry], through };
}

/** The ids of the processes an incident impacts of itself (sites and register entries). */
export async function impactedProcessIds(db: Db | Tx, incident: IncidentRow) {
  return new Set((await impactedProcesses(db, incident)).processes.map((p) => p.id));
}

/**
 * Step 4 and the PROCESSES tab: the processes delivered at the impacted sites (each by name, with its plan,
 * lead, MAD, criticality and head count there), then the BCP processes added by hand (adhocProcessIds), then
 * the typed ad hoc processes. A process is selected when bcpProcessIds holds it.
 */
export async function processesFor(db: Db | Tx, incident: IncidentRow) {
  const { processes: atSites, through } = await impactedProcesses(db, incident);
  const seen = new Set(atSites.map((p) => p.id));
  const byHandIds = incident.adhocProcessIds.filter((id) => !seen.has(id));
  const byHand = await processesByIds(db, incident.companyId, byHandIds);
  const chosen = new Set(incident.bcpProcessIds);
  const handSet = new Set(incident.adhocProcessIds);
  const [adhoc, entries] = await readAll(db, [
    () =>
      db
        .select({ id: incidentAdhocProcesses.id, name: incidentAdhocProcesses.name })
        .from(incidentAdhocProcesses)
        .where(eq(incidentAdhocProcesses.incidentId, incident.id)),
    () => entriesOf(db, incident),
  ]);
  const bcpProcesses = [...atSites, ...byHand].map((p) => ({
    ...p,
    selected: chosen.has(p.id),
    byHand: handSet.has(p.id) && !seen.has(p.id),
    through: through.get(p.id) ?? null,
  }));
  return {
    bcpProcesses,
    registerEntries: entries,
    adhocProcesses: adhoc.map((a) => ({ ...a, selected: incident.adhocProcessIds.includes(a.id) })),
    bcpIds: [...new Set(bcpProcesses.map((p) => p.bcp.id))],
  };
}

/**
 * Pre-ticks, after a (re)load of the impact, the processes of approved plans delivered at sites that were not
 * impacted before: what the user unticked stays unticked, what the new radius adds arrives ticked.
 */
export async function pretickApproved(tx: Db | Tx, incident: IncidentRow, before: Set<string>) {
  const after = (await impactedProcesses(tx, incident)).processes;
  const add = after.filter((p) => p.bcp.approved && !before.has(p.id)).map((p) => p.id);
  const next = [...new Set([...incident.bcpProcessIds, ...add])];
  if (next.length === incident.bcpProcessIds.length) return incident;
  const [saved] = await tx
    .update(incidents)
    .set({ bcpProcessIds: next })
    .where(eq(incidents.id, incident.id))
    .returning();
  return saved;
}

/**
 * Splits the ticked BCP processes of step 4: every one is loaded (bcpProcessIds); those not delivered at an
 * impacted site were added by hand and are kept in adhocProcessIds too (beside the typed ad hoc processes),
 * so they stay listed. Ids of another company's processes are dropped.
 */
export async function chosenProcesses(db: Db | Tx, incident: IncidentRow, ticked: string[]) {
  const own = await processesByIds(db, incident.companyId, [...new Set(ticked)]);
  const impacted = await impactedProcessIds(db, incident);
  return {
    bcpProcessIds: own.map((p) => p.id),
    byHand: own.filter((p) => !impacted.has(p.id)).map((p) => p.id),
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

/** The register entries an incident hits, by name, with their kind. */
async function entriesOf(db: Db | Tx, incident: Pick<IncidentRow, "companyId" | "registerEntryIds">) {
  if (incident.registerEntryIds.length === 0) return [];
  const rows = await db
    .select({ id: registerEntries.id, name: registerEntries.name, kind: registerEntries.kind })
    .from(registerEntries)
    .where(
      and(
        eq(registerEntries.companyId, incident.companyId),
        inArray(registerEntries.id, incident.registerEntryIds),
      ),
    )
    .orderBy(asc(registerEntries.name));
  return rows.map((r) => ({ ...r, kindLabel: REGISTER_KIND_LABELS[r.kind].one }));
}
