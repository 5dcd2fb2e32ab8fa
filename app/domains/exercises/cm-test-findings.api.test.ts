import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePlan } from "~/domains/management-plans/test-helpers";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { FINDING_MESSAGES as M } from "./model";

let api: TestApi;
type User = Awaited<ReturnType<TestApi["user"]>>;
let admin: User;
let owner: User;
let colleague: User;
let outsider: User;
const NOW = new Date("2026-06-15T10:00:00Z");

beforeAll(async () => {
  api = await createTestApi();
  api.setNow(NOW);
  admin = await api.user("CorpAdmin", { company: "Test Co" });
  owner = await api.user("Employee", { company: "Test Co" });
  colleague = await api.user("Employee", { company: "Test Co" });
  outsider = await api.user("CorpAdmin", { company: "Other Co" });
});
afterAll(() => api.close());

describe("a CM test's corrective actions", () => {
  it("are tracked like findings: owner, due day, overdue on Home and the plan, closed by their owner with evidence", async () => {
    const plan = await makePlan(api, admin, { type: "Crisis", name: "Head office CMP" });
    const made = await api.call("post", `/managementPlan/${plan.id}/cmTest`, {
      token: admin.token,
      body: { scenario: "Ransomware at head office", scheduledFor: "2026-06-01" },
    });
    const testId = made.body.data.id;
    const add = (body: Record<string, unknown>, token = admin.token) =>
      api.call("post", `/managementPlan/cmTest/${testId}/findings`, { token, body });
    const good = { finding: "Call tree stale", action: "Refresh the call tree", ownerId: owner.id };

    const early = await add({ ...good, dueDate: "2026-06-10" });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(M.cmTestNotRecorded);
    // The free-text follow-ups of the outcome stay on the test as its notes.
    const recorded = await api.call("put", `/managementPlan/cmTest/${testId}/outcome`, {
      token: admin.token,
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
      (await add({ ...good, ownerId: outsider.id, dueDate: "2026-06-10" })).body.error.fields.ownerId,
    ).toEqual([M.ownerRequired]);
    expect((await add({ ...good, dueDate: "2026-06-10" }, owner.token)).status).toBe(403);
    expect((await add({ ...good, dueDate: "2026-06-10" }, outsider.token)).status).toBe(404);

    const late = await add({ ...good, dueDate: "2026-06-10" });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    expect((await add({ ...good, action: "Print the wallet cards", dueDate: "2026-07-10" })).status).toBe(
      201,
    );

    const review = await api.call("get", `/managementPlan/cmTest/${testId}/findings`, { token: owner.token });
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
      (await api.call("get", `/managementPlan/cmTest/${testId}/findings`, { token: outsider.token })).status,
    ).toBe(404);

    const home = (await api.call("get", "/home", { token: admin.token })).body.data;
    expect(home.overdueFindings.total).toBe(1);
    expect(home.overdueFindings.rows[0]).toMatchObject({
      action: "Refresh the call tree",
      cmTest: { id: testId },
    });
    const onPlan = await api.call("get", `/managementPlan/${plan.id}/findings`, { token: owner.token });
    expect(onPlan.body.data.map((f: { action: string; overdue: boolean }) => [f.action, f.overdue])).toEqual([
      ["Refresh the call tree", true],
      ["Print the wallet cards", false],
    ]);

    const findingId = late.body.data.id;
    const close = (token: string, evidence = "New call tree tested") =>
      api.call("put", `/managementPlan/cmTest/${testId}/findings/${findingId}/close`, {
        token,
        body: { evidence },
      });
    expect((await close(colleague.token)).status).toBe(403);
    expect((await close(outsider.token)).status).toBe(404);
    expect((await close(owner.token, "")).body.error.fields.evidence).toEqual([M.evidenceRequired]);
    expect((await close(owner.token)).status).toBe(200);
    expect((await close(owner.token)).body.error.message).toBe(M.alreadyClosed);
    expect((await api.call("get", "/home", { token: admin.token })).body.data.overdueFindings.total).toBe(0);
    const after = await api.call("get", `/managementPlan/${plan.id}/findings`, { token: owner.token });
    expect(after.body.data.map((f: { action: string }) => f.action)).toEqual(["Print the wallet cards"]);
  });
});
