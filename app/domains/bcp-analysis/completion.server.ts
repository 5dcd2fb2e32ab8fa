import { completionOf, type PlanRows, registerSectionCompletion } from "~/domains/bcp/completion.server";
import type { Completion } from "~/domains/bcp/model";
import { biaMissingFields } from "./model";
import {
  biaRows,
  blockRows,
  maloRows,
  riskRows,
  rosterRows,
  scenarioRows,
  stakeholderRows,
  summaryRows,
} from "./plan-rows.server";
import { isPlanned } from "./scenarios.server";
import { hasContent } from "./summary.server";

/**
 * How complete each analysis section is, plugged into the BCP frame's section completion.
 * Per-process sections: done when every process has it, partially done when some have.
 */
const perProcess = (done: number, processes: number): Completion =>
  done === 0 ? "not_started" : completionOf(processes, done);

/** How many processes the plan has, from the rows the computation shares. */
const processCount = async (plan: PlanRows) => (await plan.processes()).length;

/** BIA: a process is assessed once its business impact level is no longer awaiting response. */
registerSectionCompletion("bia", async (db, bcpId, plan) => {
  const rows = await biaRows(db, bcpId, plan.user);
  const assessed = rows.filter((r) => biaMissingFields(r.businessImpactLevel).length === 0).length;
  if (rows.length === 0) return "not_started";
  return assessed === 0 ? "partially_done" : completionOf(await processCount(plan), assessed);
});

registerSectionCompletion("riskAssessment", async (db, bcpId, plan) =>
  (await riskRows(db, bcpId, plan.user)).length > 0 ? "done" : "not_started",
);

/** Dependencies: a process is done once any of its five blocks is saved. */
registerSectionCompletion("dependencies", async (db, bcpId, plan) => {
  const blocks = await blockRows(db, bcpId, plan.user);
  return perProcess(new Set(blocks.map((b) => b.processId)).size, await processCount(plan));
});

registerSectionCompletion("malo", async (db, bcpId, plan) =>
  perProcess((await maloRows(db, bcpId, plan.user)).length, await processCount(plan)),
);

/** Scenarios: done when every active scenario has a strategy (inactive ones do not count). */
registerSectionCompletion("scenarioPlanning", async (db, bcpId, plan) => {
  const rows = await scenarioRows(db, bcpId, plan.user);
  const active = rows.filter((r) => r.active);
  if (active.length === 0) return rows.some(isPlanned) ? "partially_done" : "not_started";
  return completionOf(active.length, active.filter(isPlanned).length);
});

/** BRT roster: done once the team has a leader. */
registerSectionCompletion("brtRoster", async (db, bcpId, plan) => {
  const rows = await rosterRows(db, bcpId, plan.user);
  if (rows.length === 0) return "not_started";
  return rows.some((r) => r.role === "LEADER") ? "done" : "partially_done";
});

registerSectionCompletion("stakeholders", async (db, bcpId, plan) =>
  (await stakeholderRows(db, bcpId, plan.user)).length > 0 ? "done" : "not_started",
);

registerSectionCompletion("executiveSummary", async (db, bcpId, plan) => {
  const [row] = await summaryRows(db, bcpId, plan.user);
  return row && hasContent(row.html) ? "done" : "not_started";
});

/** Imported for its registrations. */
export const ANALYSIS_COMPLETION_REGISTERED = true;
