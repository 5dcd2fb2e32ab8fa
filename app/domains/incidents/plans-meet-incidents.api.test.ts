import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userBusinessUnits } from "~/domains/companies/organisation-schema.server";
import { notifications } from "~/domains/notifications/schema.server";
import { startEverySection } from "../../../tests/support/analysis";
import type { TestApi } from "../../../tests/support/api";
import { decideAsRead, makePlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, hazardFixture } from "../../../tests/support/incidents";
import { decidePlan, makePlan as makeManagementPlan } from "../management-plans/test-helpers";

/** Issue 21: the process ↔ site link of the plans is the one source of incident impact. */

type User = Awaited<ReturnType<TestApi["user"]>>;

let unitId: string;

const LYON = { lat: 45.764, lng: 4.8357 };
// About 2 km east of the depot.
const NEAR_LYON = { lat: 45.764, long: 4.861 };

const ctx = testApiFixture(
  {
    admin: "CorpAdmin",
    lead: "BCPLead",
    otherLead: "BCPLead",
    approver: "BCPLead",
    coordinator: "BUAdmin",
    elsewhere: "BUAdmin",
    outsider: ["CorpAdmin", { company: "Elsewhere" }],
  },
  { company: "Linkco" },
);
beforeAll(async () => {
  unitId = (await makeUnit(ctx.api, ctx.admin.companyId, "Logistics")).unit.id;
  const otherUnit = (await makeUnit(ctx.api, ctx.admin.companyId, "Retail")).unit.id;
  await ctx.api.db.insert(userBusinessUnits).values([
    { userId: ctx.coordinator.id, businessUnitId: unitId },
    { userId: ctx.elsewhere.id, businessUnitId: otherUnit },
  ]);
});

async function site(name: string, at = LYON) {
  const res = await ctx.api.call("post", "/asset", {
    token: ctx.admin.token,
    body: { name, type: "warehouse", city: "Lyon", country: "France", ...at },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.asset as { id: string; name: string };
}

/**
 * A plan by `bcLead` with one process, delivered at `at` sites (before approval: a change to an approved plan
 * sends it back to In Progress), approved unless asked otherwise.
 */
async function plan(
  name: string,
  processName: string,
  opts: { approve?: boolean; bcLead?: User; at?: { assetId: string; headcount?: number }[] } = {},
) {
  const by = opts.bcLead ?? ctx.lead;
  const p = await makePlan(ctx.api, ctx.admin.token, { businessUnitId: unitId, bcLeadId: by.id, name });
  const service = await makeService(ctx.api, by.token, p.id, `${name} service`);
  const process = await makeProcess(ctx.api, by.token, service.id, {
    name: processName,
    mad: 4,
    madDuration: "hours",
    totalGlobalHeadCount: 100,
  });
  for (const location of opts.at ?? []) {
    const added = await ctx.api.call("post", "/bcpProcess/locations", {
      token: by.token,
      body: { processId: process.id, ...location },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.location.assetId).toBe(location.assetId);
  }
  if (opts.approve !== false) {
    await startEverySection(ctx.api, by.token, p.id);
    await ctx.api.call("put", "/bcp/overAllStatus", {
      token: by.token,
      body: { bcpId: p.id, approverId: ctx.approver.id },
    });
    const ok = await decideAsRead(ctx.api, "/bcp/approverStatus", {
      token: ctx.approver.token,
      body: { bcpId: p.id, section: "overall", status: "APPROVED" },
    });
    expect(ok.status).toBe(200);
  }
  return { id: p.id, processId: process.id };
}

/** A draft through steps 1–3 at `at` with a 10 km radius. */
async function draftAt(at: { lat: number; long: number }, token = ctx.admin.token) {
  const { categoryId, hazardId } = await hazardFixture(ctx.api, token);
  const created = await ctx.api.call("post", "/incident", { token, body: { hazardCategoryId: categoryId } });
  const id = created.body.data.id as string;
  await ctx.api.call("put", `/incident/${id}`, { token, body: { step: "hazard_type", hazardId } });
  const saved = await ctx.api.call("put", `/incident/${id}`, {
    token,
    body: { step: "load_assets_&_people", ...at, viewRadius: 10, locationName: "Lyon" },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { id, hazardId, categoryId };
}

describe("impact computed from the plans people write", () => {
  it("finds a process delivered at a register site 2 km away, by name, pre-ticked when its plan is approved, and activation offers its plan", async () => {
    const depot = await site("Lyon Transport Depot");
    const approved = await plan("Transport BCP", "Route planning", {
      at: [{ assetId: depot.id, headcount: 12 }],
    });
    await plan("Draft BCP", "Fleet washing", {
      approve: false,
      bcLead: ctx.otherLead,
      at: [{ assetId: depot.id, headcount: 3 }],
    });

    const { id } = await draftAt(NEAR_LYON);
    const view = await ctx.api.call("get", `/incident/${id}/processes`, { token: ctx.admin.token });
    expect(view.status).toBe(200);
    const byName = Object.fromEntries(
      view.body.data.bcpProcesses.map((p: { name: string }) => [p.name, p]),
    ) as Record<string, Record<string, unknown>>;
    expect(Object.keys(byName).sort()).toEqual(["Fleet washing", "Route planning"]);
    expect(byName["Route planning"]).toMatchObject({
      selected: true,
      byHand: false,
      bcp: { name: "Transport BCP", approved: true },
      mad: "4 Hours",
      headcount: 12,
      sites: [{ name: "Lyon Transport Depot", headcount: 12 }],
    });
    expect((byName["Route planning"].lead as { name: string }).name).toBeTruthy();
    // An unapproved plan's process is listed but not ticked.
    expect(byName["Fleet washing"]).toMatchObject({ selected: false, bcp: { name: "Draft BCP" } });

    // Step 4 saved as offered, published: activation offers exactly the plan of the loaded process.
    await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: { step: "load_processes", bcpProcessIds: [approved.processId] },
    });
    await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: { step: "general_info", title: "Depot fire", impact: "High", status: "Just Created" },
    });
    expect((await ctx.api.call("post", `/incident/${id}/publish`, { token: ctx.admin.token })).status).toBe(
      200,
    );
    const offered = await ctx.api.call("get", "/bcpProcess/impactedBcps", {
      token: ctx.admin.token,
      query: { incidentId: id },
    });
    expect(offered.body.data.plans.map((p: { name: string }) => p.name)).toEqual(["Transport BCP"]);
    const activated = await ctx.api.call("post", "/bcpProcess/activateBcps", {
      token: ctx.admin.token,
      body: { incidentId: id, bcpIds: [approved.id], reason: "Depot on fire" },
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(201);

    // The site page lists what depends on it.
    const page = await ctx.api.call("get", `/asset/${depot.id}`, { token: ctx.admin.token });
    expect(page.body.data.processes.map((p: { name: string }) => p.name).sort()).toEqual([
      "Fleet washing",
      "Route planning",
    ]);
    const withBcp = await ctx.api.call("get", "/asset/company-assets-with-bcp", { token: ctx.admin.token });
    expect(withBcp.body.data.map((a: { id: string }) => a.id)).toContain(depot.id);
  });

  it("lets a place-less incident (ransomware) load any plan's process by name, kept as added by hand, and activate that plan", async () => {
    const itPlan = await plan("IT Recovery BCP", "Restore booking servers");
    // Far from every site: the radius finds nothing.
    const { id } = await draftAt({ lat: -45, long: -120 });
    const none = await ctx.api.call("get", `/incident/${id}/processes`, { token: ctx.admin.token });
    expect(none.body.data.bcpProcesses).toEqual([]);
    const found = await ctx.api.call("get", `/incident/${id}/processes/search`, {
      token: ctx.admin.token,
      query: { q: "it recovery" },
    });
    expect(found.body.data.map((p: { name: string }) => p.name)).toEqual(["Restore booking servers"]);
    const saved = await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: {
        step: "load_processes",
        bcpProcessIds: [itPlan.processId],
        adhocProcessNames: ["Call carriers"],
      },
    });
    expect(saved.body.data.bcpProcessIds).toEqual([itPlan.processId]);
    expect(saved.body.data.adhocProcessIds).toContain(itPlan.processId);
    const view = await ctx.api.call("get", `/incident/${id}/processes`, { token: ctx.admin.token });
    expect(view.body.data.bcpProcesses).toMatchObject([
      { name: "Restore booking servers", selected: true, byHand: true, sites: [] },
    ]);
    await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: { step: "general_info", title: "Ransomware", impact: "High", status: "Just Created" },
    });
    await ctx.api.call("post", `/incident/${id}/publish`, { token: ctx.admin.token });
    const activated = await ctx.api.call("post", "/bcpProcess/activateBcps", {
      token: ctx.admin.token,
      body: { incidentId: id, bcpIds: [itPlan.id], reason: "Servers encrypted" },
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(201);
    // Another company's process id is dropped, never loaded.
    const foreign = await plan("Foreign", "Not ours");
    const other = await draftAt({ lat: -45, long: -120 }, ctx.outsider.token);
    const refused = await ctx.api.call("put", `/incident/${other.id}`, {
      token: ctx.outsider.token,
      body: { step: "load_processes", bcpProcessIds: [foreign.processId] },
    });
    expect(refused.body.data.bcpProcessIds).toEqual([]);
  });

  it("adds a new register site from the delivery location form, placed at its city, and refuses a location without a site", async () => {
    const p = await plan("Retail BCP", "Shop floor", { approve: false });
    const added = await ctx.api.call("post", "/bcpProcess/locations", {
      token: ctx.admin.token,
      body: { processId: p.processId, newSiteName: "Leeds Store", newSiteCity: "Leeds", headcount: 4 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const assetId = added.body.data.location.assetId;
    const created = await ctx.api.call("get", `/asset/${assetId}`, { token: ctx.admin.token });
    expect(created.body.data).toMatchObject({ name: "Leeds Store", city: "Leeds" });
    expect(Math.round(created.body.data.lat)).toBe(54);
    const missing = await ctx.api.call("post", "/bcpProcess/locations", {
      token: ctx.admin.token,
      body: { processId: p.processId, headcount: 4 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.assetId).toEqual(["Choose a site from the register, or add a new one."]);
    // The plan's lead adds the site it is delivered at too; a name already in the register is refused.
    const byLead = await ctx.api.call("post", "/bcpProcess/locations", {
      token: ctx.lead.token,
      body: { processId: p.processId, newSiteName: "Bradford Shed", newSiteLat: 53.8, newSiteLng: -1.75 },
    });
    expect(byLead.status, JSON.stringify(byLead.body)).toBe(201);
    const again = await ctx.api.call("post", "/bcpProcess/locations", {
      token: ctx.lead.token,
      body: { processId: p.processId, newSiteName: "leeds store", newSiteCity: "Leeds" },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.fields.newSiteName).toEqual([
      "Leeds Store is already in the register: choose it in the site search.",
    ]);
  });
});

describe("notifications and refusals", () => {
  it("notifies the impacted plans' leads and the impacted units' coordinators, in-app and by email with a link to the incident", async () => {
    // Marseille: far from the Lyon sites of the other tests.
    const depot = await site("Marseille Hub", { lat: 43.2965, lng: 5.3698 });
    await plan("Hub BCP", "Sorting", { at: [{ assetId: depot.id, headcount: 5 }] });
    await plan("Untouched BCP", "Elsewhere work", { bcLead: ctx.otherLead });
    const heard = async (u: User) =>
      (await ctx.api.db.select().from(notifications).where(eq(notifications.userId, u.id))).length;
    const counts = {
      lead: await heard(ctx.lead),
      other: await heard(ctx.otherLead),
      coord: await heard(ctx.coordinator),
      elsewhere: await heard(ctx.elsewhere),
    };
    const { id } = await draftAt({ lat: 43.2965, long: 5.3698 });
    await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: {
        step: "general_info",
        title: "Hub flood",
        impact: "High",
        status: "Just Created",
        notifyBCPLeads: true,
        notifyBusinessCoordinator: true,
      },
    });
    expect((await ctx.api.call("post", `/incident/${id}/publish`, { token: ctx.admin.token })).status).toBe(
      200,
    );
    expect(await heard(ctx.lead)).toBe(counts.lead + 1);
    expect(await heard(ctx.coordinator)).toBe(counts.coord + 1);
    expect(await heard(ctx.otherLead)).toBe(counts.other);
    expect(await heard(ctx.elsewhere)).toBe(counts.elsewhere);
    const mail = (await ctx.api.outbox(ctx.lead.email)).filter((m) => m.subject.includes("Hub flood"));
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0])).toContain(`/viewincident/details?incident_id=${id}`);
    expect((await ctx.api.outbox(ctx.coordinator.email)).some((m) => m.subject.includes("Hub flood"))).toBe(
      true,
    );
  });

  it("escalating to a crisis notifies the coordinator, the impacted plans' leads and the associated plans' roster users, in-app and by email unless turned off", async () => {
    // Nice: far from the other tests' sites.
    const port = await site("Nice Port", { lat: 43.7102, lng: 7.262 });
    await plan("Port BCP", "Loading", { at: [{ assetId: port.id, headcount: 3 }] });
    const responder = await ctx.api.user("Employee", { company: "Linkco" });
    const rostered = await ctx.api.user("Employee", { company: "Linkco" });
    const quiet = await ctx.api.user("Employee", { company: "Linkco" });
    const bystander = await ctx.api.user("Employee", { company: "Linkco" });
    const prefs = await ctx.api.call("put", "/notifications/preferences", {
      token: quiet.token,
      body: { incidents: false },
    });
    expect(prefs.status).toBe(200);
    // Roster first: a change to an approved plan sends it back to In Progress.
    const imp = await makeManagementPlan(ctx.api, ctx.admin, {
      type: "Incident",
      name: "Port IMP",
      approver: ctx.coordinator,
    });
    for (const body of [
      { role: "LEADER", userId: rostered.id },
      { role: "MEMBER", userId: quiet.id },
      { role: "MEMBER", name: "Outside Contact", phone: "+33 4 72 00 00 00" },
    ]) {
      const added = await ctx.api.call("post", `/managementPlan/${imp.id}/roster`, {
        token: ctx.admin.token,
        body,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    await ctx.api.call("post", `/managementPlan/${imp.id}/approvalStatus`, { token: ctx.admin.token });
    const approved = await decidePlan(ctx.api, ctx.coordinator.token, imp.id, { decision: "APPROVED" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const { id } = await draftAt({ lat: 43.7102, long: 7.262 });
    const info = await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: {
        step: "general_info",
        title: "Port fire",
        impact: "High",
        status: "Just Created",
      },
    });
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    expect((await ctx.api.call("post", `/incident/${id}/publish`, { token: ctx.admin.token })).status).toBe(
      200,
    );
    const team = await assignTeam(ctx.api, ctx.admin.token, id, {
      responseCoordinatorId: responder.id,
      members: [],
    });
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    const associated = await ctx.api.call("put", `/associatedManagementPlan/${id}`, {
      token: ctx.admin.token,
      body: { incidentType: "Incident", planIds: [imp.id] },
    });
    expect(associated.status, JSON.stringify(associated.body)).toBe(200);

    const before = await ctx.api.db.select().from(notifications);
    expect((await ctx.api.call("post", `/incident/${id}/escalate`, { token: ctx.admin.token })).status).toBe(
      200,
    );
    const escalated = (await ctx.api.db.select().from(notifications)).filter(
      (n) => !before.some((b) => b.id === n.id),
    );
    const names = new Map([
      [responder.id, "coordinator"],
      [ctx.lead.id, "lead"],
      [rostered.id, "roster"],
      [quiet.id, "quiet roster"],
    ]);
    expect(new Set(escalated.map((n) => names.get(n.userId) ?? n.userId))).toEqual(
      new Set(["coordinator", "lead", "roster", "quiet roster"]),
    );
    expect(
      escalated.every((n) => n.companyId === ctx.admin.companyId && n.additionalInfo.incidentId === id),
    ).toBe(true);
    for (const u of [responder, ctx.lead, rostered]) {
      const mail = (await ctx.api.outbox(u.email)).filter(
        (m) => m.subject === "Escalated to crisis: Port fire",
      );
      expect(mail, u.email).toHaveLength(1);
      expect(JSON.stringify(mail[0])).toContain(`/viewincident/details?incident_id=${id}`);
      // The link opens the crisis for each of them.
      expect((await ctx.api.call("get", `/incident/${id}`, { token: u.token })).status).toBe(200);
    }
    // Turned off: in-app only.
    expect((await ctx.api.outbox(quiet.email)).filter((m) => m.subject.includes("Port fire"))).toEqual([]);
    expect((await ctx.api.call("get", `/incident/${id}`, { token: quiet.token })).status).toBe(200);
    // Neither the one who escalated, nor an uninvolved colleague, nor another company.
    expect((await ctx.api.outbox(ctx.admin.email)).filter((m) => m.subject.includes("Port fire"))).toEqual(
      [],
    );
    expect((await ctx.api.outbox(bystander.email)).filter((m) => m.subject.includes("Port fire"))).toEqual(
      [],
    );
    expect((await ctx.api.outbox(ctx.outsider.email)).filter((m) => m.subject.includes("Port fire"))).toEqual(
      [],
    );
    expect((await ctx.api.call("get", `/incident/${id}`, { token: bystander.token })).status).toBe(404);

    // The crisis then calls on a CMP: the users on its roster hear of it and can open the crisis.
    const crisisLead = await ctx.api.user("Employee", { company: "Linkco" });
    const cmp = await makeManagementPlan(ctx.api, ctx.admin, {
      type: "Crisis",
      name: "Port CMP",
      approver: ctx.coordinator,
    });
    await ctx.api.call("post", `/managementPlan/${cmp.id}/roster`, {
      token: ctx.admin.token,
      body: { role: "LEADER", userId: crisisLead.id },
    });
    await ctx.api.call("post", `/managementPlan/${cmp.id}/approvalStatus`, { token: ctx.admin.token });
    await decidePlan(ctx.api, ctx.coordinator.token, cmp.id, { decision: "APPROVED" });
    const withCmp = await ctx.api.call("put", `/associatedManagementPlan/${id}`, {
      token: ctx.admin.token,
      body: { incidentType: "Crisis", planIds: [cmp.id] },
    });
    expect(withCmp.status, JSON.stringify(withCmp.body)).toBe(200);
    const cmpMail = (await ctx.api.outbox(crisisLead.email)).filter((m) => m.subject === "Crisis: Port fire");
    expect(cmpMail).toHaveLength(1);
    expect(JSON.stringify(cmpMail[0])).toContain(`/viewincident/details?incident_id=${id}`);
    expect((await ctx.api.call("get", `/incident/${id}`, { token: crisisLead.token })).status).toBe(200);
    expect((await ctx.api.outbox(ctx.outsider.email)).filter((m) => m.subject.includes("Port fire"))).toEqual(
      [],
    );
  });

  it("refuses to delete a site, a hazard or a hazard category in use, naming what uses it", async () => {
    const depot = await site("Used Depot", { lat: 10, lng: 10 });
    await plan("Depot BCP", "Loading", { approve: false, at: [{ assetId: depot.id }] });
    const site409 = await ctx.api.call("delete", `/asset/${depot.id}`, { token: ctx.admin.token });
    expect(site409.status).toBe(409);
    expect(site409.body.error.message).toContain("Loading (Depot BCP)");
    expect((await ctx.api.call("get", `/asset/${depot.id}`, { token: ctx.admin.token })).status).toBe(200);

    const { id, hazardId, categoryId } = await draftAt({ lat: 10, long: 10 });
    await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: { step: "general_info", title: "Named storm", impact: "Low", status: "Just Created" },
    });
    const hazard409 = await ctx.api.call("delete", `/hazard/${hazardId}`, { token: ctx.admin.token });
    expect(hazard409.status).toBe(409);
    expect(hazard409.body.error.message).toContain("Named storm");
    const category409 = await ctx.api.call("delete", `/hazardCategory/${categoryId}`, {
      token: ctx.admin.token,
    });
    expect(category409.status).toBe(409);
  });
});
