import { describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { hazardFixture } from "../../../tests/support/incidents";
import { SERVICE_MESSAGES } from "./model";

/**
 * Issue 34 item 1: an important business service relies on register entries as well as processes; the entry knows
 * the services relying on it, and an incident opened on the entry impacts the service with its tolerance clock.
 */

const T0 = new Date("2026-03-02T06:00:00Z");

const ctx = testApiFixture(
  { admin: "CorpAdmin", other: ["CorpAdmin", { company: "Elsewhere Co" }] },
  { company: "Mapped Co", now: T0 },
);

async function entry(token: string, body: Record<string, string>) {
  const res = await ctx.api.call("post", "/registerEntry", { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.entry.id as string;
}

const service = (name: string, entryIds: string[]) => ({
  name,
  served: "Retail customers",
  tolerance: 4,
  toleranceUnit: "hours",
  entryIds,
});

/** A published incident on register entries only (a cyber attack has no place), alerted at `alertDate`. */
async function incidentOn(entryIds: string[], alertDate: string) {
  const { categoryId, hazardId } = await hazardFixture(ctx.api, ctx.admin.token);
  const created = await ctx.api.call("post", "/incident", {
    token: ctx.admin.token,
    body: { type: "Incident", hazardCategoryId: categoryId },
  });
  const id = created.body.data.id as string;
  for (const body of [
    { step: "hazard_type", hazardId },
    { step: "load_assets_&_people", registerEntryIds: entryIds, alertDate },
    { step: "load_processes", adhocProcessNames: [], bcpProcessIds: [] },
    { step: "general_info", title: "WMS ransomware", impact: "High", status: "Just Created" },
  ]) {
    const saved = await ctx.api.call("put", `/incident/${id}`, { token: ctx.admin.token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  return id;
}

const clocksOf = async (incidentId: string) =>
  (await ctx.api.call("get", "/businessService/clocks", { token: ctx.admin.token, query: { incidentId } }))
    .body.data as {
    service: { name: string };
    entries: string[];
    disruptedSince: string;
    running: boolean;
  }[];

describe("important business services mapped to register entries", () => {
  it("maps a service to an application and a supplier, shown on the service and on each entry", async () => {
    const wms = await entry(ctx.admin.token, { kind: "application", name: "WMS", criticality: "critical" });
    const haulier = await entry(ctx.admin.token, { kind: "supplier", name: "Haulier Ltd" });
    const created = await ctx.api.call("post", "/businessService", {
      token: ctx.admin.token,
      body: service("Next-day delivery", [haulier, wms]),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    const read = await ctx.api.call("get", `/businessService/${id}`, { token: ctx.admin.token });
    // Applications before suppliers, as the registers are listed.
    expect(read.body.data.entries).toEqual([
      { id: wms, name: "WMS", kind: "application", archived: false },
      { id: haulier, name: "Haulier Ltd", kind: "supplier", archived: false },
    ]);
    const list = await ctx.api.call("get", "/businessService/all", { token: ctx.admin.token });
    expect(list.body.data.find((s: { id: string }) => s.id === id).entryCount).toBe(2);
    const relying = await ctx.api.call("get", "/businessService/all", {
      token: ctx.admin.token,
      query: { entryId: haulier },
    });
    expect(relying.body.data.map((s: { name: string }) => s.name)).toEqual(["Next-day delivery"]);
    const options = await ctx.api.call("get", "/businessService/options", { token: ctx.admin.token });
    expect(options.body.data.entries.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(["WMS", "Haulier Ltd"]),
    );

    // The self-assessment's mapping names them with their register.
    const sa = await ctx.api.call("get", "/selfAssessment", { token: ctx.admin.token });
    expect(
      sa.body.data.services.find((s: { name: string }) => s.name === "Next-day delivery").entries,
    ).toEqual([
      { name: "WMS", kind: "Application" },
      { name: "Haulier Ltd", kind: "Supplier" },
    ]);

    // Unmapping the supplier: the entry no longer lists the service.
    await ctx.api.call("put", `/businessService/${id}`, {
      token: ctx.admin.token,
      body: service("Next-day delivery", [wms]),
    });
    const none = await ctx.api.call("get", "/businessService/all", {
      token: ctx.admin.token,
      query: { entryId: haulier },
    });
    expect(none.body.data).toEqual([]);
  });

  it("refuses another company's entry on its field, and an archived entry newly mapped", async () => {
    const theirs = await entry(ctx.other.token, { kind: "application", name: "Their app" });
    const refused = await ctx.api.call("post", "/businessService", {
      token: ctx.admin.token,
      body: service("Payments", [theirs]),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.entryIds).toEqual([SERVICE_MESSAGES.unknownEntry]);
    // Another company's services are not listed through its entry either.
    const relying = await ctx.api.call("get", "/businessService/all", {
      token: ctx.admin.token,
      query: { entryId: theirs },
    });
    expect(relying.body.data).toEqual([]);

    const old = await entry(ctx.admin.token, { kind: "equipment", name: "Old forklift" });
    await ctx.api.call("put", `/registerEntry/${old}/archive`, {
      token: ctx.admin.token,
      body: { archived: true },
    });
    const archived = await ctx.api.call("post", "/businessService", {
      token: ctx.admin.token,
      body: service("Warehouse picking", [old]),
    });
    expect(archived.status).toBe(400);
    expect(archived.body.error.fields.entryIds).toEqual([SERVICE_MESSAGES.unknownEntry]);
  });

  it("an incident opened on an entry impacts the services relying on it, with their tolerance clock", async () => {
    const app = await entry(ctx.admin.token, { kind: "application", name: "Order portal" });
    const rec = await entry(ctx.admin.token, { kind: "record", name: "Customer ledger" });
    await ctx.api.call("post", "/businessService", {
      token: ctx.admin.token,
      body: service("Online orders", [app]),
    });
    await ctx.api.call("post", "/businessService", {
      token: ctx.admin.token,
      body: service("Statements", [rec]),
    });
    const incidentId = await incidentOn([app], "2026-03-02T05:00:00.000Z");
    // A draft impacts nothing yet.
    expect(await clocksOf(incidentId)).toEqual([]);
    const published = await ctx.api.call("post", `/incident/${incidentId}/publish`, {
      token: ctx.admin.token,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const clocks = await clocksOf(incidentId);
    expect(clocks).toHaveLength(1);
    expect(clocks[0]).toMatchObject({
      service: { name: "Online orders" },
      entries: ["Order portal"],
      disruptedSince: "2026-03-02T05:00:00.000Z",
      running: true,
      state: "Within tolerance",
    });

    // The incident now hits the ledger instead: the orders' clock stops, the statements' starts.
    const moved = await ctx.api.call("put", `/incident/${incidentId}`, {
      token: ctx.admin.token,
      body: { step: "load_assets_&_people", registerEntryIds: [rec], alertDate: "2026-03-02T05:00:00.000Z" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await clocksOf(incidentId);
    expect(after.map((c) => [c.service.name, c.running])).toEqual(
      expect.arrayContaining([
        ["Statements", true],
        ["Online orders", false],
      ]),
    );
  });
});
