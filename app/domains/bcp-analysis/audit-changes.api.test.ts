import { beforeAll, describe, expect, it } from "vitest";
import { makeAnalysisPlan, SAMPLE_RISK } from "../../../tests/support/analysis";
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
