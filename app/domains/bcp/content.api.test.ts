import { describe, expect, it } from "vitest";
import { assets } from "~/domains/assets/schema.server";
import { impactGrid } from "../../../tests/support/analysis";
import { leadPlan, makeProcess, makeService, makeUnit, VALID_PROCESS } from "../../../tests/support/bcp";
import { unitFixture } from "../../../tests/support/fixture";
import { BCP_MESSAGES } from "./model";

const ctx = unitFixture({ admin: "CorpAdmin", lead: "BCPLead" }, { company: "Acme" });

const newPlan = () => leadPlan(ctx.api, ctx, ctx.unit.unit.id);

/** Adds a delivery location to a process, as the plan's lead. */
const addLocation = (body: { processId: string } & Record<string, unknown>) =>
  ctx.api.call("post", "/bcpProcess/locations", { token: ctx.lead.token, body });

describe("processes", () => {
  it("stores every process field under its form name", async () => {
    const plan = await newPlan();
    const service = await makeService(ctx.api, ctx.lead.token, plan.id);
    const created = await makeProcess(ctx.api, ctx.lead.token, service.id);
    const res = await ctx.api.call("get", "/bcpProcess", {
      token: ctx.lead.token,
      query: { id: created.id },
    });
    expect(res.body.data).toMatchObject({
      ...VALID_PROCESS,
      bcpServiceId: service.id,
      statusLabel: "Not Started",
    });
  });

  it("refuses bad input with the spec's messages on their fields", async () => {
    const plan = await newPlan();
    const service = await makeService(ctx.api, ctx.lead.token, plan.id);
    const res = await ctx.api.call("post", "/bcpProcess", {
      token: ctx.lead.token,
      body: {
        ...VALID_PROCESS,
        bcpServiceId: service.id,
        financialExposure: "high",
        criticalityLevel: "low",
        totalGlobalHeadCount: 3,
        criticalProcessHeadcountAnalysis: 9,
        madDuration: "",
        consequencesOfDisruption: "x".repeat(251),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      criticalityLevel: [BCP_MESSAGES.exposureOrder],
      criticalProcessHeadcountAnalysis: [BCP_MESSAGES.headcountAboveGlobal],
      madDuration: [BCP_MESSAGES.madUnitRequired],
      consequencesOfDisruption: [BCP_MESSAGES.commentTooLong],
    });
  });

  it("refuses a service of a plan the caller cannot edit", async () => {
    const other = await ctx.api.user("BCPLead", { company: "Acme" });
    const plan = await newPlan();
    const service = await makeService(ctx.api, ctx.lead.token, plan.id);
    const res = await ctx.api.call("post", "/bcpProcess", {
      token: other.token,
      body: { ...VALID_PROCESS, bcpServiceId: service.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.bcpServiceId).toEqual([BCP_MESSAGES.serviceRequired]);
  });

  it("moves to In Progress on the first edit, then only along the process transition table", async () => {
    const plan = await newPlan();
    const service = await makeService(ctx.api, ctx.lead.token, plan.id);
    const added = await ctx.api.call("post", "/bcpProcess", {
      token: ctx.lead.token,
      body: { ...VALID_PROCESS, bcpServiceId: service.id, name: "Announced" },
    });
    expect(added.body.data.message).toBe("process added successfully");
    const process = await makeProcess(ctx.api, ctx.lead.token, service.id);
    const edited = await ctx.api.call("put", "/bcpProcess", {
      token: ctx.lead.token,
      body: { ...VALID_PROCESS, bcpServiceId: service.id, id: process.id, name: "Payroll (monthly)" },
    });
    expect(edited.body.data).toMatchObject({ name: "Payroll (monthly)", status: "IN_PROGRESS" });
    const setStatus = (status: string) =>
      ctx.api.call("put", "/bcpProcess/status", { token: ctx.lead.token, body: { id: process.id, status } });
    const cancel = await setStatus("CANCELLED");
    expect(cancel.body.data.statusLabel).toBe("Cancelled");
    const complete = await setStatus("COMPLETED");
    expect(complete.status).toBe(400);
    expect(complete.body.error.message).toBe("A process cannot move from Cancelled to Completed.");
  });

  it("deleting a process deletes its locations, and says which", async () => {
    const plan = await newPlan();
    const service = await makeService(ctx.api, ctx.lead.token, plan.id);
    const process = await makeProcess(ctx.api, ctx.lead.token, service.id);
    await addLocation({ processId: process.id, siteName: "Leeds" });
    const impact = await ctx.api.call("get", "/bcpProcess/deleteImpact", {
      token: ctx.lead.token,
      query: { id: process.id },
    });
    expect(impact.body.data).toEqual({ process: "Payroll run", locations: ["Leeds"] });
    const res = await ctx.api.call("delete", "/bcpProcess", {
      token: ctx.lead.token,
      query: { id: process.id },
    });
    expect(res.body.data).toMatchObject({ removed: true, locations: ["Leeds"] });
    expect(
      (await ctx.api.call("get", "/bcpProcess", { token: ctx.lead.token, query: { id: process.id } })).status,
    ).toBe(404);
    const locations = await ctx.api.call("get", "/bcpProcess/locations", {
      token: ctx.lead.token,
      query: { processId: process.id },
    });
    expect(locations.status).toBe(404);
  });
});

describe("the plan page's one open process (GET /bcp with focus)", () => {
  it("sends the asked process's content and names every process; an unknown one opens the first", async () => {
    const plan = await newPlan();
    const first = await makeService(ctx.api, ctx.lead.token, plan.id);
    const second = await makeService(ctx.api, ctx.lead.token, plan.id);
    const a = await makeProcess(ctx.api, ctx.lead.token, first.id, { name: "Payroll run" });
    const b = await makeProcess(ctx.api, ctx.lead.token, second.id, { name: "Customer calls" });
    const read = async (query: Record<string, string>) =>
      (await ctx.api.call("get", "/bcp", { token: ctx.lead.token, query: { bcpId: plan.id, ...query } })).body
        .data as {
        services: { id: string; processes: { id: string; name: string }[] }[];
        focus: { open: string; processes: { id: string; name: string; serviceId: string }[] } | null;
      };
    const sent = (data: Awaited<ReturnType<typeof read>>) =>
      data.services.flatMap((s) => s.processes.map((p) => p.id));

    const whole = await read({});
    expect(whole.focus).toBeNull();
    expect(sent(whole)).toEqual([a.id, b.id]);

    const askedB = await read({ focus: "process", processId: b.id });
    expect(sent(askedB)).toEqual([b.id]);
    expect(askedB.services.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(askedB.focus).toEqual({
      open: b.id,
      processes: [
        { id: a.id, name: "Payroll run", serviceId: first.id },
        { id: b.id, name: "Customer calls", serviceId: second.id },
      ],
    });

    for (const processId of [undefined, "not-a-process", crypto.randomUUID()]) {
      const opened = await read(processId ? { focus: "process", processId } : { focus: "process" });
      expect(opened.focus?.open).toBe(a.id);
      expect(sent(opened)).toEqual([a.id]);
    }
  });
});

describe("services", () => {
  it("deleting a service deletes its processes and their data, after naming them", async () => {
    const plan = await newPlan();
    const service = await makeService(ctx.api, ctx.lead.token, plan.id, "Payments");
    const p1 = await makeProcess(ctx.api, ctx.lead.token, service.id, { name: "Approve payments" });
    await makeProcess(ctx.api, ctx.lead.token, service.id, { name: "Send payments" });
    await addLocation({ processId: p1.id, siteName: "Leeds" });
    const impact = await ctx.api.call("get", "/bcpService/deleteImpact", {
      token: ctx.lead.token,
      query: { id: service.id },
    });
    expect(impact.body.data).toEqual({
      service: "Payments",
      processes: ["Approve payments", "Send payments"],
      locations: 1,
    });
    await ctx.api.call("delete", "/bcpService", { token: ctx.lead.token, query: { id: service.id } });
    const detail = await ctx.api.call("get", "/bcp", { token: ctx.lead.token, query: { bcpId: plan.id } });
    expect(detail.body.data.services).toEqual([]);
    const table = await ctx.api.call("get", "/bcpProcess/all", {
      token: ctx.lead.token,
      query: { bcpId: plan.id },
    });
    expect(table.body.data).toEqual([]);
  });
});

describe("delivery locations and headcount", () => {
  it("adds, saves and removes locations with the spec's messages", async () => {
    const plan = await newPlan();
    const service = await makeService(ctx.api, ctx.lead.token, plan.id);
    const process = await makeProcess(ctx.api, ctx.lead.token, service.id, { totalGlobalHeadCount: 10 });
    const empty = await ctx.api.call("get", "/bcpProcess/locations", {
      token: ctx.lead.token,
      query: { processId: process.id },
    });
    expect(empty.body.data).toMatchObject({ locations: [], message: "No Locations Added" });

    // A site of the register (issue 21: a delivery location names one; an unknown id is refused).
    const [site] = await ctx.api.db
      .insert(assets)
      .values({
        companyId: ctx.lead.companyId,
        name: "London HQ",
        type: "office",
        city: "London",
        lat: 51.5,
        lng: -0.12,
      })
      .returning();
    const assetId = site.id;
    const unknown = await addLocation({ processId: process.id, assetId: crypto.randomUUID(), headcount: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.assetId).toEqual([BCP_MESSAGES.siteRequired]);
    const added = await ctx.api.call("post", "/bcpProcess/locations", {
      token: ctx.lead.token,
      body: {
        processId: process.id,
        assetId,
        siteName: "London HQ",
        city: "London",
        country: "UK",
        headcount: 4,
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.message).toBe("Location added successfully!");
    const second = await addLocation({ processId: process.id, siteName: "Leeds", headcount: 7 });
    expect(second.status).toBe(400);
    expect(second.body.error.fields.headcount).toEqual(["Total Head Count is more than Service Head Count"]);
    const leeds = await addLocation({ processId: process.id, siteName: "Leeds" });
    const leedsId = leeds.body.data.location.id;
    const londonId = added.body.data.location.id;

    const tooMany = await ctx.api.call("put", "/bcpProcess/locations", {
      token: ctx.lead.token,
      body: { processId: process.id, locations: [{ id: leedsId, headcount: 8 }] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe("Total Head Count is more than Service Head Count");
    const saved = await ctx.api.call("put", "/bcpProcess/locations", {
      token: ctx.lead.token,
      body: {
        processId: process.id,
        locations: [
          { id: leedsId, headcount: 5 },
          { id: londonId, headcount: 5 },
        ],
      },
    });
    expect(saved.body.data.message).toBe("Locations Saved successfully");
    const list = await ctx.api.call("get", "/bcpProcess/locations", {
      token: ctx.lead.token,
      query: { processId: process.id },
    });
    expect(list.body.data).toMatchObject({ totalHeadCount: 10, serviceHeadCount: 10 });
    expect(list.body.data.locations[0]).toMatchObject({ assetId, siteName: "London HQ", headcount: 5 });

    const removed = await ctx.api.call("delete", "/bcpProcess/locations", {
      token: ctx.lead.token,
      query: { id: leedsId },
    });
    expect(removed.body.data.message).toBe("Location Removed successfully");
  });
});

describe("the process table", () => {
  it("lists processes across the plans the caller can see, with the spec's columns and filters", async () => {
    const co = await ctx.api.user("CorpAdmin", { company: "Tableco" });
    const u = await makeUnit(ctx.api, co.companyId, "Retail");
    const p1 = await leadPlan(ctx.api, { admin: co, lead: co }, u.unit.id, { name: "Retail BCP" });
    const p2 = await leadPlan(ctx.api, { admin: co, lead: co }, u.unit.id, { name: "Stores BCP" });
    const s1 = await makeService(ctx.api, co.token, p1.id);
    const s2 = await makeService(ctx.api, co.token, p2.id);
    const tillsProcess = await makeProcess(ctx.api, co.token, s1.id, {
      name: "Tills",
      processType: "Core",
      assignedTo: co.id,
    });
    await makeProcess(ctx.api, co.token, s2.id, {
      name: "Stocking",
      criticalityLevel: "medium",
      financialExposure: "low",
      qualityServiceLevel: "low",
      mad: 4,
      madDuration: "hours",
    });
    const all = await ctx.api.call("get", "/bcpProcess/all", { token: co.token });
    expect(all.body.page.total).toBe(2);
    // The figure is read with the page's rows; a later page and one past the last still say it.
    for (const [page, rows] of [
      [2, 1],
      [7, 0],
    ]) {
      const paged = await ctx.api.call("get", "/bcpProcess/all", {
        token: co.token,
        query: { page, pageSize: 1 },
      });
      expect([paged.body.data.length, paged.body.page.total]).toEqual([rows, 2]);
    }
    const tills = all.body.data.find((r: { processName: string }) => r.processName === "Tills");
    expect(tills).toMatchObject({
      businessUnit: "Retail",
      processType: "Core",
      bcpName: "Retail BCP",
      processName: "Tills",
      bcpLead: "CorpAdmin Tester",
      assignedTo: "CorpAdmin Tester",
      // Not assessed yet: the BIA's result, not the process's criticality (High).
      businessImpact: "awaiting_response",
      mad: "2 Days",
      criticalProcessHeadcountAnalysis: 5,
      statusLabel: "Not Started",
    });
    // Business Impact is the BIA's impact rating (Medium) while the criticality stays High (spec audit row 66).
    const bia = await ctx.api.call("put", "/businessImpactAssesment", {
      token: co.token,
      body: { processId: tillsProcess.id, businessImpactLevel: "medium", impacts: impactGrid("medium") },
    });
    expect(bia.status, JSON.stringify(bia.body)).toBe(200);
    const assessed = await ctx.api.call("get", "/bcpProcess/all", {
      token: co.token,
      query: { search: "till" },
    });
    expect(assessed.body.data[0]).toMatchObject({ businessImpact: "medium", businessImpactLabel: "Medium" });
    const medium = await ctx.api.call("get", "/bcpProcess/all", {
      token: co.token,
      query: { criticalityLevel: "medium" },
    });
    expect(medium.body.data.map((r: { processName: string; mad: string }) => [r.processName, r.mad])).toEqual(
      [["Stocking", "4 Hours"]],
    );
    // Counted off the processes alone for a company-wide reader: the filter and the company still hold.
    expect(medium.body.page.total).toBe(1);
    const search = await ctx.api.call("get", "/bcpProcess/all", {
      token: co.token,
      query: { search: "till" },
    });
    expect(search.body.data).toHaveLength(1);
    expect(search.body.page.total).toBe(1);
    // A search matches the service's name too, and the count follows it (both services are "Payroll").
    const byService = await ctx.api.call("get", "/bcpProcess/all", {
      token: co.token,
      query: { search: "payroll" },
    });
    expect([byService.body.data.length, byService.body.page.total]).toEqual([2, 2]);
    const outsider = await ctx.api.call("get", "/bcpProcess/all", {
      token: ctx.lead.token,
      query: { search: "till" },
    });
    expect(outsider.body.data).toHaveLength(0);
  });
});

describe("the Delivery Headcount section in one save", () => {
  it("saves every process's head counts at once, all or nothing, refusing a process on its row", async () => {
    const plan = await newPlan();
    const service = await makeService(ctx.api, ctx.lead.token, plan.id);
    const ids: { processId: string; locationId: string }[] = [];
    for (const name of ["Dough mixing", "Van loading"]) {
      const process = await makeProcess(ctx.api, ctx.lead.token, service.id, { name });
      const added = await addLocation({ processId: process.id, siteName: "Bristol Bakery" });
      expect(added.status).toBe(201);
      ids.push({ processId: process.id, locationId: added.body.data.location.id as string });
    }
    const body = (a: number, b: number) => ({
      bcpId: plan.id,
      processes: [
        { processId: ids[0].processId, locations: [{ id: ids[0].locationId, headcount: a }] },
        { processId: ids[1].processId, locations: [{ id: ids[1].locationId, headcount: b }] },
      ],
    });
    const headcounts = async () =>
      Promise.all(
        ids.map(async ({ processId }) => {
          const res = await ctx.api.call("get", "/bcpProcess/locations", {
            token: ctx.lead.token,
            query: { processId },
          });
          return res.body.data.locations[0].headcount;
        }),
      );

    // The second process's head counts exceed its own: refused on its row, and the first is not saved either.
    const refused = await ctx.api.call("put", "/bcp/headcounts", {
      token: ctx.lead.token,
      body: body(4, 99),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      "processes.1.locations": ["Total Head Count is more than Service Head Count"],
    });
    expect(await headcounts()).toEqual([null, null]);
    const invalid = await ctx.api.call("put", "/bcp/headcounts", {
      token: ctx.lead.token,
      body: body(-1, 3),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields["processes.0.locations.0.headcount"]).toEqual([
      BCP_MESSAGES.headcountInvalid,
    ]);

    const saved = await ctx.api.call("put", "/bcp/headcounts", { token: ctx.lead.token, body: body(4, 3) });
    expect(saved.status).toBe(200);
    expect(saved.body.data.message).toBe("Locations Saved successfully");
    expect(await headcounts()).toEqual([4, 3]);
    const view = await ctx.api.call("get", "/bcp", { token: ctx.lead.token, query: { bcpId: plan.id } });
    const section = view.body.data.sections.find((s: { key: string }) => s.key === "deliveryHeadcount");
    expect(section.completion).toBe("done");

    // A process of another plan is not this plan's to save.
    const other = await newPlan();
    const res = await ctx.api.call("put", "/bcp/headcounts", {
      token: ctx.lead.token,
      body: { ...body(1, 1), bcpId: other.id },
    });
    expect(res.status).toBe(404);
  });
});
