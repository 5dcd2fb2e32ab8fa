import { describe, expect, it } from "vitest";
import { impactGrid, makeAnalysisPlan } from "../../../tests/support/analysis";
import { makeProcess } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { pdfText } from "../../../tests/support/pdf-text";
import { TIME_POINT_KEYS } from "../bcp-analysis/malo";

const ctx = testApiFixture();

describe("the plan PDF is a working document", () => {
  it("prints every section in full, the roster's phones, the written summary, readable audit and no ids", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Print Co", processes: ["Zoë's payroll run"] });
    const token = acme.admin.token;
    await ctx.api.call("put", "/company", {
      token,
      body: { name: "Print Co", settings: { timezone: "Europe/Oslo", dateFormat: "YYYY-MM-DD" } },
    });
    const processId = acme.processes[0].id;
    const legal = Object.fromEntries(
      TIME_POINT_KEYS.map((k, i) => [k, i < 2 ? "low" : i < 4 ? "medium" : "high"]),
    );
    const bia = await ctx.api.call("put", "/businessImpactAssesment", {
      token,
      body: { processId, businessImpactLevel: "high", impacts: { ...impactGrid("low"), legal } },
    });
    expect(bia.status).toBe(200);
    // A one-day MAD reads "MAD 1 Day", the spec's unit label in the singular (issue 32 item 8: "MAD 1 days").
    const night = await makeProcess(ctx.api, token, acme.service.id, { name: "Night shift", mad: 1 });
    const nightBia = await ctx.api.call("put", "/businessImpactAssesment", {
      token,
      body: { processId: night.id, businessImpactLevel: "high", impacts: impactGrid("low") },
    });
    expect(nightBia.status).toBe(200);
    await ctx.api.call("post", "/bcpRiskAssessment", {
      token,
      body: {
        bcpId: acme.plan.id,
        name: "Łódź warehouse fire",
        type: "Operational",
        severity: "High",
        probability: "Moderate",
        existingControlStrategy: "Sprinklers → inspected yearly",
      },
    });
    const member = await ctx.api.call("post", "/bcpBRTRoster", {
      token,
      body: { bcpId: acme.plan.id, name: "Дмитрий Иванов", role: "LEADER", phone: "+44 20 7946 0018" },
    });
    expect(member.status).toBe(201);
    await ctx.api.call("post", "/bcpStakeholder", {
      token,
      body: {
        bcpId: acme.plan.id,
        name: "Ana Núñez",
        kind: "external",
        organisation: "Insurer",
        email: "ana@example.com",
      },
    });
    await ctx.api.call("put", "/bcp/executiveSummary", {
      token,
      body: {
        bcpId: acme.plan.id,
        html: "<h2>Our promise</h2><p>Payroll runs within 2 days → always.</p><ul><li>Call the roster first</li></ul>",
      },
    });

    const res = await ctx.api.app.fetch(
      new Request(`http://keel.test/api/bcp/bcpPdf?bcpId=${acme.plan.id}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(res.status).toBe(200);
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const expected of [
      "Contents",
      "Our promise",
      "Payroll runs within 2 days → always.",
      "Call the roster first",
      "Zoë's payroll run",
      "Łódź warehouse fire",
      "Sprinklers → inspected yearly",
      "Дмитрий Иванов",
      "+44 20 7946 0018",
      "Leader",
      "Ana Núñez",
      "Business impact saved",
      "Role: — → Leader",
      "Page 2 of",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("Night shift: High · MAD 1 Day");
    expect(text).not.toMatch(/\b1 Days\b/);
    // The BIA's curve: Legal rises from Low to High over the time points.
    expect(text).toMatch(/Legal\s+Low\s+Low\s+Medium\s+Medium\s+High/);
    // No generated sentence in place of the summary, no raw event keys, no ids, dates in the company's format.
    expect(text).not.toContain("covers 1 service");
    expect(text).toMatch(/Executive summary[^\n]*\n[^\n]*saved/); // a wrapped table cell
    expect(text).not.toMatch(/summary\.saved|bia\.saved|brt\.added|LEADER/);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} Europe\/Oslo/);
  }, 120_000);
});
