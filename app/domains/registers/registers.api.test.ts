import { beforeAll, describe, expect, it } from "vitest";
import { makeAnalysisPlan } from "../../../tests/support/analysis";
import { processAsEdited } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { expectCrossCompanyRefused } from "../../../tests/support/tenancy";
import { REGISTER_MESSAGES } from "./model";

let token: string;
const ctx = testApiFixture();
beforeAll(async () => {
  token = (await ctx.api.user("CorpAdmin", { company: "Registers" })).token;
});

const wms = {
  kind: "application",
  name: "Warehouse Management System",
  owner: "Logistics IT",
  vendor: "Manhattan",
  hosting: "Public cloud",
  rto: "8",
  rtoUnit: "hours",
  rpo: "15",
  rpoUnit: "minutes",
  criticality: "critical",
};
// A real LEI (its check digits hold).
const haulier = {
  kind: "supplier",
  name: "Northern Haulage Ltd",
  lei: "5493001KJTIIGC8Y1R12",
  country: "United Kingdom",
  services: "Trunking between warehouses",
  contractReference: "C-2024-117",
  contractEnd: "2027-03-31",
  substitutability: "Medium complexity in terms of substitutability",
  supportsCriticalFunction: "on",
  incidentContact: "ops@northern.example, +44 161 555 0100",
};

describe("registers", () => {
  it("adds, reads, changes, finds, archives and restores an application", async () => {
    const created = await ctx.api.call("post", "/registerEntry", { token, body: wms });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.message).toBe("Application added.");
    const id = created.body.data.entry.id;
    const read = await ctx.api.call("get", `/registerEntry/${id}`, { token });
    expect(read.body.data).toMatchObject({
      name: "Warehouse Management System",
      hosting: "public_cloud",
      rtoText: "8 Hours",
      rpoText: "15 Minutes",
      criticality: "critical",
      lei: null,
      fromPlan: false,
      archived: false,
    });
    const changed = await ctx.api.call("put", `/registerEntry/${id}`, {
      token,
      body: { ...wms, name: "WMS", rto: "1", rtoUnit: "" },
    });
    expect(changed.body.data.entry).toMatchObject({ name: "WMS", rtoText: "1 Hour" });
    const found = await ctx.api.call("get", "/registerEntry/all", {
      token,
      query: { kind: "application", q: "manhat" },
    });
    expect(found.body.data.map((e: { name: string }) => e.name)).toEqual(["WMS"]);
    // A supplier search does not list applications.
    const suppliers = await ctx.api.call("get", "/registerEntry/all", { token, query: { kind: "supplier" } });
    expect(suppliers.body.data).toEqual([]);
    const archived = await ctx.api.call("put", `/registerEntry/${id}/archive`, {
      token,
      body: { archived: true },
    });
    expect(archived.body.data.entry.archived).toBe(true);
    const current = await ctx.api.call("get", "/registerEntry/all", {
      token,
      query: { kind: "application" },
    });
    expect(current.body.data).toEqual([]);
    const onlyArchived = await ctx.api.call("get", "/registerEntry/all", {
      token,
      query: { kind: "application", archived: "archived" },
    });
    expect(onlyArchived.body.data.map((e: { id: string }) => e.id)).toEqual([id]);
    await ctx.api.call("put", `/registerEntry/${id}/archive`, { token, body: { archived: false } });
    const restored = (await ctx.api.call("get", `/registerEntry/${id}`, { token })).body.data;
    expect(restored.archived).toBe(false);

    // Every change is recorded: who, when, and each field from what to what (newest first).
    expect(restored.history.map((h: { label: string }) => h.label)).toEqual([
      "Restored",
      "Archived",
      "Changed",
      "Added",
    ]);
    const [, , changes, added] = restored.history;
    expect(changes.actor).toBeTruthy();
    expect(changes.changes).toEqual([
      { field: "Name", from: "Warehouse Management System", to: "WMS" },
      { field: "Recovery time objective", from: "8 Hours", to: "1 Hour" },
    ]);
    expect(added.changes).toContainEqual({ field: "Hosting", from: "", to: "Public cloud" });
  });

  it("keeps a supplier's contract and DORA fields, and refuses a bad LEI, date or choice on its field", async () => {
    const created = await ctx.api.call("post", "/registerEntry", { token, body: haulier });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.entry).toMatchObject({
      name: "Northern Haulage Ltd",
      lei: "5493001KJTIIGC8Y1R12",
      contractEnd: "2027-03-31",
      substitutability: "medium_complexity",
      supportsCriticalFunction: true,
      // Fields of other kinds stay empty.
      vendor: null,
      rto: null,
    });
    const bad = await ctx.api.call("post", "/registerEntry", {
      token,
      body: {
        ...haulier,
        name: "",
        lei: "5493001KJTIIGC8Y1R13",
        contractEnd: "2027-02-30",
        substitutability: "sometimes",
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      name: ["Legal name is required."],
      lei: [REGISTER_MESSAGES.leiInvalid],
      contractEnd: ["Enter the contract end date as YYYY-MM-DD."],
      substitutability: ["Choose how easily it can be replaced."],
    });
    const twice = await ctx.api.call("post", "/registerEntry", {
      token,
      body: { ...haulier, name: "northern haulage LTD" },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields.name).toEqual([
      REGISTER_MESSAGES.nameTaken("supplier", "northern haulage LTD"),
    ]);
    const list = await ctx.api.call("get", "/registerEntry/all", { token, query: { kind: "supplier" } });
    expect(list.body.page.total).toBe(1);
  });

  it("places equipment and records at a site of the register only", async () => {
    const site = await ctx.api.call("post", "/asset", {
      token,
      body: { name: "Leeds DC", type: "data_centre", lat: 53.8, lng: -1.55 },
    });
    const siteId = site.body.data.asset.id;
    const created = await ctx.api.call("post", "/registerEntry", {
      token,
      body: { kind: "equipment", name: "Sorter line 2", owner: "Facilities", siteId },
    });
    expect(created.body.data.entry.site).toEqual({ id: siteId, name: "Leeds DC" });
    const other = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
    const foreign = await ctx.api.call("post", "/asset", {
      token: other.token,
      body: { name: "Their site", type: "office", lat: 1, lng: 1 },
    });
    const refused = await ctx.api.call("post", "/registerEntry", {
      token,
      body: { kind: "record", name: "Paper manifests", siteId: foreign.body.data.asset.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.siteId).toEqual([REGISTER_MESSAGES.siteUnknown]);
  });

  it("imports the good rows, reports each bad one by line and column, and exports what it holds", async () => {
    const { token: t } = await ctx.api.user("CorpAdmin", { company: "Import registers" });
    await ctx.api.call("post", "/registerEntry", { token: t, body: { ...wms, name: "Payroll" } });
    const csv = [
      "Name,Owner,Vendor,Hosting,Recovery time objective,Recovery time unit,Criticality",
      "Booking system,Sales IT,Acme,Software as a service,4,Hours,High",
      "Broken app,,,Mainframe,-2,,",
      "payroll,HR,,,,,",
      '"=HYPERLINK(""x"")",,,,,,',
      "Booking system,,,,,,",
    ].join("\n");
    const res = await ctx.api.call("post", "/registerEntry/import", {
      token: t,
      body: { kind: "application", csv },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe("2 rows imported; 3 rows have errors and were not imported.");
    expect(res.body.data.errors).toEqual([
      // Each error names the column as the file heads it (audit 2026-12-03).
      { line: 3, field: "Hosting", message: "Choose where it is hosted." },
      { line: 3, field: "Recovery time objective", message: "Recovery time objective cannot be negative." },
      { line: 4, field: "Name", message: REGISTER_MESSAGES.nameTaken("application", "payroll") },
      { line: 6, field: "Name", message: REGISTER_MESSAGES.nameTaken("application", "Booking system") },
    ]);
    // An imported entry's change history starts with its "Added" line, as one added in the form does.
    const listed = await ctx.api.call("get", "/registerEntry/all", {
      token: t,
      query: { kind: "application", q: "Booking system" },
    });
    const booking = (await ctx.api.call("get", `/registerEntry/${listed.body.data[0].id}`, { token: t })).body
      .data;
    expect(booking.history.map((h: { label: string }) => h.label)).toEqual(["Added"]);
    expect(booking.history[0].actor).toBeTruthy();
    expect(booking.history[0].changes).toContainEqual({
      field: "Hosting",
      from: "",
      to: "Software as a service",
    });
    const exported = await ctx.api.app.fetch(
      new Request("http://keel.test/api/registerEntry/export?kind=application", {
        headers: { authorization: `Bearer ${t}` },
      }),
    );
    expect(exported.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await exported.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Name,Owner,Vendor,Hosting,Recovery time objective,Recovery time unit,Recovery point objective,Recovery point unit,Criticality",
    );
    // A formula is written so a spreadsheet shows it as text.
    expect(lines.slice(1)).toEqual([
      `"'=HYPERLINK(""x"")",,,,,,,,`,
      "Booking system,Sales IT,Acme,Software as a service,4,Hours,,,High",
      "Payroll,Logistics IT,Manhattan,Public cloud,8,Hours,15,Minutes,Critical",
    ]);
    // The file goes back in unchanged: every name is already there.
    const again = await ctx.api.call("post", "/registerEntry/import", {
      token: t,
      body: { kind: "application", csv: lines.join("\n") },
    });
    expect(again.body.data.created).toBe(0);
    expect(again.body.data.failed).toBe(3);
  });

  it("refuses a file without the name column, and imports nothing of a batch that fails", async () => {
    const res = await ctx.api.call("post", "/registerEntry/import", {
      token,
      body: { kind: "supplier", csv: "LEI,Country\n5493001KJTIIGC8Y1R12,UK\n" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.csv).toEqual(["The header line lacks: Legal name."]);
  });

  it("starts every company with the five dependency blocks and Supplier, and takes its own", async () => {
    const { token: t } = await ctx.api.user("CorpAdmin", { company: "Types" });
    const types = await ctx.api.call("get", "/dependencyType", { token: t });
    expect(types.body.data.types.map((d: { name: string; target: string }) => [d.name, d.target])).toEqual([
      ["UPSTREAM PROCESS", "process"],
      ["IT APPLICATION", "application"],
      ["EQUIPMENT/INFRA", "equipment"],
      ["CRITICAL RECORDS/DOCUMENTS", "record"],
      ["OTHER DEPENDENCIES", "other"],
      ["Supplier", "supplier"],
    ]);
    const added = await ctx.api.call("post", "/dependencyType", {
      token: t,
      body: { name: "Utilities", target: "supplier" },
    });
    expect(added.status).toBe(201);
    const twice = await ctx.api.call("post", "/dependencyType", {
      token: t,
      body: { name: "supplier", target: "supplier" },
    });
    expect(twice.body.error.fields.name).toEqual([REGISTER_MESSAGES.dependencyTypeTaken("supplier")]);
    const archived = await ctx.api.call("put", `/dependencyType/${added.body.data.type.id}/archive`, {
      token: t,
      body: { archived: true },
    });
    expect(archived.body.data.type.archived).toBe(true);
    expect((await ctx.api.call("get", "/dependencyType", { token: t })).body.data.types).toHaveLength(7);
  });

  it("lets readers read and only administrators change", async () => {
    const company = "Registers";
    const viewer = await ctx.api.user("CorpViewOnly", { company });
    const lead = await ctx.api.user("BCPLead", { company });
    const employee = await ctx.api.user("Employee", { company });
    expect(
      (await ctx.api.call("get", "/registerEntry/all", { token: viewer.token, query: { kind: "supplier" } }))
        .status,
    ).toBe(200);
    expect(
      (await ctx.api.call("post", "/registerEntry", { token: lead.token, body: { ...wms, name: "X" } }))
        .status,
    ).toBe(403);
    expect(
      (
        await ctx.api.call("get", "/registerEntry/all", {
          token: employee.token,
          query: { kind: "supplier" },
        })
      ).status,
    ).toBe(403);
  });

  it("never shows or changes another company's entry", async () => {
    await expectCrossCompanyRefused(ctx.api, {
      entity: "register entry",
      create: async (owner) =>
        (await ctx.api.call("post", "/registerEntry", { token: owner.token, body: haulier })).body.data.entry
          .id,
      read: { method: "get", path: "/registerEntry/{id}" },
      requests: [
        { method: "put", path: "/registerEntry/{id}", body: () => ({ ...haulier, name: "Taken" }) },
        { method: "put", path: "/registerEntry/{id}/archive", body: () => ({ archived: true }) },
      ],
      lists: [{ path: "/registerEntry/all", query: { kind: "supplier", archived: "all" } }],
    });
  });
});

describe("dependencies become links", () => {
  it("links each line of a saved block to its register entry, making the missing ones to review", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Links", processes: ["Pick", "Pack"] });
    const owner = acme.admin;
    const [pick, pack] = acme.processes.map((p, i) => ({ ...p, name: ["Pick", "Pack"][i] }));
    const wmsEntry = await ctx.api.call("post", "/registerEntry", {
      token: owner.token,
      body: { ...wms, name: "WMS" },
    });
    const saved = await ctx.api.call("put", "/itapplication", {
      token: owner.token,
      body: { processId: pick.id, dependencies: ["wms", "Label printer service"] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await ctx.api.call("put", "/itapplication", {
      token: owner.token,
      body: { processId: pack.id, dependencies: ["WMS"] },
    });
    const entry = await ctx.api.call("get", `/registerEntry/${wmsEntry.body.data.entry.id}`, {
      token: owner.token,
    });
    expect(entry.body.data.dependants.map((d: { name: string }) => d.name).sort()).toEqual(
      [pick.name, pack.name].sort(),
    );
    const made = await ctx.api.call("get", "/registerEntry/all", {
      token: owner.token,
      query: { kind: "application", q: "label printer" },
    });
    expect(made.body.data).toMatchObject([{ name: "Label printer service", fromPlan: true }]);
    // Taking the line out of the block takes the link away.
    await ctx.api.call("put", "/itapplication", {
      token: owner.token,
      body: { processId: pack.id, dependencies: [] },
    });
    const after = await ctx.api.call("get", `/registerEntry/${wmsEntry.body.data.entry.id}`, {
      token: owner.token,
    });
    expect(after.body.data.dependants.map((d: { name: string }) => d.name)).toEqual([pick.name]);
  });

  it("links a supplier of the register named under OTHER DEPENDENCIES (the plans have no supplier block)", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Supplier links", processes: ["Pick", "Ship"] });
    const owner = acme.admin;
    const supplier = await ctx.api.call("post", "/registerEntry", { token: owner.token, body: haulier });
    for (const p of acme.processes)
      await ctx.api.call("put", "/otherdependencies", {
        token: owner.token,
        body: { processId: p.id, dependencies: ["northern haulage ltd", "Canteen"] },
      });
    const entry = await ctx.api.call("get", `/registerEntry/${supplier.body.data.entry.id}`, {
      token: owner.token,
    });
    expect(entry.body.data.dependants.map((d: { name: string }) => d.name).sort()).toEqual(["Pick", "Ship"]);
    // Only the line that names no supplier became an entry to review.
    const made = await ctx.api.call("get", "/registerEntry/all", {
      token: owner.token,
      query: { kind: "other" },
    });
    expect(made.body.data.map((e: { name: string }) => e.name)).toEqual(["Canteen"]);
  });

  it("names each process whose MAD is shorter than what it depends on recovers in: an application, an upstream process", async () => {
    // Processes of the test plans have a MAD of 2 days.
    const acme = await makeAnalysisPlan(ctx.api, { company: "Promises", processes: ["Dispatch", "Picking"] });
    const owner = acme.admin;
    const [dispatch, picking] = acme.processes;
    await ctx.api.call("post", "/registerEntry", {
      token: owner.token,
      body: { ...wms, name: "Transport system", rto: "3", rtoUnit: "days" },
    });
    await ctx.api.call("post", "/registerEntry", {
      token: owner.token,
      body: { ...wms, name: "Label printing", rto: "4", rtoUnit: "hours" },
    });
    await ctx.api.call("put", "/itapplication", {
      token: owner.token,
      body: { processId: dispatch.id, dependencies: ["Transport system", "Label printing"] },
    });
    // Picking comes back in a week: Dispatch, which waits on it, cannot come back in 2 days.
    const slow = await ctx.api.call("get", "/bcp", { token: owner.token, query: { bcpId: acme.plan.id } });
    const pickingRow = slow.body.data.services[0].processes.find((p: { id: string }) => p.id === picking.id);
    const edited = await ctx.api.call("put", "/bcpProcess", {
      token: owner.token,
      body: { ...processAsEdited(pickingRow), mad: 1, madDuration: "weeks" },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await ctx.api.call("put", "/upstream", {
      token: owner.token,
      body: { processId: dispatch.id, dependencies: [pickingRow.name] },
    });

    const gaps = await ctx.api.call("get", "/registerEntry/recoveryGaps", {
      token: owner.token,
      query: { bcpId: acme.plan.id },
    });
    expect(gaps.status, JSON.stringify(gaps.body)).toBe(200);
    expect(
      gaps.body.data.map(
        (g: {
          process: { name: string; mad: string };
          dependsOn: { name: string; kindLabel: string; recovery: string };
        }) =>
          `${g.process.name} (${g.process.mad}) ← ${g.dependsOn.kindLabel} ${g.dependsOn.name} (${g.dependsOn.recovery})`,
      ),
    ).toEqual([
      "Dispatch (2 Days) ← Application Transport system (3 Days)",
      `Dispatch (2 Days) ← Upstream process ${pickingRow.name} (1 Week)`,
    ]);
    // Company-wide too, and another company sees none of it.
    const all = await ctx.api.call("get", "/registerEntry/recoveryGaps", { token: owner.token });
    expect(all.body.data).toHaveLength(2);
    const other = await ctx.api.user("CorpAdmin", { company: "Not promises" });
    expect(
      (await ctx.api.call("get", "/registerEntry/recoveryGaps", { token: other.token })).body.data,
    ).toEqual([]);
  });
});
