import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadPlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";

import { bcps } from "./schema.server";

/** Issue 21 item 7: delivery locations from a spreadsheet (plan, process, site, headcount). */

const ctx = testApiFixture();

async function company(name: string) {
  const admin = await ctx.api.user("CorpAdmin", { company: name });
  const lead = await ctx.api.user("BCPLead", { company: name });
  const { unit } = await makeUnit(ctx.api, admin.companyId, "Logistics");
  const plan = await leadPlan(ctx.api, { admin: admin, lead: lead }, unit.id, { name: "Freight BCP" });
  const service = await makeService(ctx.api, admin.token, plan.id, "Freight");
  const dispatch = await makeProcess(ctx.api, admin.token, service.id, {
    name: "Dispatch",
    totalGlobalHeadCount: 50,
  });
  const goodsIn = await makeProcess(ctx.api, admin.token, service.id, {
    name: "Goods in",
    totalGlobalHeadCount: 10,
  });
  const site = async (name: string, lat: number, lng: number) =>
    (
      await ctx.api.call("post", "/asset", {
        token: admin.token,
        body: { name, type: "warehouse", lat, lng },
      })
    ).body.data.asset.id as string;
  const lyon = await site("Lyon Transport Depot", 45.76, 4.84);
  const leeds = await site("Leeds Depot", 53.8, -1.55);
  return { admin, lead, unit, plan, dispatch, goodsIn, lyon, leeds };
}

const importCsv = (token: string, csv: string) =>
  ctx.api.call("post", "/bcpProcess/locations/import", { token, body: { csv } });

const locationsOf = async (token: string, processId: string) =>
  (await ctx.api.call("get", "/bcpProcess/locations", { token, query: { processId } })).body.data
    .locations as {
    assetId: string | null;
    siteName: string;
    headcount: number | null;
  }[];

describe("POST /bcpProcess/locations/import", () => {
  it("links each process to its register site, plan named by name or code, and an incident there finds it", async () => {
    const co = await company("Importco");
    const [{ number }] = await ctx.api.db
      .select({ number: bcps.number })
      .from(bcps)
      .where(eq(bcps.id, co.plan.id));
    const res = await importCsv(
      co.admin.token,
      [
        "Plan,Process,Site,Headcount",
        "Freight BCP,Dispatch,lyon transport depot,30",
        `BCP-${String(number).padStart(4, "0")},goods in,Leeds Depot,`,
      ].join("\n"),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      created: 2,
      failed: 0,
      errors: [],
      message: "2 delivery locations imported.",
    });
    expect(await locationsOf(co.admin.token, co.dispatch.id)).toMatchObject([
      { assetId: co.lyon, siteName: "Lyon Transport Depot", headcount: 30 },
    ]);
    expect(await locationsOf(co.admin.token, co.goodsIn.id)).toMatchObject([
      { assetId: co.leeds, siteName: "Leeds Depot", headcount: null },
    ]);
    // The site page (and so an incident's impact) follows the imported link.
    const page = (await ctx.api.call("get", `/asset/${co.lyon}`, { token: co.admin.token })).body.data;
    expect(page.processes.map((p: { name: string; headcount: number }) => [p.name, p.headcount])).toEqual([
      ["Dispatch", 30],
    ]);
  });

  it("writes nothing when any row is wrong, and reports every error by line and column", async () => {
    const co = await company("Badrowco");
    const res = await importCsv(
      co.admin.token,
      [
        "plan,process,site,head count",
        "Freight BCP,Dispatch,Lyon Transport Depot,5", // line 2: good
        "Nope BCP,Dispatch,Lyon Transport Depot,5", // line 3
        "Freight BCP,Packing,Atlantis,x", // line 4: two errors on the row plus the headcount
        "Freight BCP,Dispatch,Lyon Transport Depot,1", // line 5: repeats line 2
        "Freight BCP,Goods in,Leeds Depot,11", // line 6: above Goods in's service head count of 10
        ",Dispatch,Leeds Depot,", // line 7
      ].join("\n"),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.created).toBe(0);
    expect(res.body.data.failed).toBe(5);
    expect(res.body.data.message).toBe(
      "5 rows have errors: nothing was imported. Correct them and import the file again.",
    );
    // Each error names the column as the file heads it ("head count"), not the field behind it (audit 2026-12-03).
    expect(res.body.data.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [3, "plan"],
      [4, "head count"],
      [5, "site"],
      [6, "head count"],
      [7, "plan"],
    ]);
    const byLine = (line: number) =>
      res.body.data.errors
        .filter((e: { line: number }) => e.line === line)
        .map((e: { message: string }) => e.message);
    expect(byLine(3)).toEqual(['No plan named "Nope BCP" that you may change.']);
    expect(byLine(4)).toEqual(["Headcount must be a whole number, 0 or more."]);
    expect(byLine(5)).toEqual(["The same process and site as line 2."]);
    expect(byLine(6)).toEqual([
      "The head counts of Goods in's delivery locations would add up to more than its service head count.",
    ]);
    expect(byLine(7)).toEqual(["Plan is required."]);
    expect(await locationsOf(co.admin.token, co.dispatch.id)).toEqual([]);
    expect(await locationsOf(co.admin.token, co.goodsIn.id)).toEqual([]);

    // With the headcount right, line 4 names its unknown process and site.
    const second = await importCsv(co.admin.token, "Plan,Process,Site\nFreight BCP,Packing,Atlantis");
    expect(second.body.data.errors).toEqual([
      { line: 2, field: "Process", message: 'Freight BCP has no process named "Packing".' },
      { line: 2, field: "Site", message: 'No site named "Atlantis" in the site register.' },
    ]);
    // A site already linked is refused by name, not duplicated.
    expect(
      (await importCsv(co.admin.token, "Plan,Process,Site\nFreight BCP,Dispatch,Leeds Depot")).body.data
        .created,
    ).toBe(1);
    const again = await importCsv(co.admin.token, "Plan,Process,Site\nFreight BCP,Dispatch,Leeds Depot");
    expect(again.body.data.errors).toEqual([
      { line: 2, field: "Site", message: "Leeds Depot is already a delivery location of Dispatch." },
    ]);
  });

  it("needs bcp.manage, answers only the caller's company and scope, and bounds the file", async () => {
    const co = await company("Scopeco");
    const other = await company("Otherco");
    const employee = await ctx.api.user("Employee", { company: "Scopeco" });
    const line = "Plan,Process,Site\nFreight BCP,Dispatch,Leeds Depot";
    expect((await importCsv(employee.token, line)).status).toBe(403);
    // Another company's plan of the same name is not this company's: nothing of Otherco changes.
    const otherAdminRes = await importCsv(co.admin.token, line);
    expect(otherAdminRes.body.data.created).toBe(1);
    expect(await locationsOf(other.admin.token, other.dispatch.id)).toEqual([]);
    // A BU administrator of another unit may not change the plan: it is "no plan that you may change".
    const buAdmin = await ctx.api.user("BUAdmin", { company: "Scopeco" });
    await makeUnit(ctx.api, co.admin.companyId, "Elsewhere", [buAdmin.id]);
    const scoped = await importCsv(buAdmin.token, "Plan,Process,Site\nFreight BCP,Goods in,Leeds Depot");
    expect(scoped.body.data.errors).toEqual([
      { line: 2, field: "Plan", message: 'No plan named "Freight BCP" that you may change.' },
    ]);
    const missing = await importCsv(co.admin.token, "Plan,Site\nFreight BCP,Leeds Depot");
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.csv).toEqual(["The header line lacks: Process."]);
    const tooMany = await importCsv(
      co.admin.token,
      `Plan,Process,Site\n${"Freight BCP,Dispatch,Leeds Depot\n".repeat(10_001)}`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.csv).toEqual(["At most 10,000 rows per file."]);
  });
});
