import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "~/domains/notifications/schema.server";
import { userBusinessUnits } from "~/domains/organisation/schema.server";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { makePlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { hazardFixture } from "../../../tests/support/incidents";

/** Issue 21: the process ↔ site link of the plans is the one source of incident impact. */
let api: TestApi;
type User = Awaited<ReturnType<TestApi["user"]>>;
let admin: User;
let lead: User;
let otherLead: User;
let approver: User;
let coordinator: User;
let elsewhere: User;
let outsider: User;
let unitId: string;

const LYON = { lat: 45.764, lng: 4.8357 };
// About 2 km east of the depot.
const NEAR_LYON = { lat: 45.764, long: 4.861 };

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.user("CorpAdmin", { company: "Linkco" });
  lead = await api.user("BCPLead", { company: "Linkco" });
  otherLead = await api.user("BCPLead", { company: "Linkco" });
  approver = await api.user("Employee", { company: "Linkco" });
  coordinator = await api.user("BUAdmin", { company: "Linkco" });
  elsewhere = await api.user("BUAdmin", { company: "Linkco" });
  outsider = await api.user("CorpAdmin", { company: "Elsewhere" });
  unitId = (await makeUnit(api, admin.companyId, "Logistics")).unit.id;
  const otherUnit = (await makeUnit(api, admin.companyId, "Retail")).unit.id;
  await api.db.insert(userBusinessUnits).values([
    { userId: coordinator.id, businessUnitId: unitId },
    { userId: elsewhere.id, businessUnitId: otherUnit },
  ]);
});
afterAll(() => api.close());

async function site(name: string, at = LYON) {
  const res = await api.call("post", "/asset", {
    token: admin.token,
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
  const by = opts.bcLead ?? lead;
  const p = await makePlan(api, admin.token, { businessUnitId: unitId, bcLeadId: by.id, name });
  const service = await makeService(api, by.token, p.id, `${name} service`);
  const process = await makeProcess(api, by.token, service.id, {
    name: processName,
    mad: 4,
    madDuration: "hours",
    totalGlobalHeadCount: 100,
  });
  for (const location of opts.at ?? []) {
    const added = await api.call("post", "/bcpProcess/locations", {
      token: by.token,
      body: { processId: process.id, ...location },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.location.assetId).toBe(location.assetId);
  }
  if (opts.approve !== false) {
    await api.call("put", "/bcp/overAllStatus", {
      token: by.token,
      body: { bcpId: p.id, approverId: approver.id },
    });
    const ok = await api.call("put", "/bcp/approverStatus", {
      token: approver.token,
      body: { bcpId: p.id, section: "overall", status: "APPROVED" },
    });
    expect(ok.status).toBe(200);
  }
  return { id: p.id, processId: process.id };
}

/** A draft through steps 1–3 at `at` with a 10 km radius. */
async function draftAt(at: { lat: number; long: number }, token = admin.token) {
  const { categoryId, hazardId } = await hazardFixture(api, token);
  const created = await api.call("post", "/incident", { token, body: { hazardCategoryId: categoryId } });
  const id = created.body.data.id as string;
  await api.call("put", `/incident/${id}`, { token, body: { step: "hazard_type", hazardId } });
  const saved = await api.call("put", `/incident/${id}`, {
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
      bcLead: otherLead,
      at: [{ assetId: depot.id, headcount: 3 }],
    });

    const { id } = await draftAt(NEAR_LYON);
    const view = await api.call("get", `/incident/${id}/processes`, { token: admin.token });
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
    await api.call("put", `/incident/${id}`, {
      token: admin.token,
      body: { step: "load_processes", bcpProcessIds: [approved.processId] },
    });
    await api.call("put", `/incident/${id}`, {
      token: admin.token,
      body: { step: "general_info", title: "Depot fire", impact: "High", status: "Just Created" },
    });
    expect((await api.call("post", `/incident/${id}/publish`, { token: admin.token })).status).toBe(200);
    const offered = await api.call("get", "/bcpProcess/impactedBcps", {
      token: admin.token,
      query: { incidentId: id },
    });
    expect(offered.body.data.plans.map((p: { name: string }) => p.name)).toEqual(["Transport BCP"]);
    const activated = await api.call("post", "/bcpProcess/activateBcps", {
      token: admin.token,
      body: { incidentId: id, bcpIds: [approved.id], reason: "Depot on fire" },
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(201);

    // The site page lists what depends on it.
    const page = await api.call("get", `/asset/${depot.id}`, { token: admin.token });
    expect(page.body.data.processes.map((p: { name: string }) => p.name).sort()).toEqual([
      "Fleet washing",
      "Route planning",
    ]);
    const withBcp = await api.call("get", "/asset/company-assets-with-bcp", { token: admin.token });
    expect(withBcp.body.data.map((a: { id: string }) => a.id)).toContain(depot.id);
  });

  it("lets a place-less incident (ransomware) load any plan's process by name, kept as added by hand, and activate that plan", async () => {
    const itPlan = await plan("IT Recovery BCP", "Restore booking servers");
    // Far from every site: the radius finds nothing.
    const { id } = await draftAt({ lat: -45, long: -120 });
    const none = await api.call("get", `/incident/${id}/processes`, { token: admin.token });
    expect(none.body.data.bcpProcesses).toEqual([]);
    const found = await api.call("get", `/incident/${id}/processes/search`, {
      token: admin.token,
      query: { q: "it recovery" },
    });
    expect(found.body.data.map((p: { name: string }) => p.name)).toEqual(["Restore booking servers"]);
    const saved = await api.call("put", `/incident/${id}`, {
      token: admin.token,
      body: {
        step: "load_processes",
        bcpProcessIds: [itPlan.processId],
        adhocProcessNames: ["Call carriers"],
      },
    });
    expect(saved.body.data.bcpProcessIds).toEqual([itPlan.processId]);
    expect(saved.body.data.adhocProcessIds).toContain(itPlan.processId);
    const view = await api.call("get", `/incident/${id}/processes`, { token: admin.token });
    expect(view.body.data.bcpProcesses).toMatchObject([
      { name: "Restore booking servers", selected: true, byHand: true, sites: [] },
    ]);
    await api.call("put", `/incident/${id}`, {
      token: admin.token,
      body: { step: "general_info", title: "Ransomware", impact: "High", status: "Just Created" },
    });
    await api.call("post", `/incident/${id}/publish`, { token: admin.token });
    const activated = await api.call("post", "/bcpProcess/activateBcps", {
      token: admin.token,
      body: { incidentId: id, bcpIds: [itPlan.id], reason: "Servers encrypted" },
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(201);
    // Another company's process id is dropped, never loaded.
    const foreign = await plan("Foreign", "Not ours");
    const other = await draftAt({ lat: -45, long: -120 }, outsider.token);
    const refused = await api.call("put", `/incident/${other.id}`, {
      token: outsider.token,
      body: { step: "load_processes", bcpProcessIds: [foreign.processId] },
    });
    expect(refused.body.data.bcpProcessIds).toEqual([]);
  });

  it("adds a new register site from the delivery location form, placed at its city, and refuses a location without a site", async () => {
    const p = await plan("Retail BCP", "Shop floor", { approve: false });
    const added = await api.call("post", "/bcpProcess/locations", {
      token: admin.token,
      body: { processId: p.processId, newSiteName: "Leeds Store", newSiteCity: "Leeds", headcount: 4 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const assetId = added.body.data.location.assetId;
    const created = await api.call("get", `/asset/${assetId}`, { token: admin.token });
    expect(created.body.data).toMatchObject({ name: "Leeds Store", city: "Leeds" });
    expect(Math.round(created.body.data.lat)).toBe(54);
    const missing = await api.call("post", "/bcpProcess/locations", {
      token: admin.token,
      body: { processId: p.processId, headcount: 4 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.assetId).toEqual(["Choose a site from the register, or add a new one."]);
    // The plan's lead adds the site it is delivered at too; a name already in the register is refused.
    const byLead = await api.call("post", "/bcpProcess/locations", {
      token: lead.token,
      body: { processId: p.processId, newSiteName: "Bradford Shed", newSiteLat: 53.8, newSiteLng: -1.75 },
    });
    expect(byLead.status, JSON.stringify(byLead.body)).toBe(201);
    const again = await api.call("post", "/bcpProcess/locations", {
      token: lead.token,
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
    await plan("Untouched BCP", "Elsewhere work", { bcLead: otherLead });
    const heard = async (u: User) =>
      (await api.db.select().from(notifications).where(eq(notifications.userId, u.id))).length;
    const counts = {
      lead: await heard(lead),
      other: await heard(otherLead),
      coord: await heard(coordinator),
      elsewhere: await heard(elsewhere),
    };
    const { id } = await draftAt({ lat: 43.2965, long: 5.3698 });
    await api.call("put", `/incident/${id}`, {
      token: admin.token,
      body: {
        step: "general_info",
        title: "Hub flood",
        impact: "High",
        status: "Just Created",
        notifyBCPLeads: true,
        notifyBusinessCoordinator: true,
      },
    });
    expect((await api.call("post", `/incident/${id}/publish`, { token: admin.token })).status).toBe(200);
    expect(await heard(lead)).toBe(counts.lead + 1);
    expect(await heard(coordinator)).toBe(counts.coord + 1);
    expect(await heard(otherLead)).toBe(counts.other);
    expect(await heard(elsewhere)).toBe(counts.elsewhere);
    const mail = (await api.outbox(lead.email)).filter((m) => m.subject.includes("Hub flood"));
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0])).toContain(`/viewincident/details?incident_id=${id}`);
    expect((await api.outbox(coordinator.email)).some((m) => m.subject.includes("Hub flood"))).toBe(true);
  });

  it("refuses to delete a site, a hazard or a hazard category in use, naming what uses it", async () => {
    const depot = await site("Used Depot", { lat: 10, lng: 10 });
    await plan("Depot BCP", "Loading", { approve: false, at: [{ assetId: depot.id }] });
    const site409 = await api.call("delete", `/asset/${depot.id}`, { token: admin.token });
    expect(site409.status).toBe(409);
    expect(site409.body.error.message).toContain("Loading (Depot BCP)");
    expect((await api.call("get", `/asset/${depot.id}`, { token: admin.token })).status).toBe(200);

    const { id, hazardId, categoryId } = await draftAt({ lat: 10, long: 10 });
    await api.call("put", `/incident/${id}`, {
      token: admin.token,
      body: { step: "general_info", title: "Named storm", impact: "Low", status: "Just Created" },
    });
    const hazard409 = await api.call("delete", `/hazard/${hazardId}`, { token: admin.token });
    expect(hazard409.status).toBe(409);
    expect(hazard409.body.error.message).toContain("Named storm");
    const category409 = await api.call("delete", `/hazardCategory/${categoryId}`, { token: admin.token });
    expect(category409.status).toBe(409);
  });
});
