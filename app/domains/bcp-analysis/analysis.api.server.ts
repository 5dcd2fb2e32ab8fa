import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import {
  biaAnswer,
  biaClonedAnswer,
  biaSavedAnswer,
  maloAnswer,
  maloSavedAnswer,
  planAnalysisAnswer,
  riskAddedAnswer,
  riskAnswer,
  riskClonedAnswer,
  riskRemovedAnswer,
  riskUpdatedAnswer,
  scenarioAnswer,
  scenarioClonedAnswer,
  scenarioSavedAnswer,
  scenarioToggledAnswer,
} from "./answers";
import * as bia from "./bia.server";
import "./completion.server";
import * as malo from "./malo.server";
import { analysisOfProcess, planAnalysis } from "./plan-analysis.server";
import * as risks from "./risks.server";
import * as scenarios from "./scenarios.server";
import {
  biaSchema,
  cloneSchema,
  maloSchema,
  riskSchema,
  riskUpdateSchema,
  scenarioSchema,
  scenarioToggleSchema,
} from "./validation";

const TAG = "BCP analysis: BIA, risk, MALO, scenarios";
const bcpQuery = z.object({ bcpId: z.uuid() });
const idQuery = z.object({ id: z.uuid() });

/** Business impact, risk assessment, MALO and scenario planning of a plan. */
export const analysisEndpoints = [
  endpoint({
    method: "get",
    path: "/bcp/analysis",
    tag: TAG,
    summary:
      "Every analysis section of a plan, read-only: BIA, risks, dependencies, MALO, scenarios, BRT roster, stakeholders, executive summary",
    permission: "bcp.read",
    query: bcpQuery.extend({
      /** One process's BIA, dependencies and MALO only (the plan page opens one process at a time). */
      processId: z.uuid().optional(),
    }),
    answer: planAnalysisAnswer,
    handler: async ({ deps, user, query }) =>
      analysisOfProcess(await planAnalysis(deps, user, query.bcpId), query.processId),
  }),
  endpoint({
    method: "get",
    path: "/businessImpactAssesment/all",
    tag: TAG,
    summary: "The BIA overview: every process of a plan with its impact over time and business impact level",
    permission: "bcp.read",
    query: bcpQuery,
    answer: z.array(biaAnswer),
    handler: ({ deps, user, query }) => bia.listBia(deps, user, query.bcpId),
  }),
  endpoint({
    method: "put",
    path: "/businessImpactAssesment",
    tag: TAG,
    summary: "Save a process's BIA (and optionally its MAD, which must stay consistent with its MALO)",
    permission: "bcp.manage",
    body: biaSchema,
    answer: biaSavedAnswer,
    handler: ({ deps, user, body }) => bia.saveBia(deps, user, body),
  }),
  endpoint({
    method: "post",
    path: "/businessImpactAssesment/clone",
    tag: TAG,
    summary: "Overwrite the plan's BIA with another plan's (processes matched by name)",
    permission: "bcpAnalysis.clone",
    body: cloneSchema,
    answer: biaClonedAnswer,
    handler: ({ deps, user, body }) => bia.cloneBia(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/bcpRiskAssessment/all",
    tag: TAG,
    summary: "The risks of a plan with their rating (severity × probability)",
    permission: "bcp.read",
    query: bcpQuery,
    answer: z.array(riskAnswer),
    handler: ({ deps, user, query }) => risks.listRisks(deps, user, query.bcpId),
  }),
  endpoint({
    method: "post",
    path: "/bcpRiskAssessment",
    tag: TAG,
    summary: "Add a risk",
    permission: "bcp.manage",
    status: 201,
    body: riskSchema,
    answer: riskAddedAnswer,
    handler: ({ deps, user, body }) => risks.addRisk(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/bcpRiskAssessment",
    tag: TAG,
    summary: "Edit a risk",
    permission: "bcp.manage",
    body: riskUpdateSchema,
    answer: riskUpdatedAnswer,
    handler: ({ deps, user, body }) => risks.editRisk(deps, user, body),
  }),
  endpoint({
    method: "delete",
    path: "/bcpRiskAssessment",
    tag: TAG,
    summary: "Delete a risk",
    permission: "bcp.manage",
    query: idQuery,
    answer: riskRemovedAnswer,
    handler: ({ deps, user, query }) => risks.removeRisk(deps, user, query.id),
  }),
  endpoint({
    method: "post",
    path: "/bcpRiskAssessment/clone-risk",
    tag: TAG,
    summary: "Overwrite the plan's risks with a copy of another plan's",
    permission: "bcpAnalysis.clone",
    body: cloneSchema,
    answer: riskClonedAnswer,
    handler: ({ deps, user, body }) => risks.cloneRisks(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/bcpMalo/all",
    tag: TAG,
    summary: "The MALO of every process of a plan, with its MAD",
    permission: "bcp.read",
    query: bcpQuery,
    answer: z.array(maloAnswer),
    handler: ({ deps, user, query }) => malo.listMalo(deps, user, query.bcpId),
  }),
  endpoint({
    method: "put",
    path: "/bcpMalo",
    tag: TAG,
    summary: "Save a process's MALO (percentages over time) and maloCriterialExplanation",
    permission: "bcp.manage",
    body: maloSchema,
    answer: maloSavedAnswer,
    handler: ({ deps, user, body }) => malo.saveMalo(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/bcpScenario/all",
    tag: TAG,
    summary: "The scenario planning overview: every scenario, active or not, with its strategies",
    permission: "bcp.read",
    query: bcpQuery,
    answer: z.array(scenarioAnswer),
    handler: ({ deps, user, query }) => scenarios.listScenarios(deps, user, query.bcpId),
  }),
  endpoint({
    method: "put",
    path: "/bcpScenario",
    tag: TAG,
    summary: "Save a scenario's strategies",
    permission: "bcp.manage",
    body: scenarioSchema,
    answer: scenarioSavedAnswer,
    handler: ({ deps, user, body }) => scenarios.saveScenario(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/bcpScenario/toggle",
    tag: TAG,
    summary: "Turn a scenario active or inactive (its data is kept)",
    permission: "bcp.manage",
    body: scenarioToggleSchema,
    answer: scenarioToggledAnswer,
    handler: ({ deps, user, body }) => scenarios.toggleScenario(deps, user, body),
  }),
  endpoint({
    method: "post",
    path: "/bcpScenario/clone",
    tag: TAG,
    summary: "Overwrite the plan's scenarios with a copy of another plan's",
    permission: "bcpAnalysis.clone",
    body: cloneSchema,
    answer: scenarioClonedAnswer,
    handler: ({ deps, user, body }) => scenarios.cloneScenarios(deps, user, body),
  }),
];
