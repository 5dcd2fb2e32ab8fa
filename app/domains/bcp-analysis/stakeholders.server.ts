import { eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { type Conn, loadPlan, type PlanRow } from "~/domains/bcp/access.server";
import { auditPlan, diff, heldFields } from "~/domains/bcp/audit.server";
import { ANALYSIS_MESSAGES as M, STAKEHOLDER_KIND_LABELS } from "./model";
import { stakeholderRows } from "./plan-rows.server";
import { bcpStakeholders } from "./schema.server";
import { changeSection, rowChange } from "./section.server";
import type { StakeholderInput } from "./validation";

type StakeholderRow = typeof bcpStakeholders.$inferSelect;

const present = (s: StakeholderRow) => ({
  id: s.id,
  bcpId: s.bcpId,
  name: s.name,
  kind: s.kind,
  kindLabel: STAKEHOLDER_KIND_LABELS[s.kind],
  organisation: s.organisation,
  role: s.role,
  email: s.email,
  phone: s.phone,
});
export type StakeholderView = ReturnType<typeof present>;

export async function listStakeholders(deps: ApiDeps, user: Principal, bcpId: string) {
  return stakeholdersOfPlan(deps.db, await loadPlan(deps.db, user, bcpId, "bcp.read"));
}

/** The stakeholders of a plan already loaded (and its access checked). */
export async function stakeholdersOfPlan(db: Conn, plan: PlanRow, user?: Principal) {
  return (await stakeholderRows(db, plan.id, user)).map(present);
}

const columns = (input: StakeholderInput) => ({
  name: input.name,
  kind: input.kind,
  organisation: input.organisation,
  role: input.role,
  email: input.email,
  phone: input.phone,
});

/** What a stakeholder added or removed held, for its audit entry (its name says which it was). */
const held = (s: StakeholderInput, how: "added" | "removed") => {
  const { name: _name, ...rest } = columns(s);
  return heldFields(rest, how);
};

export async function addStakeholder(
  deps: ApiDeps,
  user: Principal,
  input: StakeholderInput & { bcpId: string },
) {
  const row = await changeSection(deps, user, input.bcpId, "stakeholders", async (tx, plan) => {
    const [created] = await tx
      .insert(bcpStakeholders)
      .values({ companyId: plan.companyId, bcpId: plan.id, ...columns(input) })
      .returning();
    await auditPlan(tx, user, plan, "stakeholder.added", { name: created.name, ...held(created, "added") });
    return created;
  });
  return { ...present(row), message: M.stakeholderAdded };
}

const find = (db: Conn, id: string) => async () =>
  (await db.select().from(bcpStakeholders).where(eq(bcpStakeholders.id, id)))[0];
const changeStakeholder = rowChange("stakeholders", find);

export async function editStakeholder(
  deps: ApiDeps,
  user: Principal,
  input: StakeholderInput & { id: string },
) {
  const row = await changeStakeholder(deps, user, input.id, async (tx, s, plan) => {
    const [updated] = await tx
      .update(bcpStakeholders)
      .set(columns(input))
      .where(eq(bcpStakeholders.id, s.id))
      .returning();
    await auditPlan(tx, user, plan, "stakeholder.edited", { name: updated.name, ...diff(s, columns(input)) });
    return updated;
  });
  return { ...present(row), message: M.stakeholderUpdated };
}

export async function removeStakeholder(deps: ApiDeps, user: Principal, id: string) {
  await changeStakeholder(deps, user, id, async (tx, row, plan) => {
    await tx.delete(bcpStakeholders).where(eq(bcpStakeholders.id, row.id));
    await auditPlan(tx, user, plan, "stakeholder.removed", { name: row.name, ...held(row, "removed") });
  });
  return { removed: true, message: M.stakeholderRemoved };
}
