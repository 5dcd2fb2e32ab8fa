import { and, asc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { scopeFor } from "~/domains/access/policy";
import { deleteAttachmentRows, listAttachments, purgeStored } from "~/domains/files/service.server";
import { editVersionsOf, recordEdit } from "~/platform/concurrency/versions.server";
import { containsPattern } from "~/platform/db/like";
import { readAll } from "~/platform/db/read-all.server";
import { sanitizeRichText, stripTags } from "~/shared/sanitize.server";
import {
  assertApprover,
  assertCompanyUsers,
  auditPlan,
  type Conn,
  loadPlan,
  type PlanRow,
  touchPlan,
} from "./access.server";
import type { PlanStatus, PlanType } from "./model";
import {
  managementPlanLocations,
  managementPlanRoster,
  managementPlanSectionItems,
  managementPlanSections,
  managementPlans,
} from "./schema.server";
import type { LocationInput, PlanInput } from "./validation";
import { planContent, planRows } from "./views.server";

export async function listPlans(
  deps: ApiDeps,
  user: Principal,
  type: PlanType,
  filters: { ownerId?: string; approverId?: string; status?: PlanStatus; q?: string },
) {
  const where: SQL[] = [eq(managementPlans.companyId, user.companyId), eq(managementPlans.type, type)];
  if (filters.ownerId) where.push(eq(managementPlans.ownerId, filters.ownerId));
  if (filters.approverId) where.push(eq(managementPlans.approverId, filters.approverId));
  if (filters.status) where.push(eq(managementPlans.status, filters.status));
  if (filters.q) where.push(ilike(managementPlans.name, containsPattern(filters.q)));
  const plans = await deps.db
    .select()
    .from(managementPlans)
    .where(and(...where))
    .orderBy(asc(managementPlans.code));
  return planRows(deps.db, plans, deps.now());
}

export async function planDetails(deps: ApiDeps, user: Principal, id: string) {
  const plan = await loadPlan(deps.db, user, id, "managementPlan.read");
  return planDetailsOf(deps, plan);
}

export async function planDetailsOf(deps: ApiDeps, plan: PlanRow) {
  const [[row], content] = await readAll(deps.db, [
    () => planRows(deps.db, [plan], deps.now()),
    () => planContent(deps.db, plan),
  ]);
  const attachments = await listAttachments(deps.db, plan.companyId, "MANAGEMENT_PLAN", [plan.id]);
  const versions = await editVersionsOf(deps.db, "managementPlan", plan.id);
  return {
    ...row!,
    ...content,
    /** Edit version of the plan's details (the edit form sends it back as If-Match). */
    version: versions.details ?? 0,
    /** Edit versions of the plan's parts: `section:<id>`, `item:<id>`, `roster:<id>` (absent = 0). */
    editVersions: versions,
    sections: content.sections.map((s) => ({
      ...s,
      attachments: attachments.filter((a) => a.sectionId === s.id),
    })),
  };
}
export type PlanDetails = Awaited<ReturnType<typeof planDetailsOf>>;

/**
 * The next free ID of the company for this type: IMP-0001, CMP-0001… Called inside the creating transaction:
 * the advisory lock makes concurrent creates of one company take their turn (without it two transactions
 * read the same maximum and the second insert fails on management_plans_code_key).
 */
async function nextCode(db: Conn, companyId: string, type: PlanType) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`management-plan-code:${companyId}:${type}`}))`,
  );
  const rows = await db
    .select({ code: managementPlans.code })
    .from(managementPlans)
    .where(and(eq(managementPlans.companyId, companyId), eq(managementPlans.type, type)));
  const max = rows.reduce((m, r) => Math.max(m, Number(r.code.split("-")[1]) || 0), 0);
  return `${type}-${String(max + 1).padStart(4, "0")}`;
}

async function insertLocations(db: Conn, plan: PlanRow, locations: LocationInput[]) {
  if (locations.length === 0) return;
  await db.insert(managementPlanLocations).values(
    locations.map((l) => ({
      country: l.country,
      state: l.state,
      city: l.city,
      site: l.site,
      planId: plan.id,
      companyId: plan.companyId,
    })),
  );
}

export async function createPlan(deps: ApiDeps, user: Principal, type: PlanType, input: PlanInput) {
  // An "own" grant (BCP Lead) may only create plans it owns.
  const ownerId = scopeFor(user.role, "managementPlan.manage") === "own" ? user.id : input.ownerId;
  const plan = await deps.db.transaction(async (tx) => {
    await assertCompanyUsers(tx, user.companyId, { ownerId, approverId: input.approverId });
    await assertApprover(tx, { ownerId, approverId: input.approverId });
    const [plan] = await tx
      .insert(managementPlans)
      .values({
        companyId: user.companyId,
        type,
        code: await nextCode(tx, user.companyId, type),
        name: stripTags(input.name),
        description: input.description ? stripTags(input.description) : null,
        ownerId,
        approverId: input.approverId,
        testIntervalMonths: input.testIntervalMonths ?? 12,
        createdBy: user.id,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning();
    await insertLocations(tx, plan!, input.locations ?? []);
    await auditPlan(tx, user, plan!, "created", { name: plan!.name, type });
    return plan!;
  });
  return planDetailsOf(deps, plan);
}

export async function updatePlan(
  deps: ApiDeps,
  user: Principal,
  id: string,
  input: Partial<Omit<PlanInput, "locations">>,
) {
  const plan = await deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, user, id, "managementPlan.manage");
    const ownerId = scopeFor(user.role, "managementPlan.manage") === "own" ? plan.ownerId : input.ownerId;
    await assertCompanyUsers(tx, plan.companyId, { ownerId, approverId: input.approverId });
    await assertApprover(tx, {
      ownerId: ownerId || plan.ownerId,
      approverId: input.approverId !== undefined ? input.approverId : plan.approverId,
    });
    // Refuses (409) a save made from a stale copy of the plan's details.
    await recordEdit(tx, user, { entity: "managementPlan", entityId: plan.id, part: "details" }, deps.now());
    await touchPlan(tx, plan, deps.now());
    const changes = {
      ...(input.name !== undefined ? { name: stripTags(input.name) } : {}),
      ...(input.description !== undefined
        ? { description: input.description ? stripTags(input.description) : null }
        : {}),
      ...(ownerId ? { ownerId } : {}),
      ...(input.approverId !== undefined ? { approverId: input.approverId } : {}),
      ...(input.testIntervalMonths !== undefined ? { testIntervalMonths: input.testIntervalMonths } : {}),
    };
    const [row] = await tx
      .update(managementPlans)
      .set({ ...changes, updatedAt: deps.now() })
      .where(eq(managementPlans.id, plan.id))
      .returning();
    await auditPlan(tx, user, plan, "updated", changes);
    return row!;
  });
  return planDetailsOf(deps, plan);
}

/** Removes a plan with everything it holds (sections, roster, tests, associations, files). */
export async function removePlan(deps: ApiDeps, user: Principal, id: string) {
  const files = await deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, user, id, "managementPlan.manage");
    const files = await deleteAttachmentRows(tx, plan.companyId, "MANAGEMENT_PLAN", { ownerId: plan.id });
    await tx.delete(managementPlans).where(eq(managementPlans.id, plan.id));
    await auditPlan(tx, user, plan, "removed", { name: plan.name, code: plan.code });
    return files;
  });
  await purgeStored(files);
  return { removed: true };
}

/**
 * A copy to start a new plan from: details, locations, sections with their items and the roster.
 * It starts as Just Created with no approval, no tests, no associations and no files.
 */
export async function clonePlan(deps: ApiDeps, user: Principal, id: string) {
  const copy = await deps.db.transaction(async (tx) => {
    const source = await loadPlan(tx, user, id, "managementPlan.read");
    if (scopeFor(user.role, "managementPlan.manage") === null)
      await loadPlan(tx, user, id, "managementPlan.manage");
    const ownerId = scopeFor(user.role, "managementPlan.manage") === "own" ? user.id : source.ownerId;
    const [copy] = await tx
      .insert(managementPlans)
      .values({
        companyId: source.companyId,
        type: source.type,
        code: await nextCode(tx, source.companyId, source.type),
        name: `Copy of ${source.name}`.slice(0, 200),
        description: source.description,
        ownerId,
        // The copy's owner never approves it.
        approverId: source.approverId === ownerId ? null : source.approverId,
        testIntervalMonths: source.testIntervalMonths,
        clonedFromId: source.id,
        createdBy: user.id,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning();
    const content = await planContent(tx, source);
    await insertLocations(tx, copy!, content.locations);
    for (const section of content.sections) {
      const [s] = await tx
        .insert(managementPlanSections)
        .values({
          planId: copy!.id,
          companyId: copy!.companyId,
          title: section.title,
          position: section.position,
        })
        .returning();
      if (section.items.length) {
        await tx.insert(managementPlanSectionItems).values(
          section.items.map((i) => ({
            planId: copy!.id,
            companyId: copy!.companyId,
            sectionId: s!.id,
            kind: i.kind,
            title: i.title,
            content: sanitizeRichText(i.content),
            position: i.position,
          })),
        );
      }
    }
    const roster = await tx
      .select()
      .from(managementPlanRoster)
      .where(eq(managementPlanRoster.planId, source.id));
    if (roster.length) {
      await tx
        .insert(managementPlanRoster)
        .values(roster.map(({ id: _id, createdAt: _c, ...r }) => ({ ...r, planId: copy!.id })));
    }
    await auditPlan(tx, user, copy!, "cloned", { from: source.id });
    return copy!;
  });
  return planDetailsOf(deps, copy);
}
