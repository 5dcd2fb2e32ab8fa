import type { ApiDeps, Principal } from "~/api/context.server";
import { listBia } from "./bia.server";
import { planDependencies } from "./dependencies.server";
import { listMalo } from "./malo.server";
import { listRisks } from "./risks.server";
import { listRoster } from "./roster.server";
import { listScenarios } from "./scenarios.server";
import { listStakeholders } from "./stakeholders.server";
import { getSummary } from "./summary.server";

/**
 * Every analysis section of a plan, read-only, in one answer: the read view and the PDF show the
 * whole plan to everyone who may read it (approvers and view-only roles included).
 */
export async function planAnalysis(deps: ApiDeps, user: Principal, bcpId: string) {
  // One at a time: each reader checks access itself, and one connection runs one query at a time.
  const bia = await listBia(deps, user, bcpId);
  const risks = await listRisks(deps, user, bcpId);
  const dependencies = await planDependencies(deps, user, bcpId);
  const malo = await listMalo(deps, user, bcpId);
  const scenarios = await listScenarios(deps, user, bcpId);
  const roster = await listRoster(deps, user, bcpId);
  const stakeholders = await listStakeholders(deps, user, bcpId);
  const summary = await getSummary(deps, user, bcpId);
  return { bia, risks, dependencies, malo, scenarios, roster, stakeholders, summary };
}
export type PlanAnalysis = Awaited<ReturnType<typeof planAnalysis>>;
