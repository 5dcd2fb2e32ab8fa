import { beforeAll, describe, expect, it } from "vitest";
import {
  impactGrid,
  makeAnalysisPlan,
  maloLevels,
  SAMPLE_RISK,
  sectionCompletion,
} from "../../../tests/support/analysis";
import { processAsEdited, VALID_PROCESS } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { TIME_POINT_KEYS } from "./malo";

let acme: Awaited<ReturnType<typeof makeAnalysisPlan>>;
const ctx = testApiFixture();
beforeAll(async () => {
  acme = await makeAnalysisPlan(ctx.api, { processes: ["Payroll run", "Invoicing"] });
});

/** Saves a process's BIA at one level: every impact cell and the overall level. */
const putBia = (token: string, processId: string, level: string) =>
  ctx.api.call("put", "/businessImpactAssesment", {
    token,
    body: { processId, businessImpactLevel: level, impacts: impactGrid(level) },
  });

const risk = SAMPLE_RISK;

describe("risk assessment", () => {
  it("adds, edits and deletes risks with the spec's messages and a computed rating", async () => {
    const token = acme.lead.token;
    expect(await sectionCompletion(ctx.api, token, acme.plan.id, "riskAssessment")).toBe("not_started");
    const added = await ctx.api.call("post", "/bcpRiskAssessment", {
      token,
      body: { bcpId: acme.plan.id, ...risk },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: "Data centre flood", rating: "Critical", score: 9 });
    expect(added.body.data.message).toBe("Risk added successfully");
    expect(await sectionCompletion(ctx.api, token, acme.plan.id, "riskAssessment")).toBe("done");

    const edited = await ctx.api.call("put", "/bcpRiskAssessment", {
      token,
      body: { id: added.body.data.id, ...risk, probability: "Rare" },
    });
    expect(edited.body.data).toMatchObject({ rating: "Medium", message: "Risk updated successfully" });

    const list = await ctx.api.call("get", "/bcpRiskAssessment/all", {
      token,
      query: { bcpId: acme.plan.id },
    });
    expect(list.body.data.map((r: { probability: string }) => r.probability)).toEqual(["Rare"]);

    const removed = await ctx.api.call("delete", "/bcpRiskAssessment", {
      token,
      query: { id: added.body.data.id },
    });
    expect(removed.status).toBe(200);
    const after = await ctx.api.call("get", "/bcpRiskAssessment/all", {
      token,
      query: { bcpId: acme.plan.id },
    });
    expect(after.body.data).toEqual([]);
  });

  it("names each bad field, and refuses a type outside the spec's list", async () => {
    const res = await ctx.api.call("post", "/bcpRiskAssessment", {
      token: acme.lead.token,
      body: { bcpId: acme.plan.id, name: " ", type: "Weather", severity: "Huge" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      name: ["Risk name is required."],
      type: ["Select a risk type."],
      severity: ["Select the severity of impact."],
      probability: ["Select the probability."],
    });
  });

  it("clones another plan's risks over this plan's, and says so", async () => {
    const other = await makeAnalysisPlan(ctx.api, { name: "Treasury BCP" });
    for (const name of ["Pandemic", "Cyber attack"])
      await ctx.api.call("post", "/bcpRiskAssessment", {
        token: other.admin.token,
        body: { bcpId: other.plan.id, ...risk, name },
      });
    await ctx.api.call("post", "/bcpRiskAssessment", {
      token: acme.admin.token,
      body: { bcpId: acme.plan.id, ...risk, name: "To be overwritten" },
    });
    const res = await ctx.api.call("post", "/bcpRiskAssessment/clone-risk", {
      token: acme.admin.token,
      body: { bcpId: acme.plan.id, sourceBcpId: other.plan.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Risk cloned successfully");
    expect(res.body.data.data.map((r: { name: string }) => r.name).sort()).toEqual([
      "Cyber attack",
      "Pandemic",
    ]);
    // The source keeps its own risks.
    const source = await ctx.api.call("get", "/bcpRiskAssessment/all", {
      token: other.admin.token,
      query: { bcpId: other.plan.id },
    });
    expect(source.body.data).toHaveLength(2);
  });

  it("refuses cloning from an empty plan or the plan itself, and hides other companies' plans", async () => {
    const empty = await makeAnalysisPlan(ctx.api, { name: "Empty BCP" });
    const fromEmpty = await ctx.api.call("post", "/bcpRiskAssessment/clone-risk", {
      token: acme.admin.token,
      body: { bcpId: acme.plan.id, sourceBcpId: empty.plan.id },
    });
    expect(fromEmpty.status).toBe(400);
    expect(fromEmpty.body.error.fields.sourceBcpId).toEqual(["The chosen plan has nothing to clone."]);
    const self = await ctx.api.call("post", "/bcpRiskAssessment/clone-risk", {
      token: acme.admin.token,
      body: { bcpId: acme.plan.id, sourceBcpId: acme.plan.id },
    });
    expect(self.status).toBe(400);
    const globex = await makeAnalysisPlan(ctx.api, { company: "Globex" });
    await ctx.api.call("post", "/bcpRiskAssessment", {
      token: globex.admin.token,
      body: { bcpId: globex.plan.id, ...risk },
    });
    const foreign = await ctx.api.call("post", "/bcpRiskAssessment/clone-risk", {
      token: acme.admin.token,
      body: { bcpId: acme.plan.id, sourceBcpId: globex.plan.id },
    });
    expect(foreign.status).toBe(404);
    const read = await ctx.api.call("get", "/bcpRiskAssessment/all", {
      token: acme.admin.token,
      query: { bcpId: globex.plan.id },
    });
    expect(read.status).toBe(404);
  });

  it("is read-only for an employee", async () => {
    const employee = await ctx.api.user("Employee", { company: "Acme" });
    const res = await ctx.api.call("post", "/bcpRiskAssessment", {
      token: employee.token,
      body: { bcpId: acme.plan.id, ...risk },
    });
    expect(res.status).toBe(403);
  });
});

/** A category's curve from the levels it takes at given points (each held until the next). */
function rising(steps: Record<string, string>) {
  let level = "awaiting_response";
  return Object.fromEntries(
    TIME_POINT_KEYS.map((k) => {
      level = steps[k] ?? level;
      return [k, level];
    }),
  );
}

describe("business impact assessment", () => {
  it("saves each process's impact over time and level; the section turns done when every process is assessed", async () => {
    const token = acme.lead.token;
    const [payroll, invoicing] = acme.processes;
    const res = await ctx.api.call("put", "/businessImpactAssesment", {
      token,
      body: {
        processId: payroll.id,
        businessImpactLevel: "high",
        // Process MAD 2 days: Legal turns High at 2 days, not before.
        impacts: { ...impactGrid("low"), legal: rising({ h4: "low", d1: "medium", d2: "high" }) },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      businessImpactLabel: "High",
      peaks: { legal: "high", financial: "low" },
    });
    expect(await sectionCompletion(ctx.api, token, acme.plan.id, "bia")).toBe("partially_done");
    await putBia(token, invoicing.id, "none");
    expect(await sectionCompletion(ctx.api, token, acme.plan.id, "bia")).toBe("done");
    const overview = await ctx.api.call("get", "/businessImpactAssesment/all", {
      token,
      query: { bcpId: acme.plan.id },
    });
    expect(overview.body.data.map((b: { businessImpactLabel: string }) => b.businessImpactLabel)).toEqual([
      "High",
      "No Impact",
    ]);
  });

  it("names the field that keeps a fully filled BIA Partially Done, with the level its curve suggests (UX B-3)", async () => {
    const own = await makeAnalysisPlan(ctx.api, { processes: ["Dough mixing"] });
    const token = own.lead.token;
    const [dough] = own.processes;
    const before = await ctx.api.call("get", "/businessImpactAssesment/all", {
      token,
      query: { bcpId: own.plan.id },
    });
    expect(before.body.data[0]).toMatchObject({ missing: ["Business impact level"], suggestedLevel: null });
    // Every impact cell set, the level left Awaiting Response: the section stays Partially Done, and says why.
    await ctx.api.call("put", "/businessImpactAssesment", {
      token,
      body: {
        processId: dough.id,
        businessImpactLevel: "awaiting_response",
        impacts: { ...impactGrid("low"), legal: rising({ h4: "low", d1: "medium", d2: "high" }) },
      },
    });
    expect(await sectionCompletion(ctx.api, token, own.plan.id, "bia")).toBe("partially_done");
    const unset = await ctx.api.call("get", "/businessImpactAssesment/all", {
      token,
      query: { bcpId: own.plan.id },
    });
    expect(unset.body.data[0]).toMatchObject({ missing: ["Business impact level"], suggestedLevel: "high" });
    const set = await ctx.api.call("put", "/businessImpactAssesment", {
      token,
      body: { processId: dough.id, businessImpactLevel: "high", impacts: unset.body.data[0].impacts },
    });
    expect(set.body.data).toMatchObject({ missing: [], suggestedLevel: "high" });
    expect(await sectionCompletion(ctx.api, token, own.plan.id, "bia")).toBe("done");
  });

  it("refuses a missing cell on its nested field name", async () => {
    const grid = impactGrid();
    delete (grid.financial as Record<string, string>).d1;
    const res = await ctx.api.call("put", "/businessImpactAssesment", {
      token: acme.lead.token,
      body: { processId: acme.processes[0].id, businessImpactLevel: "high", impacts: grid },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields["impacts.financial.d1"]).toEqual(["Select a level."]);
  });

  it("refuses a MAD that would put the MALO's recovery target beyond it", async () => {
    const processId = acme.processes[0].id; // MAD 2 days
    const malo = await ctx.api.call("put", "/bcpMalo", {
      token: acme.lead.token,
      body: { processId, levels: maloLevels([0, 0, 0, 20, 50, 80, 100, 100]), maloCriterialExplanation: "" },
    });
    expect(malo.status).toBe(200);
    const res = await ctx.api.call("put", "/businessImpactAssesment", {
      token: acme.lead.token,
      body: { processId, businessImpactLevel: "high", impacts: impactGrid(), mad: 8, madDuration: "hours" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.mad[0]).toBe(
      "The MALO must not start beyond the MAD (8 Hours): set a level above 0% at or before 8 Hours.",
    );
    const ok = await ctx.api.call("put", "/businessImpactAssesment", {
      token: acme.lead.token,
      body: { processId, businessImpactLevel: "high", impacts: impactGrid(), mad: 3, madDuration: "days" },
    });
    expect(ok.body.data.madText).toBe("3 Days");
  });

  it("refuses impact that falls over time, on the offending category, and saves nothing", async () => {
    const processId = acme.processes[1].id;
    const before = await ctx.api.call("get", "/businessImpactAssesment/all", {
      token: acme.lead.token,
      query: { bcpId: acme.plan.id },
    });
    const res = await ctx.api.call("put", "/businessImpactAssesment", {
      token: acme.lead.token,
      body: {
        processId,
        businessImpactLevel: "medium",
        impacts: { ...impactGrid("low"), brand: rising({ h4: "medium", d1: "low" }) },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields["impacts.brand"]).toEqual([
      "Exposure levels should be in ascending order (Low < Medium < High).",
    ]);
    expect(res.body.error.fields["impacts.financial"]).toBeUndefined();
    const after = await ctx.api.call("get", "/businessImpactAssesment/all", {
      token: acme.lead.token,
      query: { bcpId: acme.plan.id },
    });
    expect(after.body.data).toEqual(before.body.data);
  });

  it("suggests the MAD at the first High impact and refuses a longer one, naming the time point", async () => {
    const processId = acme.processes[1].id;
    const impacts = { ...impactGrid("low"), service: rising({ h4: "medium", h8: "high" }) };
    const longer = await ctx.api.call("put", "/businessImpactAssesment", {
      token: acme.lead.token,
      body: { processId, businessImpactLevel: "high", impacts, mad: 1, madDuration: "days" },
    });
    expect(longer.status).toBe(400);
    expect(longer.body.error.fields.mad).toEqual([
      "The MAD cannot be longer than 8 Hours: the BIA reaches High impact at 8 Hours.",
    ]);
    // Without a MAD in the body, the stored one (2 days) is checked the same way.
    const stored = await ctx.api.call("put", "/businessImpactAssesment", {
      token: acme.lead.token,
      body: { processId, businessImpactLevel: "high", impacts },
    });
    expect(stored.body.error.fields.mad[0]).toContain("8 Hours");
    const ok = await ctx.api.call("put", "/businessImpactAssesment", {
      token: acme.lead.token,
      body: { processId, businessImpactLevel: "high", impacts, mad: 6, madDuration: "hours" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ suggestedMad: "8 Hours", madText: "6 Hours" });
  });

  it("clones a BIA onto processes of other names in order, and refuses a plan without processes", async () => {
    const source = await makeAnalysisPlan(ctx.api, {
      name: "Other names",
      processes: ["Loading", "Routing"],
    });
    await putBia(source.admin.token, source.processes[0].id, "medium");
    const target = await makeAnalysisPlan(ctx.api, { name: "Target", processes: ["Dispatch"] });
    const res = await ctx.api.call("post", "/businessImpactAssesment/clone", {
      token: target.admin.token,
      body: { bcpId: target.plan.id, sourceBcpId: source.plan.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.cloned).toBe(1);
    expect(res.body.data.data[0]).toMatchObject({
      processName: "Dispatch",
      assessed: true,
      businessImpactLevel: "medium",
    });

    const empty = await ctx.api.call("post", "/bcp", {
      token: target.admin.token,
      body: { name: "No processes", businessUnitId: target.unit.id, bcLeadId: target.lead.id },
    });
    const refused = await ctx.api.call("post", "/businessImpactAssesment/clone", {
      token: target.admin.token,
      body: { bcpId: empty.body.data.id, sourceBcpId: source.plan.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.sourceBcpId[0]).toMatch(/no processes yet/);
  });

  it("clones the BIA of another plan onto the processes of the same name", async () => {
    const source = await makeAnalysisPlan(ctx.api, {
      name: "Source BCP",
      processes: ["Invoicing", "Collections"],
    });
    await putBia(source.admin.token, source.processes[0].id, "low");
    const res = await ctx.api.call("post", "/businessImpactAssesment/clone", {
      token: acme.admin.token,
      body: { bcpId: acme.plan.id, sourceBcpId: source.plan.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Cloned Successfully!");
    const byName = Object.fromEntries(
      res.body.data.data.map((b: { processName: string; businessImpactLevel: string; assessed: boolean }) => [
        b.processName,
        b.assessed ? b.businessImpactLevel : "unassessed",
      ]),
    );
    // Invoicing takes the source's assessment; Payroll run had none in the source, so it is cleared.
    expect(byName).toEqual({ "Payroll run": "unassessed", Invoicing: "low" });
  });
});

describe("cloning a whole plan", () => {
  it("copies its analysis sections too, onto the copied processes", async () => {
    const source = await makeAnalysisPlan(ctx.api, { name: "Whole source", processes: ["Picking"] });
    const token = source.admin.token;
    await putBia(token, source.processes[0].id, "low");
    await ctx.api.call("post", "/bcpRiskAssessment", { token, body: { bcpId: source.plan.id, ...risk } });
    await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: { bcpId: source.plan.id, name: "Rita Roster", role: "LEADER", phone: "+44 161 555 0111" },
    });
    await ctx.api.call("put", "/bcp/executiveSummary", {
      token,
      body: { bcpId: source.plan.id, html: "<p>Written by the lead.</p>" },
    });
    const res = await ctx.api.call("post", "/bcp/clone", { token, body: { bcpId: source.plan.id } });
    expect(res.status).toBe(201);
    const copy = await ctx.api.call("get", "/bcp/analysis", { token, query: { bcpId: res.body.data.id } });
    expect(copy.body.data.bia[0]).toMatchObject({
      processName: "Picking",
      assessed: true,
      businessImpactLevel: "low",
    });
    expect(copy.body.data.bia[0].processId).not.toBe(source.processes[0].id);
    expect(copy.body.data.risks.map((r: { name: string }) => r.name)).toEqual(["Data centre flood"]);
    expect(copy.body.data.roster.map((m: { name: string }) => m.name)).toEqual(["Rita Roster"]);
    expect(copy.body.data.summary.html).toBe("<p>Written by the lead.</p>");
    // The source keeps its own rows.
    const original = await ctx.api.call("get", "/bcp/analysis", { token, query: { bcpId: source.plan.id } });
    expect(original.body.data.risks).toHaveLength(1);
  });
});

describe("one source for exposure", () => {
  it("takes the process's exposures from its BIA, and the process form cannot change them", async () => {
    const plan = await makeAnalysisPlan(ctx.api, { name: "Exposure source", processes: ["Dispatch"] });
    const [process] = plan.processes;
    const token = plan.admin.token;
    const impacts = {
      ...impactGrid("low"),
      legal: rising({ h4: "low", d2: "high" }),
      brand: impactGrid("awaiting_response").brand,
    };
    const saved = await ctx.api.call("put", "/businessImpactAssesment", {
      token,
      body: { processId: process.id, businessImpactLevel: "high", impacts },
    });
    expect(saved.status).toBe(200);
    // What was typed on the process form and differs is named in the answer (the page's message), not lost silently.
    expect(saved.body.data.exposuresReplaced).toEqual([
      "Financial: Medium → Low",
      "Legal: Low → High",
      "Service: Medium → Low",
      "Supply Chain: No Impact → Low",
    ]);
    const again = await ctx.api.call("put", "/businessImpactAssesment", {
      token,
      body: { processId: process.id, businessImpactLevel: "high", impacts },
    });
    expect(again.body.data.exposuresReplaced).toEqual([]);
    const read = async () =>
      (await ctx.api.call("get", "/bcp", { token, query: { bcpId: plan.plan.id } })).body.data.services[0]
        .processes[0];
    const before = await read();
    expect(before).toMatchObject({
      exposureFromBia: true,
      financialExposure: "low",
      legalExposure: "high",
      // Not assessed in the BIA yet: the process form's level stands.
      customerBrandOrReputationExposure: VALID_PROCESS.customerBrandOrReputationExposure,
    });
    const edited = await ctx.api.call("put", "/bcpProcess", {
      token,
      body: {
        ...processAsEdited(before),
        legalExposure: "none",
        criticalityLevel: "high",
        name: "Dispatch (renamed)",
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: "Dispatch (renamed)", legalExposure: "high" });
  });
});
