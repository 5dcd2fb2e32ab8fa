import { eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { type Conn, loadPlan, type PlanRow } from "~/domains/bcp/access.server";
import { auditPlan, diff, heldFields } from "~/domains/bcp/audit.server";
import { ANALYSIS_MESSAGES as M } from "./model";
import { riskRows } from "./plan-rows.server";
import { riskRating } from "./rating";
import { bcpRisks } from "./schema.server";
import { changeSection, cloneSection, type loadOwned, rowChange } from "./section.server";
import type { CloneInput, RiskInput } from "./validation";

type RiskRow = typeof bcpRisks.$inferSelect;

function presentRisk(r: RiskRow) {
  const { score, rating } = riskRating(r.severity, r.probability);
  return {
    id: r.id,
    bcpId: r.bcpId,
    name: r.name,
    type: r.type,
    severity: r.severity,
    probability: r.probability,
    existingControlStrategy: r.existingControlStrategy,
    controlStatus: r.controlStatus,
    score,
    rating,
    updatedAt: r.updatedAt.toISOString(),
  };
}
export type RiskView = ReturnType<typeof presentRisk>;

export async function listRisks(deps: ApiDeps, user: Principal, bcpId: string) {
  return risksOfPlan(deps.db, await loadPlan(deps.db, user, bcpId, "bcp.read"));
}

/** The risks of a plan already loaded (and its access checked). */
export async function risksOfPlan(db: Conn, plan: PlanRow, user?: Principal) {
  return (await riskRows(db, plan.id, user)).map(presentRisk);
}

/** What the user edits of a risk (an audit entry compares these). */
const fields = (input: RiskInput) => ({
  name: input.name,
  type: input.type,
  severity: input.severity,
  probability: input.probability,
  existingControlStrategy: input.existingControlStrategy,
  controlStatus: input.controlStatus,
});
/** What a risk added or removed held, for its audit entry (its name says which it was). */
const held = (risk: RiskInput, how: "added" | "removed") => {
  const { name: _name, ...rest } = fields(risk);
  return heldFields(rest, how);
};
const columns = (input: RiskInput, user: Principal, now: Date) => ({
  ...fields(input),
  updatedBy: user.id,
  updatedAt: now,
});

export async function addRisk(deps: ApiDeps, user: Principal, input: RiskInput & { bcpId: string }) {
  const row = await changeSection(deps, user, input.bcpId, "riskAssessment", async (tx, plan) => {
    const [created] = await tx
      .insert(bcpRisks)
      .values({ companyId: plan.companyId, bcpId: plan.id, ...columns(input, user, deps.now()) })
      .returning();
    await auditPlan(tx, user, plan, "risk.added", { name: created.name, ...held(created, "added") });
    return created;
  });
  return { ...presentRisk(row), message: M.riskAdded };
}

const findRisk = (db: Parameters<typeof loadOwned>[0], id: string) => async () =>
  (await db.select().from(bcpRisks).where(eq(bcpRisks.id, id)))[0];
const changeRisk = rowChange("riskAssessment", findRisk);

export async function editRisk(deps: ApiDeps, user: Principal, input: RiskInput & { id: string }) {
  const row = await changeRisk(deps, user, input.id, async (tx, risk, plan) => {
    const [updated] = await tx
      .update(bcpRisks)
      .set(columns(input, user, deps.now()))
      .where(eq(bcpRisks.id, risk.id))
      .returning();
    await auditPlan(tx, user, plan, "risk.edited", { name: updated.name, ...diff(risk, fields(input)) });
    return updated;
  });
  return { ...presentRisk(row), message: M.riskUpdated };
}

export async function removeRisk(deps: ApiDeps, user: Principal, id: string) {
  await changeRisk(deps, user, id, async (tx, risk, plan) => {
    await tx.delete(bcpRisks).where(eq(bcpRisks.id, risk.id));
    await auditPlan(tx, user, plan, "risk.removed", { name: risk.name, ...held(risk, "removed") });
  });
  return { removed: true, message: M.riskRemoved };
}

/** Replaces this plan's risks with a copy of another plan's (the user confirmed the overwrite). */
export async function cloneRisks(deps: ApiDeps, user: Principal, input: CloneInput) {
  const cloned = await cloneSection(
    deps,
    user,
    input,
    "riskAssessment",
    bcpRisks,
    (sourceBcpId) => deps.db.select().from(bcpRisks).where(eq(bcpRisks.bcpId, sourceBcpId)),
    async (tx, plan, sourceRows, source) => {
      await tx.insert(bcpRisks).values(
        sourceRows.map((r) => ({
          companyId: plan.companyId,
          bcpId: plan.id,
          ...columns(r, user, deps.now()),
          createdAt: r.createdAt,
        })),
      );
      await auditPlan(tx, user, plan, "risk.cloned", { from: source.name, risks: sourceRows.length });
      return sourceRows.length;
    },
  );
  return { cloned, message: M.riskCloned, data: await listRisks(deps, user, input.bcpId) };
}
