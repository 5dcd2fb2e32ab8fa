import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { notFound } from "~/api/errors.server";
import { deleteAttachmentRows, purgeStored } from "~/domains/files/service.server";
import { forgetEdit, recordEdit } from "~/platform/concurrency/versions.server";
import { sanitizeRichText, stripTags } from "~/shared/sanitize.server";
import { assertCompanyUsers, auditPlan, type Conn, loadPlan, type PlanRow, touchPlan } from "./access.server";
import { PLAN_TYPE_SHORT } from "./model";
import {
  managementPlanLocations,
  managementPlanRoster,
  managementPlanSectionItems,
  managementPlanSections,
  managementPlans,
} from "./schema.server";
import type { LocationInput, rosterSchema, sectionItemSchema } from "./validation";
import { locationView } from "./views.server";

/** Runs a content change of one plan the caller manages, in one transaction, moving its status as needed. */
async function change<T>(
  deps: ApiDeps,
  user: Principal,
  planId: string,
  what: string,
  fn: (tx: Conn, plan: PlanRow) => Promise<T>,
) {
  return deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, user, planId, "managementPlan.manage");
    await touchPlan(tx, plan, deps.now());
    const result = await fn(tx, plan);
    await auditPlan(tx, user, plan, what);
    return result;
  });
}

/** The edit version key of one section, item or roster entry of a plan (part `section:<id>`…). */
const editKey = (plan: PlanRow, kind: "section" | "item" | "roster", id: string) => ({
  entity: "managementPlan" as const,
  entityId: plan.id,
  part: `${kind}:${id}`,
});

/** The plan a child row belongs to, within the caller's company (404 otherwise). */
async function planIdOf(
  deps: ApiDeps,
  user: Principal,
  table:
    | typeof managementPlanSections
    | typeof managementPlanSectionItems
    | typeof managementPlanRoster
    | typeof managementPlanLocations,
  id: string,
) {
  const [row] = await deps.db
    .select({ planId: table.planId })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, user.companyId)));
  if (!row) throw notFound();
  return row.planId;
}

// Locations ---------------------------------------------------------------------------------------

/** A section item as the API answers it. */
function presentItem(row: typeof managementPlanSectionItems.$inferSelect) {
  return { id: row.id, kind: row.kind, title: row.title, content: row.content, position: row.position };
}

export async function addLocation(deps: ApiDeps, user: Principal, planId: string, input: LocationInput) {
  return change(deps, user, planId, "location.added", async (tx, plan) => {
    const [row] = await tx
      .insert(managementPlanLocations)
      .values({ ...input, planId: plan.id, companyId: plan.companyId })
      .returning();
    return locationView(row!);
  });
}

export async function removeLocation(deps: ApiDeps, user: Principal, id: string) {
  const planId = await planIdOf(deps, user, managementPlanLocations, id);
  return change(deps, user, planId, "location.removed", async (tx) => {
    await tx.delete(managementPlanLocations).where(eq(managementPlanLocations.id, id));
    return { removed: true };
  });
}

/** Every place the company's plans cover, for the locations screen. */
export async function allLocations(deps: ApiDeps, user: Principal) {
  const rows = await deps.db
    .select({
      location: managementPlanLocations,
      planId: managementPlans.id,
      planName: managementPlans.name,
      planCode: managementPlans.code,
      planType: managementPlans.type,
      planStatus: managementPlans.status,
    })
    .from(managementPlanLocations)
    .innerJoin(managementPlans, eq(managementPlans.id, managementPlanLocations.planId))
    .where(eq(managementPlans.companyId, user.companyId))
    .orderBy(
      asc(managementPlanLocations.country),
      asc(managementPlanLocations.state),
      asc(managementPlanLocations.city),
    );
  return rows.map((r) => ({
    ...locationView(r.location),
    plan: {
      id: r.planId,
      name: r.planName,
      code: r.planCode,
      type: r.planType,
      typeLabel: PLAN_TYPE_SHORT[r.planType],
      status: r.planStatus,
    },
  }));
}

// Sections ----------------------------------------------------------------------------------------

export async function addSection(deps: ApiDeps, user: Principal, planId: string, input: { title: string }) {
  return change(deps, user, planId, "section.added", async (tx, plan) => {
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${managementPlanSections.position}), 0) + 1` })
      .from(managementPlanSections)
      .where(eq(managementPlanSections.planId, plan.id))) as [{ next: number }];
    const [row] = await tx
      .insert(managementPlanSections)
      .values({
        planId: plan.id,
        companyId: plan.companyId,
        title: stripTags(input.title),
        position: Number(next),
      })
      .returning();
    return { id: row!.id, title: row!.title, position: row!.position, items: [] };
  });
}

export async function updateSection(deps: ApiDeps, user: Principal, id: string, input: { title: string }) {
  const planId = await planIdOf(deps, user, managementPlanSections, id);
  return change(deps, user, planId, "section.updated", async (tx, plan) => {
    // Refuses (409) a rename made from a stale copy of the section.
    await recordEdit(tx, user, editKey(plan, "section", id), deps.now());
    const [row] = await tx
      .update(managementPlanSections)
      .set({ title: stripTags(input.title) })
      .where(eq(managementPlanSections.id, id))
      .returning();
    return { id: row!.id, title: row!.title, position: row!.position };
  });
}

export async function removeSection(deps: ApiDeps, user: Principal, id: string) {
  const planId = await planIdOf(deps, user, managementPlanSections, id);
  const files = await change(deps, user, planId, "section.removed", async (tx, plan) => {
    const files = await deleteAttachmentRows(tx, plan.companyId, "MANAGEMENT_PLAN", { sectionId: id });
    await tx.delete(managementPlanSections).where(eq(managementPlanSections.id, id));
    await forgetEdit(tx, editKey(plan, "section", id));
    await renumber(tx, managementPlanSections, eq(managementPlanSections.planId, plan.id));
    return files;
  });
  await purgeStored(files);
  return { removed: true };
}

/** Swaps a section (or item) with its neighbour, keeping positions 1..n. */
async function swap(
  tx: Conn,
  table: typeof managementPlanSections | typeof managementPlanSectionItems,
  scope: ReturnType<typeof eq>,
  id: string,
  direction: "up" | "down",
) {
  const rows = await tx
    .select({ id: table.id, position: table.position })
    .from(table)
    .where(scope)
    .orderBy(asc(table.position));
  const index = rows.findIndex((r) => r.id === id);
  const other = rows[direction === "up" ? index - 1 : index + 1];
  const me = rows[index];
  if (!me || !other) return;
  await tx.update(table).set({ position: other.position }).where(eq(table.id, me.id));
  await tx.update(table).set({ position: me.position }).where(eq(table.id, other.id));
}

async function renumber(
  tx: Conn,
  table: typeof managementPlanSections | typeof managementPlanSectionItems,
  scope: ReturnType<typeof eq>,
) {
  const rows = await tx.select({ id: table.id }).from(table).where(scope).orderBy(asc(table.position));
  for (const [i, r] of rows.entries())
    await tx
      .update(table)
      .set({ position: i + 1 })
      .where(eq(table.id, r.id));
}

export async function moveSection(deps: ApiDeps, user: Principal, id: string, direction: "up" | "down") {
  const planId = await planIdOf(deps, user, managementPlanSections, id);
  return change(deps, user, planId, "section.moved", async (tx, plan) => {
    await swap(tx, managementPlanSections, eq(managementPlanSections.planId, plan.id), id, direction);
    return { moved: true };
  });
}

// Section items -----------------------------------------------------------------------------------

type ItemInput = z.output<typeof sectionItemSchema>;

export async function addItem(deps: ApiDeps, user: Principal, sectionId: string, input: ItemInput) {
  const planId = await planIdOf(deps, user, managementPlanSections, sectionId);
  return change(deps, user, planId, "item.added", async (tx, plan) => {
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${managementPlanSectionItems.position}), 0) + 1` })
      .from(managementPlanSectionItems)
      .where(eq(managementPlanSectionItems.sectionId, sectionId))) as [{ next: number }];
    const [row] = await tx
      .insert(managementPlanSectionItems)
      .values({
        planId: plan.id,
        companyId: plan.companyId,
        sectionId,
        kind: input.kind,
        title: stripTags(input.title),
        content: sanitizeRichText(input.content),
        position: Number(next),
      })
      .returning();
    return presentItem(row!);
  });
}

export async function updateItem(deps: ApiDeps, user: Principal, id: string, input: ItemInput) {
  const planId = await planIdOf(deps, user, managementPlanSectionItems, id);
  return change(deps, user, planId, "item.updated", async (tx, plan) => {
    // Refuses (409) a save made from a stale copy of the item.
    await recordEdit(tx, user, editKey(plan, "item", id), deps.now());
    const [row] = await tx
      .update(managementPlanSectionItems)
      .set({ kind: input.kind, title: stripTags(input.title), content: sanitizeRichText(input.content) })
      .where(eq(managementPlanSectionItems.id, id))
      .returning();
    return presentItem(row!);
  });
}

export async function removeItem(deps: ApiDeps, user: Principal, id: string) {
  const planId = await planIdOf(deps, user, managementPlanSectionItems, id);
  return change(deps, user, planId, "item.removed", async (tx, plan) => {
    await forgetEdit(tx, editKey(plan, "item", id));
    const [row] = await tx
      .delete(managementPlanSectionItems)
      .where(eq(managementPlanSectionItems.id, id))
      .returning();
    await renumber(tx, managementPlanSectionItems, eq(managementPlanSectionItems.sectionId, row!.sectionId));
    return { removed: true };
  });
}

export async function moveItem(deps: ApiDeps, user: Principal, id: string, direction: "up" | "down") {
  const planId = await planIdOf(deps, user, managementPlanSectionItems, id);
  return change(deps, user, planId, "item.moved", async (tx) => {
    const [row] = await tx
      .select()
      .from(managementPlanSectionItems)
      .where(eq(managementPlanSectionItems.id, id));
    await swap(
      tx,
      managementPlanSectionItems,
      eq(managementPlanSectionItems.sectionId, row!.sectionId),
      id,
      direction,
    );
    return { moved: true };
  });
}

// Roster ------------------------------------------------------------------------------------------

type RosterInput = z.output<typeof rosterSchema>;

/** A roster entry's form as its row stores it (free text stripped of tags). */
function rosterValues(input: RosterInput) {
  return {
    role: input.role,
    userId: input.userId,
    name: input.name ? stripTags(input.name) : null,
    email: input.email,
    phone: input.phone ? stripTags(input.phone) : null,
    responsibility: input.responsibility ? stripTags(input.responsibility) : null,
  };
}

export async function addRosterMember(deps: ApiDeps, user: Principal, planId: string, input: RosterInput) {
  return change(deps, user, planId, "roster.added", async (tx, plan) => {
    await assertCompanyUsers(tx, plan.companyId, { userId: input.userId });
    const [row] = await tx
      .insert(managementPlanRoster)
      .values({ planId: plan.id, companyId: plan.companyId, ...rosterValues(input) })
      .returning();
    return { id: row!.id };
  });
}

export async function updateRosterMember(deps: ApiDeps, user: Principal, id: string, input: RosterInput) {
  const planId = await planIdOf(deps, user, managementPlanRoster, id);
  return change(deps, user, planId, "roster.updated", async (tx, plan) => {
    // Refuses (409) a save made from a stale copy of the roster entry.
    await recordEdit(tx, user, editKey(plan, "roster", id), deps.now());
    await assertCompanyUsers(tx, plan.companyId, { userId: input.userId });
    await tx.update(managementPlanRoster).set(rosterValues(input)).where(eq(managementPlanRoster.id, id));
    return { id };
  });
}

export async function removeRosterMember(deps: ApiDeps, user: Principal, id: string) {
  const planId = await planIdOf(deps, user, managementPlanRoster, id);
  return change(deps, user, planId, "roster.removed", async (tx, plan) => {
    await forgetEdit(tx, editKey(plan, "roster", id));
    await tx.delete(managementPlanRoster).where(eq(managementPlanRoster.id, id));
    return { removed: true };
  });
}

export { planIdOf };
