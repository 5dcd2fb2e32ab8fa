import { and, eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { type Conn, loadPlan, type PlanRow } from "~/domains/bcp/access.server";
import { auditPlan, diff } from "~/domains/bcp/audit.server";
import { ANALYSIS_MESSAGES as M, SCENARIO_LABELS, SCENARIOS, type Scenario } from "./model";
import { scenarioRows } from "./plan-rows.server";
import { bcpScenarios } from "./schema.server";
import { changeSection, cloneSection } from "./section.server";
import { strategiesOf } from "./strategies.server";
import type { CloneInput, ScenarioInput } from "./validation";

type ScenarioRow = typeof bcpScenarios.$inferSelect;

/** A scenario is planned once it has a short- or long-term strategy. */
export const isPlanned = (r: Pick<ScenarioRow, "shortTermStrategy" | "longTermStrategy">) =>
  !!(r.shortTermStrategy || r.longTermStrategy);

function presentScenario(scenario: Scenario, row: ScenarioRow | undefined) {
  return {
    scenario,
    label: SCENARIO_LABELS[scenario],
    saved: !!row,
    active: row?.active ?? false,
    planned: row ? isPlanned(row) : false,
    ...strategiesOf(row),
    strategyStatus: row?.strategyStatus ?? null,
  };
}
export type ScenarioView = ReturnType<typeof presentScenario>;

/** The scenario planning overview: every spec scenario, saved or not. */
export async function listScenarios(deps: ApiDeps, user: Principal, bcpId: string) {
  return scenariosOfPlan(deps.db, await loadPlan(deps.db, user, bcpId, "bcp.read"));
}

/** The scenario overview of a plan already loaded (and its access checked). */
export async function scenariosOfPlan(db: Conn, plan: PlanRow, user?: Principal) {
  const rows = await scenarioRows(db, plan.id, user);
  return SCENARIOS.map((s) =>
    presentScenario(
      s,
      rows.find((r) => r.scenario === s),
    ),
  );
}

async function one(deps: ApiDeps, user: Principal, bcpId: string, scenario: Scenario) {
  return (await listScenarios(deps, user, bcpId)).find((s) => s.scenario === scenario)!;
}

/** Saves a scenario's strategies; a newly planned scenario starts active. */
export async function saveScenario(deps: ApiDeps, user: Principal, input: ScenarioInput) {
  await changeSection(deps, user, input.bcpId, "scenarioPlanning", async (tx, plan) => {
    const { bcpId: _, scenario, ...strategies } = input;
    const [before] = await tx
      .select()
      .from(bcpScenarios)
      .where(and(eq(bcpScenarios.bcpId, plan.id), eq(bcpScenarios.scenario, scenario)));
    const values = { ...strategies, updatedBy: user.id, updatedAt: deps.now() };
    await tx
      .insert(bcpScenarios)
      .values({ companyId: plan.companyId, bcpId: plan.id, scenario, active: true, ...values })
      .onConflictDoUpdate({ target: [bcpScenarios.bcpId, bcpScenarios.scenario], set: values });
    await auditPlan(tx, user, plan, "scenario.saved", { scenario, ...diff(before ?? {}, strategies) });
  });
  return { ...(await one(deps, user, input.bcpId, input.scenario)), message: M.scenarioSaved };
}

/** Turns a scenario on or off; its strategies are kept either way. */
export async function toggleScenario(
  deps: ApiDeps,
  user: Principal,
  input: { bcpId: string; scenario: Scenario; active: boolean },
) {
  await changeSection(deps, user, input.bcpId, "scenarioPlanning", async (tx, plan) => {
    const [existing] = await tx
      .select()
      .from(bcpScenarios)
      .where(and(eq(bcpScenarios.bcpId, plan.id), eq(bcpScenarios.scenario, input.scenario)));
    if (existing) {
      await tx
        .update(bcpScenarios)
        .set({ active: input.active, updatedBy: user.id, updatedAt: deps.now() })
        .where(eq(bcpScenarios.id, existing.id));
    } else {
      await tx.insert(bcpScenarios).values({
        companyId: plan.companyId,
        bcpId: plan.id,
        scenario: input.scenario,
        active: input.active,
        updatedBy: user.id,
      });
    }
    await auditPlan(tx, user, plan, input.active ? "scenario.activated" : "scenario.deactivated", {
      scenario: input.scenario,
    });
  });
  return {
    ...(await one(deps, user, input.bcpId, input.scenario)),
    message: input.active ? M.scenarioActivated : M.scenarioDeactivated,
  };
}

/** Replaces this plan's scenarios with a copy of another plan's (the user confirmed the overwrite). */
export async function cloneScenarios(deps: ApiDeps, user: Principal, input: CloneInput) {
  const cloned = await cloneSection(
    deps,
    user,
    input,
    "scenarioPlanning",
    bcpScenarios,
    (sourceBcpId) => deps.db.select().from(bcpScenarios).where(eq(bcpScenarios.bcpId, sourceBcpId)),
    async (tx, plan, rows, source) => {
      await tx.insert(bcpScenarios).values(
        rows.map(({ id: _, companyId: __, bcpId: ___, ...r }) => ({
          ...r,
          companyId: plan.companyId,
          bcpId: plan.id,
          updatedBy: user.id,
          updatedAt: deps.now(),
        })),
      );
      await auditPlan(tx, user, plan, "scenario.cloned", { from: source.name });
      return rows.length;
    },
  );
  return { cloned, message: M.cloned, data: await listScenarios(deps, user, input.bcpId) };
}
