import { asc, eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError, notFound } from "~/api/errors.server";
import { type Conn, loadPlan } from "./access.server";
import { auditPlan } from "./audit.server";
import { inTransaction } from "./effects.server";
import { BCP_MESSAGES } from "./messages";
import { loadProcess } from "./processes.server";
import { bcpProcesses, bcpProcessLocations } from "./schema.server";
import { type HeadcountInput, headcountFits, type LocationInput } from "./validation";
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

export async function addLocation(deps: ApiDeps, user: Principal, input: LocationInput) {
  return inTransaction(deps, async (tx, effects) => {
    const { process, plan } = await loadProcess(tx, user, input.processId, "bcp.manage");
    const existing = await locationsOf(tx, process.id);
    if (input.assetId && existing.some((l) => l.assetId === input.assetId)) {
      throw fieldError("assetId", "This site is already a delivery location of the process.");
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
        assetId: input.assetId ?? null,
        siteName: input.siteName,
        country: input.country || null,
        city: input.city || null,
        headcount: input.headcount ?? null,
      })
      .returning();
    await auditPlan(tx, user, plan, "location.added", {
      process: process.name,
      site: input.siteName,
      headcount: input.headcount ?? null,
    });
    return { location: present(row), message: BCP_MESSAGES.locationAdded };
  });
}

/** Saves every location's head count of a process at once, refusing a total above the service head count. */
export async function saveHeadcounts(deps: ApiDeps, user: Principal, input: HeadcountInput) {
  return inTransaction(deps, async (tx, effects) => {
    const { process, plan } = await loadProcess(tx, user, input.processId, "bcp.manage");
    const existing = await locationsOf(tx, process.id);
    const given = new Map(input.locations.map((l) => [l.id, l.headcount]));
    for (const id of given.keys()) {
      if (!existing.some((l) => l.id === id)) throw notFound();
    }
    const next = existing.map((l) => ({
      ...l,
      headcount: given.has(l.id) ? (given.get(l.id) ?? null) : l.headcount,
    }));
    if (
      !headcountFits(
        next.map((l) => l.headcount),
        process.totalGlobalHeadCount,
      )
    ) {
      throw badRequest(BCP_MESSAGES.locationHeadcountAboveService, {
        locations: [BCP_MESSAGES.locationHeadcountAboveService],
      });
    }
    const changed = next.filter((l, i) => l.headcount !== existing[i].headcount);
    if (changed.length > 0) {
      await sectionChanged(tx, deps, effects, user, plan, "deliveryHeadcount");
      for (const l of changed) {
        await tx
          .update(bcpProcessLocations)
          .set({ headcount: l.headcount })
          .where(eq(bcpProcessLocations.id, l.id));
      }
      await auditPlan(tx, user, plan, "headcount.saved", {
        process: process.name,
        headcount: Object.fromEntries(changed.map((l) => [l.siteName, l.headcount])),
      });
    }
    return { locations: next, message: BCP_MESSAGES.locationsSaved };
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
