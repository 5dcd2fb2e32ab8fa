import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "~/shared/messages";
import { makeAnalysisPlan, maloLevels, sectionCompletion } from "../../../tests/support/analysis";
import { testApiFixture } from "../../../tests/support/fixture";

let acme: Awaited<ReturnType<typeof makeAnalysisPlan>>;
let token: string;
const ctx = testApiFixture();
beforeAll(async () => {
  acme = await makeAnalysisPlan(ctx.api);
  token = acme.lead.token;
});

describe("MALO", () => {
  it("refuses a recovery target beyond the MAD on the MAD's time point, then saves a consistent one", async () => {
    const processId = acme.processes[0].id; // MAD 2 days
    const late = await ctx.api.call("put", "/bcpMalo", {
      token,
      body: { processId, levels: maloLevels([0, 0, 0, 0, 50, 80, 100, 100]), maloCriterialExplanation: "x" },
    });
    expect(late.status).toBe(400);
    expect(late.body.error.fields["levels.d2"]).toEqual([
      "The MALO must not start beyond the MAD (2 Days): set a level above 0% at or before 2 Days.",
    ]);
    const out = await ctx.api.call("put", "/bcpMalo", {
      token,
      body: { processId, levels: maloLevels([0, 0, 0, 150, 50, 80, 100, 100]) },
    });
    expect(out.body.error.fields["levels.d2"]).toEqual(["Enter a whole percentage from 0 to 100."]);

    const ok = await ctx.api.call("put", "/bcpMalo", {
      token,
      body: {
        processId,
        levels: maloLevels([0, 10, 25, 50, 50, 80, 100, 100]),
        maloCriterialExplanation: "Payroll must run by the monthly deadline",
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.message).toBe("MALO saved successfully");
    const list = await ctx.api.call("get", "/bcpMalo/all", { token, query: { bcpId: acme.plan.id } });
    expect(list.body.data[0]).toMatchObject({
      madText: "2 Days",
      madTimePoint: "d2",
      levels: { h8: 10, w1: 80 },
      maloCriterialExplanation: "Payroll must run by the monthly deadline",
    });
    expect(await sectionCompletion(ctx.api, token, acme.plan.id, "malo")).toBe("done");
  });
});

describe("critical process dependencies", () => {
  it("saves each block under its own path and shows them in the overview", async () => {
    const processId = acme.processes[0].id;
    const res = await ctx.api.call("put", "/itapplication", {
      token,
      body: {
        processId,
        dependencies: ["SAP Payroll", "Bank portal"],
        enabled: true,
        scenario: "IT outage of the payroll system",
        shortTermStrategy: "Manual payments for urgent cases",
        longTermStrategy: "Failover to the secondary data centre",
        additionalStrategy: "",
        responseStrategyTypeShortTerm: "OTH",
        responseStrategyTypeLongTerm: "TPSC",
        responseStrategyTypeAdditional: "",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      label: "IT APPLICATION",
      enabled: true,
      responseStrategyTypeAdditional: null,
    });
    const overview = await ctx.api.call("get", "/dependency", { token, query: { bcpId: acme.plan.id } });
    const blocks = overview.body.data[0].blocks;
    expect(blocks.map((b: { label: string }) => b.label)).toEqual([
      "UPSTREAM PROCESS",
      "IT APPLICATION",
      "EQUIPMENT/INFRA",
      "CRITICAL RECORDS/DOCUMENTS",
      "OTHER DEPENDENCIES",
    ]);
    expect(blocks[1].dependencies).toEqual(["SAP Payroll", "Bank portal"]);
    expect(await sectionCompletion(ctx.api, token, acme.plan.id, "dependencies")).toBe("done");

    const removed = await ctx.api.call("delete", "/dependency", { token, query: { id: res.body.data.id } });
    expect(removed.status).toBe(200);
    const again = await ctx.api.call("get", "/itapplication", { token, query: { processId } });
    expect(again.body.data.saved).toBe(false);
  });

  it("refuses a response strategy type outside the spec's list", async () => {
    const res = await ctx.api.call("put", "/upstream", {
      token,
      body: { processId: acme.processes[0].id, responseStrategyTypeLongTerm: "Pray" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.responseStrategyTypeLongTerm).toEqual(["Select a response strategy type."]);
  });

  it("lists the block types and the response strategy types", async () => {
    const res = await ctx.api.call("get", "/dependencyType", { token });
    expect(res.body.data.responseStrategyTypes.map((t: { label: string }) => t.label)).toContain(
      "No Viable Strategy (Risk Accepted)",
    );
  });
});

describe("scenario planning", () => {
  const strategies = {
    shortTermStrategy: "Work from home",
    longTermStrategy: "Move to the Leeds office",
    responseStrategyTypeShortTerm: "RW",
    responseStrategyTypeLongTerm: "AWS",
  };

  it("toggles a scenario off and on without losing its strategies", async () => {
    const bcpId = acme.plan.id;
    const saved = await ctx.api.call("put", "/bcpScenario", {
      token,
      body: { bcpId, scenario: "site_inaccessible", ...strategies },
    });
    expect(saved.body.data).toMatchObject({ label: "Site Inaccessible", active: true, planned: true });
    expect(await sectionCompletion(ctx.api, token, bcpId, "scenarioPlanning")).toBe("done");

    const off = await ctx.api.call("put", "/bcpScenario/toggle", {
      token,
      body: { bcpId, scenario: "site_inaccessible", active: false },
    });
    expect(off.body.data).toMatchObject({ active: false, longTermStrategy: "Move to the Leeds office" });
    const on = await ctx.api.call("put", "/bcpScenario/toggle", {
      token,
      body: { bcpId, scenario: "site_inaccessible", active: true },
    });
    expect(on.body.data).toMatchObject({ active: true, ...strategies });

    // An active scenario without strategies leaves the section partly done.
    await ctx.api.call("put", "/bcpScenario/toggle", {
      token,
      body: { bcpId, scenario: "it_outage", active: true },
    });
    expect(await sectionCompletion(ctx.api, token, bcpId, "scenarioPlanning")).toBe("partially_done");
    const overview = await ctx.api.call("get", "/bcpScenario/all", { token, query: { bcpId } });
    expect(overview.body.data.map((s: { label: string }) => s.label)).toEqual([
      "Site Inaccessible",
      "City Disruption",
      "People Unavailable",
      "IT Outage",
      "Dependency Analysis",
      "Risk Assessment",
    ]);
  });

  it("clones another plan's scenarios over this plan's", async () => {
    const other = await makeAnalysisPlan(ctx.api, { name: "Other BCP" });
    await ctx.api.call("put", "/bcpScenario", {
      token: other.admin.token,
      body: { bcpId: other.plan.id, scenario: "city_disruption", shortTermStrategy: "Shelter in place" },
    });
    const res = await ctx.api.call("post", "/bcpScenario/clone", {
      token: acme.admin.token,
      body: { bcpId: acme.plan.id, sourceBcpId: other.plan.id },
    });
    expect(res.body.data.message).toBe("Cloned Successfully!");
    const saved = res.body.data.data.filter((s: { saved: boolean }) => s.saved);
    expect(saved.map((s: { scenario: string }) => s.scenario)).toEqual(["city_disruption"]);
  });
});

describe("BRT roster and stakeholders", () => {
  it("keeps one leader per team, needs a contact, and turns done once the team has a leader", async () => {
    const bcpId = acme.plan.id;
    const member = await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: { bcpId, name: "Sam Member", role: "MEMBER", phone: "+44 20 7946 0000" },
    });
    expect(member.status).toBe(201);
    expect(await sectionCompletion(ctx.api, token, bcpId, "brtRoster")).toBe("partially_done");
    const noContact = await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: { bcpId, name: "Lee", role: "LEADER" },
    });
    expect(noContact.body.error.fields.email).toEqual(["Give an email or a phone number."]);
    const leader = await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: { bcpId, name: "Lee Leader", role: "LEADER", email: "lee@acme.example" },
    });
    expect(leader.body.data.roleLabel).toBe("Leader");
    const second = await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: { bcpId, name: "Other Leader", role: "LEADER", email: "o@acme.example" },
    });
    expect(second.status).toBe(400);
    expect(second.body.error.fields.role).toEqual(["The team already has a leader."]);
    expect(await sectionCompletion(ctx.api, token, bcpId, "brtRoster")).toBe("done");
    const list = await ctx.api.call("get", "/bcpBRTRoster/all", { token, query: { bcpId } });
    expect(list.body.data.map((m: { role: string }) => m.role)).toEqual(["LEADER", "MEMBER"]);
    const removed = await ctx.api.call("delete", "/bcpBRTRoster", {
      token,
      query: { id: member.body.data.id },
    });
    expect(removed.body.data.message).toBe("Team member removed successfully");
    const roles = await ctx.api.call("get", "/role", { token });
    expect(roles.body.data.map((r: { key: string }) => r.key)).toEqual(["LEADER", "LEADER_BACKUP", "MEMBER"]);
  });

  it("adds, edits and removes stakeholders", async () => {
    const bcpId = acme.plan.id;
    const added = await ctx.api.call("post", "/bcpStakeholder", {
      token,
      body: { bcpId, name: "Regulator", kind: "external", organisation: "FCA", email: "contact@fca.example" },
    });
    expect(added.status).toBe(201);
    expect(await sectionCompletion(ctx.api, token, bcpId, "stakeholders")).toBe("done");
    const edited = await ctx.api.call("put", "/bcpStakeholder", {
      token,
      body: { id: added.body.data.id, name: "Regulator", kind: "external", phone: "0800 111" },
    });
    expect(edited.body.data).toMatchObject({ kindLabel: "External", phone: "0800 111", email: "" });
    await ctx.api.call("delete", "/bcpStakeholder", { token, query: { id: added.body.data.id } });
    expect(await sectionCompletion(ctx.api, token, bcpId, "stakeholders")).toBe("not_started");
  });

  it("refuses a phone nobody can dial, on the field that has it, and keeps nothing half-written", async () => {
    const bcpId = acme.plan.id;
    const member = await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: {
        bcpId,
        name: "Short Number",
        role: "MEMBER",
        phone: "+44 20 7946 0000",
        alternatePhone: "+44 1",
      },
    });
    expect(member.status).toBe(400);
    expect(member.body.error.fields).toEqual({ alternatePhone: [MESSAGES.phoneInvalid("Alternate phone")] });
    const lettered = await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: { bcpId, name: "Lettered Number", role: "MEMBER", phone: "call the desk" },
    });
    expect(lettered.body.error.fields.phone).toEqual([MESSAGES.phoneInvalid("Phone")]);
    const stakeholder = await ctx.api.call("post", "/bcpStakeholder", {
      token,
      body: { bcpId, name: "Regulator", kind: "external", phone: "0800" },
    });
    expect(stakeholder.status).toBe(400);
    expect(stakeholder.body.error.fields.phone).toEqual([MESSAGES.phoneInvalid("Phone")]);
    const team = await ctx.api.call("get", "/bcpBRTRoster/all", { token, query: { bcpId } });
    expect(team.body.data.map((m: { name: string }) => m.name)).not.toContain("Short Number");
    const stakeholders = await ctx.api.call("get", "/bcpStakeholder/all", { token, query: { bcpId } });
    expect(stakeholders.body.data).toEqual([]);
  });
});

describe("executive summary", () => {
  it("stores sanitised rich text: scripts, event handlers and javascript: links removed, formatting kept", async () => {
    const bcpId = acme.plan.id;
    const res = await ctx.api.call("put", "/bcp/executiveSummary", {
      token,
      body: {
        bcpId,
        html:
          '<p style="text-align: center">Scope <strong>all</strong> <u>sites</u> <s>old</s></p><script>alert(1)</script>' +
          '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://keel.example">good</a>' +
          '<ul><li><span style="color: #ff0000; background-color: yellow">red</span></li></ul>',
      },
    });
    expect(res.status).toBe(200);
    const html: string = res.body.data.html;
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|javascript:/i);
    expect(html).toContain('<p style="text-align:center">');
    expect(html).toContain("<strong>all</strong>");
    expect(html).toContain('href="https://keel.example"');
    expect(html).toContain("color:#ff0000");
    const stored = await ctx.api.call("get", "/bcp/executiveSummary", { token, query: { bcpId } });
    expect(stored.body.data.html).toBe(html);
  });

  it("keeps plain text from the no-JavaScript textarea as paragraphs, and refuses an empty summary", async () => {
    const bcpId = acme.plan.id;
    const res = await ctx.api.call("put", "/bcp/executiveSummary", {
      token,
      body: { bcpId, html: "First point\nsame paragraph\n\nSecond point" },
    });
    expect(res.body.data.html).toBe("<p>First point<br />same paragraph</p><p>Second point</p>");
    const plain = await ctx.api.call("put", "/bcp/executiveSummary", {
      token,
      body: { bcpId, html: "A & B\n\nC < D" },
    });
    expect(plain.body.data.html).toBe("<p>A &amp; B</p><p>C &lt; D</p>");
    const empty = await ctx.api.call("put", "/bcp/executiveSummary", {
      token,
      body: { bcpId, html: "<p><script>x</script></p>" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.html).toEqual(["Write the executive summary."]);
  });

  it("is sent for review to an approver through the section's approval route", async () => {
    const fresh = await makeAnalysisPlan(ctx.api, { name: "Review BCP" });
    const approver = await ctx.api.user("CorpAdmin", { company: "Acme" });
    const before = await ctx.api.call("put", "/bcp/executiveSummary/approvalStatus", {
      token: fresh.lead.token,
      body: { bcpId: fresh.plan.id, approverId: approver.id },
    });
    expect(before.status).toBe(400);
    await ctx.api.call("put", "/bcp/executiveSummary", {
      token: fresh.lead.token,
      body: { bcpId: fresh.plan.id, html: "<p>Ready</p>" },
    });
    const sent = await ctx.api.call("put", "/bcp/executiveSummary/approvalStatus", {
      token: fresh.lead.token,
      body: { bcpId: fresh.plan.id, approverId: approver.id },
    });
    expect(sent.status).toBe(200);
    const row = sent.body.data.find((a: { section: string }) => a.section === "executiveSummary");
    expect(row).toMatchObject({ status: "AWAITING_APPROVAL", approver: { id: approver.id } });
  });
});
