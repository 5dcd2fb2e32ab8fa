import { describe, expect, it } from "vitest";
import { makeAnalysisPlan } from "../../../tests/support/analysis";
import { testApiFixture } from "../../../tests/support/fixture";

const ctx = testApiFixture();

type Blocks = { processName: string; blocks: { block: string; dependencies: string[] }[] }[];
const lines = (plan: Blocks, process: string, block: string) =>
  plan.find((p) => p.processName === process)?.blocks.find((b) => b.block === block)?.dependencies;

/** A plan of two processes (Pick, Pack) and a WMS application on the register, as its admin. */
async function planAndWms(company: string) {
  const acme = await makeAnalysisPlan(ctx.api, { company, processes: ["Pick", "Pack"] });
  const token = acme.admin.token;
  const [pick] = acme.processes;
  const body = { kind: "application", name: "WMS", rto: "8", rtoUnit: "hours" };
  const wms = (await ctx.api.call("post", "/registerEntry", { token, body })).body.data.entry.id as string;
  return { acme, token, pick, body, wms };
}

describe("a plan's dependencies name what they link (issue 33 item 2)", () => {
  it("shows an entry's new name after it is renamed in the register, and a save keeps the link", async () => {
    const { acme, token, pick, body, wms } = await planAndWms("Renamed");
    await ctx.api.call("put", "/itapplication", {
      token,
      body: { processId: pick.id, dependencies: ["wms", " Label printer ", "WMS"] },
    });
    const renamed = await ctx.api.call("put", `/registerEntry/${wms}`, {
      token,
      body: { ...body, name: "Warehouse Management System" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    // The editor's blocks, the read view (and the PDF and approval record built from it) read the new name.
    const editor = await ctx.api.call("get", "/dependency", { token, query: { bcpId: acme.plan.id } });
    expect(lines(editor.body.data, "Pick", "itapplication")).toEqual([
      "Warehouse Management System",
      "Label printer",
    ]);
    const read = await ctx.api.call("get", "/bcp/analysis", { token, query: { bcpId: acme.plan.id } });
    expect(lines(read.body.data.dependencies, "Pick", "itapplication")).toEqual([
      "Warehouse Management System",
      "Label printer",
    ]);
    const pdf = await ctx.api.app.fetch(
      new Request(`http://keel.test/api/bcp/bcpPdf?bcpId=${acme.plan.id}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(pdf.status).toBe(200);

    // Saving the block as the editor shows it keeps the link: no second entry made under the old name.
    const saved = await ctx.api.call("put", "/itapplication", {
      token,
      body: { processId: pick.id, dependencies: lines(editor.body.data, "Pick", "itapplication") },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const entry = await ctx.api.call("get", `/registerEntry/${wms}`, { token });
    expect(entry.body.data.dependants.map((d: { name: string }) => d.name)).toEqual(["Pick"]);
    const apps = await ctx.api.call("get", "/registerEntry/all", { token, query: { kind: "application" } });
    expect(apps.body.data.map((e: { name: string }) => e.name).sort()).toEqual([
      "Label printer",
      "Warehouse Management System",
    ]);
  });

  it("lists on an entry's page each process that depends on it with its plan and the sites it is delivered at", async () => {
    const { acme, token, pick, wms } = await planAndWms("Dependant sites");
    for (const p of acme.processes)
      await ctx.api.call("put", "/itapplication", {
        token,
        body: { processId: p.id, dependencies: ["WMS"] },
      });
    for (const name of ["South Depot", "North Depot"]) {
      const added = await ctx.api.call("post", "/bcpProcess/locations", {
        token,
        body: { processId: pick.id, newSiteName: name, newSiteLat: 52, newSiteLng: -2, headcount: 5 },
      });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    }
    const entry = await ctx.api.call("get", `/registerEntry/${wms}`, { token });
    expect(entry.status, JSON.stringify(entry.body)).toBe(200);
    expect(
      entry.body.data.dependants.map(
        (d: { name: string; bcp: { name: string }; sites: { name: string }[] }) => [
          d.name,
          d.bcp.name,
          d.sites.map((s) => s.name),
        ],
      ),
    ).toEqual([
      ["Pack", "Finance BCP", []],
      ["Pick", "Finance BCP", ["North Depot", "South Depot"]],
    ]);
  });
});
