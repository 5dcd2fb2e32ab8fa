import { beforeAll, describe, expect, it } from "vitest";
import { makePlan, makeProcess, makeService, makeUnit } from "../../tests/support/bcp";
import { testApiFixture } from "../../tests/support/fixture";
import { hazardFixture, publishedIncident } from "../../tests/support/incidents";
import { notifyUser } from "../../tests/support/notifications";
import type { TestUser } from "../../tests/support/tenancy";
import { ENDPOINTS } from "../backend.server";
import { formatMention } from "../domains/notifications/mention-format";
import { recordMentions } from "../domains/notifications/mentions.server";

/**
 * Spec §7, line by line: every path of the call catalogue is a route of the registry, is described in
 * /api/openapi.json, and answers a valid call with something other than "no such route" (404) or a fixed
 * segment read as an id ("… must be an ID (a UUID)."). Paths the spec names without their id are called with a real one.
 */
interface Ids {
  admin: TestUser;
  planId: string;
  processId: string;
  serviceId: string;
  unitId: string;
  incidentId: string;
  categoryId: string;
  hazardId: string;
  mpId: string;
  sectionId: string;
  notificationId: string;
  mentionId: string;
}
type Call = { method: string; path: string; body?: unknown; query?: Record<string, string> };
/** [the path as the spec writes it, the registry's template, a valid call]. */
type Row = [string, string, (ids: Ids) => Call];

const get = (path: string, query?: Record<string, string>): Call => ({ method: "get", path, query });

const CATALOGUE: Row[] = [
  // Notifications and mentions
  ["/notifications", "/notifications", () => get("/notifications")],
  [
    "/notifications/readNotification/{id}",
    "/notifications/readNotification/{id}",
    ({ notificationId }) => ({ method: "put", path: `/notifications/readNotification/${notificationId}` }),
  ],
  [
    "/notifications/readAllNotifications",
    "/notifications/readAllNotifications",
    () => ({ method: "put", path: "/notifications/readAllNotifications" }),
  ],
  ["/mentions", "/mentions", () => get("/mentions")],
  [
    "/mentions/readAllMentions",
    "/mentions/readAllMentions",
    () => ({ method: "put", path: "/mentions/readAllMentions" }),
  ],
  [
    "/mentions/readMention",
    "/mentions/readMention/{id}",
    ({ mentionId }) => ({ method: "put", path: `/mentions/readMention/${mentionId}` }),
  ],
  // Authentication
  ["/auth/session", "/auth/session", () => get("/auth/session")],
  ["/auth/csrf", "/auth/csrf", () => get("/auth/csrf")],
  ["/auth/providers", "/auth/providers", () => get("/auth/providers")],
  [
    "/auth/signin",
    "/auth/signin",
    ({ admin }) => ({
      method: "post",
      path: "/auth/signin",
      body: { email: admin.email, password: "Test!pass1" },
    }),
  ],
  [
    "/auth/callback/{provider}",
    "/auth/callback/{provider}",
    () => ({ method: "post", path: "/auth/callback/sso", body: { callbackUrl: "http://keel.test/x" } }),
  ],
  ["/auth/_log", "/auth/_log", () => ({ method: "post", path: "/auth/_log", body: { message: "walk" } })],
  // Users
  ["/user", "/user", () => get("/user")],
  ["/user/all", "/user/all", () => get("/user/all")],
  [
    "/user/disable-user",
    "/user/disable-user",
    () => ({ method: "put", path: "/user/disable-user", body: {} }),
  ],
  [
    "/user/is-user-disabled",
    "/user/is-user-disabled",
    ({ admin }) => get("/user/is-user-disabled", { email: admin.email }),
  ],
  [
    "/user/update-user-role",
    "/user/update-user-role",
    () => ({ method: "put", path: "/user/update-user-role", body: {} }),
  ],
  [
    "/user/create-external-user",
    "/user/create-external-user",
    () => ({ method: "post", path: "/user/create-external-user", body: {} }),
  ],
  [
    "/user/forgot-password",
    "/user/forgot-password",
    () => ({ method: "post", path: "/user/forgot-password", body: { email: "nobody@example.com" } }),
  ],
  [
    "/user/update-password",
    "/user/update-password",
    () => ({ method: "post", path: "/user/update-password", body: {} }),
  ],
  [
    "/user/validate-reset-password-link",
    "/user/validate-reset-password-link",
    () => get("/user/validate-reset-password-link", { token: "not-a-token" }),
  ],
  [
    "/user/validate-invite-link",
    "/user/validate-invite-link",
    () => get("/user/validate-invite-link", { token: "not-a-token" }),
  ],
  [
    "/user/validate-email",
    "/user/validate-email",
    () => get("/user/validate-email", { email: "new@example.com" }),
  ],
  [
    "/user/validate-password",
    "/user/validate-password",
    () => ({ method: "post", path: "/user/validate-password", body: { password: "Str0ng!pass" } }),
  ],
  ["/user/email", "/user/email", ({ admin }) => get("/user/email", { email: admin.email })],
  ["/user/users-dropdown-generic", "/user/users-dropdown-generic", () => get("/user/users-dropdown-generic")],
  [
    "/user/role-assigned-users",
    "/user/role-assigned-users",
    () => get("/user/role-assigned-users", { role: "CorpAdmin" }),
  ],
  // Incidents
  [
    "/incident",
    "/incident",
    ({ categoryId }) => ({ method: "post", path: "/incident", body: { hazardCategoryId: categoryId } }),
  ],
  ["/incident/all", "/incident/all", () => get("/incident/all")],
  ["/incident/recent", "/incident/recent", () => get("/incident/recent")],
  ["/incident/filtered", "/incident/filtered", () => get("/incident/filtered", { type: "Incident" })],
  [
    "/incident/adhocIncident",
    "/incident/adhocIncident",
    (ids) => ({ method: "post", path: "/incident/adhocIncident", body: adhoc(ids) }),
  ],
  [
    "/incident/adhocIncident/direct",
    "/incident/adhocIncident/direct",
    (ids) => ({ method: "post", path: "/incident/adhocIncident/direct", body: adhoc(ids) }),
  ],
  // Alerts, hazards, assets, people, others
  ["/alert/all", "/alert/all", () => get("/alert/all")],
  ["/hazard", "/hazard/{id}", ({ hazardId }) => get(`/hazard/${hazardId}`)],
  ["/hazard/all", "/hazard/all", () => get("/hazard/all")],
  ["/hazardCategory", "/hazardCategory/{id}", ({ categoryId }) => get(`/hazardCategory/${categoryId}`)],
  ["/hazardCategory/all", "/hazardCategory/all", () => get("/hazardCategory/all")],
  [
    "/asset",
    "/asset",
    () => ({ method: "post", path: "/asset", body: { name: "Walk depot", lat: 51.5, lng: -0.1 } }),
  ],
  ["/asset/all", "/asset/all", () => get("/asset/all")],
  ["/asset/locations", "/asset/locations", () => get("/asset/locations")],
  ["/asset/addresses", "/asset/addresses", () => get("/asset/addresses")],
  [
    "/asset/in-radius",
    "/asset/in-radius",
    () => get("/asset/in-radius", { lat: "51.5", lng: "-0.1", radius: "10" }),
  ],
  ["/asset/adhoc", "/asset/adhoc", ({ incidentId }) => get("/asset/adhoc", { incidentId })],
  [
    "/asset/company-assets-with-bcp",
    "/asset/company-assets-with-bcp",
    () => get("/asset/company-assets-with-bcp"),
  ],
  ["/people", "/people", () => ({ method: "post", path: "/people", body: {} })],
  ["/people/all", "/people/all", () => get("/people/all")],
  [
    "/people/in-radius",
    "/people/in-radius",
    () => get("/people/in-radius", { lat: "51.5", lng: "-0.1", radius: "10" }),
  ],
  ["/people/card-details", "/people/card-details", () => get("/people/card-details")],
  ["/assetAction", "/assetAction", ({ incidentId }) => get("/assetAction", { incidentId })],
  ["/impactedAsset", "/impactedAsset", ({ incidentId }) => get("/impactedAsset", { incidentId })],
  ["/company/all", "/company/all", () => get("/company")],
  // BCP
  ["/bcp", "/bcp", ({ planId }) => get("/bcp", { id: planId })],
  ["/bcp/all", "/bcp/all", () => get("/bcp/all")],
  ["/bcp/summary", "/bcp/summary", () => get("/bcp/summary")],
  ["/bcp/bcp-stats", "/bcp/bcp-stats", () => get("/bcp/bcp-stats")],
  ["/bcp/filterBCP", "/bcp/filterBCP", () => get("/bcp/filterBCP")],
  ["/bcp/getManyBcps", "/bcp/getManyBcps", ({ planId }) => get("/bcp/getManyBcps", { ids: planId })],
  ["/bcp/getBCPUnits", "/bcp/getBCPUnits", () => get("/bcp/getBCPUnits")],
  [
    "/bcp/allAddedBCPDepartments",
    "/bcp/allAddedBCPDepartments",
    ({ unitId }) => get("/bcp/allAddedBCPDepartments", { businessUnitId: unitId }),
  ],
  ["/bcp/userInBCPCount", "/bcp/userInBCPCount", () => get("/bcp/userInBCPCount")],
  ["/bcp/viewed", "/bcp/viewed", () => get("/bcp/viewed")],
  [
    "/bcp/updateAssignee",
    "/bcp/updateAssignee",
    ({ planId, admin }) => ({
      method: "put",
      path: "/bcp/updateAssignee",
      body: { bcpId: planId, assigneeId: admin.id },
    }),
  ],
  ["/bcp/bcpPdf", "/bcp/bcpPdf", ({ planId }) => get("/bcp/bcpPdf", { bcpId: planId })],
  // BCP approval
  [
    "/bcp/approvalStatus",
    "/bcp/approvalStatus",
    ({ planId }) => get("/bcp/approvalStatus", { bcpId: planId }),
  ],
  ["/bcp/overAllStatus", "/bcp/overAllStatus", ({ planId }) => get("/bcp/overAllStatus", { bcpId: planId })],
  [
    "/bcp/approverStatus",
    "/bcp/approverStatus",
    ({ planId }) => ({ method: "put", path: "/bcp/approverStatus", body: { bcpId: planId } }),
  ],
  // BCP sections
  ["/bcpProcess", "/bcpProcess", ({ processId }) => get("/bcpProcess", { id: processId })],
  [
    "/bcpProcess/activateBcps",
    "/bcpProcess/activateBcps",
    ({ incidentId, planId }) => ({
      method: "post",
      path: "/bcpProcess/activateBcps",
      body: { incidentId, bcpIds: [planId], reason: "walk" },
    }),
  ],
  [
    "/bcpProcess/deactivateBcps",
    "/bcpProcess/deactivateBcps",
    ({ incidentId, planId }) => ({
      method: "post",
      path: "/bcpProcess/deactivateBcps",
      body: { incidentId, bcpIds: [planId] },
    }),
  ],
  [
    "/bcpProcess/updateDisruption",
    "/bcpProcess/updateDisruption",
    () => ({ method: "put", path: "/bcpProcess/updateDisruption", body: {} }),
  ],
  ["/bcpProcess/getAllActiveBcps", "/bcpProcess/getAllActiveBcps", () => get("/bcpProcess/getAllActiveBcps")],
  [
    "/bcpProcess/businessUnit",
    "/bcpProcess/businessUnit",
    ({ unitId }) => get("/bcpProcess/businessUnit", { businessUnitId: unitId }),
  ],
  ["/bcpProcess/all", "/bcpProcess/all", () => get("/bcpProcess/all")],
  [
    "/bcpRiskAssessment",
    "/bcpRiskAssessment/all",
    ({ planId }) => get("/bcpRiskAssessment/all", { bcpId: planId }),
  ],
  [
    "/bcpRiskAssessment/clone-risk",
    "/bcpRiskAssessment/clone-risk",
    () => ({ method: "post", path: "/bcpRiskAssessment/clone-risk", body: {} }),
  ],
  ["/bcpService", "/bcpService/all", ({ planId }) => get("/bcpService/all", { bcpId: planId })],
  [
    "/businessImpactAssesment",
    "/businessImpactAssesment/all",
    ({ planId }) => get("/businessImpactAssesment/all", { bcpId: planId }),
  ],
  ["/upstream", "/upstream", ({ planId }) => get("/upstream", { bcpId: planId })],
  ["/itapplication", "/itapplication", ({ planId }) => get("/itapplication", { bcpId: planId })],
  ["/equipment", "/equipment", ({ planId }) => get("/equipment", { bcpId: planId })],
  ["/criticalrecords", "/criticalrecords", ({ planId }) => get("/criticalrecords", { bcpId: planId })],
  ["/otherdependencies", "/otherdependencies", ({ planId }) => get("/otherdependencies", { bcpId: planId })],
  ["/bcpScenario", "/bcpScenario/all", ({ planId }) => get("/bcpScenario/all", { bcpId: planId })],
  ["/bcpStakeholder", "/bcpStakeholder/all", ({ planId }) => get("/bcpStakeholder/all", { bcpId: planId })],
  ["/bcpBRTRoster", "/bcpBRTRoster/all", ({ planId }) => get("/bcpBRTRoster/all", { bcpId: planId })],
  ["/bcpOrganization", "/bcpOrganization", () => get("/bcpOrganization")],
  ["/role", "/role", () => get("/role")],
  ["/dependency", "/dependency", ({ planId }) => get("/dependency", { bcpId: planId })],
  ["/dependencyType", "/dependencyType", () => get("/dependencyType")],
  // BCP responses
  ["/bcpResponse/getResponseData", "/bcpResponse/getResponseData", () => get("/bcpResponse/getResponseData")],
  [
    "/bcpResponse/updateActivationResponse",
    "/bcpResponse/updateActivationResponse",
    () => ({ method: "put", path: "/bcpResponse/updateActivationResponse", body: {} }),
  ],
  [
    "/bcpResponse/bcpActivationResponseHistory",
    "/bcpResponse/bcpActivationResponseHistory",
    () => get("/bcpResponse/bcpActivationResponseHistory"),
  ],
  [
    "/bcpResponse/allBcpActivationResponseHistory",
    "/bcpResponse/allBcpActivationResponseHistory",
    () => get("/bcpResponse/allBcpActivationResponseHistory"),
  ],
  // Management plans
  ["/managementPlan", "/managementPlan/{id}", ({ mpId }) => get(`/managementPlan/${mpId}`)],
  ["/managementPlan/Incident", "/managementPlan/Incident", () => get("/managementPlan/Incident")],
  ["/managementPlan/Crisis", "/managementPlan/Crisis", () => get("/managementPlan/Crisis")],
  [
    "/managementPlan/roster",
    "/managementPlan/{id}/roster",
    ({ mpId, admin }) => ({
      method: "post",
      path: `/managementPlan/${mpId}/roster`,
      body: { role: "LEADER", userId: admin.id },
    }),
  ],
  ["/managementPlan/location", "/managementPlan/location", () => get("/managementPlan/location")],
  [
    "/managementPlan/section",
    "/managementPlan/section/{id}",
    ({ sectionId }) => ({
      method: "put",
      path: `/managementPlan/section/${sectionId}`,
      body: { title: "Walked" },
    }),
  ],
  [
    "/managementPlan/section-item",
    "/managementPlan/section/{id}/section-item",
    ({ sectionId }) => ({
      method: "post",
      path: `/managementPlan/section/${sectionId}/section-item`,
      body: { kind: "note", title: "Call the site" },
    }),
  ],
  [
    "/associatedManagementPlan",
    "/associatedManagementPlan/{incidentId}",
    ({ incidentId }) => get(`/associatedManagementPlan/${incidentId}`),
  ],
  // Uploads
  [
    "/signedUrl/bcpAttachments",
    "/signedUrl/bcpAttachments",
    ({ planId }) => get("/signedUrl/bcpAttachments", { bcpId: planId }),
  ],
  [
    "/signedUrl/managementPlanAttachments",
    "/signedUrl/managementPlanAttachments",
    () => ({ method: "post", path: "/signedUrl/managementPlanAttachments", body: {} }),
  ],
];

function adhoc(ids: Ids) {
  return {
    type: "Incident",
    hazardCategoryId: ids.categoryId,
    hazardId: ids.hazardId,
    lat: 51.5,
    long: -0.12,
    viewRadius: 5,
    title: "Walked ad hoc incident",
    impact: "Medium",
  };
}

let ids: Ids;

const ctx = testApiFixture();
beforeAll(async () => {
  const admin = await ctx.api.user("CorpAdmin", { company: "Walk" });
  const { unit } = await makeUnit(ctx.api, admin.companyId);
  const plan = await makePlan(ctx.api, admin.token, { businessUnitId: unit.id, bcLeadId: admin.id });
  const service = await makeService(ctx.api, admin.token, plan.id);
  const process = await makeProcess(ctx.api, admin.token, service.id);
  const incident = await publishedIncident(ctx.api, admin.token);
  const { categoryId, hazardId } = await hazardFixture(ctx.api, admin.token);
  const mp = await ctx.api.call("post", "/managementPlan/Incident", {
    token: admin.token,
    body: { name: "Walk IMP", ownerId: admin.id },
  });
  expect(mp.status, JSON.stringify(mp.body)).toBe(201);
  const mpId = mp.body.data.id as string;
  const section = await ctx.api.call("post", `/managementPlan/${mpId}/section`, {
    token: admin.token,
    body: { title: "First hour" },
  });
  expect(section.status, JSON.stringify(section.body)).toBe(201);
  await notifyUser(ctx.api, admin, "ASSIGNMENT", { message: "Walk the catalogue" });
  const author = await ctx.api.user("BCPLead", { company: "Walk" });
  await recordMentions(ctx.api.db, {
    companyId: admin.companyId,
    authorId: author.id,
    text: `Look ${formatMention({ id: admin.id, name: "Admin" })}`,
    entityType: "incident",
    entityId: incident.id,
  });
  const mentionList = await ctx.api.call("get", "/mentions", { token: admin.token });
  const notificationList = await ctx.api.call("get", "/notifications", { token: admin.token });
  ids = {
    notificationId: notificationList.body.data[0].id,
    mentionId: mentionList.body.data[0].id,
    admin,
    planId: plan.id,
    processId: process.id,
    serviceId: service.id,
    unitId: unit.id,
    incidentId: incident.id,
    categoryId,
    hazardId,
    mpId,
    sectionId: section.body.data.id,
  };
});

describe("spec §7, the call catalogue", () => {
  it("has every path in the registry and in the OpenAPI document, with a summary", async () => {
    const registered = new Set(ENDPOINTS.map((e) => e.path));
    const doc = (await ctx.api.call("get", "/openapi.json")).body.paths as Record<
      string,
      Record<string, { summary?: string }>
    >;
    const missing = CATALOGUE.filter(([, template]) => !registered.has(template)).map(([spec]) => spec);
    expect(missing).toEqual([]);
    for (const [, template] of CATALOGUE) {
      const operations = Object.values(doc[`/api${template}`] ?? {});
      expect(operations.length, template).toBeGreaterThan(0);
      for (const op of operations) expect(op.summary, template).toBeTruthy();
    }
  });

  it("answers a valid call on every path: no 404, no segment read as an id", async () => {
    const wrong: string[] = [];
    for (const [spec, , build] of CATALOGUE) {
      const call = build(ids);
      const res = await ctx.api.call(call.method, call.path, {
        token: ids.admin.token,
        body: call.body ?? (call.method === "get" ? undefined : {}),
        query: call.query,
      });
      const message = res.body?.error?.message as string | undefined;
      if (
        res.status === 404 ||
        res.status === 415 ||
        res.status >= 500 ||
        /must be an ID \(a UUID\)/.test(message ?? "")
      ) {
        wrong.push(`${spec}: ${call.method.toUpperCase()} ${call.path} → ${res.status} ${message ?? ""}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
