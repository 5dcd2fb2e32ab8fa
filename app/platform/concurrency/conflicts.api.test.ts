import { beforeAll, describe, expect, it } from "vitest";
import { makePlan as makeManagementPlan } from "~/domains/management-plans/test-helpers";
import { impactGrid, makeAnalysisPlan, maloLevels } from "../../../tests/support/analysis";
import type { TestApi } from "../../../tests/support/api";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";

/**
 * Two people edit the same section from the same loaded version: the first save wins, the second is
 * refused with 409 CONFLICT naming who changed it and when, and leaves the stored data as the first
 * left it. A save from the current version goes through. Callers that send no If-Match are not checked.
 */

let acme: Awaited<ReturnType<typeof makeAnalysisPlan>>;
const ctx = testApiFixture();
beforeAll(async () => {
  acme = await makeAnalysisPlan(ctx.api);
});

// The time is written in the company's date format and time zone (the profile test below changes them).
const CONFLICT =
  /^This section was changed by .+ at (\w+ \d{2}, \d{4}|\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2}) \d{2}:\d{2} (UTC|\w+\/\w+) while you were editing\. Reload to see their changes\.$/;

process.env.SSO_ENCRYPTION_KEY ??= "test-only-sso-key";

type Answer = { status: number; body: { error?: { code: string; message: string } } | null };
/**
 * Two saves made from the same loaded version (`loaded`, absent = never saved = 0): the first, by
 * `tokens[0]` with `values[0]`, goes through; the second, by `tokens[1]`, is refused with 409 CONFLICT.
 */
async function secondIsRefused(
  loaded: number | undefined,
  tokens: [string, string],
  values: [string, string],
  save: (token: string, value: string, ifMatch: string) => Promise<Answer>,
) {
  const version = String(loaded ?? 0);
  const first = await save(tokens[0], values[0], version);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const second = await save(tokens[1], values[1], version);
  expect(second.status, JSON.stringify(second.body)).toBe(409);
  expect(second.body?.error?.code).toBe("CONFLICT");
  expect(second.body?.error?.message).toMatch(CONFLICT);
}

async function versions(token: string) {
  const res = await ctx.api.call("get", "/bcp", { token, query: { bcpId: acme.plan.id } });
  return res.body.data.editVersions as Record<string, number>;
}

describe("BCP sections", () => {
  it("refuses the second of two saves of a service made from the same version", async () => {
    const { admin, lead, service } = acme;
    const loaded = String((await versions(admin.token)).services ?? 0);
    const first = await ctx.api.call("put", "/bcpService", {
      token: lead.token,
      headers: { "if-match": loaded },
      body: { id: service.id, name: "Payroll (lead)", description: "Lead's text" },
    });
    expect(first.status).toBe(200);
    const second = await ctx.api.call("put", "/bcpService", {
      token: admin.token,
      headers: { "if-match": loaded },
      body: { id: service.id, name: "Payroll (admin)", description: "Admin's text" },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("CONFLICT");
    expect(second.body.error.message).toMatch(CONFLICT);
    expect(second.body.error.message).toContain(`changed by ${lead.firstName ?? ""}`.trim());
    const plan = await ctx.api.call("get", "/bcp", { token: admin.token, query: { bcpId: acme.plan.id } });
    expect(plan.body.data.services.map((s: { name: string }) => s.name)).toContain("Payroll (lead)");

    // Reloaded: the fresh version saves.
    const fresh = String((await versions(admin.token)).services);
    expect(Number(fresh)).toBe(Number(loaded) + 1);
    const third = await ctx.api.call("put", "/bcpService", {
      token: admin.token,
      headers: { "if-match": `"${fresh}"` },
      body: { id: service.id, name: "Payroll (admin)", description: "Admin's text" },
    });
    expect(third.status).toBe(200);
  });

  it("refuses a stale executive summary and keeps the first one; another section's version is its own", async () => {
    const { admin, lead, plan } = acme;
    const before = await versions(admin.token);
    const loaded = String(before.executiveSummary ?? 0);
    const a = await ctx.api.call("put", "/bcp/executiveSummary", {
      token: lead.token,
      headers: { "if-match": loaded },
      body: { bcpId: plan.id, html: "<p>Lead's summary</p>" },
    });
    expect(a.status).toBe(200);
    const b = await ctx.api.call("put", "/bcp/executiveSummary", {
      token: admin.token,
      headers: { "if-match": loaded },
      body: { bcpId: plan.id, html: "<p>Admin's summary</p>" },
    });
    expect(b.status).toBe(409);
    expect(b.body.error.message).toMatch(CONFLICT);
    const stored = await ctx.api.call("get", "/bcp/executiveSummary", {
      token: admin.token,
      query: { bcpId: plan.id },
    });
    expect(stored.body.data.html).toBe("<p>Lead's summary</p>");
    // The services section was not touched by the summary saves.
    expect((await versions(admin.token)).services).toBe(before.services);
  });

  it("checks nothing when the caller sends no If-Match (API clients without versions keep working)", async () => {
    const { admin, service } = acme;
    for (const name of ["Payroll A", "Payroll B"]) {
      const res = await ctx.api.call("put", "/bcpService", {
        token: admin.token,
        body: { id: service.id, name, description: "x" },
      });
      expect(res.status).toBe(200);
    }
  });

  it("lets exactly one of two simultaneous saves from the same version through", async () => {
    const { admin, lead, service } = acme;
    const loaded = String((await versions(admin.token)).services);
    const results = await Promise.all(
      [admin, lead].map((u, i) =>
        ctx.api.call("put", "/bcpService", {
          token: u.token,
          headers: { "if-match": loaded },
          body: { id: service.id, name: `Racer ${i}`, description: "x" },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe("management plans", () => {
  it("refuses the second of two edits of a plan's details from the same version", async () => {
    const { admin } = acme;
    const other = await ctx.api.user("CorpAdmin", { company: "Acme" });
    const plan = await makeManagementPlan(ctx.api, admin);
    const loaded = await ctx.api.call("get", `/managementPlan/${plan.id}`, { token: admin.token });
    const version = String(loaded.body.data.version);
    const edit = (token: string, name: string) =>
      ctx.api.call("put", `/managementPlan/${plan.id}`, {
        token,
        headers: { "if-match": version },
        body: { name, ownerId: admin.id },
      });
    expect((await edit(other.token, "Renamed by the other admin")).status).toBe(200);
    const stale = await edit(admin.token, "Renamed by the first admin");
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(CONFLICT);
    const after = await ctx.api.call("get", `/managementPlan/${plan.id}`, { token: admin.token });
    expect(after.body.data.name).toBe("Renamed by the other admin");
    expect(after.body.data.version).toBe(Number(version) + 1);
  });
});

describe("incidents", () => {
  it("refuses the second of two edits of an incident's general information from the same version", async () => {
    const { admin } = acme;
    const other = await ctx.api.user("CorpAdmin", { company: "Acme" });
    const { id } = await publishedIncident(ctx.api, admin.token);
    const loaded = await ctx.api.call("get", `/incident/${id}`, { token: admin.token });
    const version = String(loaded.body.data.editVersions.general_info);
    const edit = (token: string, title: string) =>
      ctx.api.call("put", `/incident/${id}`, {
        token,
        headers: { "if-match": version },
        body: { step: "general_info", title, impact: "High", status: "Just Created" },
      });
    expect((await edit(other.token, "Thames flood (updated)")).status).toBe(200);
    const stale = await edit(admin.token, "Thames flood (stale)");
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(CONFLICT);
    const after = await ctx.api.call("get", `/incident/${id}`, { token: admin.token });
    expect(after.body.data.title).toBe("Thames flood (updated)");
  });
});

describe("BCP analysis sections (the forms send the section's version)", () => {
  const first = () => acme.lead.token;
  const second = () => acme.admin.token;
  const bcpId = () => acme.plan.id;
  const processId = () => acme.processes[0].id;
  const read = async (path: string, query: Record<string, string>) =>
    (await ctx.api.call("get", path, { token: acme.admin.token, query })).body.data;

  it("BIA (part bia)", async () => {
    const loaded = (await versions(second())).bia;
    await secondIsRefused(loaded, [first(), second()], ["high", "low"], (token, level, ifMatch) =>
      ctx.api.call("put", "/businessImpactAssesment", {
        token,
        headers: { "if-match": ifMatch },
        body: { processId: processId(), businessImpactLevel: level, impacts: impactGrid("low") },
      }),
    );
    const rows = await read("/businessImpactAssesment/all", { bcpId: bcpId() });
    expect(rows.find((r: { processId: string }) => r.processId === processId()).businessImpactLevel).toBe(
      "high",
    );
  });

  it("risk assessment (part riskAssessment), editing a risk", async () => {
    const risk = {
      type: "Operational",
      severity: "High",
      probability: "Moderate",
      existingControlStrategy: "Backups",
    };
    const added = await ctx.api.call("post", "/bcpRiskAssessment", {
      token: second(),
      body: { bcpId: bcpId(), name: "Flood", ...risk },
    });
    expect(added.status).toBe(201);
    const loaded = (await versions(second())).riskAssessment;
    await secondIsRefused(
      loaded,
      [first(), second()],
      ["Flood (lead)", "Flood (admin)"],
      (token, name, ifMatch) =>
        ctx.api.call("put", "/bcpRiskAssessment", {
          token,
          headers: { "if-match": ifMatch },
          body: { id: added.body.data.id, name, ...risk },
        }),
    );
    const rows = await read("/bcpRiskAssessment/all", { bcpId: bcpId() });
    expect(rows.map((r: { name: string }) => r.name)).toEqual(["Flood (lead)"]);
  });

  it("dependencies (part dependencies)", async () => {
    const loaded = (await versions(second())).dependencies;
    await secondIsRefused(
      loaded,
      [first(), second()],
      ["Lead's outage", "Admin's outage"],
      (token, scenario, ifMatch) =>
        ctx.api.call("put", "/itapplication", {
          token,
          headers: { "if-match": ifMatch },
          body: { processId: processId(), dependencies: ["SAP Payroll"], enabled: true, scenario },
        }),
    );
    expect((await read("/itapplication", { processId: processId() })).scenario).toBe("Lead's outage");
  });

  it("MALO (part malo)", async () => {
    const loaded = (await versions(second())).malo;
    await secondIsRefused(
      loaded,
      [first(), second()],
      ["Lead's criteria", "Admin's criteria"],
      (token, text, ifMatch) =>
        ctx.api.call("put", "/bcpMalo", {
          token,
          headers: { "if-match": ifMatch },
          body: {
            processId: processId(),
            levels: maloLevels([0, 10, 25, 50, 50, 80, 100, 100]),
            maloCriterialExplanation: text,
          },
        }),
    );
    const rows = await read("/bcpMalo/all", { bcpId: bcpId() });
    expect(
      rows.find((r: { processId: string }) => r.processId === processId()).maloCriterialExplanation,
    ).toBe("Lead's criteria");
  });

  it("scenario planning (part scenarioPlanning)", async () => {
    const loaded = (await versions(second())).scenarioPlanning;
    await secondIsRefused(
      loaded,
      [first(), second()],
      ["Work from Leeds", "Work from home"],
      (token, text, ifMatch) =>
        ctx.api.call("put", "/bcpScenario", {
          token,
          headers: { "if-match": ifMatch },
          body: { bcpId: bcpId(), scenario: "site_inaccessible", shortTermStrategy: text },
        }),
    );
    const rows = await read("/bcpScenario/all", { bcpId: bcpId() });
    expect(rows.find((r: { scenario: string }) => r.scenario === "site_inaccessible").shortTermStrategy).toBe(
      "Work from Leeds",
    );
  });

  it("recovery team roster (part brtRoster), editing a member", async () => {
    const added = await ctx.api.call("post", "/bcpBRTRoster", {
      token: second(),
      body: { bcpId: bcpId(), name: "Sam", role: "MEMBER", phone: "+44 20 7946 0000" },
    });
    expect(added.status).toBe(201);
    const loaded = (await versions(second())).brtRoster;
    await secondIsRefused(
      loaded,
      [first(), second()],
      ["Sam (lead)", "Sam (admin)"],
      (token, name, ifMatch) =>
        ctx.api.call("put", "/bcpBRTRoster", {
          token,
          headers: { "if-match": ifMatch },
          body: { id: added.body.data.id, name, role: "MEMBER", phone: "+44 20 7946 0000" },
        }),
    );
    const rows = await read("/bcpBRTRoster/all", { bcpId: bcpId() });
    expect(rows.map((r: { name: string }) => r.name)).toEqual(["Sam (lead)"]);
  });

  it("stakeholders (part stakeholders), editing a stakeholder", async () => {
    const added = await ctx.api.call("post", "/bcpStakeholder", {
      token: second(),
      body: { bcpId: bcpId(), name: "Regulator", kind: "external", phone: "0800 111" },
    });
    expect(added.status).toBe(201);
    const loaded = (await versions(second())).stakeholders;
    await secondIsRefused(
      loaded,
      [first(), second()],
      ["FCA (lead)", "FCA (admin)"],
      (token, name, ifMatch) =>
        ctx.api.call("put", "/bcpStakeholder", {
          token,
          headers: { "if-match": ifMatch },
          body: { id: added.body.data.id, name, kind: "external", phone: "0800 111" },
        }),
    );
    const rows = await read("/bcpStakeholder/all", { bcpId: bcpId() });
    expect(rows.map((r: { name: string }) => r.name)).toEqual(["FCA (lead)"]);
  });
});

describe("management plan sections, items and roster", () => {
  let plan: { id: string };
  let other: Awaited<ReturnType<TestApi["user"]>>;
  const details = async () =>
    (await ctx.api.call("get", `/managementPlan/${plan.id}`, { token: acme.admin.token })).body.data;
  beforeAll(async () => {
    other = await ctx.api.user("CorpAdmin", { company: "Acme" });
    plan = await makeManagementPlan(ctx.api, acme.admin);
  });

  it("refuses the second of two renames of a section from the same version", async () => {
    const section = await ctx.api.call("post", `/managementPlan/${plan.id}/section`, {
      token: acme.admin.token,
      body: { title: "Evacuation" },
    });
    expect(section.status).toBe(201);
    const id = section.body.data.id as string;
    const loaded = (await details()).editVersions[`section:${id}`];
    await secondIsRefused(
      loaded,
      [other.token, acme.admin.token],
      ["Evacuation (other)", "Evacuation (first)"],
      (token, title, ifMatch) =>
        ctx.api.call("put", `/managementPlan/section/${id}`, {
          token,
          headers: { "if-match": ifMatch },
          body: { title },
        }),
    );
    const after = await details();
    expect(after.sections.find((s: { id: string }) => s.id === id).title).toBe("Evacuation (other)");
    expect(after.editVersions[`section:${id}`]).toBe(1);
  });

  it("refuses the second of two edits of a section item from the same version", async () => {
    const section = await ctx.api.call("post", `/managementPlan/${plan.id}/section`, {
      token: acme.admin.token,
      body: { title: "Contacts" },
    });
    const item = await ctx.api.call("post", `/managementPlan/section/${section.body.data.id}/section-item`, {
      token: acme.admin.token,
      body: { kind: "NOTE", title: "Call list", content: "<p>v1</p>" },
    });
    expect(item.status).toBe(201);
    const id = item.body.data.id as string;
    const loaded = (await details()).editVersions[`item:${id}`];
    await secondIsRefused(
      loaded,
      [other.token, acme.admin.token],
      ["<p>other</p>", "<p>first</p>"],
      (token, content, ifMatch) =>
        ctx.api.call("put", `/managementPlan/section-item/${id}`, {
          token,
          headers: { "if-match": ifMatch },
          body: { kind: "NOTE", title: "Call list", content },
        }),
    );
    const after = await details();
    const stored = after.sections
      .flatMap((s: { items: { id: string; content: string }[] }) => s.items)
      .find((i: { id: string }) => i.id === id);
    expect(stored.content).toBe("<p>other</p>");
  });

  it("refuses the second of two edits of a roster member from the same version", async () => {
    const added = await ctx.api.call("post", `/managementPlan/${plan.id}/roster`, {
      token: acme.admin.token,
      body: { role: "MEMBER", name: "Pat" },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.data.id as string;
    const loaded = (await details()).editVersions[`roster:${id}`];
    await secondIsRefused(
      loaded,
      [other.token, acme.admin.token],
      ["Pat (other)", "Pat (first)"],
      (token, name, ifMatch) =>
        ctx.api.call("put", `/managementPlan/roster/${id}`, {
          token,
          headers: { "if-match": ifMatch },
          body: { role: "MEMBER", name },
        }),
    );
    const after = await details();
    expect(after.roster.find((r: { id: string }) => r.id === id).name).toBe("Pat (other)");
  });
});

describe("incident response actions", () => {
  it("refuses the second of two changes of a response action from the same version", async () => {
    const { admin } = acme;
    const other = await ctx.api.user("CorpAdmin", { company: "Acme" });
    const { id } = await publishedIncident(ctx.api, admin.token);
    const added = await ctx.api.call("post", `/incident/${id}/actions`, {
      token: admin.token,
      body: { title: "Sandbag the entrance" },
    });
    expect(added.status).toBe(201);
    const actionId = added.body.data.id as string;
    const list = async () =>
      (await ctx.api.call("get", `/incident/${id}/actions`, { token: admin.token })).body.data;
    const loaded = (await list())[0].editVersion as number;
    expect(loaded).toBe(0);
    await secondIsRefused(
      loaded,
      [other.token, admin.token],
      ["Completed", "Cancelled"],
      (token, status, ifMatch) =>
        ctx.api.call("patch", `/incident/${id}/actions/${actionId}`, {
          token,
          headers: { "if-match": ifMatch },
          body: { status },
        }),
    );
    const after = await list();
    expect(after[0]).toMatchObject({ status: "Completed", editVersion: 1 });
    // The incident's own versions carry it too; comments (new rows) need no version.
    const incident = await ctx.api.call("get", `/incident/${id}`, { token: admin.token });
    expect(incident.body.data.editVersions[`action:${actionId}`]).toBe(1);
    const comment = await ctx.api.call("post", `/incident/${id}/actions/${actionId}/comments`, {
      token: admin.token,
      body: { text: "Done at 14:00" },
    });
    expect(comment.status).toBe(201);
  });
});

describe("company settings", () => {
  let other: Awaited<ReturnType<TestApi["user"]>>;
  beforeAll(async () => {
    other = await ctx.api.user("CorpAdmin", { company: "Acme" });
  });

  it("refuses the second of two saves of the company profile from the same version", async () => {
    const { admin } = acme;
    const company = async () => (await ctx.api.call("get", "/company", { token: admin.token })).body.data;
    const loaded = (await company()).editVersions.profile as number;
    await secondIsRefused(
      loaded,
      [other.token, admin.token],
      ["Acme (other)", "Acme (first)"],
      (token, name, ifMatch) =>
        ctx.api.call("put", "/company", {
          token,
          headers: { "if-match": ifMatch },
          body: { name, settings: { timezone: "Europe/London", dateFormat: "DD/MM/YYYY" } },
        }),
    );
    const after = await company();
    expect(after.name).toBe("Acme (other)");
    expect(after.editVersions.profile).toBe(loaded + 1);
    // Renamed back for the other tests (no If-Match: not checked).
    await ctx.api.call("put", "/company", {
      token: admin.token,
      body: { name: "Acme", settings: { timezone: "Europe/London", dateFormat: "DD/MM/YYYY" } },
    });
  });

  it("refuses the second of two edits of a business unit, department or site from the same version", async () => {
    const { admin } = acme;
    const org = async () => (await ctx.api.call("get", "/bcpOrganization", { token: admin.token })).body.data;
    const unit = await ctx.api.call("post", "/bcpOrganization/businessUnits", {
      token: admin.token,
      body: { name: "Logistics", country: "GB" },
    });
    expect(unit.status, JSON.stringify(unit.body)).toBe(201);
    const unitId = unit.body.data.id as string;
    await secondIsRefused(
      (await org()).editVersions[`businessUnit:${unitId}`],
      [other.token, admin.token],
      ["Logistics (other)", "Logistics (first)"],
      (token, name, ifMatch) =>
        ctx.api.call("put", `/bcpOrganization/businessUnits/${unitId}`, {
          token,
          headers: { "if-match": ifMatch },
          body: { name, country: "GB" },
        }),
    );
    const department = await ctx.api.call("post", "/bcpOrganization/departments", {
      token: admin.token,
      body: { name: "Fleet", businessUnitId: unitId },
    });
    const departmentId = department.body.data.id as string;
    await secondIsRefused(
      (await org()).editVersions[`department:${departmentId}`],
      [other.token, admin.token],
      ["Fleet (other)", "Fleet (first)"],
      (token, name, ifMatch) =>
        ctx.api.call("put", `/bcpOrganization/departments/${departmentId}`, {
          token,
          headers: { "if-match": ifMatch },
          body: { name, businessUnitId: unitId },
        }),
    );
    const site = await ctx.api.call("post", "/bcpOrganization/sites", {
      token: admin.token,
      body: { name: "Depot", businessUnitId: unitId, country: "GB" },
    });
    expect(site.status, JSON.stringify(site.body)).toBe(201);
    const siteId = site.body.data.id as string;
    await secondIsRefused(
      (await org()).editVersions[`site:${siteId}`],
      [other.token, admin.token],
      ["Depot (other)", "Depot (first)"],
      (token, name, ifMatch) =>
        ctx.api.call("put", `/bcpOrganization/sites/${siteId}`, {
          token,
          headers: { "if-match": ifMatch },
          body: { name, businessUnitId: unitId, country: "GB" },
        }),
    );
    const after = await org();
    expect(after.businessUnits.find((u: { id: string }) => u.id === unitId).name).toBe("Logistics (other)");
    expect(after.departments.find((d: { id: string }) => d.id === departmentId).name).toBe("Fleet (other)");
    expect(after.sites.find((s: { id: string }) => s.id === siteId).name).toBe("Depot (other)");
  });

  it("refuses the second of two saves of the SSO settings from the same version, and a stale removal", async () => {
    const { admin } = acme;
    const sso = async () => (await ctx.api.call("get", "/company/sso", { token: admin.token })).body.data;
    const body = (clientId: string) => ({
      issuer: "https://idp.conflicts.example",
      clientId,
      clientSecret: "s3cret",
      domains: "conflicts-acme.example",
      defaultRole: "Employee",
      passwordSignIn: true,
    });
    const loaded = (await sso()).editVersion as number;
    expect(loaded).toBe(0);
    await secondIsRefused(
      loaded,
      [other.token, admin.token],
      ["keel-other", "keel-first"],
      (token, clientId, ifMatch) =>
        ctx.api.call("put", "/company/sso", {
          token,
          headers: { "if-match": ifMatch },
          body: body(clientId),
        }),
    );
    expect(await sso()).toMatchObject({ clientId: "keel-other", editVersion: 1 });
    const staleRemoval = await ctx.api.call("delete", "/company/sso", {
      token: admin.token,
      headers: { "if-match": "0" },
    });
    expect(staleRemoval.status).toBe(409);
    expect((await sso()).configured).toBe(true);
  });
});
