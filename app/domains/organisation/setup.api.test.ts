import { describe, expect, it } from "vitest";
import { makePlan as makeBcp } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { makePlan as makeCmp } from "../management-plans/test-helpers";

const ctx = testApiFixture();

const setupOf = async (token: string) => ctx.api.call("get", "/bcpOrganization/setup", { token });
const done = async (token: string) =>
  (await setupOf(token)).body.data.steps
    .filter((s: { done: boolean }) => s.done)
    .map((s: { key: string }) => s.key);

describe("a new company's setup checklist", () => {
  it("ticks each step from the company's data, in order, until it is complete", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Fresh Foods" });
    const first = await setupOf(admin.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      steps: [
        { key: "organisation", done: false },
        { key: "approver", done: false },
        { key: "plan", done: false },
        { key: "exercise", done: false },
      ],
      complete: false,
    });

    // A business unit alone is not enough: a site is needed too.
    const unit = await ctx.api.call("post", "/bcpOrganization/businessUnits", {
      token: admin.token,
      body: { name: "Bakery" },
    });
    expect(unit.status, JSON.stringify(unit.body)).toBe(201);
    expect(await done(admin.token)).toEqual([]);
    const site = await ctx.api.call("post", "/asset", {
      token: admin.token,
      body: { name: "Bristol Bakery", type: "site", lat: 51.45, lng: -2.58, city: "Bristol" },
    });
    expect(site.status, JSON.stringify(site.body)).toBe(201);
    expect(await done(admin.token)).toEqual(["organisation"]);

    // A view-only colleague cannot approve; a BCP lead can.
    await ctx.api.user("CorpViewOnly", { company: "Fresh Foods" });
    expect(await done(admin.token)).toEqual(["organisation"]);
    const approver = await ctx.api.user("BCPLead", { company: "Fresh Foods" });
    expect(await done(admin.token)).toEqual(["organisation", "approver"]);

    await makeBcp(ctx.api, admin.token, {
      businessUnitId: unit.body.data.id,
      bcLeadId: admin.id,
      name: "Bakery BCP",
    });
    expect(await done(admin.token)).toEqual(["organisation", "approver", "plan"]);

    const cmp = await makeCmp(ctx.api, admin, { name: "Bakery CMP", approver });
    const test = await ctx.api.call("post", `/managementPlan/${cmp.id}/cmTest`, {
      token: admin.token,
      body: { scenario: "Oven fire", scheduledFor: "2026-12-01", participants: ["Olivia"] },
    });
    expect(test.status).toBe(201);
    expect((await setupOf(admin.token)).body.data.complete).toBe(true);
  });

  it("counts an incident run as an exercise as the company's first exercise", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Drill Co" });
    expect(await done(admin.token)).not.toContain("exercise");
    await publishedIncident(ctx.api, admin.token, {
      title: "Tabletop: the data centre floods",
      exerciseType: "Tabletop",
    });
    expect(await done(admin.token)).toContain("exercise");
  });

  it("is for those who set the company up, and counts only the caller's company", async () => {
    const employee = await ctx.api.user("Employee", { company: "Fresh Foods" });
    expect((await setupOf(employee.token)).status).toBe(403);
    const other = await ctx.api.user("CorpAdmin", { company: "Empty Co" });
    expect(await done(other.token)).toEqual([]);
  });
});
