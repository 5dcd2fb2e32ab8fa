import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bcpActivations } from "~/domains/incidents/activation-schema.server";
import { incidents } from "~/domains/incidents/schema.server";
import { makeUnit, planWithProcess } from "../../../tests/support/bcp";
import { activatedExercise, approvedPlan } from "../../../tests/support/exercises";
import { PLAN_TEAM, testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { FINDING_MESSAGES as M } from "./model";

const NOW = new Date("2026-06-15T10:00:00Z");

const ctx = testApiFixture(
  { ...PLAN_TEAM, viewer: "CorpViewOnly", outsider: ["CorpAdmin", { company: "Elsewhere Co" }] },
  { company: "Review Co", now: NOW },
);

/** A tabletop exercise with one approved plan activated (the test then marks it Completed). */
async function completedExercise() {
  const plan = await approvedPlan(ctx.api, { admin: ctx.admin, lead: ctx.lead, approver: ctx.approver });
  const id = await activatedExercise(ctx.api, ctx.admin.token, plan, {
    title: "Payroll tabletop",
    exerciseType: "Tabletop",
    reason: "Tabletop",
  });
  return { id, planId: plan.planId };
}

const add = (incidentId: string, body: Record<string, unknown>, token = ctx.admin.token) =>
  ctx.api.call("post", `/incident/${incidentId}/findings`, { token, body });

describe("after-action review", () => {
  it("opens once the incident is closed; findings become actions; overdue ones show on Home and on their plan", async () => {
    const { id, planId } = await completedExercise();
    const early = await add(id, { finding: "x", action: "y", ownerId: ctx.lead.id, dueDate: "2026-07-01" });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(M.notClosed);
    await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, id));

    // Bad input: each message on its field, nothing written.
    const bad = await add(id, { finding: " ", action: "", ownerId: "", dueDate: "soon" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["action", "dueDate", "finding", "ownerId"]);
    const foreignOwner = await add(id, {
      finding: "f",
      action: "a",
      ownerId: ctx.outsider.id,
      dueDate: "2026-07-01",
    });
    expect(foreignOwner.body.error.fields.ownerId).toEqual([M.ownerRequired]);

    const late = await add(id, {
      finding: "Call tree out of date",
      action: "Refresh the call tree",
      ownerId: ctx.lead.id,
      dueDate: "2026-06-01",
      bcpId: planId,
    });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    const onTime = await add(id, {
      finding: "Backup site keys missing",
      action: "Put keys in the grab bag",
      ownerId: ctx.lead.id,
      dueDate: "2026-07-01",
    });
    expect(onTime.status).toBe(201);

    const review = (await ctx.api.call("get", `/incident/${id}/findings`, { token: ctx.viewer.token })).body
      .data;
    expect(review.open).toBe(true);
    expect(review.plans).toEqual([{ id: planId, name: "Payroll BCP" }]);
    expect(review.findings.map((f: { action: string; overdue: boolean }) => [f.action, f.overdue])).toEqual([
      ["Refresh the call tree", true],
      ["Put keys in the grab bag", false],
    ]);

    const home = (await ctx.api.call("get", "/home", { token: ctx.admin.token })).body.data;
    expect(home.overdueFindings.total).toBe(1);
    expect(home.overdueFindings.rows[0]).toMatchObject({
      action: "Refresh the call tree",
      plan: { id: planId, name: "Payroll BCP" },
      owner: { id: ctx.lead.id },
    });
    const planOpen = await ctx.api.call("get", "/findings", {
      token: ctx.lead.token,
      query: { bcpId: planId },
    });
    expect(planOpen.body.data.map((f: { action: string }) => f.action)).toEqual(["Refresh the call tree"]);

    // Closing needs the evidence; a closed action leaves Home and the plan, and stays closed.
    const findingId = late.body.data.id;
    const close = (evidence: string) =>
      ctx.api.call("put", `/incident/${id}/findings/${findingId}/close`, {
        token: ctx.admin.token,
        body: { evidence },
      });
    expect((await close("")).body.error.fields.evidence).toEqual([M.evidenceRequired]);
    const closed = await close("New call tree tested on 14 June");
    expect(closed.status).toBe(200);
    expect((await close("again")).body.error.message).toBe(M.alreadyClosed);
    expect(
      (await ctx.api.call("get", "/home", { token: ctx.admin.token })).body.data.overdueFindings.total,
    ).toBe(0);
    expect(
      (await ctx.api.call("get", "/findings", { token: ctx.lead.token, query: { bcpId: planId } })).body.data,
    ).toEqual([]);
    const after = (await ctx.api.call("get", `/incident/${id}/findings`, { token: ctx.admin.token })).body
      .data.findings;
    expect(after.find((f: { id: string }) => f.id === findingId)).toMatchObject({
      status: "Closed",
      evidence: "New call tree tested on 14 June",
      overdue: false,
    });
  }, 120_000);

  it("is the company's own: another company's review is not found, a viewer may not add", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title: "Old fire" });
    await ctx.api.db.update(incidents).set({ status: "Cancelled" }).where(eq(incidents.id, id));
    expect(
      (await ctx.api.call("get", `/incident/${id}/findings`, { token: ctx.outsider.token })).status,
    ).toBe(404);
    const refused = await add(
      id,
      { finding: "f", action: "a", ownerId: ctx.lead.id, dueDate: "2026-07-01" },
      ctx.viewer.token,
    );
    expect(refused.status).toBe(403);
    const elsewhere = await add(
      id,
      { finding: "f", action: "a", ownerId: ctx.outsider.id, dueDate: "2026-07-01" },
      ctx.outsider.token,
    );
    expect(elsewhere.status).toBe(404);
  });
});

describe("closing one's own corrective action", () => {
  it("lets its owner close it whatever their role; another employee may not; another company's is not found", async () => {
    const owner = await ctx.api.user("Employee", { company: "Review Co" });
    const colleague = await ctx.api.user("Employee", { company: "Review Co" });
    const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title: "Server room flood" });
    await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, id));
    const added = await add(id, {
      finding: "Pumps slow to arrive",
      action: "Contract a second pump supplier",
      ownerId: owner.id,
      dueDate: "2026-06-01",
    });
    expect(added.status).toBe(201);
    const findingId = added.body.data.id;
    const close = (token: string, evidence = "Contract signed on 12 June") =>
      ctx.api.call("put", `/incident/${id}/findings/${findingId}/close`, { token, body: { evidence } });

    // The owner reads the review (the action makes them take part) and is offered the close; others are not.
    const seen = await ctx.api.call("get", `/incident/${id}/findings`, { token: owner.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.findings[0]).toMatchObject({ id: findingId, canClose: true });
    const byViewer = await ctx.api.call("get", `/incident/${id}/findings`, { token: ctx.viewer.token });
    expect(byViewer.body.data.findings[0].canClose).toBe(false);
    expect((await ctx.api.call("get", `/incident/${id}/findings`, { token: colleague.token })).status).toBe(
      404,
    );

    // Home shows the owner their overdue action (and a colleague nothing of it).
    const homeOf = async (token: string) => (await ctx.api.call("get", "/home", { token })).body.data;
    expect((await homeOf(owner.token)).overdueFindings).toMatchObject({
      total: 1,
      rows: [{ id: findingId, canClose: true }],
    });
    expect((await homeOf(colleague.token)).overdueFindings.total).toBe(0);
    // Home lists the owner's own open actions, to be closed from there (an External reads no review).
    expect((await homeOf(owner.token)).ownFindings).toMatchObject({
      total: 1,
      rows: [{ id: findingId, canClose: true, incident: { id } }],
    });
    expect((await homeOf(colleague.token)).ownFindings.total).toBe(0);

    expect((await close(colleague.token)).status).toBe(404);
    const refused = await close(ctx.viewer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(M.notOwner);
    expect((await close(ctx.outsider.token)).status).toBe(404);
    expect((await close(owner.token, " ")).body.error.fields.evidence).toEqual([M.evidenceRequired]);

    const closed = await close(owner.token);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const after = (await ctx.api.call("get", `/incident/${id}/findings`, { token: owner.token })).body.data;
    expect(after.findings[0]).toMatchObject({
      status: "Closed",
      evidence: "Contract signed on 12 June",
      closedBy: expect.any(String),
      canClose: false,
    });
    expect((await homeOf(owner.token)).overdueFindings.total).toBe(0);
    expect((await homeOf(owner.token)).ownFindings.total).toBe(0);
  });
});

describe("exercise programme", () => {
  it("gives each plan its last exercise, result and next due date, flags the overdue, and counts coverage", async () => {
    const { id, planId } = await completedExercise();
    await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, id));
    await add(id, {
      finding: "Slow call tree",
      action: "Shorten it",
      ownerId: ctx.lead.id,
      dueDate: "2026-07-01",
      bcpId: planId,
    });
    const unitId = (await makeUnit(ctx.api, ctx.admin.companyId, "Never drilled")).unit.id;
    const { plan: never } = await planWithProcess(
      ctx.api,
      ctx,
      { businessUnitId: unitId, name: "Never drilled BCP" },
      { name: "Never drilled process" },
    );

    const res = await ctx.api.call("get", "/exercise-programme", { token: ctx.admin.token });
    expect(res.status).toBe(200);
    const programme = res.body.data;
    const row = (bcpId: string) => programme.plans.find((p: { id: string }) => p.id === bcpId);
    expect(row(planId)).toMatchObject({
      lastExercise: { incidentId: id, title: "Payroll tabletop", exerciseType: "Tabletop" },
      result: "1 finding, 1 open",
      nextDue: "2027-06-15T10:00:00.000Z",
      overdue: false,
    });
    expect(row(never.id)).toMatchObject({ lastExercise: null, result: null, overdue: true });
    const [twelve, thirtySix] = programme.coverage;
    expect(twelve.months).toBe(12);
    expect(twelve.exercised).toBeGreaterThanOrEqual(1);
    expect(thirtySix.exercised).toBeGreaterThanOrEqual(twelve.exercised);
    expect(twelve.total).toBeGreaterThanOrEqual(twelve.exercised);
    // Which they are: the never exercised first, then each with when an exercise last activated it.
    const critical = (name: string) =>
      programme.criticalProcesses.find((p: { plan: { name: string } }) => p.plan.name === name);
    expect(programme.criticalProcesses[0]).toMatchObject({
      name: "Never drilled process",
      plan: { id: never.id, name: "Never drilled BCP" },
      lastExercisedAt: null,
    });
    expect(critical("Payroll BCP")).toMatchObject({ name: "Pay run", lastExercisedAt: NOW.toISOString() });

    expect(
      (await ctx.api.call("get", "/exercise-programme", { token: ctx.outsider.token })).body.data.plans,
    ).toEqual([]);
    // Exercised 13 months ago instead, the plan is due again; Home counts the plans overdue.
    await ctx.api.db
      .update(bcpActivations)
      .set({ activatedAt: new Date("2025-05-15T10:00:00Z") })
      .where(eq(bcpActivations.companyId, ctx.admin.companyId));
    const later = (await ctx.api.call("get", "/exercise-programme", { token: ctx.admin.token })).body.data;
    expect(later.plans.find((p: { id: string }) => p.id === planId).overdue).toBe(true);
    expect(later.coverage[0].exercised).toBe(0);
    const home = (await ctx.api.call("get", "/home", { token: ctx.admin.token })).body.data;
    expect(home.plansOverdueForExercise).toBeGreaterThanOrEqual(2);
    expect(
      (await ctx.api.call("get", "/exercise-programme", { token: ctx.outsider.token })).body.data.plans,
    ).toEqual([]);
  }, 120_000);
});

describe("a plan's open findings", () => {
  it("lists each company its own plan's findings, whichever company read first (the list is built once)", async () => {
    const one = async (people: Parameters<typeof approvedPlan>[1], action: string) => {
      const plan = await approvedPlan(ctx.api, people);
      const id = await activatedExercise(ctx.api, people.admin.token, plan, {
        title: "Tabletop",
        reason: "x",
      });
      await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, id));
      const added = await add(
        id,
        { finding: "f", action, ownerId: people.lead.id, dueDate: "2026-07-01", bcpId: plan.planId },
        people.admin.token,
      );
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      return async () =>
        (
          await ctx.api.call("get", "/findings", { token: people.lead.token, query: { bcpId: plan.planId } })
        ).body.data.map((f: { action: string }) => f.action);
    };
    const ours = await one({ admin: ctx.admin, lead: ctx.lead, approver: ctx.approver }, "Ours");
    expect(await ours()).toEqual(["Ours"]);
    const company = "Findings Elsewhere";
    const theirs = await one(
      {
        admin: await ctx.api.user("CorpAdmin", { company }),
        lead: await ctx.api.user("BCPLead", { company }),
        approver: await ctx.api.user("BCPLead", { company }),
      },
      "Theirs",
    );
    expect(await theirs()).toEqual(["Theirs"]);
    expect(await ours()).toEqual(["Ours"]);
  }, 120_000);
});
