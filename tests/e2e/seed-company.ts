import { type APIRequestContext, expect } from "@playwright/test";
import { planSeenNow } from "../../app/domains/management-plans/test-helpers";
import { impactGrid, maloLevels } from "../support/analysis";
import type { TestApi } from "../support/api";
import { makePlan, makeProcess, makeService, seenNow, VALID_PROCESS } from "../support/bcp";
import { publishedIncident } from "../support/incidents";
import type { Company } from "./fixtures";
import { DEMO, DEMO_PASSWORD, newCompanyAdmin, startEverySectionE2e, unique } from "./support";

/**
 * Stored-XSS payloads. Every text field of the seed carries one of them, so every page that shows
 * the seed shows them; each sets `window.__xss` if it ever runs.
 */
export const XSS = {
  img: `<img src=x onerror="window.__xss=1">`,
  script: `<script>window.__xss=1</script>`,
  svg: `"><svg onload=window.__xss=1>`,
  href: "javascript:window.__xss=1",
  /** Rich text: a link, an image and an inline handler that the sanitiser must drop. */
  rich: `<p>Plan <a href="javascript:window.__xss=1">open</a> <img src=x onerror="window.__xss=1"> <b onclick="window.__xss=1">bold</b></p><script>window.__xss=1</script>`,
} as const;
const PAYLOADS = [XSS.img, XSS.script, XSS.svg];
let turn = 0;
/** A label followed by the next payload, short enough for a 100-character field. */
export const x = (label: string) => `${label} ${PAYLOADS[turn++ % PAYLOADS.length]}`;

/** `api.call` over HTTP, with the shape of the in-process test API, so tests/support helpers work here. */
export function httpApi(request: APIRequestContext) {
  async function call<T = any>(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; query?: Record<string, string | number | boolean> } = {},
  ) {
    const res = await request.fetch(`/api${path}`, {
      method: method.toUpperCase(),
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      data: opts.body,
      params: opts.query,
    });
    const text = await res.text();
    let body: any = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status(), body: body as T, headers: res.headers() };
  }
  /** Calls and insists on a 2xx answer; answers `data`. */
  async function ok<T = any>(method: string, path: string, token: string, body?: unknown) {
    const res = await call(method, path, { token, body });
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body?.data as T;
  }
  /** Creates and answers the new record's id, wherever the answer holds it. */
  async function created(method: string, path: string, token: string, body?: unknown) {
    const data = await ok(method, path, token, body);
    const id = findKey(data, "id");
    expect(id, `${path} answers an id`).toBeTruthy();
    return { id: id! };
  }
  return { call, ok, created, request };
}

/** Sends a plan whose sections are all started for approval by its lead, and approves it as `approver`. */
export async function approvePlanE2e(
  api: ReturnType<typeof httpApi>,
  people: { lead: { token: string }; approver: { id: string; token: string } },
  bcpId: string,
) {
  const { lead, approver } = people;
  await startEverySectionE2e(api.request, lead.token, bcpId);
  await api.ok("put", "/bcp/overAllStatus", lead.token, { bcpId, approverId: approver.id });
  await api.ok("put", "/bcp/approverStatus", approver.token, {
    bcpId,
    section: "overall",
    status: "APPROVED",
    seen: await seenNow(api, approver.token, bcpId),
  });
}

/**
 * An approved plan (its one process, Pick and pack, may be down one day) active for two published incidents
 * titled `first` and `second`, as the company's owner made them.
 */
export async function planActiveForTwoIncidents(
  api: ReturnType<typeof httpApi>,
  company: Company,
  names: { plan: string; first: string; second: string },
) {
  const T = company.owner.token;
  const lead = await company.user("BCPLead");
  // Employees may not approve plans (issue 32 item 6): the unit's administrator approves (the fixture has one user
  // per role, so another BCP lead would be the lead).
  const approver = await company.user("BUAdmin");
  const plan = await makePlan(api, T, {
    businessUnitId: company.unitId,
    bcLeadId: lead.id,
    name: names.plan,
  });
  const service = await makeService(api, lead.token, plan.id, "Fulfilment");
  const process = await makeProcess(api, lead.token, service.id, {
    name: "Pick and pack",
    mad: 1,
    madDuration: "days",
    totalGlobalHeadCount: 120,
    criticalProcessHeadcountAnalysis: 45,
  });
  await approvePlanE2e(api, { lead, approver }, plan.id);
  // The in-process helpers take anything with `call`; over HTTP here.
  const caller = api as unknown as TestApi;
  const a = await publishedIncident(caller, T, { title: names.first, bcpProcessIds: [process.id] });
  const b = await publishedIncident(caller, T, { title: names.second, bcpProcessIds: [process.id] });
  for (const incidentId of [a.id, b.id])
    await api.ok("post", "/bcpProcess/activateBcps", T, { incidentId, bcpIds: [plan.id], reason: "Flooded" });
  return { plan, process, a, b };
}

async function outboxLink(request: APIRequestContext, to: string, pattern: RegExp) {
  const { ok } = httpApi(request);
  const admin = await ok<{ token: string }>("post", "/auth/signin", "", {
    email: DEMO.admin,
    password: DEMO_PASSWORD,
  });
  const mails = await ok<{ to: string; text: string }[]>("get", "/mail/outbox", admin.token);
  const match = mails
    .filter((m) => m.to === to)
    .map((m) => pattern.exec(m.text)?.[1])
    .find(Boolean);
  expect(match, `a link in an email to ${to}`).toBeTruthy();
  return match!;
}

export type SeededCompany = Awaited<ReturnType<typeof seedCompany>>;

/**
 * A fresh company with one of every entity, created through the public API, every text field
 * holding an XSS payload. `owner` (Corporate Administrator) is the user the sweep signs in as;
 * `colleague` mentions the owner and asks for approvals so the owner has notifications.
 */
export async function seedCompany(request: APIRequestContext) {
  const api = httpApi(request);
  const { ok, created } = api;
  const owner = await newCompanyAdmin(request);
  const T = owner.token;
  const ownerId = (await ok<{ id: string }>("get", "/auth/session", T)).id;

  // Company, profile: image fields refuse a javascript: URL; the names carry payloads.
  for (const [path, body] of [
    ["/company", { name: "Company", logo: XSS.href }],
    ["/user", { firstName: "Olive", lastName: "Owner", profileImage: XSS.href }],
  ] as const)
    expect(
      (await api.call("put", path, { token: T, body })).status,
      `${path} refuses a javascript: image`,
    ).toBe(400);
  await ok("put", "/company", T, { name: x("Company") });
  await ok("put", "/user", T, { firstName: x("Olive"), lastName: "Owner" });

  // A colleague who signs up through an invitation (so they can sign in and mention the owner).
  const colleagueEmail = `${unique("colleague")}@e2e.example`;
  await ok("post", "/user/invite", T, { email: colleagueEmail, role: "CorpAdmin" });
  const inviteToken = await outboxLink(request, colleagueEmail, /\/signup\?invite=([A-Za-z0-9_-]+)/);
  const password = "E2e!password1";
  const colleague = await ok<{ token: string }>("post", "/auth/signup", "", {
    firstName: x("Colin"),
    lastName: x("League"),
    email: colleagueEmail,
    password,
    confirmPassword: password,
    inviteToken,
  });
  const C = colleague.token;
  const colleagueId = (await ok<{ id: string }>("get", "/auth/session", C)).id;
  const external = await created("post", "/user/create-external-user", T, {
    email: `${unique("external")}@e2e.example`,
    firstName: x("Ext"),
    lastName: x("Ernal"),
  });

  // Organisation.
  const unit = await created("post", "/bcpOrganization/businessUnits", T, {
    name: x("Unit"),
    country: x("Land"),
    region: x("Region"),
  });
  const subUnit = await created("post", "/bcpOrganization/businessUnits", T, {
    name: x("Sub"),
    parentId: unit.id,
  });
  const department = await created("post", "/bcpOrganization/departments", T, {
    name: x("Dept"),
    businessUnitId: unit.id,
  });
  const site = await created("post", "/bcpOrganization/sites", T, {
    name: x("Site"),
    businessUnitId: unit.id,
    country: "United Kingdom",
    state: x("State"),
    city: x("City"),
    address: x("Addr"),
    lat: 51.5,
    long: -0.12,
  });

  // Hazards.
  const category = await ok<{ category: { id: string } }>("post", "/hazardCategory", T, {
    name: x("Weather"),
    description: x("Cat"),
  });
  const hazard = await ok<{ hazard: { id: string } }>("post", "/hazard", T, {
    categoryId: category.category.id,
    name: x("Flood"),
    description: x("Hazard"),
  });

  // BCP with a service, a process and every analysis section.
  const plan = await makePlan(api, T, {
    businessUnitId: unit.id,
    subBusinessUnitId: subUnit.id,
    // The colleague leads it, so the owner (neither lead nor assignee) may be asked to approve it.
    bcLeadId: colleagueId,
    assigneeId: colleagueId,
    name: x("Plan"),
  });
  // Its lead writes it: the owner approves it below, and nobody approves what they edited (four eyes).
  const service = await makeService(api, C, plan.id, x("Service"));
  await ok("put", "/bcpService", C, { id: service.id, name: x("Service"), description: x("Desc") });
  const process = await makeProcess(api, C, service.id, {
    name: x("Process"),
    departmentId: department.id,
    assignedTo: colleagueId,
    consequencesOfDisruption: x("Conseq"),
    criticalityLevelExplanation: x("Why"),
    justificationForNoBCStrategy: x("Just"),
    maloCriterialExplanation: x("Malo"),
  });

  // Assets and people.
  const asset = await created("post", "/asset", T, {
    name: x("Asset"),
    type: "office",
    address: x("Addr"),
    country: x("Country"),
    state: x("State"),
    city: x("City"),
    postalCode: "SW1A 1AA",
    lat: 51.5,
    lng: -0.12,
    headcount: 12,
    businessUnitId: unit.id,
  });
  const person = await created("post", "/people", T, {
    type: "employee",
    firstName: x("Pat"),
    lastName: x("Person"),
    email: `${unique("person")}@e2e.example`,
    phone: "+44 20 7946 0000",
    jobTitle: x("Job"),
    homeAssetId: asset.id,
    emergencyContactName: x("Kin"),
    emergencyContactPhone: "+44 20 7946 0001",
  });
  const registerEntry = await created("post", "/registerEntry", T, {
    kind: "supplier",
    name: x("Supplier"),
    services: x("Services"),
    incidentContact: x("Contact"),
  });
  await ok("post", "/bcpProcess/locations", C, {
    processId: process.id,
    assetId: asset.id,
    siteName: x("Site"),
    country: "United Kingdom",
    city: x("City"),
    headcount: 5,
  });

  await ok("put", "/businessImpactAssesment", C, {
    processId: process.id,
    businessImpactLevel: "high",
    impacts: impactGrid("medium"),
    mad: VALID_PROCESS.mad,
    madDuration: VALID_PROCESS.madDuration,
  });
  await ok("post", "/bcpRiskAssessment", C, {
    bcpId: plan.id,
    name: x("Risk"),
    type: "Operational",
    severity: "High",
    probability: "Moderate",
    existingControlStrategy: x("Control"),
    controlStatus: "Degraded",
  });
  const strategies = {
    scenario: x("Scenario"),
    shortTermStrategy: x("Short"),
    longTermStrategy: x("Long"),
    additionalStrategy: x("More"),
    responseStrategyTypeShortTerm: "RW",
    responseStrategyTypeLongTerm: "AWS",
    responseStrategyTypeAdditional: "OTH",
  };
  for (const block of ["upstream", "itapplication", "equipment", "criticalrecords", "otherdependencies"])
    await ok("put", `/${block}`, C, {
      processId: process.id,
      dependencies: [x("Dep"), x("Dep")],
      enabled: true,
      ...strategies,
    });
  await ok("put", "/bcpMalo", C, {
    processId: process.id,
    levels: maloLevels([0, 10, 20, 40, 60, 80, 90, 100]),
    maloCriterialExplanation: x("Malo"),
  });
  const { scenario: _, ...scenarioStrategies } = strategies;
  await ok("put", "/bcpScenario", C, {
    bcpId: plan.id,
    scenario: "site_inaccessible",
    ...scenarioStrategies,
    strategyStatus: "In Place",
  });
  await ok("post", "/bcpBRTRoster", C, {
    bcpId: plan.id,
    name: x("Member"),
    role: "LEADER",
    userId: colleagueId,
    email: colleagueEmail,
    phone: "+44 20 7946 0002",
    alternatePhone: "+44 20 7946 0003",
  });
  await ok("post", "/bcpStakeholder", C, {
    bcpId: plan.id,
    name: x("Stake"),
    kind: "external",
    organisation: x("Org"),
    role: x("Role"),
    email: `${unique("stake")}@e2e.example`,
    phone: "+44 20 7946 0004",
  });
  await ok("put", "/bcp/executiveSummary", C, { bcpId: plan.id, html: XSS.rich });
  // Sent by its lead (the colleague) and approved by the owner, so it can be activated: nobody approves a plan
  // they lead or sent (security finding 9).
  await ok("put", "/bcp/overAllStatus", C, { bcpId: plan.id, approverId: ownerId });
  await ok("put", "/bcp/approverStatus", T, {
    bcpId: plan.id,
    section: "overall",
    status: "APPROVED",
    approveComments: x("Ok"),
    seen: await seenNow(api, T, plan.id),
  });
  // The approval kept the plan as approved (issue 35 item 6): its version page is visited with the others.
  const [planVersion] = await ok<{ id: string }[]>("get", `/bcp/versions?bcpId=${plan.id}`, T);

  // An incident (with impacts, response actions, comments with mentions, an alert, an activation).
  const incident = await wizardIncident(
    api,
    T,
    "Incident",
    category.category.id,
    hazard.hazard.id,
    process.id,
  );
  const crisis = await wizardIncident(api, T, "Crisis", category.category.id, hazard.hazard.id, process.id);
  // Classified major under DORA: its initial notification's draft page is visited with the others.
  await ok("put", `/incident/${crisis}/classification`, T, {
    awareAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    classifiedAt: new Date(Date.now() - 3600_000).toISOString(),
    criteria: ["criticalServices"],
    result: "major",
    reason: x("Reason"),
    regimes: ["DORA"],
  });
  const classified = await ok<{ deadlines: { id: string; report: string }[] }>(
    "get",
    `/incident/${crisis}/classification`,
    T,
  );
  const reportDeadline = classified.deadlines.find((d) => d.report === "initial")!;
  await ok("put", `/incident/${incident}/team`, T, {
    responseCoordinatorId: colleagueId,
    members: [{ userId: colleagueId, role: "LEADER" }],
  });
  await ok("post", "/impactedAsset", T, {
    lat: 51.5,
    lng: -0.12,
    radius: 10,
    unit: "km",
    incidentId: incident,
  });
  const impact = await ok<{ assets: { id: string }[]; people: { id: string }[] }>(
    "get",
    `/impactedAsset?incidentId=${incident}`,
    T,
  );
  const impacted = [...impact.assets, ...impact.people];
  expect(impacted.length, "the incident impacts the seeded asset and person").toBeGreaterThan(0);
  for (const row of impacted)
    await ok("post", "/assetAction", T, { impactedAssetId: row.id, action: "evacuated", note: x("Note") });
  await ok("post", "/asset/adhoc", T, {
    incidentId: incident,
    name: x("Adhoc"),
    address: x("Addr"),
    lat: 51.51,
    lng: -0.11,
  });
  const action = await created("post", `/incident/${incident}/actions`, T, {
    title: x("Action"),
    ownerId: colleagueId,
    status: "In Progress",
  });
  await ok("post", `/incident/${incident}/actions/${action.id}/comments`, T, {
    text: `@[${XSS.img}](${colleagueId}) ${x("Look")}`,
  });
  await ok("post", `/incident/${incident}/actions/${action.id}/comments`, C, {
    text: `@[${XSS.svg}](${ownerId}) ${x("Reply")}`,
  });
  const alert = await created("post", "/alert", T, {
    title: x("Alert"),
    description: x("Alert"),
    source: x("Src"),
    hazardId: hazard.hazard.id,
    severity: "High",
    lat: 51.5,
    lng: -0.12,
  });
  await ok("post", `/alert/${alert.id}/merge`, T, { incidentId: incident });
  await ok("post", "/alert", T, { title: x("Open alert"), description: x("Alert") });

  await ok("post", "/bcpProcess/activateBcps", T, {
    incidentId: incident,
    bcpIds: [plan.id],
    processIds: [process.id],
    reason: x("Reason"),
  });
  const responses = await ok<unknown>("get", `/bcpResponse/getResponseData?incidentId=${incident}`, T);
  const activationProcessId = findKey(responses, "activationProcessId");
  if (activationProcessId) {
    await ok("put", "/bcpProcess/updateDisruption", T, { activationProcessId, disruption: x("Disrupted") });
    await ok("put", "/bcpResponse/updateActivationResponse", T, {
      activationProcessId,
      controlStatus: "Degraded",
      strategy: "Remote Work (RW)",
      strategyStatus: "In Place",
      headcountAvailable: 3,
      notes: x("Notes"),
    });
  }

  // The colleague asks the owner to approve a section: a notification and an email to the owner.
  await ok("put", "/bcp/approvalStatus", C, { bcpId: plan.id, section: "services", approverId: ownerId });

  // Management plans: an IMP by the owner and a CMP by the colleague that the owner approves.
  const imp = await managementPlan(api, T, "Incident", ownerId, colleagueId);
  const cmp = await managementPlan(api, C, "Crisis", colleagueId, ownerId);
  // Each approved by the other user, then associated with the incident and the crisis.
  await ok("post", `/managementPlan/${imp.planId}/approvalStatus`, T);
  await ok("put", `/managementPlan/${imp.planId}/approverStatus`, C, {
    decision: "APPROVED",
    approveComments: x("Ok"),
    seen: await planSeenNow(api, C, imp.planId),
  });
  await ok("post", `/managementPlan/${cmp.planId}/approvalStatus`, C);
  await ok("put", `/managementPlan/${cmp.planId}/approverStatus`, T, {
    decision: "APPROVED",
    approveComments: x("Ok"),
    seen: await planSeenNow(api, T, cmp.planId),
  });
  await ok("put", `/associatedManagementPlan/${incident}`, T, {
    incidentType: "Incident",
    planIds: [imp.planId],
    locations: [],
  });
  await ok("put", `/associatedManagementPlan/${crisis}`, T, {
    incidentType: "Crisis",
    planIds: [imp.planId, cmp.planId],
    locations: [],
  });
  const cmTest = await created("post", `/managementPlan/${imp.planId}/cmTest`, T, {
    scenario: x("Drill"),
    scheduledFor: new Date().toISOString().slice(0, 10),
    participants: [x("Person")],
  });
  await ok("put", `/managementPlan/cmTest/${cmTest.id}/outcome`, T, {
    outcome: "PASSED_WITH_FINDINGS",
    findings: XSS.rich,
    followUpActions: [{ action: x("Follow"), owner: x("Owner") }],
  });
  // Its follow-up tracked as a corrective action (issue 35): the test's page of actions is a page of the sweep.
  await created("post", `/managementPlan/cmTest/${cmTest.id}/findings`, T, {
    finding: x("Finding"),
    action: x("Action"),
    ownerId: colleagueId,
    dueDate: "2020-01-31",
  });

  // A message to the impacted person, its subject and body payloads: its recipients page is a page of the sweep.
  // A reachability drill of the plan's BRT (issue 36 item 5): its scorecard is a page.
  const drill = await created("post", "/drills", T, {
    rosterKind: "brt",
    rosterId: plan.id,
    channels: ["email"],
  });
  const message = await created("post", `/incident/${incident}/messages`, T, {
    template: "information",
    subject: x("Subject"),
    body: x("Body"),
    audiences: ["impacted_people"],
    channels: ["email"],
  });

  // An important business service relying on the process, its texts payloads.
  const businessService = await created("post", "/businessService", T, {
    name: x("Service"),
    description: x("Desc"),
    served: x("Customers"),
    whyImportant: x("Why"),
    ownerId,
    boardApprovedOn: "2026-10-01",
    tolerance: 1,
    toleranceUnit: "days",
    toleranceReason: x("Reason"),
    maxCustomers: 1000,
    processIds: [process.id],
  });

  return {
    owner: { ...owner, id: ownerId },
    colleague: { email: colleagueEmail, password, token: C, id: colleagueId },
    externalId: external.id,
    unitId: unit.id,
    subUnitId: subUnit.id,
    departmentId: department.id,
    siteId: site.id,
    hazardId: hazard.hazard.id,
    categoryId: category.category.id,
    planId: plan.id,
    planVersionId: planVersion.id,
    serviceId: service.id,
    processId: process.id,
    assetId: asset.id,
    personId: person.id,
    registerEntryId: registerEntry.id,
    incidentId: incident,
    crisisId: crisis,
    reportDeadlineId: reportDeadline.id,
    impPlanId: imp.planId,
    cmpPlanId: cmp.planId,
    businessServiceId: businessService.id,
    messageId: message.id,
    drillId: drill.id,
    cmTestId: cmTest.id,
    attachmentId: imp.attachmentId,
  };
}

/** The first value of `key` anywhere in a JSON answer (the seed does not depend on each answer's shape). */
function findKey(value: unknown, key: string): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  if (!Array.isArray(value) && typeof (value as Record<string, unknown>)[key] === "string")
    return (value as Record<string, string>)[key];
  for (const v of Object.values(value)) {
    const found = findKey(v, key);
    if (found) return found;
  }
  return undefined;
}

/** A published incident or crisis made through the five wizard steps, every text a payload. */
async function wizardIncident(
  api: ReturnType<typeof httpApi>,
  token: string,
  type: "Incident" | "Crisis",
  categoryId: string,
  hazardId: string,
  processId: string,
) {
  const created = await api.ok<{ id: string }>("post", "/incident", token, {
    type,
    hazardCategoryId: categoryId,
  });
  const steps = [
    { step: "hazard_type", hazardId },
    {
      step: "load_assets_&_people",
      lat: 51.5,
      long: -0.12,
      viewRadius: 10,
      locationName: x("Place"),
      locations: [{ name: x("Spot"), lat: 51.52, lng: -0.1 }],
    },
    { step: "load_processes", bcpProcessIds: [processId], adhocProcessNames: [x("Adhoc")] },
    {
      step: "general_info",
      title: x(type),
      description: XSS.rich,
      impact: "High",
      status: "Just Created",
      statusCheckCadence: "Every Hour",
      notifyBCPLeads: true,
      notifyBusinessCoordinator: true,
    },
  ];
  for (const body of steps) await api.ok("put", `/incident/${created.id}`, token, body);
  await api.ok("post", `/incident/${created.id}/publish`, token);
  return created.id;
}

/** An IMP or CMP with a location, a section holding an item and an attachment, and a roster entry. */
async function managementPlan(
  api: ReturnType<typeof httpApi>,
  token: string,
  type: "Incident" | "Crisis",
  ownerId: string,
  approverId: string,
) {
  const plan = await api.ok<{ id: string }>("post", `/managementPlan/${type}`, token, {
    name: x(`${type} plan`),
    description: x("Desc"),
    ownerId,
    approverId,
    testIntervalMonths: 6,
    locations: [{ country: "United Kingdom", state: x("State"), city: x("City"), site: x("Site") }],
  });
  const section = await api.ok<{ id: string }>("post", `/managementPlan/${plan.id}/section`, token, {
    title: x("Section"),
  });
  await api.ok("post", `/managementPlan/section/${section.id}/section-item`, token, {
    kind: "PROCEDURE",
    title: x("Item"),
    content: XSS.rich,
  });
  await api.ok("post", `/managementPlan/${plan.id}/roster`, token, {
    role: "LEADER",
    name: x("Roster"),
    email: `${unique("roster")}@e2e.example`,
    phone: "+44 20 7946 0005",
    responsibility: x("Resp"),
  });
  // HTML inside a text file: it must come back as a download, never rendered.
  const body = "<html><body onload=window.__xss=1>report</body></html>";
  const announced = await api.ok<{
    attachment: { id: string };
    upload: { url: string; headers: Record<string, string> };
  }>("post", "/signedUrl/managementPlanAttachments", token, {
    planId: plan.id,
    sectionId: section.id,
    fileName: `${XSS.img}.txt`,
    contentType: "text/plain",
    size: body.length,
  });
  const attachmentId = announced.attachment.id;
  const res = await api.request.put(announced.upload.url, { headers: announced.upload.headers, data: body });
  expect(res.status(), "upload").toBeLessThan(300);
  await api.ok("post", `/signedUrl/managementPlanAttachments/${attachmentId}/complete`, token);
  return { planId: plan.id, sectionId: section.id, attachmentId };
}
