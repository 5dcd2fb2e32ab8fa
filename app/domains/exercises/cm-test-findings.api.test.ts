import { describe, expect, it } from "vitest";
import { makePlan } from "~/domains/management-plans/test-helpers";
import { testApiFixture } from "../../../tests/support/fixture";
import { FINDING_MESSAGES as M } from "./model";

const NOW = new Date("2026-06-15T10:00:00Z");

const ctx = testApiFixture(
  {
    admin: "CorpAdmin",
    owner: "Employee",
    colleague: "Employee",
    outsider: ["CorpAdmin", { company: "Other Co" }],
  },
  { company: "Test Co", now: NOW },
);

describe("a CM test's corrective actions", () => {
  it("are tracked like findings: owner, due day, overdue on Home and the plan, closed by their owner with evidence", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, { type: "Crisis", name: "Head office CMP" });
    const made = await ctx.api.call("post", `/managementPlan/${plan.id}/cmTest`, {
      token: ctx.admin.token,
      body: { scenario: "Ransomware at head office", scheduledFor: "2026-06-01" },
    });
    const testId = made.body.data.id;
    const add = (body: Record<string, unknown>, token = ctx.admin.token) =>
      ctx.api.call("post", `/managementPlan/cmTest/${testId}/findings`, { token, body });
    const good = { finding: "Call tree stale", action: "Refresh the call tree", ownerId: ctx.owner.id };

    const early = await add({ ...good, dueDate: "2026-06-10" });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(M.cmTestNotRecorded);
    // The free-text follow-ups of the outcome stay on the test as its notes.
    const recorded = await ctx.api.call("put", `/managementPlan/cmTest/${testId}/outcome`, {
      token: ctx.admin.token,
      body: {
        outcome: "PASSED_WITH_FINDINGS",
        findings: "<p>Slow call tree</p>",
        followUpActions: [{ action: "Buy radios", owner: "Facilities", dueDate: "2026-07-01" }],
      },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);

    const bad = await add({ finding: " ", action: "", ownerId: "", dueDate: "soon" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["action", "dueDate", "finding", "ownerId"]);
    expect(
      (await add({ ...good, ownerId: ctx.outsider.id, dueDate: "2026-06-10" })).body.error.fields.ownerId,
    ).toEqual([M.ownerRequired]);
    expect((await add({ ...good, dueDate: "2026-06-10" }, ctx.owner.token)).status).toBe(403);
    expect((await add({ ...good, dueDate: "2026-06-10" }, ctx.outsider.token)).status).toBe(404);

    const late = await add({ ...good, dueDate: "2026-06-10" });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    expect((await add({ ...good, action: "Print the wallet cards", dueDate: "2026-07-10" })).status).toBe(
      201,
    );

    const review = await ctx.api.call("get", `/managementPlan/cmTest/${testId}/findings`, {
      token: ctx.owner.token,
    });
    expect(review.status).toBe(200);
    expect(review.body.data.open).toBe(true);
    expect(review.body.data.test.notes).toEqual([
      { action: "Buy radios", owner: "Facilities", dueDate: "2026-07-01" },
    ]);
    expect(
      review.body.data.findings.map((f: { action: string; overdue: boolean; canClose: boolean }) => [
        f.action,
        f.overdue,
        f.canClose,
      ]),
    ).toEqual([
      ["Refresh the call tree", true, true],
      ["Print the wallet cards", false, true],
    ]);
    expect(review.body.data.findings[0]).toMatchObject({
      incident: null,
      cmTest: { id: testId, plan: { id: plan.id, name: "Head office CMP" } },
    });
    expect(
      (await ctx.api.call("get", `/managementPlan/cmTest/${testId}/findings`, { token: ctx.outsider.token }))
        .status,
    ).toBe(404);

    const home = (await ctx.api.call("get", "/home", { token: ctx.admin.token })).body.data;
    expect(home.overdueFindings.total).toBe(1);
    expect(home.overdueFindings.rows[0]).toMatchObject({
      action: "Refresh the call tree",
      cmTest: { id: testId },
    });
    const onPlan = await ctx.api.call("get", `/managementPlan/${plan.id}/findings`, {
      token: ctx.owner.token,
    });
    expect(onPlan.body.data.map((f: { action: string; overdue: boolean }) => [f.action, f.overdue])).toEqual([
      ["Refresh the call tree", true],
      ["Print the wallet cards", false],
    ]);

    const findingId = late.body.data.id;
    const close = (token: string, evidence = "New call tree tested") =>
      ctx.api.call("put", `/managementPlan/cmTest/${testId}/findings/${findingId}/close`, {
        token,
        body: { evidence },
      });
    expect((await close(ctx.colleague.token)).status).toBe(403);
    expect((await close(ctx.outsider.token)).status).toBe(404);
    expect((await close(ctx.owner.token, "")).body.error.fields.evidence).toEqual([M.evidenceRequired]);
    expect((await close(ctx.owner.token)).status).toBe(200);
    expect((await close(ctx.owner.token)).body.error.message).toBe(M.alreadyClosed);
    expect(
      (await ctx.api.call("get", "/home", { token: ctx.admin.token })).body.data.overdueFindings.total,
    ).toBe(0);
    const after = await ctx.api.call("get", `/managementPlan/${plan.id}/findings`, {
      token: ctx.owner.token,
    });
    expect(after.body.data.map((f: { action: string }) => f.action)).toEqual(["Print the wallet cards"]);
  });
});
