import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assets, people } from "~/domains/assets/schema.server";
import { businessUnits, userBusinessUnits } from "~/domains/companies/organisation-schema.server";
import { notifications } from "~/domains/notifications/schema.server";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { makePlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { hazardFixture, publishedIncident } from "../../../tests/support/incidents";
import { INCIDENT_COLUMNS, INCIDENT_MESSAGES } from "./model";
import { incidents } from "./schema.server";

let api: TestApi;
let admin: Awaited<ReturnType<TestApi["user"]>>;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.user("CorpAdmin", { company: "Wizardco" });
});
afterAll(() => api.close());

describe("the creation wizard", () => {
  it("saves every step as a draft and resumes where the user left", async () => {
    const { categoryId, hazardId } = await hazardFixture(api, admin.token);
    const created = await api.call("post", "/incident", {
      token: admin.token,
      body: { type: "Crisis", hazardCategoryId: categoryId },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ isDraft: true, currentTab: "hazard_type", type: "Crisis" });
    const id = created.body.data.id;
    await api.call("put", `/incident/${id}`, { token: admin.token, body: { step: "hazard_type", hazardId } });

    // The user leaves; later the draft list shows where to pick it up.
    const drafts = await api.call("get", "/incident/drafts", { token: admin.token });
    expect(drafts.body.data.find((d: { id: string }) => d.id === id)).toMatchObject({
      currentTab: "load_assets_&_people",
    });
    const resumed = await api.call("get", `/incident/${id}`, { token: admin.token });
    expect(resumed.body.data).toMatchObject({
      hazardId,
      hazardCategoryId: categoryId,
      currentTab: "load_assets_&_people",
    });

    // Drafts are not in the list until published.
    const list = await api.call("get", "/incident/all", { token: admin.token });
    expect(list.body.data.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it("lists the caller's own drafts with drafts=mine, each with its type and step, and nobody else's", async () => {
    const { categoryId } = await hazardFixture(api, admin.token);
    const colleague = await api.user("CorpAdmin", { company: "Wizardco" });
    const mine = await api.call("post", "/incident", {
      token: admin.token,
      body: { type: "Crisis", hazardCategoryId: categoryId },
    });
    const theirs = await api.call("post", "/incident", {
      token: colleague.token,
      body: { type: "Incident", hazardCategoryId: categoryId },
    });
    const published = await publishedIncident(api, admin.token, { title: "Published one" });
    const list = await api.call("get", "/incident/all", { token: admin.token, query: { drafts: "mine" } });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((r: { id: string }) => r.id);
    expect(ids).toContain(mine.body.data.id);
    expect(ids).not.toContain(theirs.body.data.id);
    expect(ids).not.toContain(published.id);
    expect(list.body.data.find((r: { id: string }) => r.id === mine.body.data.id)).toMatchObject({
      type: "Crisis",
      isDraft: true,
      currentTab: "hazard_type",
    });
    // Without the filter: published only, each row with its type.
    const all = await api.call("get", "/incident/all", { token: admin.token });
    expect(all.body.data.map((r: { id: string }) => r.id)).not.toContain(mine.body.data.id);
    expect(all.body.data.find((r: { id: string }) => r.id === published.id)).toMatchObject({
      type: "Incident",
      isDraft: false,
    });
  });

  it("refuses a step with missing input on the form's field names", async () => {
    const { categoryId } = await hazardFixture(api, admin.token);
    const created = await api.call("post", "/incident", {
      token: admin.token,
      body: { hazardCategoryId: categoryId },
    });
    const id = created.body.data.id;
    const res = await api.call("put", `/incident/${id}`, {
      token: admin.token,
      body: { step: "load_assets_&_people", lat: "", long: "200", viewRadius: "" },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(["lat", "long", "viewRadius"]));
    const publish = await api.call("post", `/incident/${id}/publish`, { token: admin.token });
    expect(publish.status).toBe(400);
    expect(publish.body.error.fields).toMatchObject({
      hazardId: [INCIDENT_MESSAGES.hazardRequired],
      title: [INCIDENT_MESSAGES.titleRequired],
    });
  });

  it("refuses a hazard of another category and another company's category", async () => {
    const mine = await hazardFixture(api, admin.token);
    const other = await hazardFixture(api, admin.token);
    const created = await api.call("post", "/incident", {
      token: admin.token,
      body: { hazardCategoryId: mine.categoryId },
    });
    const wrong = await api.call("put", `/incident/${created.body.data.id}`, {
      token: admin.token,
      body: { step: "hazard_type", hazardId: other.hazardId },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.hazardId).toEqual([INCIDENT_MESSAGES.hazardRequired]);
    const stranger = await api.user("CorpAdmin", { company: "Elsewhere" });
    const theirs = await api.call("post", "/incident", {
      token: stranger.token,
      body: { hazardCategoryId: mine.categoryId },
    });
    expect(theirs.status).toBe(400);
  });

  it("keeps another user's draft and another company's incident out of reach (404)", async () => {
    const { id } = await publishedIncident(api, admin.token);
    const stranger = await api.user("CorpAdmin", { company: "Elsewhere" });
    expect((await api.call("get", `/incident/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await api.call("post", `/incident/${id}/disable`, { token: stranger.token })).status).toBe(404);
    const { categoryId } = await hazardFixture(api, admin.token);
    const draft = await api.call("post", "/incident", {
      token: admin.token,
      body: { hazardCategoryId: categoryId },
    });
    const colleague = await api.user("BCPLead", { company: "Wizardco" });
    expect(
      (await api.call("get", `/incident/${draft.body.data.id}`, { token: colleague.token })).status,
    ).toBe(404);
  });

  it("removes a draft with the spec's message, and only drafts", async () => {
    const { categoryId } = await hazardFixture(api, admin.token);
    const draft = await api.call("post", "/incident", {
      token: admin.token,
      body: { hazardCategoryId: categoryId },
    });
    const removed = await api.call("delete", `/incident/${draft.body.data.id}`, { token: admin.token });
    expect(removed.body.data.message).toBe("Incident Removed Successfully!");
    expect((await api.call("get", `/incident/${draft.body.data.id}`, { token: admin.token })).status).toBe(
      404,
    );
    const { id } = await publishedIncident(api, admin.token);
    expect((await api.call("delete", `/incident/${id}`, { token: admin.token })).status).toBe(400);
  });
});

describe("impact within the viewing radius", () => {
  it("loads the sites and people within the radius of any incident location, not those beyond", async () => {
    const company = admin.companyId;
    const [near, far, second] = await api.db
      .insert(assets)
      .values([
        { companyId: company, name: "Near office", type: "office", lat: 51.51, lng: -0.1 },
        { companyId: company, name: "Far office", type: "office", lat: 53.48, lng: -2.24 },
        { companyId: company, name: "Paris office", type: "office", lat: 48.86, lng: 2.35 },
      ])
      .returning();
    await api.db.insert(people).values([
      {
        companyId: company,
        type: "employee",
        firstName: "Ann",
        lastName: "Near",
        homeAssetId: near.id,
        lat: near.lat,
        lng: near.lng,
      },
      {
        companyId: company,
        type: "employee",
        firstName: "Bob",
        lastName: "Far",
        homeAssetId: far.id,
        lat: far.lat,
        lng: far.lng,
      },
    ]);
    const { categoryId, hazardId } = await hazardFixture(api, admin.token);
    const created = await api.call("post", "/incident", {
      token: admin.token,
      body: { hazardCategoryId: categoryId },
    });
    const id = created.body.data.id;
    await api.call("put", `/incident/${id}`, { token: admin.token, body: { step: "hazard_type", hazardId } });
    const saved = await api.call("put", `/incident/${id}`, {
      token: admin.token,
      body: {
        step: "load_assets_&_people",
        lat: 51.5,
        long: -0.12,
        viewRadius: 10,
        locations: [{ name: "Paris", lat: 48.85, lng: 2.35 }],
      },
    });
    expect(saved.status).toBe(200);
    const impact = await api.call("get", `/incident/${id}/impact`, { token: admin.token });
    const names = impact.body.data.assets.map((a: { asset: { name: string } }) => a.asset.name).sort();
    expect(names).toEqual(["Near office", "Paris office"]);
    expect(impact.body.data.people.map((p: { person: { name: string } }) => p.person.name)).toEqual([
      "Ann Near",
    ]);
    expect(names).not.toContain(far.name);
    expect(second.name).toBe("Paris office");
  });
});

describe("publishing and the list", () => {
  it("records the creator, shows the spec's columns, and notifies the impacted plans' leads only when asked", async () => {
    const lead = await api.user("BCPLead", { company: "Wizardco" });
    const otherLead = await api.user("BCPLead", { company: "Wizardco" });
    const { unit } = await makeUnit(api, admin.companyId, "Wizard unit");
    const impacted = await makePlan(api, admin.token, {
      businessUnitId: unit.id,
      bcLeadId: lead.id,
      name: "Hit",
    });
    const process = await makeProcess(
      api,
      admin.token,
      (await makeService(api, admin.token, impacted.id)).id,
    );
    // Another lead's plan the incident does not touch: that lead has nothing to do with it.
    await makePlan(api, admin.token, { businessUnitId: unit.id, bcLeadId: otherLead.id, name: "Untouched" });
    const { id } = await publishedIncident(api, admin.token, {
      title: "Quiet one",
      bcpProcessIds: [process.id],
    });
    const loud = await publishedIncident(api, admin.token, {
      title: "Loud one",
      notifyBCPLeads: true,
      bcpProcessIds: [process.id],
    });
    const list = await api.call("get", "/incident/all", { token: admin.token, query: { q: "one" } });
    expect(list.status).toBe(200);
    const row = list.body.data.find((r: { id: string }) => r.id === loud.id);
    for (const [key] of INCIDENT_COLUMNS) expect(row).toHaveProperty(key);
    expect(row).toMatchObject({
      name: "Loud one",
      status: "Just Created",
      impact: "High",
      incidentCreator: "CorpAdmin Tester",
      incidentLocations: ["London"],
    });
    const mine = await api.db.select().from(notifications).where(eq(notifications.userId, lead.id));
    expect(mine.map((n) => n.additionalInfo.incidentId)).toEqual([loud.id]);
    expect(mine.map((n) => n.additionalInfo.incidentId)).not.toContain(id);
    const others = await api.db.select().from(notifications).where(eq(notifications.userId, otherLead.id));
    expect(others).toEqual([]);
  });

  it("notifies the business coordinators of the impacted business units when asked", async () => {
    const boss = await api.user("CorpAdmin", { company: "Unitco" });
    const [unit, other] = await api.db
      .insert(businessUnits)
      .values([
        { companyId: boss.companyId, name: "UK" },
        { companyId: boss.companyId, name: "US" },
      ])
      .returning();
    const coordinator = await api.user("BUAdmin", { company: "Unitco" });
    const elsewhere = await api.user("BUAdmin", { company: "Unitco" });
    await api.db.insert(userBusinessUnits).values([
      { userId: coordinator.id, businessUnitId: unit.id },
      { userId: elsewhere.id, businessUnitId: other.id },
    ]);
    await api.db.insert(assets).values({
      companyId: boss.companyId,
      name: "City office",
      type: "office",
      lat: 51.5,
      lng: -0.12,
      businessUnitId: unit.id,
    });
    const { id } = await publishedIncident(api, boss.token, { notifyBusinessCoordinator: true });
    const heard = async (userId: string) =>
      (await api.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
        (n) => n.additionalInfo.incidentId,
      );
    expect(await heard(coordinator.id)).toEqual([id]);
    expect(await heard(elsewhere.id)).toEqual([]);
  });

  it("filters, sorts and pages", async () => {
    const boss = await api.user("CorpAdmin", { company: "Filtersco" });
    await publishedIncident(api, boss.token, { title: "Alpha" });
    await publishedIncident(api, boss.token, { title: "Bravo", type: "Crisis" });
    await publishedIncident(api, boss.token, { title: "Charlie" });
    const crises = await api.call("get", "/incident/all", { token: boss.token, query: { type: "Crisis" } });
    expect(crises.body.data.map((r: { name: string }) => r.name)).toEqual(["Bravo"]);
    const sorted = await api.call("get", "/incident/all", {
      token: boss.token,
      query: { sort: "name", order: "asc", pageSize: 2, page: 2 },
    });
    expect(sorted.body.error).toBeUndefined();
    expect(sorted.body.data.map((r: { name: string }) => r.name)).toEqual(["Charlie"]);
    expect(sorted.body.page).toEqual({ page: 2, pageSize: 2, total: 3 });
    const today = await api.call("get", "/incident/all", {
      token: boss.token,
      query: { dateRange: "Today" },
    });
    expect(today.body).toMatchObject({ page: { total: 3 } });
    await api.db
      .update(incidents)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(incidents.title, "Alpha"));
    const month = await api.call("get", "/incident/all", {
      token: boss.token,
      query: { dateRange: "Last 30 Days" },
    });
    expect(month.body.data.map((r: { name: string }) => r.name).sort()).toEqual(["Bravo", "Charlie"]);
    const quarter = await api.call("get", "/incident/all", {
      token: boss.token,
      query: { dateRange: "Quarter" },
    });
    expect(quarter.body.page.total).toBe(3);
  });

  it("stars favourites for the sidebar and marks read, for the caller only", async () => {
    const { id } = await publishedIncident(api, admin.token, { title: "Starred" });
    await api.call("put", `/incident/${id}/favourite`, { token: admin.token, body: { favourite: true } });
    await api.call("put", `/incident/${id}/read`, { token: admin.token });
    const favs = await api.call("get", "/incident/favourites", { token: admin.token });
    expect(favs.body.data.map((f: { id: string }) => f.id)).toContain(id);
    const colleague = await api.user("CorpAdmin", { company: "Wizardco" });
    expect((await api.call("get", "/incident/favourites", { token: colleague.token })).body.data).toEqual([]);
    const detail = await api.call("get", `/incident/${id}`, { token: admin.token });
    expect(detail.body.data).toMatchObject({ favourite: true, isRead: true });
  });

  it("lets view-only users read but not create", async () => {
    const viewer = await api.user("CorpViewOnly", { company: "Wizardco" });
    expect((await api.call("get", "/incident/all", { token: viewer.token })).status).toBe(200);
    const { categoryId } = await hazardFixture(api, admin.token);
    expect(
      (await api.call("post", "/incident", { token: viewer.token, body: { hazardCategoryId: categoryId } }))
        .status,
    ).toBe(403);
  });
});
