import { describe, expect, it } from "vitest";
import { ANALYSIS_MESSAGES } from "~/domains/bcp-analysis/model";
import { makeAnalysisPlan } from "../../../tests/support/analysis";
import { makePlan, makeProcess, makeService } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { REGISTER_MESSAGES as M } from "./model";

const ctx = testApiFixture();

type Choice = { id: string; name: string; detail: string };
type Link = { id: string; name: string; kind: string; bcpId: string | null; toReview: boolean };

/** Issue 33 item 2: a block picks entries of its register (upstream: processes of plans one may read) by id. */
describe("a dependency block links what its picker chose, by id", () => {
  it("offers and links only processes of plans the user may read, never the process itself", async () => {
    const acme = await makeAnalysisPlan(ctx.api, {
      company: "Picks",
      processes: ["Outbound dispatch", "Pick and pack"],
      name: "Warehouse",
    });
    const [dispatch, pickPack] = acme.processes;
    // Plan B of the same company, led by someone else: the warehouse lead may not read it.
    const otherLead = await ctx.api.user("BCPLead", { company: "Picks" });
    const finance = await makePlan(ctx.api, acme.admin.token, {
      businessUnitId: acme.unit.id,
      bcLeadId: otherLead.id,
      name: "Finance",
    });
    const service = await makeService(ctx.api, acme.admin.token, finance.id);
    const payroll = await makeProcess(ctx.api, acme.admin.token, service.id, { name: "Payroll pick-up" });

    const choices = async (token: string, q: string) => {
      const res = await ctx.api.call("get", "/dependency/choices", {
        token,
        query: { processId: dispatch.id, block: "upstream", q },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as Choice[];
    };
    const lead = acme.lead.token;
    expect(await choices(lead, "pick")).toEqual([
      { id: pickPack.id, name: "Pick and pack", detail: "Warehouse" },
    ]);
    expect((await choices(lead, "")).map((c) => c.name)).toEqual(["Pick and pack"]);
    // The administrator reads the whole company: B's process is offered to them.
    expect((await choices(acme.admin.token, "pick")).map((c) => c.name)).toEqual([
      "Payroll pick-up",
      "Pick and pack",
    ]);

    const save = (token: string, body: Record<string, unknown>) =>
      ctx.api.call("put", "/upstream", { token, body: { processId: dispatch.id, enabled: true, ...body } });
    const refused = await save(lead, { linkIds: [payroll.id], scenario: "No packed orders." });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.linkIds).toEqual([M.upstreamNotReadable]);
    const itself = await save(lead, { linkIds: [dispatch.id] });
    expect(itself.status).toBe(400);
    expect(itself.body.error.fields.linkIds).toEqual([M.upstreamItself]);
    // Nothing was written by either.
    const block = await ctx.api.call("get", "/upstream", { token: lead, query: { processId: dispatch.id } });
    expect(block.body.data.saved).toBe(false);

    const linked = await save(lead, {
      linkIds: [pickPack.id],
      scenario: "No packed orders.",
      shortTermStrategy: "Ship safety stock.",
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data.links).toEqual([
      { id: pickPack.id, name: "Pick and pack", kind: "process", bcpId: acme.plan.id, toReview: false },
    ]);
    expect(linked.body.data.dependencies).toEqual(["Pick and pack"]);
    expect(linked.body.data.shortTermStrategy).toBe("Ship safety stock.");

    // The administrator links B's process; the lead may still save the block as it is (the link is kept).
    const both = await save(acme.admin.token, { linkIds: [pickPack.id, payroll.id] });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    const kept = await save(lead, { linkIds: [pickPack.id, payroll.id], scenario: "Edited." });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.links.map((l: Link) => l.name)).toEqual(["Pick and pack", "Payroll pick-up"]);
  });

  it("links the picked entry by id, refuses another register's or company's, and writes nothing then", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Ids", processes: ["Dispatch"] });
    const token = acme.admin.token;
    const [dispatch] = acme.processes;
    const entry = async (t: string, kind: string, name: string) =>
      (await ctx.api.call("post", "/registerEntry", { token: t, body: { kind, name } })).body.data.entry
        .id as string;
    // A supplier and an "other" entry of the same name: the one picked is the one linked.
    const supplier = await entry(token, "supplier", "Northline");
    const other = await entry(token, "other", "Northline");
    const app = await entry(token, "application", "WMS");

    const choices = await ctx.api.call("get", "/dependency/choices", {
      token,
      query: { processId: dispatch.id, block: "otherdependencies", q: "north" },
    });
    expect((choices.body.data as Choice[]).map((c) => [c.id, c.detail]).sort()).toEqual(
      [
        [supplier, "Supplier"],
        [other, "Dependency"],
      ].sort(),
    );
    const apps = await ctx.api.call("get", "/dependency/choices", {
      token,
      query: { processId: dispatch.id, block: "itapplication", q: "" },
    });
    expect((apps.body.data as Choice[]).map((c) => c.id)).toEqual([app]);

    const picked = await ctx.api.call("put", "/otherdependencies", {
      token,
      body: { processId: dispatch.id, linkIds: [other] },
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.data.links.map((l: Link) => [l.id, l.kind])).toEqual([[other, "other"]]);
    const dependants = async (id: string) =>
      (await ctx.api.call("get", `/registerEntry/${id}`, { token })).body.data.dependants.map(
        (d: { name: string }) => d.name,
      );
    expect(await dependants(other)).toEqual(["Dispatch"]);
    expect(await dependants(supplier)).toEqual([]);

    // A supplier is not an application; another company's application is not this one's.
    const wrongKind = await ctx.api.call("put", "/itapplication", {
      token,
      body: { processId: dispatch.id, linkIds: [supplier], dependencies: ["Typed before the refusal"] },
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error.fields.linkIds).toEqual([M.linkNotInRegister("itapplication")]);
    const them = await makeAnalysisPlan(ctx.api, { company: "Ids elsewhere", processes: ["Theirs"] });
    const theirApp = await entry(them.admin.token, "application", "Their WMS");
    const otherTenant = await ctx.api.call("put", "/itapplication", {
      token,
      body: { processId: dispatch.id, linkIds: [app, theirApp] },
    });
    expect(otherTenant.status).toBe(400);
    expect(otherTenant.body.error.fields.linkIds).toEqual([M.linkNotInRegister("itapplication")]);
    const theirSearch = await ctx.api.call("get", "/dependency/choices", {
      token,
      query: { processId: dispatch.id, block: "itapplication", q: "their" },
    });
    expect(theirSearch.body.data).toEqual([]);
    // Their process is not ours to search from either.
    const foreign = await ctx.api.call("get", "/dependency/choices", {
      token,
      query: { processId: them.processes[0].id, block: "itapplication", q: "" },
    });
    expect(foreign.status).toBe(404);
    const notId = await ctx.api.call("put", "/itapplication", {
      token,
      body: { processId: dispatch.id, linkIds: ["WMS"] },
    });
    expect(notId.status).toBe(400);
    expect(notId.body.error.fields.linkIds).toEqual([ANALYSIS_MESSAGES.dependencyPickInvalid]);

    // Nothing half-written: the refused save made no entry of the name typed beside it, and saved no block.
    const all = await ctx.api.call("get", "/registerEntry/all", { token, query: { kind: "application" } });
    expect(all.body.data.map((e: { name: string }) => e.name)).toEqual(["WMS"]);
    const block = await ctx.api.call("get", "/itapplication", { token, query: { processId: dispatch.id } });
    expect(block.body.data.saved).toBe(false);

    // A picked id and a typed name that matches nothing: the name becomes an entry to review.
    const mixed = await ctx.api.call("put", "/itapplication", {
      token,
      body: { processId: dispatch.id, linkIds: [app], dependencies: ["Label printer"] },
    });
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(200);
    expect(mixed.body.data.links.map((l: Link) => [l.name, l.toReview])).toEqual([
      ["WMS", false],
      ["Label printer", true],
    ]);
  });
});
