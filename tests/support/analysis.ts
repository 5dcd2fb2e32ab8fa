import { TIME_POINT_KEYS } from "~/domains/bcp-analysis/malo";
import { IMPACT_CATEGORIES } from "~/domains/bcp-analysis/model";
import type { ApiCaller, TestApi } from "./api";
import { makePlan, makeProcess, makeService, makeUnit } from "./bcp";

/** A company with an admin, a BCP lead and a plan holding one service with the given processes. */
export async function makeAnalysisPlan(
  api: TestApi,
  opts: { company?: string; processes?: string[]; name?: string } = {},
) {
  const company = opts.company ?? "Acme";
  const admin = await api.user("CorpAdmin", { company });
  const lead = await api.user("BCPLead", { company });
  const { unit } = await makeUnit(api, admin.companyId, `Unit ${Math.random().toString(36).slice(2, 6)}`);
  const plan = await makePlan(api, admin.token, {
    businessUnitId: unit.id,
    bcLeadId: lead.id,
    name: opts.name ?? "Finance BCP",
  });
  const service = await makeService(api, admin.token, plan.id);
  const processes = [];
  for (const name of opts.processes ?? ["Payroll run"])
    processes.push(await makeProcess(api, admin.token, service.id, { name }));
  return { admin, lead, plan, service, processes, unit };
}

/** A full impact grid at one level. */
export function impactGrid(level = "medium") {
  return Object.fromEntries(
    IMPACT_CATEGORIES.map((c) => [c, Object.fromEntries(TIME_POINT_KEYS.map((k) => [k, level]))]),
  );
}

/** MALO levels from 8 percentages (4h, 8h, 1d, 2d, 3d, 1w, 2w, 1m). */
export function maloLevels(values: number[]) {
  return Object.fromEntries(TIME_POINT_KEYS.map((k, i) => [k, values[i]]));
}

export async function sectionCompletion(api: TestApi, token: string, bcpId: string, key: string) {
  const res = await api.call("get", "/bcp", { token, query: { bcpId } });
  return res.body.data.sections.find((s: { key: string }) => s.key === key).completion as string;
}

/**
 * Starts every section of a plan that is still Not Started, with the least content each takes, so that the whole
 * plan may be sent for approval (issue 32: no section Not Started). The plan must already have a process. Content
 * is chosen not to change what the caller's test is about: BIA rows left "Awaiting Response" (exposures kept),
 * the delivery site far from any incident, a roster member only when the roster is empty.
 */
export async function startEverySection(api: ApiCaller, token: string, bcpId: string) {
  const plan = (await api.call("get", "/bcp", { token, query: { bcpId } })).body.data as {
    sections: { key: string; completion: string }[];
    services: { processes: { id: string }[] }[];
  };
  const processIds = plan.services.flatMap((s) => s.processes.map((p) => p.id));
  if (processIds.length === 0) throw new Error("startEverySection: the plan has no process");
  const todo = new Set(plan.sections.filter((s) => s.completion === "not_started").map((s) => s.key));
  const ok = async (label: string, res: Promise<{ status: number; body: unknown }>) => {
    const r = await res;
    if (r.status >= 300) throw new Error(`startEverySection ${label}: ${r.status} ${JSON.stringify(r.body)}`);
  };
  const tag = Math.random().toString(36).slice(2, 8);
  for (const [index, processId] of processIds.entries()) {
    if (todo.has("deliveryLocations") || todo.has("deliveryHeadcount"))
      await ok(
        "location",
        api.call("post", "/bcpProcess/locations", {
          token,
          body: {
            processId,
            newSiteName: `Remote site ${tag}-${index + 1}`,
            newSiteLat: -60,
            newSiteLng: -140,
            headcount: 1,
          },
        }),
      );
    if (todo.has("bia"))
      await ok(
        "bia",
        api.call("put", "/businessImpactAssesment", {
          token,
          body: {
            processId,
            businessImpactLevel: "awaiting_response",
            impacts: impactGrid("awaiting_response"),
          },
        }),
      );
    if (todo.has("dependencies"))
      await ok(
        "dependencies",
        api.call("put", "/itapplication", {
          token,
          body: {
            processId,
            dependencies: ["Email"],
            enabled: true,
            scenario: "Email down",
            shortTermStrategy: "Phone",
            longTermStrategy: "Restore",
            additionalStrategy: "",
            responseStrategyTypeShortTerm: "OTH",
            responseStrategyTypeLongTerm: "OTH",
            responseStrategyTypeAdditional: "",
          },
        }),
      );
    if (todo.has("malo"))
      await ok(
        "malo",
        api.call("put", "/bcpMalo", {
          token,
          body: {
            processId,
            levels: maloLevels([10, 25, 50, 50, 80, 100, 100, 100]),
            maloCriterialExplanation: "",
          },
        }),
      );
  }
  if (todo.has("riskAssessment"))
    await ok(
      "risk",
      api.call("post", "/bcpRiskAssessment", {
        token,
        body: {
          bcpId,
          name: "Power cut",
          type: "Operational",
          severity: "Low",
          probability: "Rare",
          existingControlStrategy: "UPS",
        },
      }),
    );
  if (todo.has("scenarioPlanning"))
    await ok(
      "scenario",
      api.call("put", "/bcpScenario", {
        token,
        body: {
          bcpId,
          scenario: "site_inaccessible",
          shortTermStrategy: "Work from home",
          longTermStrategy: "Move office",
          responseStrategyTypeShortTerm: "RW",
          responseStrategyTypeLongTerm: "AWS",
        },
      }),
    );
  if (todo.has("brtRoster"))
    await ok(
      "roster",
      api.call("post", "/bcpBRTRoster", {
        token,
        body: { bcpId, name: "Rita Roster", role: "LEADER", phone: "+44 20 7946 0000" },
      }),
    );
  if (todo.has("stakeholders"))
    await ok(
      "stakeholder",
      api.call("post", "/bcpStakeholder", {
        token,
        body: { bcpId, name: "Sam Stake", kind: "internal", phone: "+44 20 7946 0001" },
      }),
    );
  if (todo.has("executiveSummary"))
    await ok(
      "summary",
      api.call("put", "/bcp/executiveSummary", { token, body: { bcpId, html: "<p>Plan summary.</p>" } }),
    );
}
