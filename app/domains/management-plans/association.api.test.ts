import { beforeAll, describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { makePlan } from "./test-helpers";

let londonCmp: { id: string };
let ukImp: { id: string };
let parisCmp: { id: string };
let draftCmp: { id: string };
const ctx = testApiFixture({ admin: "CorpAdmin", approver: "BUAdmin" });
beforeAll(async () => {
  londonCmp = await makePlan(ctx.api, ctx.admin, {
    name: "London CMP",
    approver: ctx.approver,
    approve: true,
    locations: [{ country: "UK", city: "London" }],
  });
  parisCmp = await makePlan(ctx.api, ctx.admin, {
    name: "Paris CMP",
    approver: ctx.approver,
    approve: true,
    locations: [{ country: "France", city: "Paris" }],
  });
  ukImp = await makePlan(ctx.api, ctx.admin, {
    type: "Incident",
    name: "UK IMP",
    approver: ctx.approver,
    approve: true,
    locations: [{ country: "UK" }],
  });
  draftCmp = await makePlan(ctx.api, ctx.admin, { name: "Draft CMP", locations: [{ country: "UK" }] });
});

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe("associating incidents and crises with management plans", () => {
  it("suggests the approved plans of the right kind that cover the event's places", async () => {
    const crisis = await ctx.api.call("post", "/associatedManagementPlan/suggestions", {
      token: ctx.admin.token,
      body: { incidentType: "Crisis", locations: [{ country: "uk", city: "London", site: "HQ" }] },
    });
    // A crisis takes IMPs and CMPs: the London CMP and the UK-wide IMP, not Paris, not the draft.
    expect(ids(crisis.body.data)).toEqual(ids([londonCmp, ukImp]));
    const incident = await ctx.api.call("post", "/associatedManagementPlan/suggestions", {
      token: ctx.admin.token,
      body: { incidentType: "Incident", locations: [{ country: "UK", city: "Leeds" }] },
    });
    expect(ids(incident.body.data)).toEqual([ukImp.id]);
  });

  it("associates plans, shows them for the event, and replaces the set on edit", async () => {
    const crisisId = crypto.randomUUID();
    const set = await ctx.api.call("put", `/associatedManagementPlan/${crisisId}`, {
      token: ctx.admin.token,
      body: { incidentType: "Crisis", planIds: [londonCmp.id, parisCmp.id] },
    });
    expect(set.status).toBe(200);
    expect(ids(set.body.data)).toEqual(ids([londonCmp, parisCmp]));
    await ctx.api.call("put", `/associatedManagementPlan/${crisisId}`, {
      token: ctx.admin.token,
      body: { incidentType: "Crisis", planIds: [parisCmp.id] },
    });
    const shown = await ctx.api.call("get", `/associatedManagementPlan/${crisisId}`, {
      token: ctx.admin.token,
    });
    expect(ids(shown.body.data)).toEqual([parisCmp.id]);
    expect(shown.body.data[0]).toMatchObject({ name: "Paris CMP", status: "APPROVED" });
  });

  it("answers 'Invalid CMP/IMP' for a CMP on an incident, an unapproved or unknown plan", async () => {
    const eventId = crypto.randomUUID();
    for (const [incidentType, planId] of [
      ["Incident", londonCmp.id],
      ["Crisis", draftCmp.id],
      ["Crisis", crypto.randomUUID()],
    ] as const) {
      const res = await ctx.api.call("put", `/associatedManagementPlan/${eventId}`, {
        token: ctx.admin.token,
        body: { incidentType, planIds: [ukImp.id, planId] },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("Invalid CMP/IMP");
      expect(res.body.error.fields.planIds).toEqual(["Invalid CMP/IMP"]);
    }
    // Nothing half-written: the valid plan of the refused request was not associated either.
    const shown = await ctx.api.call("get", `/associatedManagementPlan/${eventId}`, {
      token: ctx.admin.token,
    });
    expect(shown.body.data).toEqual([]);
  });

  it("accepts an IMP on a crisis, and drops a crisis's CMPs when the event is re-saved as an incident", async () => {
    const eventId = crypto.randomUUID();
    const crisis = await ctx.api.call("put", `/associatedManagementPlan/${eventId}`, {
      token: ctx.admin.token,
      body: { incidentType: "Crisis", planIds: [ukImp.id, londonCmp.id] },
    });
    expect(ids(crisis.body.data)).toEqual(ids([ukImp, londonCmp]));
    const incident = await ctx.api.call("put", `/associatedManagementPlan/${eventId}`, {
      token: ctx.admin.token,
      body: { incidentType: "Incident", planIds: [ukImp.id] },
    });
    expect(ids(incident.body.data)).toEqual([ukImp.id]);
  });

  it("refuses another company's plan as invalid and never shows its associations", async () => {
    const globex = await ctx.api.user("CorpAdmin", { company: "Globex" });
    const eventId = crypto.randomUUID();
    const res = await ctx.api.call("put", `/associatedManagementPlan/${eventId}`, {
      token: globex.token,
      body: { incidentType: "Crisis", planIds: [londonCmp.id] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Invalid CMP/IMP");
    const mine = crypto.randomUUID();
    await ctx.api.call("put", `/associatedManagementPlan/${mine}`, {
      token: ctx.admin.token,
      body: { incidentType: "Crisis", planIds: [londonCmp.id] },
    });
    const peek = await ctx.api.call("get", `/associatedManagementPlan/${mine}`, { token: globex.token });
    expect(peek.body.data).toEqual([]);
  });

  it("changing the kind of an unrecorded event id never touches another company's associations", async () => {
    // Issue 20 item 13: the delete on a change of kind was not scoped by company.
    const globex = await ctx.api.user("CorpAdmin", { company: "Globex" });
    const globexApprover = await ctx.api.user("BUAdmin", { company: "Globex" });
    const globexImp = await makePlan(ctx.api, globex, {
      type: "Incident",
      name: "Globex IMP",
      approver: globexApprover,
      approve: true,
    });
    const sharedId = crypto.randomUUID();
    await ctx.api.call("put", `/associatedManagementPlan/${sharedId}`, {
      token: ctx.admin.token,
      body: { incidentType: "Incident", planIds: [ukImp.id] },
    });
    await ctx.api.call("put", `/associatedManagementPlan/${sharedId}`, {
      token: globex.token,
      body: { incidentType: "Incident", planIds: [globexImp.id] },
    });
    const changed = await ctx.api.call("put", `/associatedManagementPlan/${sharedId}`, {
      token: globex.token,
      body: { incidentType: "Crisis", planIds: [] },
    });
    expect(changed.body.data).toEqual([]);
    const ours = await ctx.api.call("get", `/associatedManagementPlan/${sharedId}`, {
      token: ctx.admin.token,
    });
    expect(ids(ours.body.data)).toEqual([ukImp.id]);
  });

  it("for a recorded crisis, suggests from its impacted sites and takes its kind from the record", async () => {
    const { incidents } = await import("~/domains/incidents/schema.server");
    const { assets } = await import("~/domains/assets/schema.server");
    const { impactedAssets } = await import("~/domains/assets/impact-schema.server");
    const [crisis] = await ctx.api.db
      .insert(incidents)
      .values({
        companyId: ctx.admin.company.id,
        type: "Crisis",
        userId: ctx.admin.id,
        title: "Thames flood",
      })
      .returning();
    const [site] = await ctx.api.db
      .insert(assets)
      .values({
        companyId: ctx.admin.company.id,
        name: "Canary Wharf",
        type: "office",
        country: "UK",
        city: "London",
        lat: 51.5,
        lng: -0.02,
      })
      .returning();
    await ctx.api.db
      .insert(impactedAssets)
      .values({ companyId: ctx.admin.company.id, incidentId: crisis!.id, assetId: site!.id });
    const suggested = await ctx.api.call("get", `/associatedManagementPlan/${crisis!.id}/suggestions`, {
      token: ctx.admin.token,
    });
    expect(ids(suggested.body.data)).toEqual(ids([londonCmp, ukImp]));
    // The caller says "Incident", but the record is a crisis: its CMP is accepted.
    const set = await ctx.api.call("put", `/associatedManagementPlan/${crisis!.id}`, {
      token: ctx.admin.token,
      body: { incidentType: "Incident", planIds: [londonCmp.id] },
    });
    expect(set.status).toBe(200);
    const globex = await ctx.api.user("CorpAdmin", { company: "Globex" });
    const probe = await ctx.api.call("get", `/associatedManagementPlan/${crisis!.id}/suggestions`, {
      token: globex.token,
    });
    expect(probe.status).toBe(404);
  });

  it("a cancelled plan is no longer suggested", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, {
      name: "Short-lived",
      approver: ctx.approver,
      approve: true,
      locations: [{ country: "Spain" }],
    });
    const before = await ctx.api.call("post", "/associatedManagementPlan/suggestions", {
      token: ctx.admin.token,
      body: { incidentType: "Crisis", locations: [{ country: "Spain" }] },
    });
    expect(ids(before.body.data)).toEqual([plan.id]);
    await ctx.api.call("post", `/managementPlan/${plan.id}/cancel`, { token: ctx.admin.token });
    const after = await ctx.api.call("post", "/associatedManagementPlan/suggestions", {
      token: ctx.admin.token,
      body: { incidentType: "Crisis", locations: [{ country: "Spain" }] },
    });
    expect(after.body.data).toEqual([]);
  });
});
