import { describe, expect, it } from "vitest";
import { INCIDENT_MESSAGES } from "~/domains/incidents/model";
import { makeAnalysisPlan } from "../../../tests/support/analysis";
import { testApiFixture } from "../../../tests/support/fixture";
import { hazardFixture } from "../../../tests/support/incidents";

const ctx = testApiFixture();

type Processes = {
  bcpProcesses: { name: string; through: string | null; selected: boolean; byHand: boolean }[];
  registerEntries: { name: string; kindLabel: string }[];
};

describe("impact through dependencies", () => {
  it("opens an incident on an application with no place; its processes are those depending on it, with the path", async () => {
    const acme = await makeAnalysisPlan(ctx.api, {
      company: "Graph",
      processes: ["Pick and pack", "Outbound dispatch", "Invoicing", "Canteen"],
    });
    const token = acme.admin.token;
    const [pick, dispatch, invoicing] = acme.processes;
    const wms = await ctx.api.call("post", "/registerEntry", {
      token,
      body: { kind: "application", name: "Warehouse Management System" },
    });
    const wmsId = wms.body.data.entry.id;
    await ctx.api.call("put", "/itapplication", {
      token,
      body: { processId: pick.id, dependencies: ["Warehouse Management System"] },
    });
    // Dispatch waits on Pick and pack; Invoicing waits on Dispatch; and (a cycle) Pick and pack on Invoicing.
    await ctx.api.call("put", "/upstream", {
      token,
      body: { processId: dispatch.id, dependencies: ["Pick and pack"] },
    });
    await ctx.api.call("put", "/upstream", {
      token,
      body: { processId: invoicing.id, dependencies: ["Outbound dispatch"] },
    });
    const cycle = await ctx.api.call("put", "/upstream", {
      token,
      body: { processId: pick.id, dependencies: ["Invoicing"] },
    });
    expect(cycle.status, JSON.stringify(cycle.body)).toBe(200);

    const { categoryId, hazardId } = await hazardFixture(ctx.api, token);
    const created = await ctx.api.call("post", "/incident", {
      token,
      body: { type: "Incident", hazardCategoryId: categoryId },
    });
    const id = created.body.data.id;
    await ctx.api.call("put", `/incident/${id}`, { token, body: { step: "hazard_type", hazardId } });

    // Neither a place nor an entry: refused on the location.
    const nothing = await ctx.api.call("put", `/incident/${id}`, {
      token,
      body: { step: "load_assets_&_people", viewRadius: 50 },
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.fields.lat).toEqual([INCIDENT_MESSAGES.placeOrEntryRequired]);

    // The WMS alone, no point: the step passes.
    const saved = await ctx.api.call("put", `/incident/${id}`, {
      token,
      body: { step: "load_assets_&_people", registerEntryIds: [wmsId] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ lat: null, long: null, registerEntryIds: [wmsId] });

    const res = await ctx.api.call("get", `/incident/${id}/processes`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const processes = res.body.data as Processes;
    expect(processes.registerEntries).toMatchObject([
      { name: "Warehouse Management System", kindLabel: "Application" },
    ]);
    // Each reached once, by its shortest path; the cycle back to Pick and pack ends the walk; Canteen is not hit.
    expect(processes.bcpProcesses.map((p) => p.through)).toEqual([
      "Pick and pack ← Warehouse Management System",
      "Outbound dispatch ← Pick and pack ← Warehouse Management System",
      "Invoicing ← Outbound dispatch ← Pick and pack ← Warehouse Management System",
    ]);
    expect(processes.bcpProcesses.every((p) => !p.byHand)).toBe(true);

    // It publishes without a place.
    await ctx.api.call("put", `/incident/${id}`, {
      token,
      body: { step: "general_info", title: "Ransomware on the WMS", impact: "High", status: "Just Created" },
    });
    const published = await ctx.api.call("post", `/incident/${id}/publish`, { token });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    // Another company's entry is dropped: its processes are not reached.
    const other = await makeAnalysisPlan(ctx.api, { company: "Other graph", processes: ["Their process"] });
    const theirs = await ctx.api.call("post", "/registerEntry", {
      token: other.admin.token,
      body: { kind: "application", name: "Their system" },
    });
    await ctx.api.call("put", "/itapplication", {
      token: other.admin.token,
      body: { processId: other.processes[0].id, dependencies: ["Their system"] },
    });
    const draft = await ctx.api.call("post", "/incident", {
      token,
      body: { type: "Incident", hazardCategoryId: categoryId },
    });
    const stolen = await ctx.api.call("put", `/incident/${draft.body.data.id}`, {
      token,
      body: {
        step: "load_assets_&_people",
        registerEntryIds: [theirs.body.data.entry.id],
        lat: 51.5,
        long: -0.1,
        viewRadius: 1,
      },
    });
    expect(stolen.body.data.registerEntryIds).toEqual([]);
    const none = await ctx.api.call("get", `/incident/${draft.body.data.id}/processes`, { token });
    expect((none.body.data as Processes).bcpProcesses).toEqual([]);
  });
});
