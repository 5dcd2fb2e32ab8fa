import { TIME_POINT_KEYS } from "~/domains/bcp-analysis/malo";
import { IMPACT_CATEGORIES } from "~/domains/bcp-analysis/model";
import type { ApiCaller, TestApi } from "./api";
import { decideAsRead, makePlan, makeProcess, makeService, makeUnit } from "./bcp";

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

/** A risk as the API tests add it. */
export const SAMPLE_RISK = {
  name: "Data centre flood",
  type: "Operational",
  severity: "High",
  probability: "Moderate",
  existingControlStrategy: "Off-site backups",
};

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

type Call = Parameters<ApiCaller["call"]>;
/** The least content that starts a section: once per process, or once per plan. */
type Starter = {
  sections: string[];
  label: string;
  call: (bcpId: string, processId: string, n: number) => Call;
};
const tag = () => Math.random().toString(36).slice(2, 8);

const PER_PROCESS: Starter[] = [
  {
    sections: ["deliveryLocations", "deliveryHeadcount"],
    label: "location",
    call: (_, processId, n) => [
      "post",
      "/bcpProcess/locations",
      {
        body: {
          processId,
          newSiteName: `Remote site ${tag()}-${n}`,
          newSiteLat: -60,
          newSiteLng: -140,
          headcount: 1,
        },
      },
    ],
  },
  {
    sections: ["bia"],
    label: "bia",
    call: (_, processId) => [
      "put",
      "/businessImpactAssesment",
      {
        body: {
          processId,
          businessImpactLevel: "awaiting_response",
          impacts: impactGrid("awaiting_response"),
        },
      },
    ],
  },
  {
    sections: ["dependencies"],
    label: "dependencies",
    call: (_, processId) => [
      "put",
      "/itapplication",
      {
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
      },
    ],
  },
  {
    sections: ["malo"],
    label: "malo",
    call: (_, processId) => [
      "put",
      "/bcpMalo",
      {
        body: {
          processId,
          levels: maloLevels([10, 25, 50, 50, 80, 100, 100, 100]),
          maloCriterialExplanation: "",
        },
      },
    ],
  },
];

const PER_PLAN: Starter[] = [
  {
    sections: ["riskAssessment"],
    label: "risk",
    call: (bcpId) => [
      "post",
      "/bcpRiskAssessment",
      {
        body: {
          bcpId,
          name: "Power cut",
          type: "Operational",
          severity: "Low",
          probability: "Rare",
          existingControlStrategy: "UPS",
        },
      },
    ],
  },
  {
    sections: ["scenarioPlanning"],
    label: "scenario",
    call: (bcpId) => [
      "put",
      "/bcpScenario",
      {
        body: {
          bcpId,
          scenario: "site_inaccessible",
          shortTermStrategy: "Work from home",
          longTermStrategy: "Move office",
          responseStrategyTypeShortTerm: "RW",
          responseStrategyTypeLongTerm: "AWS",
        },
      },
    ],
  },
  {
    sections: ["brtRoster"],
    label: "roster",
    call: (bcpId) => [
      "post",
      "/bcpBRTRoster",
      { body: { bcpId, name: "Rita Roster", role: "LEADER", phone: "+44 20 7946 0000" } },
    ],
  },
  {
    sections: ["stakeholders"],
    label: "stakeholder",
    call: (bcpId) => [
      "post",
      "/bcpStakeholder",
      { body: { bcpId, name: "Sam Stake", kind: "internal", phone: "+44 20 7946 0001" } },
    ],
  },
  {
    sections: ["executiveSummary"],
    label: "summary",
    call: (bcpId) => ["put", "/bcp/executiveSummary", { body: { bcpId, html: "<p>Plan summary.</p>" } }],
  },
];

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
  const run = async (starter: Starter, processId = "", n = 0) => {
    if (!starter.sections.some((section) => todo.has(section))) return;
    const [method, path, options] = starter.call(bcpId, processId, n);
    const r = await api.call(method, path, { ...options, token });
    if (r.status >= 300)
      throw new Error(`startEverySection ${starter.label}: ${r.status} ${JSON.stringify(r.body)}`);
  };
  for (const [index, processId] of processIds.entries())
    for (const starter of PER_PROCESS) await run(starter, processId, index + 1);
  for (const starter of PER_PLAN) await run(starter);
}

/** Starts every section and sends the plan to `approverId` (the lead's token); throws when refused. */
export async function sendForApproval(api: ApiCaller, leadToken: string, bcpId: string, approverId: string) {
  await startEverySection(api, leadToken, bcpId);
  const sent = await api.call("put", "/bcp/overAllStatus", { token: leadToken, body: { bcpId, approverId } });
  if (sent.status !== 200) throw new Error(`sending for approval failed: ${JSON.stringify(sent.body)}`);
}

/** A plan sent and approved as a whole: the state an incident activates. Throws when either step is refused. */
export async function approvePlan(
  api: ApiCaller,
  lead: { token: string },
  approver: { id: string; token: string },
  bcpId: string,
) {
  await sendForApproval(api, lead.token, bcpId, approver.id);
  const ok = await decideAsRead(api, "/bcp/approverStatus", {
    token: approver.token,
    body: { bcpId, section: "overall", status: "APPROVED" },
  });
  if (ok.status !== 200) throw new Error(`approval failed: ${JSON.stringify(ok.body)}`);
}
