import type { ApiDeps, Principal } from "~/api/context.server";
import { readOnce } from "~/api/shared-auth.server";
import { loadPlan } from "~/domains/bcp/access.server";
import { processesOfPlan, processRowsOnce } from "~/domains/bcp/processes.server";
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
 * per page request. `processId`: the per-process sections (BIA, dependencies, MALO) of that process only, as the
 * plan page opens one process at a time (a 50-process plan's links were most of its SQL).
 */
export function planAnalysis(deps: ApiDeps, user: Principal, bcpId: string, processId?: string) {
  return readOnce(user, `bcp.analysis:${bcpId}:${processId ?? ""}`, () =>
    readAnalysis(deps, user, bcpId, processId),
  );
}

async function readAnalysis(deps: ApiDeps, user: Principal, bcpId: string, processId?: string) {
  const { db } = deps;
  const plan = await loadPlan(db, user, bcpId, "bcp.read");
  const all = await processesOfPlan(db, plan.id, processRowsOnce(db, user, plan.id));
  const processes = processId ? all.filter((p) => p.id === processId) : all;
  const [bia, dependencies, malo, wide] = await readAll(db, [
    () => biaOfPlan(db, plan, processes, user),
    () => dependenciesOfPlan(db, plan, processes, user),
    () => maloOfPlan(db, plan, processes, user),
    () => planWideAnalysis(deps, user, bcpId),
  ]);
  const { risks, scenarios, roster, stakeholders, summary } = wide;
  return { bia, risks, dependencies, malo, scenarios, roster, stakeholders, summary };
}

/** The sections that are the plan's, not a process's: once per page request (the field sheet builds on them). */
export function planWideAnalysis(deps: ApiDeps, user: Principal, bcpId: string) {
  return readOnce(user, `bcp.analysis.wide:${bcpId}`, async () => {
    const { db } = deps;
    const plan = await loadPlan(db, user, bcpId, "bcp.read");
    const [risks, scenarios, roster, stakeholders, summary] = await readAll(db, [
      () => risksOfPlan(db, plan, user),
      () => scenariosOfPlan(db, plan, user),
      () => rosterOfPlan(db, plan, user),
      () => stakeholdersOfPlan(db, plan, user),
      () => summaryOfPlan(db, plan, user),
    ]);
    return { risks, scenarios, roster, stakeholders, summary };
  });
}
export type PlanAnalysis = Awaited<ReturnType<typeof planAnalysis>>;
