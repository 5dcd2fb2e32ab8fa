import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { canonicalJson, sha256 } from "~/domains/evidence/keep.server";
import { incidents } from "~/domains/incidents/schema.server";
import { cmTests, managementPlans } from "~/domains/management-plans/schema.server";
import { activatedExercise, approvedPlan } from "../../../tests/support/exercises";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { companyWithProcesses, importantService } from "../../../tests/support/resilience";
import { businessServiceClocks } from "./schema.server";
import { SELF_ASSESSMENT_MESSAGES } from "./self-assessment-model";

const ctx = testApiFixture();

/** A company with one important business service (1-day tolerance) relying on a 4-hour and a 2-day process. */
async function companyWithService(company: string) {
  const { admin, fast, slow } = await companyWithProcesses(ctx.api, company);
  const created = await ctx.api.call("post", "/businessService", {
    token: admin.token,
    body: importantService([fast.id, slow.id], {
      description: "Customers pay by card.",
      maxCustomers: undefined,
    }),
  });
  expect(created.status).toBe(201);
  return { admin, created: created.body.data as { id: string } };
}

describe("the self-assessment", () => {
  it("is generated from the register: services and why, tolerances and why, mapping and vulnerabilities", async () => {
    const { admin } = await companyWithService("Assess One");
    const res = await ctx.api.call("get", "/selfAssessment", { token: admin.token });
    expect(res.status).toBe(200);
    const doc = res.body.data;
    expect(doc.services[0]).toMatchObject({
      name: "Retail card payments",
      whyImportant: "A failure stops customers paying.",
      tolerance: "1 Day",
      toleranceReason: "Beyond a day customers cannot buy essentials.",
    });
    expect(doc.services[0].processes.map((p: { name: string }) => p.name).sort()).toEqual([
      "Card authorisation",
      "Settlement",
    ]);
    expect(doc.vulnerabilities).toMatchObject([{ process: "Settlement", tolerance: "1 Day" }]);
  });

  it("lists the real incidents' tolerance breaches, never an exercise's (issue 35: exercises out of real figures)", async () => {
    const { admin, created } = await companyWithService("Assess Drill");
    const breachedIn = async (title: string, exerciseType?: "Simulation") => {
      const { id } = await publishedIncident(ctx.api, admin.token, { title, exerciseType });
      const since = new Date("2026-09-01T08:00:00Z");
      await ctx.api.db.insert(businessServiceClocks).values({
        companyId: admin.companyId,
        incidentId: id,
        serviceId: created.id,
        disruptedSince: since,
        running: false,
        breachedAt: new Date(since.getTime() + 86_400_000),
      });
    };
    await breachedIn("Card outage");
    await breachedIn("Card outage drill", "Simulation");
    const doc = (await ctx.api.call("get", "/selfAssessment", { token: admin.token })).body.data;
    expect(doc.breaches.map((b: { incident: string }) => b.incident)).toEqual(["Card outage"]);
  });

  it("lists each scenario test's findings as the text the tester wrote, not its markup", async () => {
    const { admin } = await companyWithService("Assess Tests");
    const [plan] = await ctx.api.db
      .insert(managementPlans)
      .values({
        companyId: admin.companyId,
        type: "CMP",
        code: "CMP-1",
        name: "Crisis plan",
        ownerId: admin.id,
      })
      .returning();
    await ctx.api.db.insert(cmTests).values({
      companyId: admin.companyId,
      planId: plan.id,
      scenario: "Card processor down",
      scheduledFor: new Date("2026-10-01T09:00:00Z"),
      conductedOn: new Date("2026-10-01T09:00:00Z"),
      outcome: "PASSED_WITH_FINDINGS",
      findings:
        "<p>Failover took <strong>50</strong> minutes &amp; more.</p><ul><li>Call list out of date</li></ul>",
    });
    const doc = (await ctx.api.call("get", "/selfAssessment", { token: admin.token })).body.data;
    expect(doc.scenarioTests).toMatchObject([
      {
        plan: "Crisis plan",
        scenario: "Card processor down",
        result: "Passed with findings",
        findings: "Failover took 50 minutes & more.\n- Call list out of date",
      },
    ]);
  });

  it("lists the completed exercises as scenario tests, with their plans and findings", async () => {
    const { admin } = await companyWithService("Assess Exercises");
    const lead = await ctx.api.user("BCPLead", { company: "Assess Exercises" });
    const approver = await ctx.api.user("BCPLead", { company: "Assess Exercises" });
    const plan = await approvedPlan(ctx.api, { admin, lead, approver }, "Cards BCP");
    const id = await activatedExercise(ctx.api, admin.token, plan, {
      title: "Card processor down",
      exerciseType: "Simulation",
    });
    await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, id));
    const finding = await ctx.api.call("post", `/incident/${id}/findings`, {
      token: admin.token,
      body: {
        finding: "Failover runbook out of date",
        action: "Rewrite it",
        ownerId: lead.id,
        dueDate: "2027-01-01",
      },
    });
    expect(finding.status, JSON.stringify(finding.body)).toBe(201);
    const doc = (await ctx.api.call("get", "/selfAssessment", { token: admin.token })).body.data;
    expect(doc.scenarioTests).toMatchObject([
      {
        plan: "Cards BCP",
        scenario: "Card processor down",
        result: "Simulation exercise: 1 finding, 1 open",
        findings: "- Failover runbook out of date",
      },
    ]);
  });

  it("keeps each approved version unchanged with a digest that verifies, after the register changes", async () => {
    const { admin, created } = await companyWithService("Assess Two");
    const noStrategy = await ctx.api.call("post", "/selfAssessment/approve", {
      token: admin.token,
      body: { lessonsLearned: "" },
    });
    expect(noStrategy.status).toBe(400);
    expect(noStrategy.body.error.fields.communicationStrategy[0]).toBe(
      SELF_ASSESSMENT_MESSAGES.strategyRequired,
    );

    const approved = await ctx.api.call("post", "/selfAssessment/approve", {
      token: admin.token,
      body: { lessonsLearned: "Test settlement failover.", communicationStrategy: "Tell customers by SMS." },
    });
    expect(approved.status).toBe(201);
    expect(approved.body.data).toMatchObject({ kind: "self_assessment", version: 1, verified: true });

    await ctx.api.call("delete", `/businessService/${created.id}`, { token: admin.token });
    const v1 = await ctx.api.call("get", "/selfAssessment/version", {
      token: admin.token,
      query: { versionId: approved.body.data.id },
    });
    expect(v1.body.data.content.services[0].name).toBe("Retail card payments");
    expect(v1.body.data.content.communicationStrategy).toBe("Tell customers by SMS.");
    expect(sha256(canonicalJson(v1.body.data.content))).toBe(approved.body.data.digest);
    expect((await ctx.api.call("get", "/selfAssessment", { token: admin.token })).body.data.services).toEqual(
      [],
    );

    const pdf = await ctx.api.app.fetch(
      new Request(`http://keel.test/api/selfAssessment/pdf?versionId=${approved.body.data.id}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      }),
    );
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    // Another company sees none of it; a reader may not approve.
    const other = await ctx.api.user("CorpAdmin", { company: "Assess Elsewhere" });
    expect((await ctx.api.call("get", "/selfAssessment/versions", { token: other.token })).body.data).toEqual(
      [],
    );
    expect(
      (
        await ctx.api.call("get", "/selfAssessment/version", {
          token: other.token,
          query: { versionId: approved.body.data.id },
        })
      ).status,
    ).toBe(404);
    const viewer = await ctx.api.user("CorpViewOnly", { company: "Assess Two" });
    const refused = await ctx.api.call("post", "/selfAssessment/approve", {
      token: viewer.token,
      body: { communicationStrategy: "x" },
    });
    expect(refused.status).toBe(403);
  });
});
