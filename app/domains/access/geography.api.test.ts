import { beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "../../../tests/support/api";
import { makePlan } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { geoAdmin } from "../../../tests/support/tenancy";

// Issue 20, items 7 and 8: a Business Unit Geo Administrator acts only within their countries.

let ops: Awaited<ReturnType<TestApi["unit"]>>;
let warehousing: Awaited<ReturnType<TestApi["unit"]>>;
let transport: Awaited<ReturnType<TestApi["unit"]>>;
const ctx = testApiFixture({ corp: "CorpAdmin" }, { company: "Northwind" });
beforeAll(async () => {
  ops = await ctx.api.unit(ctx.corp.companyId, "Operations", { country: "United Kingdom" });
  warehousing = await ctx.api.unit(ctx.corp.companyId, "Warehousing", {
    parentId: ops.id,
    country: "United Kingdom",
  });
  transport = await ctx.api.unit(ctx.corp.companyId, "Transport", { parentId: ops.id, country: "France" });
});

describe("BCPs of a BUGeoAdmin", () => {
  it("are only those of sub units within their countries: a France-only admin neither reads, edits nor exports a UK plan", async () => {
    const uk = await makePlan(ctx.api, ctx.corp.token, {
      name: "Warehousing BCP",
      businessUnitId: ops.id,
      subBusinessUnitId: warehousing.id,
      bcLeadId: ctx.corp.id,
    });
    const fr = await makePlan(ctx.api, ctx.corp.token, {
      name: "Transport BCP",
      businessUnitId: ops.id,
      subBusinessUnitId: transport.id,
      bcLeadId: ctx.corp.id,
    });
    const geo = await geoAdmin(ctx.api, "Northwind", [ops.id], ["France"]);
    const list = await ctx.api.call("get", "/bcp/all", { token: geo.token });
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([fr.id]);
    expect((await ctx.api.call("get", "/bcp", { token: geo.token, query: { bcpId: uk.id } })).status).toBe(
      404,
    );
    expect(
      (await ctx.api.call("get", "/bcp/bcpPdf", { token: geo.token, query: { bcpId: uk.id } })).status,
    ).toBe(404);
    const edit = await ctx.api.call("put", "/bcp/executiveSummary", {
      token: geo.token,
      body: { bcpId: uk.id, html: "<p>edited outside France</p>" },
    });
    expect(edit.status).toBe(404);
    // Their own country's plan stays theirs to edit.
    const own = await ctx.api.call("put", "/bcp/executiveSummary", {
      token: geo.token,
      body: { bcpId: fr.id, html: "<p>Transport summary</p>" },
    });
    expect(own.status).toBe(200);
    // Nor can they create a plan for a unit outside their countries.
    const create = await ctx.api.call("post", "/bcp", {
      token: geo.token,
      body: { name: "UK plan", businessUnitId: ops.id, subBusinessUnitId: warehousing.id, bcLeadId: geo.id },
    });
    expect(create.status).toBe(400);
    expect(create.body.error.fields.businessUnitId).toBeDefined();
  });
});

/** Invites a BUGeoAdmin of Operations covering these countries, as `token`. */
const inviteGeoAdmin = (token: string, email: string, countries: string[]) =>
  ctx.api.call("post", "/user/invite", {
    token,
    body: { email, role: "BUGeoAdmin", businessUnitIds: [ops.id], countries },
  });

describe("accounts a BUGeoAdmin makes", () => {
  it("cannot cover countries beyond the manager's own, on invitation or on a role change", async () => {
    const geoUk = await geoAdmin(ctx.api, "Northwind", [ops.id], ["United Kingdom"]);
    const wider = await inviteGeoAdmin(geoUk.token, "geo3@attacker.example", ["United Kingdom", "France"]);
    expect(wider.status).toBe(400);
    expect(wider.body.error.fields.countries).toEqual(["Choose countries you cover yourself (not France)."]);
    expect(await ctx.api.outbox("geo3@attacker.example")).toHaveLength(0);

    const same = await inviteGeoAdmin(geoUk.token, "geo4@northwind.example", ["united kingdom"]);
    expect(same.status).toBe(201);

    const colleague = await geoAdmin(ctx.api, "Northwind", [ops.id], ["United Kingdom"]);
    const rewrite = await ctx.api.call("put", "/user/update-role", {
      token: geoUk.token,
      body: { userId: colleague.id, role: "BUGeoAdmin", businessUnitIds: [ops.id], countries: ["France"] },
    });
    expect(rewrite.status).toBe(400);
    expect(rewrite.body.error.fields.countries).toEqual([
      "Choose countries you cover yourself (not France).",
    ]);
  });
});
