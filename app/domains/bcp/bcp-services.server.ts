import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { notFound } from "~/api/errors.server";
import { prepared, UNNAMED } from "~/platform/db/prepared.server";
import { BCP_ID, type Conn, loadPlan } from "./access.server";
import { auditPlan, diff, heldFields } from "./audit.server";
import { inTransaction } from "./effects.server";
import { bcpProcesses, bcpProcessLocations, bcpServices } from "./schema.server";
import { sectionChanged } from "./workflow.server";

export type ServiceRow = typeof bcpServices.$inferSelect;

function present(s: ServiceRow) {
  return { id: s.id, bcpId: s.bcpId, name: s.name, description: s.description };
}

/** A service of a plan the user may perform the action on, with its plan; 404 otherwise. */
export async function loadService(db: Conn, user: Principal, id: string, action: "bcp.read" | "bcp.manage") {
  const [service] = await db.select().from(bcpServices).where(eq(bcpServices.id, id));
  if (!service) throw notFound();
  const plan = await loadPlan(db, user, service.bcpId, action);
  return { service, plan };
}

export async function listServices(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await loadPlan(deps.db, user, bcpId, "bcp.read");
  const rows = await prepared(deps.db, "bcpServicesByPlan", (db) =>
    db
      .select()
      .from(bcpServices)
      .where(eq(bcpServices.bcpId, BCP_ID))
      .orderBy(asc(bcpServices.createdAt), asc(bcpServices.name))
      .prepare(UNNAMED),
  ).execute({ bcpId: plan.id });
  return rows.map(present);
}

export async function addService(
  deps: ApiDeps,
  user: Principal,
  input: { bcpId: string; name: string; description: string },
) {
  return inTransaction(deps, async (tx, effects) => {
    const plan = await loadPlan(tx, user, input.bcpId, "bcp.manage");
    await sectionChanged(tx, deps, effects, user, plan, "services");
    const [service] = await tx
      .insert(bcpServices)
      .values({ companyId: plan.companyId, bcpId: plan.id, name: input.name, description: input.description })
      .returning();
    await auditPlan(tx, user, plan, "service.added", {
      service: input.name,
      ...heldFields({ description: input.description }, "added"),
    });
    return present(service);
  });
}

export async function editService(
  deps: ApiDeps,
  user: Principal,
  input: { id: string; name: string; description: string },
) {
  return inTransaction(deps, async (tx, effects) => {
    const { service, plan } = await loadService(tx, user, input.id, "bcp.manage");
    const changes = diff(service, { name: input.name, description: input.description });
    if (Object.keys(changes).length === 0) return present(service);
    await sectionChanged(tx, deps, effects, user, plan, "services");
    const [updated] = await tx
      .update(bcpServices)
      .set({ name: input.name, description: input.description })
      .where(eq(bcpServices.id, service.id))
      .returning();
    await auditPlan(tx, user, plan, "service.edited", { service: service.name, ...changes });
    return present(updated);
  });
}

/** What deleting a service takes with it, for the confirmation dialog to name. */
export async function serviceDeleteImpact(deps: ApiDeps, user: Principal, id: string) {
  const { service } = await loadService(deps.db, user, id, "bcp.read");
  const processes = await deps.db
    .select({ id: bcpProcesses.id, name: bcpProcesses.name })
    .from(bcpProcesses)
    .where(eq(bcpProcesses.bcpServiceId, service.id))
    .orderBy(asc(bcpProcesses.name));
  const [locations] = processes.length
    ? await deps.db
        .select({ n: count() })
        .from(bcpProcessLocations)
        .where(
          inArray(
            bcpProcessLocations.processId,
            processes.map((p) => p.id),
          ),
        )
    : [{ n: 0 }];
  return { service: service.name, processes: processes.map((p) => p.name), locations: locations?.n ?? 0 };
}

/** Deleting a service deletes its processes and their locations (one transaction, cascaded). */
export async function removeService(deps: ApiDeps, user: Principal, id: string) {
  const impact = await serviceDeleteImpact(deps, user, id);
  await inTransaction(deps, async (tx, effects) => {
    const { service, plan } = await loadService(tx, user, id, "bcp.manage");
    await sectionChanged(tx, deps, effects, user, plan, "services");
    await tx.delete(bcpServices).where(and(eq(bcpServices.id, service.id), eq(bcpServices.bcpId, plan.id)));
    await auditPlan(tx, user, plan, "service.removed", {
      ...impact,
      ...heldFields({ description: service.description }, "removed"),
    });
  });
  return { removed: true, ...impact };
}
