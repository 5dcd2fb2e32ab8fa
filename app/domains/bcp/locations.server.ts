import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError, notFound } from "~/api/errors.server";
import { assets } from "~/domains/assets/schema.server";
import { insertAsset } from "~/domains/assets/service.server";
import { assetSchema } from "~/domains/assets/validation";
import { searchCities } from "~/domains/geo/gazetteer.server";
import { type Conn, loadPlan } from "./access.server";
import { auditPlan } from "./audit.server";
import { inTransaction } from "./effects.server";
import { BCP_MESSAGES } from "./model";
import { loadProcess } from "./processes.server";
import { bcpProcesses, bcpProcessLocations } from "./schema.server";
import {
  type HeadcountInput,
  headcountFits,
  type LocationInput,
  type PlanHeadcountsInput,
} from "./validation";
import { sectionChanged } from "./workflow.server";

type LocationRow = typeof bcpProcessLocations.$inferSelect;

function present(l: LocationRow) {
  return {
    id: l.id,
    processId: l.processId,
    assetId: l.assetId,
    siteName: l.siteName,
    country: l.country ?? "",
    city: l.city ?? "",
    headcount: l.headcount,
  };
}

export async function locationsOf(db: Conn, processId: string) {
  const rows = await db
    .select()
    .from(bcpProcessLocations)
    .where(eq(bcpProcessLocations.processId, processId))
    .orderBy(asc(bcpProcessLocations.createdAt), asc(bcpProcessLocations.siteName));
  return rows.map(present);
}

/** A process's delivery locations with their head counts; an empty list is shown as 'No Locations Added'. */
export async function listLocations(deps: ApiDeps, user: Principal, processId: string) {
  const { process } = await loadProcess(deps.db, user, processId, "bcp.read");
  const locations = await locationsOf(deps.db, process.id);
  const total = locations.reduce((sum, l) => sum + (l.headcount ?? 0), 0);
  return {
    processId: process.id,
    serviceHeadCount: process.totalGlobalHeadCount,
    totalHeadCount: total,
    locations,
    message: locations.length === 0 ? BCP_MESSAGES.noLocations : null,
  };
}

/** The register's site of a delivery location: chosen (assetId), new (newSite*), or named (siteName, API). */
async function resolveSite(
  tx: Conn,
  user: Principal,
  input: LocationInput,
  businessUnitId: string,
): Promise<{ id: string | null; name: string; country: string | null; city: string | null }> {
  const sites = (where: SQL) =>
    tx
      .select({ id: assets.id, name: assets.name, country: assets.country, city: assets.city })
      .from(assets)
      .where(and(eq(assets.companyId, user.companyId), isNull(assets.incidentId), where));
  if (input.assetId) {
    const [site] = await sites(eq(assets.id, input.assetId));
    if (!site) throw fieldError("assetId", BCP_MESSAGES.siteRequired);
    return site;
  }
  if (input.newSiteName) {
    // Whoever may edit the plan may add the site it is delivered at (tenant-scoped, audited with the plan).
    const [same] = await sites(sql`lower(${assets.name}) = lower(${input.newSiteName})`);
    if (same) throw fieldError("newSiteName", BCP_MESSAGES.newSiteExists(same.name));
    let lat = input.newSiteLat;
    let lng = input.newSiteLng;
    let country = input.newSiteCountry ?? null;
    if (lat === undefined || lng === undefined) {
      if (!input.newSiteCity) throw fieldError("newSiteCity", BCP_MESSAGES.newSiteNeedsPlace);
      const query = [input.newSiteCity, input.newSiteCountry].filter(Boolean).join(", ");
      const [place] = searchCities(query, 1);
      if (!place) throw fieldError("newSiteCity", BCP_MESSAGES.cityNotFound(query));
      lat = place.lat;
      lng = place.lng;
      country ??= place.country;
    }
    const row = await insertAsset(tx, user, {
      ...assetSchema.parse({ name: input.newSiteName, type: "site", lat, lng }),
      city: input.newSiteCity ?? null,
      country,
      businessUnitId,
    });
    return { id: row.id, name: row.name, country: row.country, city: row.city };
  }
  // siteName alone (API): the register's one site of that name, or a free-text site that reaches no incident.
  const name = input.siteName ?? "";
  const named = await sites(sql`lower(${assets.name}) = lower(${name})`);
  if (named.length === 1) return named[0];
  return { id: null, name, country: input.country || null, city: input.city || null };
}

export async function addLocation(deps: ApiDeps, user: Principal, input: LocationInput) {
  return inTransaction(deps, async (tx, effects) => {
    const { process, plan } = await loadProcess(tx, user, input.processId, "bcp.manage");
    const existing = await locationsOf(tx, process.id);
    const site = await resolveSite(tx, user, input, plan.businessUnitId);
    if (site.id && existing.some((l) => l.assetId === site.id)) {
      throw fieldError("assetId", BCP_MESSAGES.siteAlreadyLinked(site.name));
    }
    const headcounts = [...existing.map((l) => l.headcount), input.headcount ?? null];
    if (!headcountFits(headcounts, process.totalGlobalHeadCount)) {
      throw fieldError("headcount", BCP_MESSAGES.locationHeadcountAboveService);
    }
    await sectionChanged(tx, deps, effects, user, plan, "deliveryLocations");
    const [row] = await tx
      .insert(bcpProcessLocations)
      .values({
        companyId: plan.companyId,
        processId: process.id,
        assetId: site.id,
        siteName: site.name,
        country: site.country,
        city: site.city,
        headcount: input.headcount ?? null,
      })
      .returning();
    await auditPlan(tx, user, plan, "location.added", {
      process: process.name,
      site: site.name,
      headcount: input.headcount ?? null,
    });
    return { location: present(row), message: BCP_MESSAGES.locationAdded };
  });
}

/** Saves every location's head count of a process at once, refusing a total above the service head count. */
export async function saveHeadcounts(deps: ApiDeps, user: Principal, input: HeadcountInput) {
  return inTransaction(deps, async (tx, effects) => {
    const { process, plan } = await loadProcess(tx, user, input.processId, "bcp.manage");
    const next = await nextHeadcounts(tx, process, input.locations);
    if (!next.fits) {
      throw badRequest(BCP_MESSAGES.locationHeadcountAboveService, {
        locations: [BCP_MESSAGES.locationHeadcountAboveService],
      });
    }
    if (next.changed.length > 0) {
      await sectionChanged(tx, deps, effects, user, plan, "deliveryHeadcount");
      await writeHeadcounts(tx, user, plan, process.name, next.changed);
    }
    return { locations: next.locations, message: BCP_MESSAGES.locationsSaved };
  });
}

/**
 * The whole Delivery Headcount section in one save (UX review scenario B): every process's head counts, all or
 * nothing; a process whose head counts exceed its own is refused on its row (`processes.<i>.locations`).
 */
export async function savePlanHeadcounts(deps: ApiDeps, user: Principal, input: PlanHeadcountsInput) {
  return inTransaction(deps, async (tx, effects) => {
    const plan = await loadPlan(tx, user, input.bcpId, "bcp.manage");
    const results = [];
    const errors: Record<string, string[]> = {};
    for (const [i, entry] of input.processes.entries()) {
      const { process } = await loadProcess(tx, user, entry.processId, "bcp.manage");
      if (process.bcpId !== plan.id) throw notFound();
      const next = await nextHeadcounts(tx, process, entry.locations);
      if (!next.fits) errors[`processes.${i}.locations`] = [BCP_MESSAGES.locationHeadcountAboveService];
      results.push({ process, next });
    }
    if (Object.keys(errors).length > 0) throw badRequest(BCP_MESSAGES.locationHeadcountAboveService, errors);
    const changed = results.filter((r) => r.next.changed.length > 0);
    if (changed.length > 0) {
      await sectionChanged(tx, deps, effects, user, plan, "deliveryHeadcount");
      for (const r of changed) await writeHeadcounts(tx, user, plan, r.process.name, r.next.changed);
    }
    return {
      processes: results.map((r) => ({ processId: r.process.id, locations: r.next.locations })),
      message: BCP_MESSAGES.locationsSaved,
    };
  });
}

/** A process's locations with the head counts given (others kept), whether they fit its head count, what changed. */
async function nextHeadcounts(
  db: Conn,
  process: typeof bcpProcesses.$inferSelect,
  given: HeadcountInput["locations"],
) {
  const existing = await locationsOf(db, process.id);
  const byId = new Map(given.map((l) => [l.id, l.headcount]));
  for (const id of byId.keys()) {
    if (!existing.some((l) => l.id === id)) throw notFound();
  }
  const locations = existing.map((l) => ({
    ...l,
    headcount: byId.has(l.id) ? (byId.get(l.id) ?? null) : l.headcount,
  }));
  return {
    locations,
    fits: headcountFits(
      locations.map((l) => l.headcount),
      process.totalGlobalHeadCount,
    ),
    changed: locations.filter((l, i) => l.headcount !== existing[i].headcount),
  };
}

async function writeHeadcounts(
  db: Conn,
  user: Principal,
  plan: Parameters<typeof auditPlan>[2],
  processName: string,
  changed: { id: string; siteName: string; headcount: number | null }[],
) {
  for (const l of changed) {
    await db
      .update(bcpProcessLocations)
      .set({ headcount: l.headcount })
      .where(eq(bcpProcessLocations.id, l.id));
  }
  await auditPlan(db, user, plan, "headcount.saved", {
    process: processName,
    headcount: Object.fromEntries(changed.map((l) => [l.siteName, l.headcount])),
  });
}

export async function removeLocation(deps: ApiDeps, user: Principal, id: string) {
  return inTransaction(deps, async (tx, effects) => {
    const [location] = await tx.select().from(bcpProcessLocations).where(eq(bcpProcessLocations.id, id));
    if (!location) throw notFound();
    const [process] = await tx.select().from(bcpProcesses).where(eq(bcpProcesses.id, location.processId));
    const plan = await loadPlan(tx, user, process.bcpId, "bcp.manage");
    await sectionChanged(tx, deps, effects, user, plan, "deliveryLocations");
    await tx.delete(bcpProcessLocations).where(eq(bcpProcessLocations.id, location.id));
    await auditPlan(tx, user, plan, "location.removed", { process: process.name, site: location.siteName });
    return { removed: true, message: BCP_MESSAGES.locationRemoved };
  });
}
