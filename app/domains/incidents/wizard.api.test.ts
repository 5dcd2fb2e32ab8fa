import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assets, people } from "~/domains/assets/schema.server";
import { businessUnits, userBusinessUnits } from "~/domains/companies/organisation-schema.server";
import { notifications } from "~/domains/notifications/schema.server";
import { makePlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { hazardFixture, publishedIncident } from "../../../tests/support/incidents";
import { INCIDENT_COLUMNS, INCIDENT_MESSAGES } from "./model";
import { incidents } from "./schema.server";

const ctx = testApiFixture({ admin: "CorpAdmin" }, { company: "Wizardco" });

describe("the creation wizard", () => {
  it("saves every step as a draft and resumes where the user left", async () => {
    const { categoryId, hazardId } = await hazardFixture(ctx.api, ctx.admin.token);
    const created = await ctx.api.call("post", "/incident", {
      token: ctx.admin.token,
      body: { type: "Crisis", hazardCategoryId: categoryId },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ isDraft: true, currentTab: "hazard_type", type: "Crisis" });
    const id = created.body.data.id;
    await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: { step: "hazard_type", hazardId },
    });

    // The user leaves; later the draft list shows where to pick it up.
    const drafts = await ctx.api.call("get", "/incident/drafts", { token: ctx.admin.token });
    expect(drafts.body.data.find((d: { id: string }) => d.id === id)).toMatchObject({
      currentTab: "load_assets_&_people",
    });
    const resumed = await ctx.api.call("get", `/incident/${id}`, { token: ctx.admin.token });
    expect(resumed.body.data).toMatchObject({
      hazardId,
      hazardCategoryId: categoryId,
      currentTab: "load_assets_&_people",
    });

    // Drafts are not in the list until published.
    const list = await ctx.api.call("get", "/incident/all", { token: ctx.admin.token });
    expect(list.body.data.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it("lists the caller's own drafts with drafts=mine, each with its type and step, and nobody else's", async () => {
    const { categoryId } = await hazardFixture(ctx.api, ctx.admin.token);
    const colleague = await ctx.api.user("CorpAdmin", { company: "Wizardco" });
    const mine = await ctx.api.call("post", "/incident", {
      token: ctx.admin.token,
      body: { type: "Crisis", hazardCategoryId: categoryId },
    });
    const theirs = await ctx.api.call("post", "/incident", {
      token: colleague.token,
      body: { type: "Incident", hazardCategoryId: categoryId },
    });
    const published = await publishedIncident(ctx.api, ctx.admin.token, { title: "Published one" });
    const list = await ctx.api.call("get", "/incident/all", {
      token: ctx.admin.token,
      query: { drafts: "mine" },
    });
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
    const all = await ctx.api.call("get", "/incident/all", { token: ctx.admin.token });
    expect(all.body.data.map((r: { id: string }) => r.id)).not.toContain(mine.body.data.id);
    expect(all.body.data.find((r: { id: string }) => r.id === published.id)).toMatchObject({
      type: "Incident",
      isDraft: false,
    });
  });

  it("refuses a step with missing input on the form's field names", async () => {
    const { categoryId } = await hazardFixture(ctx.api, ctx.admin.token);
    const created = await ctx.api.call("post", "/incident", {
      token: ctx.admin.token,
      body: { hazardCategoryId: categoryId },
    });
    const id = created.body.data.id;
    const res = await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: { step: "load_assets_&_people", lat: "", long: "200", viewRadius: "" },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(["lat", "long", "viewRadius"]));
    const publish = await ctx.api.call("post", `/incident/${id}/publish`, { token: ctx.admin.token });
    expect(publish.status).toBe(400);
    expect(publish.body.error.fields).toMatchObject({
      hazardId: [INCIDENT_MESSAGES.hazardRequired],
      title: [INCIDENT_MESSAGES.titleRequired],
    });
  });

  it("refuses a hazard of another category and another company's category", async () => {
    const mine = await hazardFixture(ctx.api, ctx.admin.token);
    const other = await hazardFixture(ctx.api, ctx.admin.token);
    const created = await ctx.api.call("post", "/incident", {
      token: ctx.admin.token,
      body: { hazardCategoryId: mine.categoryId },
    });
    const wrong = await ctx.api.call("put", `/incident/${created.body.data.id}`, {
      token: ctx.admin.token,
      body: { step: "hazard_type", hazardId: other.hazardId },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.hazardId).toEqual([INCIDENT_MESSAGES.hazardRequired]);
    const stranger = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
    const theirs = await ctx.api.call("post", "/incident", {
      token: stranger.token,
      body: { hazardCategoryId: mine.categoryId },
    });
    expect(theirs.status).toBe(400);
  });

  it("keeps another user's draft and another company's incident out of reach (404)", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    const stranger = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
    expect((await ctx.api.call("get", `/incident/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await ctx.api.call("post", `/incident/${id}/disable`, { token: stranger.token })).status).toBe(
      404,
    );
    const { categoryId } = await hazardFixture(ctx.api, ctx.admin.token);
    const draft = await ctx.api.call("post", "/incident", {
      token: ctx.admin.token,
      body: { hazardCategoryId: categoryId },
    });
    const colleague = await ctx.api.user("BCPLead", { company: "Wizardco" });
    expect(
      (await ctx.api.call("get", `/incident/${draft.body.data.id}`, { token: colleague.token })).status,
    ).toBe(404);
  });

  it("removes a draft with the spec's message, and only drafts", async () => {
    const { categoryId } = await hazardFixture(ctx.api, ctx.admin.token);
    const draft = await ctx.api.call("post", "/incident", {
      token: ctx.admin.token,
      body: { hazardCategoryId: categoryId },
    });
    const removed = await ctx.api.call("delete", `/incident/${draft.body.data.id}`, {
      token: ctx.admin.token,
    });
    expect(removed.body.data.message).toBe("Incident Removed Successfully!");
    expect(
      (await ctx.api.call("get", `/incident/${draft.body.data.id}`, { token: ctx.admin.token })).status,
    ).toBe(404);
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    expect((await ctx.api.call("delete", `/incident/${id}`, { token: ctx.admin.token })).status).toBe(400);
  });
});

describe("impact within the viewing radius", () => {
  it("loads the sites and people within the radius of any incident location, not those beyond", async () => {
    const company = ctx.admin.companyId;
    const [near, far, second] = await ctx.api.db
      .insert(assets)
      .values([
        { companyId: company, name: "Near office", type: "office", lat: 51.51, lng: -0.1 },
        { companyId: company, name: "Far office", type: "office", lat: 53.48, lng: -2.24 },
        { companyId: company, name: "Paris office", type: "office", lat: 48.86, lng: 2.35 },
      ])
      .returning();
    await ctx.api.db.insert(people).values([
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
    const { categoryId, hazardId } = await hazardFixture(ctx.api, ctx.admin.token);
    const created = await ctx.api.call("post", "/incident", {
      token: ctx.admin.token,
      body: { hazardCategoryId: categoryId },
    });
    const id = created.body.data.id;
    await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: { step: "hazard_type", hazardId },
    });
    const saved = await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: {
        step: "load_assets_&_people",
        lat: 51.5,
        long: -0.12,
        viewRadius: 10,
        locations: [{ name: "Paris", lat: 48.85, lng: 2.35 }],
      },
    });
    expect(saved.status).toBe(200);
    const impact = await ctx.api.call("get", `/incident/${id}/impact`, { token: ctx.admin.token });
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
    const lead = await ctx.api.user("BCPLead", { company: "Wizardco" });
    const otherLead = await ctx.api.user("BCPLead", { company: "Wizardco" });
    const { unit } = await makeUnit(ctx.api, ctx.admin.companyId, "Wizard unit");
    const impacted = await makePlan(ctx.api, ctx.admin.token, {
      businessUnitId: unit.id,
      bcLeadId: lead.id,
      name: "Hit",
    });
    const process = await makeProcess(
      ctx.api,
      ctx.admin.token,
      (await makeService(ctx.api, ctx.admin.token, impacted.id)).id,
    );
    // Another lead's plan the incident does not touch: that lead has nothing to do with it.
    await makePlan(ctx.api, ctx.admin.token, {
      businessUnitId: unit.id,
      bcLeadId: otherLead.id,
      name: "Untouched",
    });
    const { id } = await publishedIncident(ctx.api, ctx.admin.token, {
      title: "Quiet one",
      bcpProcessIds: [process.id],
    });
    const loud = await publishedIncident(ctx.api, ctx.admin.token, {
      title: "Loud one",
      notifyBCPLeads: true,
      bcpProcessIds: [process.id],
    });
    const list = await ctx.api.call("get", "/incident/all", { token: ctx.admin.token, query: { q: "one" } });
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
    const mine = await ctx.api.db.select().from(notifications).where(eq(notifications.userId, lead.id));
    expect(mine.map((n) => n.additionalInfo.incidentId)).toEqual([loud.id]);
    expect(mine.map((n) => n.additionalInfo.incidentId)).not.toContain(id);
    const others = await ctx.api.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, otherLead.id));
    expect(others).toEqual([]);
  });

  it("notifies the business coordinators of the impacted business units when asked", async () => {
    const boss = await ctx.api.user("CorpAdmin", { company: "Unitco" });
    const [unit, other] = await ctx.api.db
      .insert(businessUnits)
      .values([
        { companyId: boss.companyId, name: "UK" },
        { companyId: boss.companyId, name: "US" },
      ])
      .returning();
    const coordinator = await ctx.api.user("BUAdmin", { company: "Unitco" });
    const elsewhere = await ctx.api.user("BUAdmin", { company: "Unitco" });
    await ctx.api.db.insert(userBusinessUnits).values([
      { userId: coordinator.id, businessUnitId: unit.id },
      { userId: elsewhere.id, businessUnitId: other.id },
    ]);
    await ctx.api.db.insert(assets).values({
      companyId: boss.companyId,
      name: "City office",
      type: "office",
      lat: 51.5,
      lng: -0.12,
      businessUnitId: unit.id,
    });
    const { id } = await publishedIncident(ctx.api, boss.token, { notifyBusinessCoordinator: true });
    const heard = async (userId: string) =>
      (await ctx.api.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
        (n) => n.additionalInfo.incidentId,
      );
    expect(await heard(coordinator.id)).toEqual([id]);
    expect(await heard(elsewhere.id)).toEqual([]);
  });

  it("filters, sorts and pages", async () => {
    const boss = await ctx.api.user("CorpAdmin", { company: "Filtersco" });
    await publishedIncident(ctx.api, boss.token, { title: "Alpha" });
    await publishedIncident(ctx.api, boss.token, { title: "Bravo", type: "Crisis" });
    await publishedIncident(ctx.api, boss.token, { title: "Charlie" });
    const crises = await ctx.api.call("get", "/incident/all", {
      token: boss.token,
      query: { type: "Crisis" },
    });
    expect(crises.body.data.map((r: { name: string }) => r.name)).toEqual(["Bravo"]);
    const sorted = await ctx.api.call("get", "/incident/all", {
      token: boss.token,
      query: { sort: "name", order: "asc", pageSize: 2, page: 2 },
    });
    expect(sorted.body.error).toBeUndefined();
    expect(sorted.body.data.map((r: { name: string }) => r.name)).toEqual(["Charlie"]);
    expect(sorted.body.page).toEqual({ page: 2, pageSize: 2, total: 3 });
    const today = await ctx.api.call("get", "/incident/all", {
      token: boss.token,
      query: { dateRange: "Today" },
    });
    expect(today.body).toMatchObject({ page: { total: 3 } });
    await ctx.api.db
      .update(incidents)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(incidents.title, "Alpha"));
    const month = await ctx.api.call("get", "/incident/all", {
      token: boss.token,
      query: { dateRange: "Last 30 Days" },
    });
    expect(month.body.data.map((r: { name: string }) => r.name).sort()).toEqual(["Bravo", "Charlie"]);
    const quarter = await ctx.api.call("get", "/incident/all", {
      token: boss.token,
      query: { dateRange: "Quarter" },
    });
    expect(quarter.body.page.total).toBe(3);
  });

  it("stars favourites for the sidebar and marks read, for the caller only", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title: "Starred" });
    await ctx.api.call("put", `/incident/${id}/favourite`, {
      token: ctx.admin.token,
      body: { favourite: true },
    });
    await ctx.api.call("put", `/incident/${id}/read`, { token: ctx.admin.token });
    const favs = await ctx.api.call("get", "/incident/favourites", { token: ctx.admin.token });
    expect(favs.body.data.map((f: { id: string }) => f.id)).toContain(id);
    const colleague = await ctx.api.user("CorpAdmin", { company: "Wizardco" });
    expect((await ctx.api.call("get", "/incident/favourites", { token: colleague.token })).body.data).toEqual(
      [],
    );
    const detail = await ctx.api.call("get", `/incident/${id}`, { token: ctx.admin.token });
    expect(detail.body.data).toMatchObject({ favourite: true, isRead: true });
    // The mark is read for whoever asks (one statement serves every caller: app/platform/db/prepared.server.ts).
    const theirs = await ctx.api.call("get", `/incident/${id}`, { token: colleague.token });
    expect(theirs.body.data).toMatchObject({ favourite: false, isRead: false });
  });

  it("lets view-only users read but not create", async () => {
    const viewer = await ctx.api.user("CorpViewOnly", { company: "Wizardco" });
    expect((await ctx.api.call("get", "/incident/all", { token: viewer.token })).status).toBe(200);
    const { categoryId } = await hazardFixture(ctx.api, ctx.admin.token);
    expect(
      (
        await ctx.api.call("post", "/incident", {
          token: viewer.token,
          body: { hazardCategoryId: categoryId },
        })
      ).status,
    ).toBe(403);
  });
});
