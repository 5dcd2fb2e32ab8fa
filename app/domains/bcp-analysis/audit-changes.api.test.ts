import { beforeAll, describe, expect, it } from "vitest";
import { makeAnalysisPlan, SAMPLE_RISK } from "../../../tests/support/analysis";
import { makeProcess } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";

/**
 * Audit 2026-12-02 (approver findings): an approver reads "changes since approval" from the plan's audit trail, so
 * an edit's entry records each changed field from what to what, not only that something changed.
 */
let acme: Awaited<ReturnType<typeof makeAnalysisPlan>>;
let token: string;
const ctx = testApiFixture();
beforeAll(async () => {
  acme = await makeAnalysisPlan(ctx.api);
  token = acme.lead.token;
});

type Entry = { action: string; changes: Record<string, unknown>; summary: string };
async function lastEntry(action: string): Promise<Entry> {
  const res = await ctx.api.call("get", "/bcp", { token, query: { bcpId: acme.plan.id } });
  return (res.body.data.audit as Entry[]).find((a) => a.action === action)!;
}

describe("an edit's audit entry", () => {
  it("records a risk's changed fields, old and new, and leaves the unchanged ones out", async () => {
    const risk = SAMPLE_RISK;
    const added = await ctx.api.call("post", "/bcpRiskAssessment", {
      token,
      body: { bcpId: acme.plan.id, ...risk },
    });
    await ctx.api.call("put", "/bcpRiskAssessment", {
      token,
      body: {
        id: added.body.data.id,
        ...risk,
        probability: "Rare",
        existingControlStrategy: "Nightly tapes",
      },
    });
    const entry = await lastEntry("risk.edited");
    expect(entry.changes).toEqual({
      name: "Data centre flood",
      probability: { from: "Moderate", to: "Rare" },
      existingControlStrategy: { from: "Off-site backups", to: "Nightly tapes" },
    });
    expect(entry.summary).toContain("Probability: Moderate → Rare");
    expect(entry.summary).toContain("Existing control strategy: Off-site backups → Nightly tapes");
  });

  it("takes an empty field and a missing one as the same (no change recorded)", async () => {
    const body = { bcpId: acme.plan.id, name: "Regulator", kind: "external", email: "contact@fca.example" };
    const added = await ctx.api.call("post", "/bcpStakeholder", { token, body });
    await ctx.api.call("put", "/bcpStakeholder", {
      token,
      body: { ...body, id: added.body.data.id, organisation: "", phone: "0800 111" },
    });
    const entry = await lastEntry("stakeholder.edited");
    expect(entry.changes).toEqual({ name: "Regulator", phone: { from: null, to: "0800 111" } });
  });

  it("records a team member's, a scenario's, a dependency block's and the summary's changes", async () => {
    const bcpId = acme.plan.id;
    const member = await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: { bcpId, name: "Sam Member", role: "MEMBER", phone: "+44 20 7946 0000" },
    });
    await ctx.api.call("put", "/bcpBRTRoster", {
      token,
      body: { id: member.body.data.id, name: "Sam Member", role: "LEADER", phone: "+44 20 7946 0000" },
    });
    expect((await lastEntry("brt.edited")).summary).toContain("Role: Member → Leader");

    const scenario = { bcpId, scenario: "it_outage", shortTermStrategy: "Paper forms" };
    await ctx.api.call("put", "/bcpScenario", { token, body: scenario });
    await ctx.api.call("put", "/bcpScenario", {
      token,
      body: { ...scenario, shortTermStrategy: "Spare laptops" },
    });
    expect((await lastEntry("scenario.saved")).changes).toMatchObject({
      scenario: "it_outage",
      shortTermStrategy: { from: "Paper forms", to: "Spare laptops" },
    });

    const block = { processId: acme.processes[0].id, dependencies: [], enabled: true, scenario: "Outage" };
    await ctx.api.call("put", "/itapplication", { token, body: block });
    await ctx.api.call("put", "/itapplication", { token, body: { ...block, enabled: false } });
    expect((await lastEntry("dependency.saved")).summary).toContain("Enabled: Yes → No");

    // Rich text is compared and recorded as the text a reader sees: markup alone is no change.
    const html = "<p>Staff are paid within <strong>2 days</strong>.</p>";
    await ctx.api.call("put", "/bcp/executiveSummary", { token, body: { bcpId, html } });
    await ctx.api.call("put", "/bcp/executiveSummary", {
      token,
      body: { bcpId, html: "<p>Staff are paid within <em>3 days</em>.</p>" },
    });
    expect((await lastEntry("summary.saved")).changes).toEqual({
      html: { from: "Staff are paid within 2 days.", to: "Staff are paid within 3 days." },
    });
  });
});

/**
 * Audit 2026-12-03: an item added to or removed from a plan was recorded by its name alone; an auditor (and the
 * approver's "changes since approval") reads what it held, each field from nothing or to nothing, as an edit shows.
 */
describe("an added or removed item's audit entry", () => {
  it("records what a risk held when added and when removed", async () => {
    const added = await ctx.api.call("post", "/bcpRiskAssessment", {
      token,
      body: { bcpId: acme.plan.id, ...SAMPLE_RISK, name: "Depot fire" },
    });
    expect((await lastEntry("risk.added")).changes).toEqual({
      name: "Depot fire",
      type: { from: null, to: "Operational" },
      severity: { from: null, to: "High" },
      probability: { from: null, to: "Moderate" },
      existingControlStrategy: { from: null, to: "Off-site backups" },
      controlStatus: { from: null, to: "Normal" },
    });
    await ctx.api.call("delete", "/bcpRiskAssessment", { token, query: { id: added.body.data.id } });
    const removed = await lastEntry("risk.removed");
    expect(removed.changes).toMatchObject({
      name: "Depot fire",
      severity: { from: "High", to: null },
      existingControlStrategy: { from: "Off-site backups", to: null },
    });
    expect(removed.summary).toContain("Existing control strategy: Off-site backups → —");
  });

  it("records a team member's, a stakeholder's and a dependency block's fields when removed", async () => {
    const bcpId = acme.plan.id;
    const member = await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: { bcpId, name: "Pat Backup", role: "MEMBER", phone: "+44 20 7946 0001" },
    });
    expect((await lastEntry("brt.added")).summary).toContain("Phone: — → +44 20 7946 0001");
    await ctx.api.call("delete", "/bcpBRTRoster", { token, query: { id: member.body.data.id } });
    expect((await lastEntry("brt.removed")).summary).toContain("Role: Member → —");

    const holder = await ctx.api.call("post", "/bcpStakeholder", {
      token,
      body: { bcpId, name: "Insurer", kind: "external", email: "claims@insurer.example" },
    });
    await ctx.api.call("delete", "/bcpStakeholder", { token, query: { id: holder.body.data.id } });
    expect((await lastEntry("stakeholder.removed")).changes).toMatchObject({
      name: "Insurer",
      email: { from: "claims@insurer.example", to: null },
    });

    const process = await makeProcess(ctx.api, acme.admin.token, acme.service.id, {
      name: "Card settlement",
    });
    const block = { processId: process.id, dependencies: [], enabled: true, scenario: "Bank link down" };
    const saved = await ctx.api.call("put", "/equipment", {
      token,
      body: { ...block, shortTermStrategy: "Manual batch" },
    });
    await ctx.api.call("delete", "/dependency", { token, query: { id: saved.body.data.id } });
    const gone = await lastEntry("dependency.removed");
    expect(gone.changes).toMatchObject({
      process: "Card settlement",
      scenario: { from: "Bank link down", to: null },
      shortTermStrategy: { from: "Manual batch", to: null },
    });
    expect(gone.summary).toContain("Enabled: Yes → —");
  });

  it("records what a process held when added and when removed", async () => {
    const process = await makeProcess(ctx.api, acme.admin.token, acme.service.id, { name: "Treasury close" });
    const added = await lastEntry("process.added");
    expect(added.changes).toMatchObject({
      process: "Treasury close",
      mad: { from: null, to: expect.anything() },
    });
    await ctx.api.call("delete", "/bcpProcess", { token, query: { id: process.id } });
    const removed = await lastEntry("process.removed");
    expect(removed.changes).toMatchObject({ process: "Treasury close", mad: { to: null } });
    expect(Object.keys(removed.changes)).not.toContain("bcpServiceId");
  });
});
