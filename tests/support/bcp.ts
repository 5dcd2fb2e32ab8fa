import { type ApprovalTarget, OVERALL, SECTIONS } from "~/domains/bcp/sections";
import { seenVersions } from "~/domains/bcp/seen-versions";
import { businessUnits, userBusinessUnits } from "~/domains/companies/organisation-schema.server";
import type { ApiCaller, TestApi } from "./api";

export const VALID_PROCESS = {
  name: "Payroll run",
  consequencesOfDisruption: "Staff unpaid",
  financialExposure: "medium",
  legalExposure: "low",
  customerBrandOrReputationExposure: "low",
  qualityServiceLevel: "medium",
  supplyChainExposure: "none",
  criticalityLevel: "high",
  criticalityLevelExplanation: "Legal deadline each month",
  isBCStrategyRequired: true,
  justificationForNoBCStrategy: "",
  mad: 2,
  madDuration: "days",
  totalGlobalHeadCount: 20,
  criticalProcessHeadcountAnalysis: 5,
  maloCriterialExplanation: "",
} as const;

/** A business unit (with a sub-unit) in a user's company; BU-scoped users can be given it. */
export async function makeUnit(api: TestApi, companyId: string, name = "Operations", members: string[] = []) {
  const [unit] = await api.db.insert(businessUnits).values({ companyId, name, country: "GB" }).returning();
  const [sub] = await api.db
    .insert(businessUnits)
    .values({ companyId, name: `${name} North`, parentId: unit.id })
    .returning();
  for (const userId of members)
    await api.db.insert(userBusinessUnits).values({ userId, businessUnitId: unit.id });
  return { unit, sub };
}

/** Creates a plan through the API and answers its summary row. */
export async function makePlan(
  api: ApiCaller,
  token: string,
  input: {
    businessUnitId: string;
    bcLeadId: string;
    name?: string;
    subBusinessUnitId?: string;
    assigneeId?: string;
  },
) {
  const res = await api.call("post", "/bcp", { token, body: { name: "Finance BCP", ...input } });
  if (res.status !== 201) throw new Error(`plan creation failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; bcpId: string; status: string };
}

export async function makeService(api: ApiCaller, token: string, bcpId: string, name = "Payroll") {
  const res = await api.call("post", "/bcpService", {
    token,
    body: { bcpId, name, description: "Pay staff" },
  });
  if (res.status !== 201) throw new Error(`service creation failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string };
}

export async function makeProcess(
  api: ApiCaller,
  token: string,
  bcpServiceId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await api.call("post", "/bcpProcess", {
    token,
    body: { ...VALID_PROCESS, bcpServiceId, ...overrides },
  });
  if (res.status !== 201) throw new Error(`process creation failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; status: string };
}

/** A plan for a unit, created by `admin` and led by `lead` (named as `makePlan` names it unless `more` does). */
export function leadPlan(
  api: ApiCaller,
  people: { admin: { token: string }; lead: { id: string } },
  businessUnitId: string,
  more: { name?: string; assigneeId?: string } = {},
) {
  return makePlan(api, people.admin.token, { businessUnitId, bcLeadId: people.lead.id, ...more });
}

/**
 * A plan for a unit, created by `admin` and led by `lead`, with one service and one process the lead made
 * (`process` overrides the valid process's fields). Answers the three summary rows.
 */
export async function planWithProcess(
  api: ApiCaller,
  people: { admin: { token: string }; lead: { id: string; token: string } },
  plan: { businessUnitId: string; name?: string; subBusinessUnitId?: string; assigneeId?: string },
  process: Record<string, unknown> = {},
) {
  const made = await makePlan(api, people.admin.token, { ...plan, bcLeadId: people.lead.id });
  const service = await makeService(api, people.lead.token, made.id);
  return { plan: made, service, process: await makeProcess(api, people.lead.token, service.id, process) };
}

/** A process's fields: named after its plan (`<name> process`), down for at most `hours` hours. */
export const processDownHours = (name: string, hours: number) => ({
  name: `${name} process`,
  mad: hours,
  madDuration: "hours",
});

/** A process as the plan's read answers it, sent back as its edit form sends it: its id and editable fields. */
export function processAsEdited(row: Record<string, unknown>) {
  const {
    status: _s,
    statusLabel: _l,
    exposureFromBia: _e,
    updatedAt: _u,
    createdBy: _c,
    bcpId: _b,
    ...edited
  } = row;
  return edited;
}

/** What an approver sends as `seen` (N3): the edit versions of the plan as they read it now. */
export async function seenNow(
  api: ApiCaller,
  token: string,
  bcpId: string,
  target: ApprovalTarget = OVERALL,
) {
  const read = await api.call("get", "/bcp", { token, query: { bcpId } });
  // A caller who may not read the plan sends an empty reading: the API's own refusal is what the test sees.
  return seenVersions(read.status === 200 ? read.body.data.editVersions : {}, target);
}

/**
 * An approver's decision (`/bcp/approverStatus` or a section's path) on the plan as they read it just before,
 * as the page form sends it; a `seen` in the body is kept (tests of stale reads).
 */
export async function decideAsRead(
  api: ApiCaller,
  path: string,
  opts: { token: string; body: { bcpId: string; section?: string } & Record<string, unknown> },
) {
  const target = (SECTIONS.find((s) => path === `${s.path}/approverStatus`)?.key ??
    opts.body.section ??
    OVERALL) as ApprovalTarget;
  const seen = await seenNow(api, opts.token, opts.body.bcpId, target);
  return api.call("put", path, { ...opts, body: { seen, ...opts.body } });
}

/** An approver's decision on the plan's approval of `section` (the whole plan unless named), as they read it. */
export function decidePlan(
  api: ApiCaller,
  token: string,
  bcpId: string,
  decision: { status: "APPROVED" | "REJECTED"; approveComments?: string; section?: string },
) {
  const { section = OVERALL, ...rest } = decision;
  return decideAsRead(api, "/bcp/approverStatus", { token, body: { bcpId, section, ...rest } });
}
