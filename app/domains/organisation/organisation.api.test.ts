import { describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { ORGANISATION_MESSAGES as M } from "./validation";

const ctx = testApiFixture();

const post = (token: string, path: string, body: unknown) =>
  ctx.api.call("post", `/bcpOrganization/${path}`, { token, body });

describe("business units and sub business units", () => {
  it("nests sub units one level under their unit in /bcp/getBCPUnits", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Tree Co" });
    const ops = (await post(corp.token, "businessUnits", { name: "Operations", country: "Spain" })).body.data;
    const depot = await post(corp.token, "businessUnits", { name: "Depot", parentId: ops.id });
    expect(depot.status).toBe(201);
    const deeper = await post(corp.token, "businessUnits", { name: "Bay", parentId: depot.body.data.id });
    expect(deeper.status).toBe(400);
    expect(deeper.body.error.fields.parentId).toEqual([M.parentNotTopLevel]);
    const tree = await ctx.api.call("get", "/bcp/getBCPUnits", { token: corp.token });
    expect(tree.body.data).toEqual([
      expect.objectContaining({ name: "Operations", subUnits: [expect.objectContaining({ name: "Depot" })] }),
    ]);
  });

  it("refuses to remove a unit still in use, and removes it once empty", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Remove Co" });
    const unit = (await post(corp.token, "businessUnits", { name: "Legacy" })).body.data;
    const dept = (await post(corp.token, "departments", { name: "Archive", businessUnitId: unit.id })).body
      .data;
    const refused = await ctx.api.call("delete", `/bcpOrganization/businessUnits/${unit.id}`, {
      token: corp.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(M.unitInUse);
    await ctx.api.call("delete", `/bcpOrganization/departments/${dept.id}`, { token: corp.token });
    const removed = await ctx.api.call("delete", `/bcpOrganization/businessUnits/${unit.id}`, {
      token: corp.token,
    });
    expect(removed.status).toBe(200);
    expect(
      (await ctx.api.call("get", `/bcpOrganization/businessUnits/${unit.id}`, { token: corp.token })).status,
    ).toBe(404);
  });

  it("lets a BU administrator add sub units, departments and sites only inside their own units", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "BU Co" });
    const mine = await ctx.api.unit(corp.companyId, "Mine");
    const other = await ctx.api.unit(corp.companyId, "Other");
    const bu = await ctx.api.user("BUAdmin", { company: "BU Co", businessUnitIds: [mine.id] });
    expect((await post(bu.token, "businessUnits", { name: "Sub", parentId: mine.id })).status).toBe(201);
    const top = await post(bu.token, "businessUnits", { name: "Top" });
    expect(top.status).toBe(400);
    expect(top.body.error.fields.parentId).toEqual([M.unitRequired]);
    const rename = await ctx.api.call("put", `/bcpOrganization/businessUnits/${mine.id}`, {
      token: bu.token,
      body: { name: "Renamed" },
    });
    expect(rename.status).toBe(403);
    const elsewhere = await post(bu.token, "departments", { name: "D", businessUnitId: other.id });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.fields.businessUnitId).toEqual([M.unitRequired]);
    expect(
      (await post(bu.token, "sites", { name: "S", country: "Chile", businessUnitId: mine.id })).status,
    ).toBe(201);
    const org = await ctx.api.call("get", "/bcpOrganization", { token: bu.token });
    expect(org.body.data.businessUnits.map((u: { name: string }) => u.name).sort()).toEqual(["Mine", "Sub"]);
    expect(org.body.data.countries).toEqual(["Chile"]);
  });

  it("shows view-only users their units and refuses every change with 403", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "View Co" });
    const seen = await ctx.api.unit(corp.companyId, "Seen");
    await ctx.api.unit(corp.companyId, "Unseen");
    const viewer = await ctx.api.user("BUViewOnly", { company: "View Co", businessUnitIds: [seen.id] });
    const org = await ctx.api.call("get", "/bcp/getBCPUnits", { token: viewer.token });
    expect(org.body.data.map((u: { name: string }) => u.name)).toEqual(["Seen"]);
    for (const [method, path, body] of [
      ["post", "/bcpOrganization/businessUnits", { name: "X", parentId: seen.id }],
      ["put", `/bcpOrganization/businessUnits/${seen.id}`, { name: "X" }],
      ["delete", `/bcpOrganization/businessUnits/${seen.id}`, undefined],
      ["post", "/bcpOrganization/departments", { name: "X", businessUnitId: seen.id }],
      ["post", "/bcpOrganization/sites", { name: "X", country: "Peru", businessUnitId: seen.id }],
    ] as const) {
      expect(
        (await ctx.api.call(method, path, { token: viewer.token, body })).status,
        `${method} ${path}`,
      ).toBe(403);
    }
  });
});

describe("departments and sites", () => {
  it("filters departments by business unit", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Dept Co" });
    const a = await ctx.api.unit(corp.companyId, "A");
    const b = await ctx.api.unit(corp.companyId, "B");
    await post(corp.token, "departments", { name: "Payroll", businessUnitId: a.id });
    await post(corp.token, "departments", { name: "Fleet", businessUnitId: b.id });
    const res = await ctx.api.call("get", "/bcp/allAddedBCPDepartments", {
      token: corp.token,
      query: { businessUnitId: a.id },
    });
    expect(res.body.data.map((d: { name: string }) => d.name)).toEqual(["Payroll"]);
  });

  it("checks a site's country and coordinates on their fields", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Site Co" });
    const res = await post(corp.token, "sites", { name: "Pole", country: "", lat: 95, long: "x" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(["country", "lat", "long"]);
    expect(res.body.error.fields.lat).toEqual(["Latitude must be between -90 and 90."]);
  });
});
