import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { makePlan } from "./test-helpers";

let api: TestApi;
let admin: Awaited<ReturnType<TestApi["user"]>>;
let approver: Awaited<ReturnType<TestApi["user"]>>;
let londonCmp: { id: string };
let ukImp: { id: string };
let parisCmp: { id: string };
let draftCmp: { id: string };
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.user("CorpAdmin");
  approver = await api.user("BUAdmin");
  londonCmp = await makePlan(api, admin, {
    name: "London CMP",
    approver,
    approve: true,
    locations: [{ country: "UK", city: "London" }],
  });
  parisCmp = await makePlan(api, admin, {
    name: "Paris CMP",
    approver,
    approve: true,
    locations: [{ country: "France", city: "Paris" }],
  });
  ukImp = await makePlan(api, admin, {
    type: "Incident",
    name: "UK IMP",
    approver,
    approve: true,
    locations: [{ country: "UK" }],
  });
  draftCmp = await makePlan(api, admin, { name: "Draft CMP", locations: [{ country: "UK" }] });
});
afterAll(() => api.close());

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe("associating incidents and crises with management plans", () => {
  it("suggests the approved plans of the right kind that cover the event's places", async () => {
    const crisis = await api.call("post", "/associatedManagementPlan/suggestions", {
      token: admin.token,
      body: { incidentType: "Crisis", locations: [{ country: "uk", city: "London", site: "HQ" }] },
    });
    // A crisis takes IMPs and CMPs: the London CMP and the UK-wide IMP, not Paris, not the draft.
    expect(ids(crisis.body.data)).toEqual(ids([londonCmp, ukImp]));
    const incident = await api.call("post", "/associatedManagementPlan/suggestions", {
      token: admin.token,
      body: { incidentType: "Incident", locations: [{ country: "UK", city: "Leeds" }] },
    });
    expect(ids(incident.body.data)).toEqual([ukImp.id]);
  });

  it("associates plans, shows them for the event, and replaces the set on edit", async () => {
    const crisisId = crypto.randomUUID();
    const set = await api.call("put", `/associatedManagementPlan/${crisisId}`, {
      token: admin.token,
      body: { incidentType: "Crisis", planIds: [londonCmp.id, parisCmp.id] },
    });
    expect(set.status).toBe(200);
    expect(ids(set.body.data)).toEqual(ids([londonCmp, parisCmp]));
    await api.call("put", `/associatedManagementPlan/${crisisId}`, {
      token: admin.token,
      body: { incidentType: "Crisis", planIds: [parisCmp.id] },
    });
    const shown = await api.call("get", `/associatedManagementPlan/${crisisId}`, { token: admin.token });
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
      const res = await api.call("put", `/associatedManagementPlan/${eventId}`, {
        token: admin.token,
        body: { incidentType, planIds: [ukImp.id, planId] },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("Invalid CMP/IMP");
      expect(res.body.error.fields.planIds).toEqual(["Invalid CMP/IMP"]);
    }
    // Nothing half-written: the valid plan of the refused request was not associated either.
    const shown = await api.call("get", `/associatedManagementPlan/${eventId}`, { token: admin.token });
    expect(shown.body.data).toEqual([]);
  });

  it("accepts an IMP on a crisis, and drops a crisis's CMPs when the event is re-saved as an incident", async () => {
    const eventId = crypto.randomUUID();
    const crisis = await api.call("put", `/associatedManagementPlan/${eventId}`, {
      token: admin.token,
      body: { incidentType: "Crisis", planIds: [ukImp.id, londonCmp.id] },
    });
    expect(ids(crisis.body.data)).toEqual(ids([ukImp, londonCmp]));
    const incident = await api.call("put", `/associatedManagementPlan/${eventId}`, {
      token: admin.token,
      body: { incidentType: "Incident", planIds: [ukImp.id] },
    });
    expect(ids(incident.body.data)).toEqual([ukImp.id]);
  });

  it("refuses another company's plan as invalid and never shows its associations", async () => {
    const globex = await api.user("CorpAdmin", { company: "Globex" });
    const eventId = crypto.randomUUID();
    const res = await api.call("put", `/associatedManagementPlan/${eventId}`, {
      token: globex.token,
      body: { incidentType: "Crisis", planIds: [londonCmp.id] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Invalid CMP/IMP");
    const mine = crypto.randomUUID();
    await api.call("put", `/associatedManagementPlan/${mine}`, {
      token: admin.token,
      body: { incidentType: "Crisis", planIds: [londonCmp.id] },
    });
    const peek = await api.call("get", `/associatedManagementPlan/${mine}`, { token: globex.token });
    expect(peek.body.data).toEqual([]);
  });

  it("changing the kind of an unrecorded event id never touches another company's associations", async () => {
    // Issue 20 item 13: the delete on a change of kind was not scoped by company.
    const globex = await api.user("CorpAdmin", { company: "Globex" });
    const globexApprover = await api.user("BUAdmin", { company: "Globex" });
    const globexImp = await makePlan(api, globex, {
      type: "Incident",
      name: "Globex IMP",
      approver: globexApprover,
      approve: true,
    });
    const sharedId = crypto.randomUUID();
    await api.call("put", `/associatedManagementPlan/${sharedId}`, {
      token: admin.token,
      body: { incidentType: "Incident", planIds: [ukImp.id] },
    });
    await api.call("put", `/associatedManagementPlan/${sharedId}`, {
      token: globex.token,
      body: { incidentType: "Incident", planIds: [globexImp.id] },
    });
    const changed = await api.call("put", `/associatedManagementPlan/${sharedId}`, {
      token: globex.token,
      body: { incidentType: "Crisis", planIds: [] },
    });
    expect(changed.body.data).toEqual([]);
    const ours = await api.call("get", `/associatedManagementPlan/${sharedId}`, { token: admin.token });
    expect(ids(ours.body.data)).toEqual([ukImp.id]);
  });

  it("for a recorded crisis, suggests from its impacted sites and takes its kind from the record", async () => {
    const { incidents } = await import("~/domains/incidents/schema.server");
    const { assets } = await import("~/domains/assets/schema.server");
    const { impactedAssets } = await import("~/domains/assets/impact-schema.server");
    const [crisis] = await api.db
      .insert(incidents)
      .values({ companyId: admin.company.id, type: "Crisis", userId: admin.id, title: "Thames flood" })
      .returning();
    const [site] = await api.db
      .insert(assets)
      .values({
        companyId: admin.company.id,
        name: "Canary Wharf",
        type: "office",
        country: "UK",
        city: "London",
        lat: 51.5,
        lng: -0.02,
      })
      .returning();
    await api.db
      .insert(impactedAssets)
      .values({ companyId: admin.company.id, incidentId: crisis!.id, assetId: site!.id });
    const suggested = await api.call("get", `/associatedManagementPlan/${crisis!.id}/suggestions`, {
      token: admin.token,
    });
    expect(ids(suggested.body.data)).toEqual(ids([londonCmp, ukImp]));
    // The caller says "Incident", but the record is a crisis: its CMP is accepted.
    const set = await api.call("put", `/associatedManagementPlan/${crisis!.id}`, {
      token: admin.token,
      body: { incidentType: "Incident", planIds: [londonCmp.id] },
    });
    expect(set.status).toBe(200);
    const globex = await api.user("CorpAdmin", { company: "Globex" });
    const probe = await api.call("get", `/associatedManagementPlan/${crisis!.id}/suggestions`, {
      token: globex.token,
    });
    expect(probe.status).toBe(404);
  });

  it("a cancelled plan is no longer suggested", async () => {
    const plan = await makePlan(api, admin, {
      name: "Short-lived",
      approver,
      approve: true,
      locations: [{ country: "Spain" }],
    });
    const before = await api.call("post", "/associatedManagementPlan/suggestions", {
      token: admin.token,
      body: { incidentType: "Crisis", locations: [{ country: "Spain" }] },
    });
    expect(ids(before.body.data)).toEqual([plan.id]);
    await api.call("post", `/managementPlan/${plan.id}/cancel`, { token: admin.token });
    const after = await api.call("post", "/associatedManagementPlan/suggestions", {
      token: admin.token,
      body: { incidentType: "Crisis", locations: [{ country: "Spain" }] },
    });
    expect(after.body.data).toEqual([]);
  });
});
