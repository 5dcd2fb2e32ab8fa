import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "~/domains/companies/schema.server";
import { incidents } from "~/domains/incidents/schema.server";
import { cmTests } from "~/domains/management-plans/schema.server";
import { makePlan as makeManagementPlan } from "~/domains/management-plans/test-helpers";
import { companyDates } from "~/shared/dates";
import { makeProcess, makeUnit, planWithProcess } from "../../../tests/support/bcp";
import { activatedExercise, approvedPlan } from "../../../tests/support/exercises";
import { PLAN_TEAM, testApiFixture } from "../../../tests/support/fixture";
import { FINDING_MESSAGES as M } from "./model";

const NOW = new Date("2026-06-15T10:00:00Z");

const ctx = testApiFixture(PLAN_TEAM, { company: "Programme Co", now: NOW });

const planNamed = (name: string) =>
  approvedPlan(ctx.api, { admin: ctx.admin, lead: ctx.lead, approver: ctx.approver }, name);

/** A tabletop exercise of the plan, activated at `at`, then Completed. */
async function exercise(plan: { planId: string; processId: string }, at: Date, title: string) {
  ctx.api.setNow(at);
  const id = await activatedExercise(ctx.api, ctx.admin.token, plan, { title, exerciseType: "Tabletop" });
  await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, id));
  ctx.api.setNow(NOW);
  return id;
}

const programme = async () =>
  (await ctx.api.call("get", "/exercise-programme", { token: ctx.admin.token })).body.data;

describe("the exercise programme", () => {
  it("dates the next exercise by the company's cadence, yearly by default; the BCP list's flag follows it", async () => {
    const plan = await planNamed("Cadence BCP");
    await exercise(plan, new Date("2025-12-15T10:00:00Z"), "December tabletop");
    const before = await programme();
    expect(before.cadenceMonths).toBe(12);
    const row = before.plans.find((p: { id: string }) => p.id === plan.planId);
    expect(row.nextDue).toBe("2026-12-15T10:00:00.000Z");
    expect(row.overdue).toBe(false);

    const company = await ctx.api.call("get", "/company", { token: ctx.admin.token });
    const bad = await ctx.api.call("put", "/company", {
      token: ctx.admin.token,
      body: {
        name: company.body.data.name,
        settings: { ...company.body.data.settings, exerciseCadenceMonths: 0 },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields["settings.exerciseCadenceMonths"]).toEqual([
      "Enter a whole number of months from 1 to 60.",
    ]);
    const saved = await ctx.api.call("put", "/company", {
      token: ctx.admin.token,
      body: {
        name: company.body.data.name,
        settings: { ...company.body.data.settings, exerciseCadenceMonths: 6 },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.settings.exerciseCadenceMonths).toBe(6);

    const after = await programme();
    expect(after.cadenceMonths).toBe(6);
    const now = after.plans.find((p: { id: string }) => p.id === plan.planId);
    expect(now.nextDue).toBe("2026-06-15T10:00:00.000Z");
    expect(now.overdue).toBe(true);
    // The BCP list's flag asks about its page of plans only, and agrees with the programme.
    const other = await planNamed("Never exercised BCP");
    const overdue = await ctx.api.call("get", "/exercise-programme/overdue", {
      token: ctx.admin.token,
      query: { bcpIds: `${plan.planId},${other.planId}` },
    });
    expect(overdue.status, JSON.stringify(overdue.body)).toBe(200);
    expect([...overdue.body.data].sort()).toEqual([plan.planId, other.planId].sort());
    // Home counts it among the plans overdue for an exercise: as many as the programme marks overdue.
    const overdueRows = (p: { plans: { overdue: boolean }[]; managementPlans: { overdue: boolean }[] }) =>
      [...p.plans, ...p.managementPlans].filter((r) => r.overdue).length;
    const current = await programme();
    const home = (await ctx.api.call("get", "/home", { token: ctx.admin.token })).body.data;
    expect(home.plansOverdueForExercise).toBe(overdueRows(current));
    // A day before its last exercise plus the cadence, it is not due yet, on Home as on the programme.
    ctx.api.setNow(new Date("2026-06-14T10:00:00Z"));
    const early = await programme();
    expect(early.plans.find((p: { id: string }) => p.id === plan.planId).overdue).toBe(false);
    expect(
      (await ctx.api.call("get", "/home", { token: ctx.admin.token })).body.data.plansOverdueForExercise,
    ).toBe(overdueRows(early));
    ctx.api.setNow(NOW);
  });

  it("leaves an archived (Cancelled) plan out: it is not due an exercise, nor counted overdue on Home", async () => {
    const plan = await planNamed("Archived BCP");
    const overdueOnHome = async () =>
      (await ctx.api.call("get", "/home", { token: ctx.admin.token })).body.data
        .plansOverdueForExercise as number;
    const ids = async () => (await programme()).plans.map((p: { id: string }) => p.id);
    expect(await ids()).toContain(plan.planId);
    const before = await overdueOnHome();
    const archived = await ctx.api.call("post", "/bcp/archive", {
      token: ctx.admin.token,
      body: { bcpId: plan.planId },
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(await ids()).not.toContain(plan.planId);
    expect(await overdueOnHome()).toBe(before - 1);
  });

  it("shows IMPs and CMPs with their last CM test (an exercise of a kind), result and next due; old tests keep their record", async () => {
    const cmp = await makeManagementPlan(ctx.api, ctx.admin, { type: "Crisis", name: "Head office CMP" });
    const never = await makeManagementPlan(ctx.api, ctx.admin, {
      type: "Incident",
      name: "Never tested IMP",
    });
    const scheduled = await ctx.api.call("post", `/managementPlan/${cmp.id}/cmTest`, {
      token: ctx.admin.token,
      body: { scenario: "Ransomware at head office", scheduledFor: "2026-03-01", exerciseType: "Simulation" },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    expect(scheduled.body.data.exerciseType).toBe("Simulation");
    const recorded = await ctx.api.call("put", `/managementPlan/cmTest/${scheduled.body.data.id}/outcome`, {
      token: ctx.admin.token,
      body: {
        outcome: "PASSED_WITH_FINDINGS",
        findings: "<p>Call tree slow</p>",
        followUpActions: [{ action: "Refresh the call tree", owner: "Ops", dueDate: "2026-04-01" }],
        conductedOn: "2026-03-02",
      },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    // A test made before CM tests were exercises (no kind chosen) is a tabletop, every field as it was.
    const old = await ctx.api.call("post", `/managementPlan/${never.id}/cmTest`, {
      token: ctx.admin.token,
      body: { scenario: "Flood drill", scheduledFor: "2026-09-01" },
    });
    expect(old.body.data.exerciseType).toBe("Tabletop");
    const [row] = await ctx.api.db.select().from(cmTests).where(eq(cmTests.id, old.body.data.id));
    expect(row).toMatchObject({ scenario: "Flood drill", status: "SCHEDULED", exerciseType: "Tabletop" });

    const data = await programme();
    const mine = data.managementPlans.find((p: { id: string }) => p.id === cmp.id);
    expect(mine).toMatchObject({
      type: "CMP",
      name: "Head office CMP",
      lastExercise: { scenario: "Ransomware at head office", exerciseType: "Simulation" },
      result: "Passed with findings, 1 follow-up action",
      // The company's cadence is 6 months now (the test above): due six months after the test.
      nextDue: "2026-09-02T00:00:00.000Z",
      overdue: false,
    });
    const due = data.managementPlans.find((p: { id: string }) => p.id === never.id);
    expect(due).toMatchObject({ type: "IMP", lastExercise: null, result: null, overdue: true });
  });

  it("puts a management plan's next exercise on its day on the company's clock, west of UTC too", async () => {
    // A test run on March 2 in New York (UTC-5): the next is due on a 2nd too, not the evening of the 1st.
    const admin = await ctx.api.user("CorpAdmin", { company: "West Programme Co" });
    await ctx.api.db
      .update(companies)
      .set({
        settings: sql`coalesce(${companies.settings}, '{}'::jsonb) || '{"timezone":"America/New_York"}'::jsonb`,
      })
      .where(eq(companies.id, admin.companyId));
    const imp = await makeManagementPlan(ctx.api, admin, { type: "Incident", name: "Harbour IMP" });
    const test = await ctx.api.call("post", `/managementPlan/${imp.id}/cmTest`, {
      token: admin.token,
      body: { scenario: "Harbour closed", scheduledFor: "2026-03-02", exerciseType: "Tabletop" },
    });
    expect(test.status, JSON.stringify(test.body)).toBe(201);
    const done = await ctx.api.call("put", `/managementPlan/cmTest/${test.body.data.id}/outcome`, {
      token: admin.token,
      body: { outcome: "PASSED", findings: "<p>Fine</p>", followUpActions: [], conductedOn: "2026-03-02" },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const data = (await ctx.api.call("get", "/exercise-programme", { token: admin.token })).body.data;
    const row = data.managementPlans.find((p: { id: string }) => p.id === imp.id);
    const west = companyDates({ timezone: "America/New_York" });
    expect(west.date(row.nextDue)).toMatch(/^\w+ 02, 20\d\d$/);
    expect(row.overdue).toBe(false);
  });

  it("keeps an action that requires a re-test open until a later exercise of its plan; then it closes", async () => {
    const plan = await planNamed("Retest BCP");
    const first = await exercise(plan, new Date("2026-05-01T10:00:00Z"), "May tabletop");
    ctx.api.setNow(new Date("2026-05-02T10:00:00Z"));
    const noPlan = await ctx.api.call("post", `/incident/${first}/findings`, {
      token: ctx.admin.token,
      body: { finding: "x", action: "y", ownerId: ctx.lead.id, dueDate: "2026-07-01", requiresRetest: "on" },
    });
    expect(noPlan.status).toBe(400);
    expect(noPlan.body.error.fields.bcpId).toEqual([M.retestNeedsPlan]);
    const added = await ctx.api.call("post", `/incident/${first}/findings`, {
      token: ctx.admin.token,
      body: {
        finding: "Generator did not start",
        action: "Service the generator",
        ownerId: ctx.lead.id,
        dueDate: "2026-07-01",
        bcpId: plan.planId,
        requiresRetest: "on",
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    ctx.api.setNow(NOW);
    const findingId = added.body.data.id;
    const review = (await ctx.api.call("get", `/incident/${first}/findings`, { token: ctx.admin.token })).body
      .data;
    expect(review.findings[0]).toMatchObject({ requiresRetest: true, retestDue: true });
    const close = () =>
      ctx.api.call("put", `/incident/${first}/findings/${findingId}/close`, {
        token: ctx.admin.token,
        body: { evidence: "Serviced on the 3rd" },
      });
    const refused = await close();
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(M.retestDue);

    // The plan's next exercise, after the finding was raised, is its re-test.
    await exercise(plan, new Date("2026-06-10T10:00:00Z"), "June re-test");
    const later = (await ctx.api.call("get", `/incident/${first}/findings`, { token: ctx.admin.token })).body
      .data;
    expect(later.findings[0]).toMatchObject({ requiresRetest: true, retestDue: false });
    const closed = await close();
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  });

  it("counts on Home each company's own plans overdue, whichever company asked first (the count is built once)", async () => {
    const overdueOnHome = async (token: string) =>
      (await ctx.api.call("get", "/home", { token })).body.data.plansOverdueForExercise as number;
    const ours = await overdueOnHome(ctx.admin.token);
    const company = "Programme Elsewhere";
    const team = {
      admin: await ctx.api.user("CorpAdmin", { company }),
      lead: await ctx.api.user("BCPLead", { company }),
      approver: await ctx.api.user("BCPLead", { company }),
    };
    await approvedPlan(ctx.api, team, "Never exercised one");
    await approvedPlan(ctx.api, team, "Never exercised two");
    expect(await overdueOnHome(team.admin.token)).toBe(2);
    expect(await overdueOnHome(ctx.admin.token)).toBe(ours);
  });

  it("counts as critical the processes whose plan says they need a strategy, as the single points of failure do", async () => {
    const unitId = (await makeUnit(ctx.api, ctx.admin.companyId, "Critical rule")).unit.id;
    const { service } = await planWithProcess(
      ctx.api,
      ctx,
      { businessUnitId: unitId, name: "Critical rule BCP" },
      { name: "Goods receipt", criticalityLevel: "medium" },
    );
    await makeProcess(ctx.api, ctx.lead.token, service.id, {
      name: "Archiving",
      criticalityLevel: "high",
      isBCStrategyRequired: "false",
      justificationForNoBCStrategy: "Paper records cover a month",
    });
    const named = (await programme()).criticalProcesses
      .filter((p: { plan: { name: string } }) => p.plan.name === "Critical rule BCP")
      .map((p: { name: string }) => p.name);
    // Rated Medium but needing a strategy, Goods receipt is critical; Archiving, High without one, is not.
    expect(named).toEqual(["Goods receipt"]);
  });
});
