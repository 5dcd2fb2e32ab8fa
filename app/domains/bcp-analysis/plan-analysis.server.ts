import type { ApiDeps, Principal } from "~/api/context.server";
import { readOnce } from "~/api/shared-auth.server";
import { loadPlan } from "~/domains/bcp/access.server";
import { processesOfPlan } from "~/domains/bcp/processes.server";
import { readAll } from "~/platform/db/read-all.server";
import { biaOfPlan } from "./bia.server";
import { dependenciesOfPlan } from "./dependencies.server";
import { maloOfPlan } from "./malo.server";
import { risksOfPlan } from "./risks.server";
import { rosterOfPlan } from "./roster.server";
import { scenariosOfPlan } from "./scenarios.server";
import { stakeholdersOfPlan } from "./stakeholders.server";
import { summaryOfPlan } from "./summary.server";

/**
 * Every analysis section of a plan, read-only, in one answer: the read view and the PDF show the
 * whole plan to everyone who may read it (approvers and view-only roles included).
 * Access is checked and the processes read once for all sections, whose reads then run side by side (issue 37:
 * each section checking access and reading the processes again cost the read view 19 round trips in a row); once
 * per page request (the field sheet builds on it too, so the plan page read it twice).
 */
export function planAnalysis(deps: ApiDeps, user: Principal, bcpId: string) {
  return readOnce(user, `bcp.analysis:${bcpId}`, () => readAnalysis(deps, user, bcpId));
}

async function readAnalysis(deps: ApiDeps, user: Principal, bcpId: string) {
  const { db } = deps;
  const plan = await loadPlan(db, user, bcpId, "bcp.read");
  const processes = await processesOfPlan(db, plan.id);
  const [bia, risks, dependencies, malo, scenarios, roster, stakeholders, summary] = await readAll(db, [
    () => biaOfPlan(db, plan, processes),
    () => risksOfPlan(db, plan),
    () => dependenciesOfPlan(db, plan, processes),
    () => maloOfPlan(db, plan, processes),
    () => scenariosOfPlan(db, plan),
    () => rosterOfPlan(db, plan),
    () => stakeholdersOfPlan(db, plan),
    () => summaryOfPlan(db, plan),
  ]);
  return { bia, risks, dependencies, malo, scenarios, roster, stakeholders, summary };
}
export type PlanAnalysis = Awaited<ReturnType<typeof planAnalysis>>;

/** The analysis with one process's rows in its per-process sections (BIA, dependencies, MALO); all without one. */
export function analysisOfProcess(analysis: PlanAnalysis, processId: string | undefined): PlanAnalysis {
  if (!processId) return analysis;
  const only = <T extends { processId: string }>(rows: T[]) => rows.filter((r) => r.processId === processId);
  return {
    ...analysis,
    bia: only(analysis.bia),
    dependencies: only(analysis.dependencies),
    malo: only(analysis.malo),
  };
}
