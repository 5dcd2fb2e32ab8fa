import { BIA_MESSAGES, DEPENDENCY_BLOCKS, ANALYSIS_MESSAGES as M } from "~/domains/bcp-analysis/model";
import { CLONABLE, isAnalysisSection, isClonable } from "~/domains/bcp-analysis/sections";
import {
  biaSchema,
  dependencyBlockSchema,
  maloSchema,
  memberSchema,
  memberUpdateSchema,
  riskSchema,
  riskUpdateSchema,
  scenarioSchema,
  stakeholderSchema,
  stakeholderUpdateSchema,
  summarySchema,
} from "~/domains/bcp-analysis/validation";
import type { ApiResult } from "~/web/api-types";
import {
  type Api,
  addOrEdit,
  buttonIntent,
  deleteIntent,
  formIntent,
  type Intent,
  postForm,
  putForm,
  refuse,
  unknownIntent,
} from "~/web/form-action.server";

import type { AnalysisData } from "./analysis-data";

export type { AnalysisData };

/**
 * The matches of a block's search without JavaScript: "Find" sends the block's form back as a GET with `depFor`
 * (its process and block) and `depQ` (what was typed); the block then offers the first 20 in a select.
 */
async function dependencyPicks(api: Api, search: URLSearchParams): Promise<AnalysisData["picks"]> {
  const key = search.get("depFor");
  const [processId, block] = key?.split(":") ?? [];
  const found = DEPENDENCY_BLOCKS.find((b) => b.key === block);
  if (!key || !processId || !found) return undefined;
  const query = (search.get("depQ") ?? "").slice(0, 100);
  const res = await api.get("/dependency/choices", { processId, block: found.key, q: query });
  return { key, query, choices: res.ok ? res.data : [] };
}

/** A section's rows, each read through its own typed call. */
async function sectionData(
  api: Api,
  bcpId: string,
  section: AnalysisData["section"],
  search: URLSearchParams,
) {
  const as = <T>(res: ApiResult<T, unknown>, part: (rows: T) => Partial<AnalysisData>) =>
    res.ok ? { ok: true as const, part: part(res.data) } : res;
  switch (section) {
    case "bia":
      return as(await api.get("/businessImpactAssesment/all", { bcpId }), (bia) => ({ bia }));
    case "riskAssessment":
      return as(await api.get("/bcpRiskAssessment/all", { bcpId }), (risks) => ({ risks }));
    case "dependencies": {
      // The dependencies' recovery gaps, acknowledged here where the links are made (the section's approval needs them).
      const [dependencies, gaps, picks] = await Promise.all([
        api.get("/dependency", { bcpId }),
        api.get("/registerEntry/recoveryGaps", { bcpId }),
        dependencyPicks(api, search),
      ]);
      return as(dependencies, (rows) => ({ dependencies: rows, gaps: gaps.ok ? gaps.data : [], picks }));
    }
    case "malo":
      return as(await api.get("/bcpMalo/all", { bcpId }), (malo) => ({ malo }));
    case "scenarioPlanning":
      return as(await api.get("/bcpScenario/all", { bcpId }), (scenarios) => ({ scenarios }));
    case "brtRoster": {
      const [roster, drills] = await Promise.all([
        api.get("/bcpBRTRoster/all", { bcpId }),
        api.get("/drill-roster", { rosterKind: "brt", rosterId: bcpId }),
      ]);
      return as(roster, (rows) => ({ roster: rows, drills: drills.ok ? drills.data : null }));
    }
    case "stakeholders":
      return as(await api.get("/bcpStakeholder/all", { bcpId }), (stakeholders) => ({ stakeholders }));
    case "executiveSummary":
      return as(await api.get("/bcp/executiveSummary", { bcpId }), (summary) => ({ summary }));
  }
}

/** The loader's part for an analysis section: its data, and the plans it could be cloned from. */
export async function loadAnalysis(
  api: Api,
  bcpId: string,
  section: string,
  search = new URLSearchParams(),
): Promise<AnalysisData | null> {
  if (!isAnalysisSection(section)) return null;
  const [res, plans] = await Promise.all([
    sectionData(api, bcpId, section, search),
    isClonable(section) ? api.get("/bcp/all", { pageSize: 100 }) : null,
  ]);
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return {
    section,
    ...res.part,
    sources: plans?.ok ? plans.data.filter((p) => p.id !== bcpId) : undefined,
  };
}

/**
 * What keeps the section on screen from Done, each pointing at its form (the BIA's unset levels: UX review B-3).
 * Worded on the server, so the analysis model's labels stay out of the plan editor's JavaScript.
 */
export function missingOf(analysis: AnalysisData | null) {
  return (analysis?.bia ?? [])
    .filter((r) => r.missing.length > 0)
    .map((r) => ({ text: BIA_MESSAGES.notDone(r.processName, r.missing), href: `#bia-${r.processId}` }));
}

/**
 * A dependency block's form: the block it saves is one of the form's fields, and so is part of its key. A link's
 * Remove button sends the form with `removeLink` (an unlinked line's, `removeLine`): the block is saved without it.
 */
const saveDependency: Intent = (ctx) => {
  const block = DEPENDENCY_BLOCKS.find((b) => b.key === ctx.formData.get("block"));
  if (!block) return unknownIntent(ctx);
  // A Remove button names the link (or the unlinked line) the block is saved without.
  for (const [button, field] of [
    ["removeLink", "linkIds"],
    ["removeLine", "dependencies"],
  ] as const) {
    const removed = ctx.formData.get(button);
    if (!removed) continue;
    const kept = ctx.formData.getAll(field).filter((value) => value !== removed);
    ctx.formData.delete(field);
    for (const value of kept) ctx.formData.append(field, value);
  }
  return formIntent({
    schema: dependencyBlockSchema,
    call: (api, value) => api.put(block.path, value),
    ok: M.dependencySaved,
    key: (formData) => `${formData.get("processId")}:${block.key}`,
  })(ctx);
};

/** Clones a section from another plan; which section is a field of the form. */
const clone: Intent = (ctx) => {
  const section = String(ctx.formData.get("section") ?? "");
  if (!isClonable(section)) return refuse(ctx, M.dataNotFound);
  return buttonIntent({
    call: (api, formData) =>
      api.post(CLONABLE[section].path, {
        bcpId: formData.get("bcpId"),
        sourceBcpId: formData.get("sourceBcpId"),
      }),
    ok: (answer) => answer.message,
    fail: (error) => {
      const detail = error.fields?.sourceBcpId?.[0] ?? error.message;
      return section === "riskAssessment" ? `${M.riskCloneFailed}: ${detail}` : detail;
    },
  })(ctx);
};

/**
 * The analysis sections' intents (BIA, risk, dependencies, MALO, scenarios, BRT roster, stakeholders, summary):
 * each form validates with the shared schema and makes its typed call.
 */
export const ANALYSIS_INTENTS: Record<string, Intent> = {
  saveBia: formIntent({
    schema: biaSchema,
    call: (api, value) => api.put("/businessImpactAssesment", value),
    ok: (saved) => M.biaSavedReplacing(saved.exposuresReplaced),
  }),
  saveRisk: addOrEdit(
    postForm("/bcpRiskAssessment", riskSchema, { ok: M.riskAdded, fail: M.riskAddFailed }),
    putForm("/bcpRiskAssessment", riskUpdateSchema, { ok: M.riskUpdated, fail: M.riskEditFailed }),
  ),
  saveDependency,
  saveMalo: putForm("/bcpMalo", maloSchema, { ok: M.maloSaved }),
  saveScenario: formIntent({
    schema: scenarioSchema,
    call: (api, value) => api.put("/bcpScenario", value),
    ok: M.scenarioSaved,
    key: (formData) => String(formData.get("scenario") ?? ""),
  }),
  saveMember: addOrEdit(
    postForm("/bcpBRTRoster", memberSchema, { ok: M.memberAdded }),
    putForm("/bcpBRTRoster", memberUpdateSchema, { ok: M.memberUpdated }),
  ),
  saveStakeholder: addOrEdit(
    postForm("/bcpStakeholder", stakeholderSchema, { ok: M.stakeholderAdded }),
    putForm("/bcpStakeholder", stakeholderUpdateSchema, { ok: M.stakeholderUpdated }),
  ),
  saveSummary: putForm("/bcp/executiveSummary", summarySchema, { ok: M.summarySaved }),
  toggleScenario: buttonIntent({
    call: (api, formData) =>
      api.put("/bcpScenario/toggle", {
        bcpId: formData.get("bcpId"),
        scenario: formData.get("scenario"),
        active: formData.get("active") === "true",
      }),
    ok: (answer) => answer.message,
  }),
  clone,
  deleteRisk: deleteIntent("/bcpRiskAssessment", M.riskRemoved),
  deleteDependency: deleteIntent("/dependency", M.dependencyRemoved),
  deleteMember: deleteIntent("/bcpBRTRoster", M.memberRemoved),
  deleteStakeholder: deleteIntent("/bcpStakeholder", M.stakeholderRemoved),
};
