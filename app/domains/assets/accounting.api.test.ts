import { beforeAll, describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { ACCOUNTING_MESSAGES } from "./accounting";

let incidentId: string;
const ctx = testApiFixture({ admin: "CorpAdmin" }, { company: "Accounting" });
beforeAll(async () => {
  const site = await ctx.api.call("post", "/asset", {
    token: ctx.admin.token,
    body: { name: "Riverside Depot", type: "site", lat: 51.5, lng: -0.12, city: "London" },
  });
  for (const [firstName, lastName] of [
    ["Tom", "Hughes"],
    ["Ann", "Lee"],
  ])
    await ctx.api.call("post", "/people", {
      token: ctx.admin.token,
      body: { type: "employee", firstName, lastName, homeAssetId: site.body.data.asset.id },
    });
  incidentId = (await publishedIncident(ctx.api, ctx.admin.token, { lat: 51.5, long: -0.12, viewRadius: 5 }))
    .id;
});

const impact = async (token = ctx.admin.token) =>
  (await ctx.api.call("get", `/incident/${incidentId}/impact`, { token })).body.data;
const mark = (impactedAssetId: string, action: string, token = ctx.admin.token) =>
  ctx.api.call("post", "/assetAction", { token, body: { impactedAssetId, action } });

describe("people and sites accounted for", () => {
  it("marks a person and a site; the latest status wins with who and when, the history stays, the counts follow", async () => {
    const before = await impact();
    expect(before.people).toHaveLength(2);
    expect(before.counts.people).toMatchObject({ total: 2, none: 2, safe: 0 });
    expect(before.counts.sites).toMatchObject({ total: 1, none: 1 });
    const tom = before.people.find((p: { person: { name: string } }) => p.person.name === "Tom Hughes");
    const depot = before.assets[0];

    expect((await mark(tom.id, "safe")).status).toBe(201);
    expect((await mark(tom.id, "injured")).status).toBe(201);
    expect((await mark(depot.id, "closed")).status).toBe(201);

    const after = await impact();
    const tomAfter = after.people.find((p: { id: string }) => p.id === tom.id);
    expect(tomAfter).toMatchObject({
      status: "injured",
      statusLabel: "Injured",
      statusBy: "CorpAdmin Tester",
    });
    expect(tomAfter.statusAt).toBeTruthy();
    expect(tomAfter.history.map((h: { label: string }) => h.label)).toEqual(["Injured", "Safe"]);
    expect(after.assets[0]).toMatchObject({ status: "closed", statusLabel: "Closed" });
    expect(after.counts.people).toMatchObject({ total: 2, injured: 1, safe: 0, none: 1 });
    expect(after.counts.sites).toMatchObject({ total: 1, closed: 1, none: 0 });

    // The spec's paths answer the same: /impactedAsset (the counts) and /assetAction (the history, oldest first).
    const listed = await ctx.api.call("get", "/impactedAsset", {
      token: ctx.admin.token,
      query: { incidentId },
    });
    expect(listed.body.data.counts).toEqual(after.counts);
    const history = await ctx.api.call("get", "/assetAction", {
      token: ctx.admin.token,
      query: { incidentId },
    });
    expect(history.body.data.map((h: { action: string }) => h.action)).toEqual(["safe", "injured", "closed"]);
  });

  it("keeps the statuses when the incident's assets and people are loaded again", async () => {
    const { people } = await impact();
    const ann = people.find((p: { person: { name: string } }) => p.person.name === "Ann Lee");
    await mark(ann.id, "missing");
    const reload = await ctx.api.call("put", `/incident/${incidentId}`, {
      token: ctx.admin.token,
      body: {
        step: "load_assets_&_people",
        lat: 51.5001,
        long: -0.12,
        viewRadius: 5,
        locationName: "London",
      },
    });
    expect(reload.status).toBe(200);
    const again = (await impact()).people.find(
      (p: { person: { name: string } }) => p.person.name === "Ann Lee",
    );
    expect(again).toMatchObject({ id: ann.id, status: "missing" });
  });

  it("refuses a site status for a person and a person status for a site, on the action field", async () => {
    const { people, assets } = await impact();
    const wrong = await mark(people[0].id, "closed");
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.action).toEqual([ACCOUNTING_MESSAGES.notForPeople]);
    const site = await mark(assets[0].id, "safe");
    expect(site.status).toBe(400);
    expect(site.body.error.fields.action).toEqual([ACCOUNTING_MESSAGES.notForSites]);
    const unknown = await mark(assets[0].id, "flooded");
    expect(unknown.status).toBe(400);
  });

  it("lets only responders mark, and never across companies", async () => {
    const { people } = await impact();
    const viewer = await ctx.api.user("CorpViewOnly", { company: "Accounting" });
    expect((await mark(people[0].id, "safe", viewer.token)).status).toBe(403);
    // The viewer still reads the statuses.
    expect((await impact(viewer.token)).people).toHaveLength(2);

    const stranger = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
    expect((await mark(people[0].id, "safe", stranger.token)).status).toBe(404);
    const foreign = await ctx.api.call("get", "/impactedAsset", {
      token: stranger.token,
      query: { incidentId },
    });
    expect(foreign.body.data.people).toEqual([]);
    const foreignHistory = await ctx.api.call("get", "/assetAction", {
      token: stranger.token,
      query: { impactedAssetId: people[0].id },
    });
    expect(foreignHistory.body.data).toEqual([]);
    expect((await impact()).people.find((p: { id: string }) => p.id === people[0].id).status).not.toBe(
      "safe",
    );
  });
});
