import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAnalysisPlan } from "../../../tests/support/analysis";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { publishedIncident } from "../../../tests/support/incidents";
import { makePlan as makeManagementPlan } from "../management-plans/test-helpers";

/**
 * Two people edit the same section from the same loaded version: the first save wins, the second is
 * refused with 409 CONFLICT naming who changed it and when, and leaves the stored data as the first
 * left it. A save from the current version goes through. Callers that send no If-Match are not checked.
 */
let api: TestApi;
let acme: Awaited<ReturnType<typeof makeAnalysisPlan>>;
beforeAll(async () => {
  api = await createTestApi();
  acme = await makeAnalysisPlan(api);
});
afterAll(() => api.close());

const CONFLICT =
  /^This section was changed by .+ at \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC while you were editing\. Reload to see their changes\.$/;

async function versions(token: string) {
  const res = await api.call("get", "/bcp", { token, query: { bcpId: acme.plan.id } });
  return res.body.data.editVersions as Record<string, number>;
}

describe("BCP sections", () => {
  it("refuses the second of two saves of a service made from the same version", async () => {
    const { admin, lead, service } = acme;
    const loaded = String((await versions(admin.token)).services ?? 0);
    const first = await api.call("put", "/bcpService", {
      token: lead.token,
      headers: { "if-match": loaded },
      body: { id: service.id, name: "Payroll (lead)", description: "Lead's text" },
    });
    expect(first.status).toBe(200);
    const second = await api.call("put", "/bcpService", {
      token: admin.token,
      headers: { "if-match": loaded },
      body: { id: service.id, name: "Payroll (admin)", description: "Admin's text" },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("CONFLICT");
    expect(second.body.error.message).toMatch(CONFLICT);
    expect(second.body.error.message).toContain(`changed by ${lead.firstName ?? ""}`.trim());
    const plan = await api.call("get", "/bcp", { token: admin.token, query: { bcpId: acme.plan.id } });
    expect(plan.body.data.services.map((s: { name: string }) => s.name)).toContain("Payroll (lead)");

    // Reloaded: the fresh version saves.
    const fresh = String((await versions(admin.token)).services);
    expect(Number(fresh)).toBe(Number(loaded) + 1);
    const third = await api.call("put", "/bcpService", {
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
    const a = await api.call("put", "/bcp/executiveSummary", {
      token: lead.token,
      headers: { "if-match": loaded },
      body: { bcpId: plan.id, html: "<p>Lead's summary</p>" },
    });
    expect(a.status).toBe(200);
    const b = await api.call("put", "/bcp/executiveSummary", {
      token: admin.token,
      headers: { "if-match": loaded },
      body: { bcpId: plan.id, html: "<p>Admin's summary</p>" },
    });
    expect(b.status).toBe(409);
    expect(b.body.error.message).toMatch(CONFLICT);
    const stored = await api.call("get", "/bcp/executiveSummary", {
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
      const res = await api.call("put", "/bcpService", {
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
        api.call("put", "/bcpService", {
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
    const other = await api.user("CorpAdmin", { company: "Acme" });
    const plan = await makeManagementPlan(api, admin);
    const loaded = await api.call("get", `/managementPlan/${plan.id}`, { token: admin.token });
    const version = String(loaded.body.data.version);
    const edit = (token: string, name: string) =>
      api.call("put", `/managementPlan/${plan.id}`, {
        token,
        headers: { "if-match": version },
        body: { name, ownerId: admin.id },
      });
    expect((await edit(other.token, "Renamed by the other admin")).status).toBe(200);
    const stale = await edit(admin.token, "Renamed by the first admin");
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(CONFLICT);
    const after = await api.call("get", `/managementPlan/${plan.id}`, { token: admin.token });
    expect(after.body.data.name).toBe("Renamed by the other admin");
    expect(after.body.data.version).toBe(Number(version) + 1);
  });
});

describe("incidents", () => {
  it("refuses the second of two edits of an incident's general information from the same version", async () => {
    const { admin } = acme;
    const other = await api.user("CorpAdmin", { company: "Acme" });
    const { id } = await publishedIncident(api, admin.token);
    const loaded = await api.call("get", `/incident/${id}`, { token: admin.token });
    const version = String(loaded.body.data.editVersions.general_info);
    const edit = (token: string, title: string) =>
      api.call("put", `/incident/${id}`, {
        token,
        headers: { "if-match": version },
        body: { step: "general_info", title, impact: "High", status: "Just Created" },
      });
    expect((await edit(other.token, "Thames flood (updated)")).status).toBe(200);
    const stale = await edit(admin.token, "Thames flood (stale)");
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(CONFLICT);
    const after = await api.call("get", `/incident/${id}`, { token: admin.token });
    expect(after.body.data.title).toBe("Thames flood (updated)");
  });
});
