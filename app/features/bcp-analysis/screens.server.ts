import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { DEPENDENCY_BLOCKS, ANALYSIS_MESSAGES as M } from "~/domains/bcp-analysis/model";
import {
  type AnalysisSectionKey,
  CLONABLE,
  isAnalysisSection,
  isClonable,
} from "~/domains/bcp-analysis/sections";
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
import type { apiClient } from "~/web/api.server";
import { redirectWithToast } from "~/web/session.server";

import type { AnalysisData, PlanOption } from "./analysis-data";

export type { AnalysisData };

type Api = Awaited<ReturnType<typeof apiClient>>;

const LIST_PATHS: Record<AnalysisSectionKey, [keyof AnalysisData, string]> = {
  bia: ["bia", "/businessImpactAssesment/all"],
  riskAssessment: ["risks", "/bcpRiskAssessment/all"],
  dependencies: ["dependencies", "/dependency"],
  malo: ["malo", "/bcpMalo/all"],
  scenarioPlanning: ["scenarios", "/bcpScenario/all"],
  brtRoster: ["roster", "/bcpBRTRoster/all"],
  stakeholders: ["stakeholders", "/bcpStakeholder/all"],
  executiveSummary: ["summary", "/bcp/executiveSummary"],
};

/** The loader's part for an analysis section: its data, and the plans it could be cloned from. */
export async function loadAnalysis(api: Api, bcpId: string, section: string): Promise<AnalysisData | null> {
  if (!isAnalysisSection(section)) return null;
  const [key, path] = LIST_PATHS[section];
  const [res, plans] = await Promise.all([
    api.get(path, { bcpId }),
    isClonable(section) ? api.get("/bcp/all", { pageSize: 100 }) : null,
  ]);
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  return {
    section,
    [key]: res.data,
    sources: plans?.ok ? plans.data.filter((p) => p.id !== bcpId) : undefined,
  };
}

type Schema = z.ZodType<Record<string, unknown>>;
interface FormSpec {
  schema: Schema;
  method: "post" | "put";
  path: string;
  ok: string;
  fail?: string;
}

/** Forms whose shape depends on whether an id is present (add or edit). */
function formFor(intent: string, formData: FormData): FormSpec | null {
  const editing = !!formData.get("id");
  switch (intent) {
    case "saveBia":
      return { schema: biaSchema, method: "put", path: "/businessImpactAssesment", ok: M.biaSaved };
    case "saveRisk":
      return editing
        ? {
            schema: riskUpdateSchema,
            method: "put",
            path: "/bcpRiskAssessment",
            ok: M.riskUpdated,
            fail: M.riskEditFailed,
          }
        : {
            schema: riskSchema,
            method: "post",
            path: "/bcpRiskAssessment",
            ok: M.riskAdded,
            fail: M.riskAddFailed,
          };
    case "saveDependency": {
      const block = DEPENDENCY_BLOCKS.find((b) => b.key === formData.get("block"));
      return block
        ? { schema: dependencyBlockSchema, method: "put", path: block.path, ok: M.dependencySaved }
        : null;
    }
    case "saveMalo":
      return { schema: maloSchema, method: "put", path: "/bcpMalo", ok: M.maloSaved };
    case "saveScenario":
      return { schema: scenarioSchema, method: "put", path: "/bcpScenario", ok: M.scenarioSaved };
    case "saveMember":
      return editing
        ? { schema: memberUpdateSchema, method: "put", path: "/bcpBRTRoster", ok: M.memberUpdated }
        : { schema: memberSchema, method: "post", path: "/bcpBRTRoster", ok: M.memberAdded };
    case "saveStakeholder":
      return editing
        ? {
            schema: stakeholderUpdateSchema,
            method: "put",
            path: "/bcpStakeholder",
            ok: M.stakeholderUpdated,
          }
        : { schema: stakeholderSchema, method: "post", path: "/bcpStakeholder", ok: M.stakeholderAdded };
    case "saveSummary":
      return { schema: summarySchema, method: "put", path: "/bcp/executiveSummary", ok: M.summarySaved };
    default:
      return null;
  }
}

const DELETES: Record<string, { path: string; ok: string }> = {
  deleteRisk: { path: "/bcpRiskAssessment", ok: M.riskRemoved },
  deleteDependency: { path: "/dependency", ok: M.dependencyRemoved },
  deleteMember: { path: "/bcpBRTRoster", ok: M.memberRemoved },
  deleteStakeholder: { path: "/bcpStakeholder", ok: M.stakeholderRemoved },
};

export const ANALYSIS_INTENTS = new Set([
  "saveBia",
  "saveRisk",
  "saveDependency",
  "saveMalo",
  "saveScenario",
  "saveMember",
  "saveStakeholder",
  "saveSummary",
  "toggleScenario",
  "clone",
  ...Object.keys(DELETES),
]);

/**
 * The action's part for an analysis section: validates with the shared schema, calls the API,
 * and answers the form's errors (keyed by field, the user's input kept) or redirects with a toast.
 */
export async function analysisAction(args: {
  request: Request;
  api: Api;
  formData: FormData;
  intent: string;
  back: string;
}) {
  const { request, api, formData, intent, back } = args;
  const toast = (ok: boolean, message: string) =>
    redirectWithToast(request, back, { type: ok ? "success" : "error", message });

  const removal = DELETES[intent];
  if (removal) {
    const res = await api.delete(removal.path, { id: String(formData.get("id") ?? "") });
    return toast(res.ok, res.ok ? removal.ok : res.error.message);
  }
  if (intent === "toggleScenario") {
    const res = await api.put("/bcpScenario/toggle", {
      bcpId: formData.get("bcpId"),
      scenario: formData.get("scenario"),
      active: formData.get("active") === "true",
    });
    return toast(res.ok, res.ok ? res.data.message : res.error.message);
  }
  if (intent === "clone") {
    const section = String(formData.get("section") ?? "");
    if (!isClonable(section)) return toast(false, M.dataNotFound);
    const res = await api.post(CLONABLE[section].path, {
      bcpId: formData.get("bcpId"),
      sourceBcpId: formData.get("sourceBcpId"),
    });
    if (res.ok) return toast(true, res.data.message);
    const detail = res.error.fields?.sourceBcpId?.[0] ?? res.error.message;
    return toast(false, section === "riskAssessment" ? `${M.riskCloneFailed}: ${detail}` : detail);
  }
  const spec = formFor(intent, formData);
  if (!spec) return toast(false, "Something Went Wrong!");
  const key =
    intent === "saveDependency"
      ? `${formData.get("processId")}:${formData.get("block")}`
      : String(formData.get("processId") ?? formData.get("scenario") ?? formData.get("id") ?? "");
  const submission = parseWithZod(formData, { schema: spec.schema });
  if (submission.status !== "success") return { intent, key, result: submission.reply() };
  const res =
    spec.method === "post"
      ? await api.post(spec.path, submission.value)
      : await api.put(spec.path, submission.value);
  if (!res.ok) {
    const message = spec.fail ? `${spec.fail}: ${res.error.message}` : res.error.message;
    return {
      intent,
      key,
      result: submission.reply({ fieldErrors: res.error.fields ?? {}, formErrors: [message] }),
    };
  }
  return toast(true, spec.ok);
}
