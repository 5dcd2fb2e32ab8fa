import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/shared/messages";
import { testApiFixture } from "../../../tests/support/fixture";
import { PLAN_MESSAGES } from "./model";
import { decidePlan, makePlan, planSeenNow } from "./test-helpers";

const ctx = testApiFixture({ admin: "CorpAdmin", approver: "BUAdmin" });

describe("incident and crisis management plans", () => {
  it("creates a CMP with an ID, owner, approver and locations, listed in the CMP table only", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, {
      name: "London CMP",
      approver: ctx.approver,
      locations: [
        { country: "UK", city: "London", site: "Canary Wharf" },
        { country: "UK", city: "Leeds" },
      ],
    });
    expect(plan).toMatchObject({
      code: "CMP-0001",
      type: "CMP",
      name: "London CMP",
      status: "JUST_CREATED",
      statusLabel: "Just Created",
      owner: { id: ctx.admin.id, name: "CorpAdmin Tester" },
      approver: { id: ctx.approver.id },
      country: "UK",
      city: "London, Leeds",
      site: "Canary Wharf",
    });
    const cmps = await ctx.api.call("get", "/managementPlan/Crisis", {
      token: ctx.admin.token,
    });
    expect(cmps.body.data.map((p: { id: string }) => p.id)).toContain(plan.id);
    const imps = await ctx.api.call("get", "/managementPlan/Incident", {
      token: ctx.admin.token,
    });
    expect(imps.body.data.map((p: { id: string }) => p.id)).not.toContain(plan.id);
  });

  it("filters the table by owner, approver and status", async () => {
    const other = await ctx.api.user("CorpAdmin");
    const mine = await makePlan(ctx.api, ctx.admin, {
      type: "Incident",
      name: "Mine",
      approver: ctx.approver,
    });
    const theirs = await makePlan(ctx.api, other, {
      type: "Incident",
      name: "Theirs",
    });
    const byOwner = await ctx.api.call("get", "/managementPlan/Incident", {
      token: ctx.admin.token,
      query: { ownerId: other.id },
    });
    expect(byOwner.body.data.map((p: { id: string }) => p.id)).toEqual([theirs.id]);
    const byApprover = await ctx.api.call("get", "/managementPlan/Incident", {
      token: ctx.admin.token,
      query: { approverId: ctx.approver.id },
    });
    expect(byApprover.body.data.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    const approved = await ctx.api.call("get", "/managementPlan/Incident", {
      token: ctx.admin.token,
      query: { status: "APPROVED" },
    });
    expect(approved.body.data).toEqual([]);
  });

  it("refuses a missing name and an owner of another company on their fields", async () => {
    const stranger = await ctx.api.user("CorpAdmin", { company: "Globex" });
    const res = await ctx.api.call("post", "/managementPlan/Crisis", {
      token: ctx.admin.token,
      body: { name: " ", ownerId: stranger.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.name).toEqual(["Name is required."]);
    const res2 = await ctx.api.call("post", "/managementPlan/Crisis", {
      token: ctx.admin.token,
      body: { name: "X", ownerId: stranger.id },
    });
    expect(res2.status).toBe(400);
    expect(res2.body.error.fields.ownerId).toEqual(["Choose a user of your company."]);
  });

  it("hides another company's plan (404) and its content from every route", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, { name: "Secret" });
    const stranger = await ctx.api.user("CorpAdmin", { company: "Globex" });
    for (const [method, path] of [
      ["get", `/managementPlan/${plan.id}`],
      ["delete", `/managementPlan/${plan.id}`],
      ["post", `/managementPlan/${plan.id}/clone`],
    ] as const) {
      expect((await ctx.api.call(method, path, { token: stranger.token })).status).toBe(404);
    }
    const section = await ctx.api.call("post", `/managementPlan/${plan.id}/section`, {
      token: stranger.token,
      body: { title: "Hijack" },
    });
    expect(section.status).toBe(404);
    const list = await ctx.api.call("get", "/managementPlan/Crisis", {
      token: stranger.token,
    });
    expect(list.body.data).toEqual([]);
  });

  it("keeps sections and items in order, sanitises rich text, and reorders on request", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, { name: "Ordered" });
    const a = await ctx.api.call("post", `/managementPlan/${plan.id}/section`, {
      token: ctx.admin.token,
      body: { title: "Activation" },
    });
    const b = await ctx.api.call("post", `/managementPlan/${plan.id}/section`, {
      token: ctx.admin.token,
      body: { title: "Communication" },
    });
    const item = await ctx.api.call("post", `/managementPlan/section/${a.body.data.id}/section-item`, {
      token: ctx.admin.token,
      body: {
        kind: "CHECKLIST",
        title: "First hour",
        content: '<ul><li>Call the leader</li></ul><script>alert(1)</script><a href="javascript:x">x</a>',
      },
    });
    expect(item.status).toBe(201);
    expect(item.body.data.content).toContain("<li>Call the leader</li>");
    expect(item.body.data.content).not.toContain("script");
    expect(item.body.data.content).not.toContain("javascript");
    await ctx.api.call("post", `/managementPlan/section/${b.body.data.id}/move`, {
      token: ctx.admin.token,
      body: { direction: "up" },
    });
    const full = await ctx.api.call("get", `/managementPlan/${plan.id}`, {
      token: ctx.admin.token,
    });
    expect(full.body.data.sections.map((s: { title: string }) => s.title)).toEqual([
      "Communication",
      "Activation",
    ]);
    expect(full.body.data.sections[1].items[0].title).toBe("First hour");
    expect(full.body.data.status).toBe("IN_PROGRESS");
  });

  it("keeps a roster with leader, backup and members, leader first", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, { name: "Team" });
    await ctx.api.call("post", `/managementPlan/${plan.id}/roster`, {
      token: ctx.admin.token,
      body: { role: "MEMBER", name: "Morgan Member", phone: "+44 20 0000" },
    });
    await ctx.api.call("post", `/managementPlan/${plan.id}/roster`, {
      token: ctx.admin.token,
      body: { role: "LEADER", userId: ctx.approver.id },
    });
    const bad = await ctx.api.call("post", `/managementPlan/${plan.id}/roster`, {
      token: ctx.admin.token,
      body: { role: "CAPTAIN", name: "Nobody" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.role).toBeDefined();
    const badPhone = await ctx.api.call("post", `/managementPlan/${plan.id}/roster`, {
      token: ctx.admin.token,
      body: { role: "MEMBER", name: "Short Number", phone: "+44 1" },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.fields).toEqual({ phone: [MESSAGES.phoneInvalid("Contact phone")] });
    const full = await ctx.api.call("get", `/managementPlan/${plan.id}`, {
      token: ctx.admin.token,
    });
    expect(full.body.data.roster.map((r: { role: string; name: string }) => [r.role, r.name])).toEqual([
      ["LEADER", "BUAdmin Tester"],
      ["MEMBER", "Morgan Member"],
    ]);
  });

  it("goes through approval: only the approver decides; an edit sends an approved plan back to In Progress", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, { name: "To approve", approver: ctx.approver });
    const sent = await ctx.api.call("post", `/managementPlan/${plan.id}/approvalStatus`, {
      token: ctx.admin.token,
    });
    expect(sent.body.data.status).toBe("AWAITING_APPROVAL");
    const other = await ctx.api.user("BUAdmin");
    const byOther = await decidePlan(ctx.api, other.token, plan.id, { decision: "APPROVED" });
    expect(byOther.status).toBe(403);
    const ok = await decidePlan(ctx.api, ctx.approver.token, plan.id, {
      decision: "APPROVED",
      approveComments: "Good",
    });
    expect(ok.body.data).toMatchObject({
      status: "APPROVED",
      statusLabel: "Approved",
      approveComments: "Good",
    });
    const again = await decidePlan(ctx.api, ctx.approver.token, plan.id, { decision: "APPROVED" });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("A plan cannot move from Approved to Approved.");
    await ctx.api.call("post", `/managementPlan/${plan.id}/section`, {
      token: ctx.admin.token,
      body: { title: "New" },
    });
    const after = await ctx.api.call("get", `/managementPlan/${plan.id}`, {
      token: ctx.admin.token,
    });
    expect(after.body.data.status).toBe("IN_PROGRESS");
  });

  it("decides only on what the approver read: without seen 400 on its field, after a change 409, a fresh read approves (N3)", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, {
      name: "Read before approving",
      approver: ctx.approver,
    });
    await ctx.api.call("post", `/managementPlan/${plan.id}/approvalStatus`, { token: ctx.admin.token });
    const path = `/managementPlan/${plan.id}/approverStatus`;
    for (const decision of ["APPROVED", "REJECTED"]) {
      const blind = await ctx.api.call("put", path, {
        token: ctx.approver.token,
        body: { decision, approveComments: "Reason" },
      });
      expect(blind.status).toBe(400);
      expect(blind.body.error.fields.seen).toEqual([PLAN_MESSAGES.seenRequired]);
    }
    const read = await planSeenNow(ctx.api, ctx.approver.token, plan.id);
    const added = await ctx.api.call("post", `/managementPlan/${plan.id}/section`, {
      token: ctx.admin.token,
      body: { title: "Added after the approver read it" },
    });
    expect(added.status).toBe(201);
    // The owner's edit may have sent the plan back; send it again so the approver still has it to decide.
    const view = await ctx.api.call("get", `/managementPlan/${plan.id}`, { token: ctx.admin.token });
    if (view.body.data.status !== "AWAITING_APPROVAL") {
      await ctx.api.call("post", `/managementPlan/${plan.id}/approvalStatus`, { token: ctx.admin.token });
    }
    const stale = await ctx.api.call("put", path, {
      token: ctx.approver.token,
      body: { decision: "APPROVED", seen: read },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(PLAN_MESSAGES.planChanged);
    const fresh = await decidePlan(ctx.api, ctx.approver.token, plan.id, { decision: "APPROVED" });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.status).toBe("APPROVED");
  });

  it("refuses sending for approval without an approver, on the approver field", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, { name: "No approver" });
    const res = await ctx.api.call("post", `/managementPlan/${plan.id}/approvalStatus`, {
      token: ctx.admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.approverId).toBeDefined();
  });

  it("clones a plan with its sections, items, roster and locations as a new Just Created plan", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, {
      name: "Original",
      approver: ctx.approver,
      locations: [{ country: "FR" }],
    });
    const s = await ctx.api.call("post", `/managementPlan/${plan.id}/section`, {
      token: ctx.admin.token,
      body: { title: "S1" },
    });
    await ctx.api.call("post", `/managementPlan/section/${s.body.data.id}/section-item`, {
      token: ctx.admin.token,
      body: { kind: "PROCEDURE", title: "P1", content: "<p>Do it</p>" },
    });
    await ctx.api.call("post", `/managementPlan/${plan.id}/roster`, {
      token: ctx.admin.token,
      body: { role: "LEADER", name: "Lee" },
    });
    const clone = await ctx.api.call("post", `/managementPlan/${plan.id}/clone`, {
      token: ctx.admin.token,
    });
    expect(clone.status).toBe(201);
    expect(clone.body.data).toMatchObject({
      name: "Copy of Original",
      status: "JUST_CREATED",
      country: "FR",
    });
    expect(clone.body.data.id).not.toBe(plan.id);
    expect(clone.body.data.sections[0].items[0]).toMatchObject({
      title: "P1",
      content: "<p>Do it</p>",
    });
    expect(clone.body.data.roster[0]).toMatchObject({
      role: "LEADER",
      name: "Lee",
    });
  });

  it("removes a plan and everything in it", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, { name: "Doomed" });
    const res = await ctx.api.call("delete", `/managementPlan/${plan.id}`, {
      token: ctx.admin.token,
    });
    expect(res.status).toBe(200);
    expect(
      (
        await ctx.api.call("get", `/managementPlan/${plan.id}`, {
          token: ctx.admin.token,
        })
      ).status,
    ).toBe(404);
  });

  it("lets a view-only user read plans but not change them; a BCP Lead edits only its own plans", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, { name: "Readable" });
    const viewer = await ctx.api.user("CorpViewOnly");
    expect(
      (
        await ctx.api.call("get", `/managementPlan/${plan.id}`, {
          token: viewer.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await ctx.api.call("delete", `/managementPlan/${plan.id}`, {
          token: viewer.token,
        })
      ).status,
    ).toBe(403);
    const lead = await ctx.api.user("BCPLead");
    expect(
      (
        await ctx.api.call("put", `/managementPlan/${plan.id}`, {
          token: lead.token,
          body: { name: "Mine now" },
        })
      ).status,
    ).toBe(403);
    const own = await makePlan(ctx.api, lead, { name: "Lead's plan" });
    const edit = await ctx.api.call("put", `/managementPlan/${own.id}`, {
      token: lead.token,
      body: { name: "Renamed" },
    });
    expect(edit.body.data.name).toBe("Renamed");
  });

  it("schedules a CM test, records its outcome once, and shows the last test and next due date", async () => {
    const plan = await makePlan(ctx.api, ctx.admin, { name: "Exercised" });
    const test = await ctx.api.call("post", `/managementPlan/${plan.id}/cmTest`, {
      token: ctx.admin.token,
      body: {
        scenario: "Flood at head office",
        scheduledFor: "2026-12-01",
        participants: ["Ann", "Bob"],
      },
    });
    expect(test.status).toBe(201);
    let full = await ctx.api.call("get", `/managementPlan/${plan.id}`, {
      token: ctx.admin.token,
    });
    expect(full.body.data.nextTestDue.slice(0, 10)).toBe("2026-12-01");
    expect(full.body.data.lastTest).toBeNull();
    const rec = await ctx.api.call("put", `/managementPlan/cmTest/${test.body.data.id}/outcome`, {
      token: ctx.admin.token,
      body: {
        outcome: "PASSED_WITH_FINDINGS",
        findings: "<p>Call tree too slow</p><img src=x onerror=alert(1)>",
        followUpActions: [
          {
            action: "Shorten call tree",
            owner: "Ann",
            dueDate: "2027-01-15",
          },
        ],
        conductedOn: "2026-12-01",
      },
    });
    expect(rec.status).toBe(200);
    expect(rec.body.data.findings).not.toContain("onerror");
    const twice = await ctx.api.call("put", `/managementPlan/cmTest/${test.body.data.id}/outcome`, {
      token: ctx.admin.token,
      body: { outcome: "PASSED" },
    });
    expect(twice.status).toBe(409);
    full = await ctx.api.call("get", `/managementPlan/${plan.id}`, {
      token: ctx.admin.token,
    });
    expect(full.body.data.lastTest).toMatchObject({
      outcomeLabel: "Passed with findings",
    });
    expect(full.body.data.lastTest.followUpActions[0].action).toBe("Shorten call tree");
    expect(full.body.data.nextTestDue.slice(0, 10)).toBe("2027-12-01");
  });
});

describe("plans created at the same moment (found by the soak's write burst on PostgreSQL)", () => {
  it("each gets its own ID: none fails on a duplicate code", async () => {
    const team = await ctx.api.user("CorpAdmin", { company: "Burst Ltd" });
    const source = await makePlan(ctx.api, team, {
      type: "Incident",
      name: "Burst source",
    });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        ctx.api.call("post", "/managementPlan/Incident", {
          token: team.token,
          body: {
            name: `Burst IMP ${i}`,
            ownerId: team.id,
            approverId: "",
            locations: [],
          },
        }),
      ),
      ...Array.from({ length: 4 }, () =>
        ctx.api.call("post", `/managementPlan/${source.id}/clone`, {
          token: team.token,
        }),
      ),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const codes = answers.map((a) => a.body.data.code).sort();
    expect(codes).toEqual(Array.from({ length: 10 }, (_, i) => `IMP-${String(i + 2).padStart(4, "0")}`));
  });
});

describe("who may approve an IMP/CMP (issue 20 item 9)", () => {
  it("never its owner, nor a view-only role; the picker says who may", async () => {
    const lead = await ctx.api.user("BCPLead");
    const viewer = await ctx.api.user("CorpViewOnly");
    // A BCP Lead owning their plan cannot name themselves approver.
    const own = await ctx.api.call("post", "/managementPlan/Incident", {
      token: lead.token,
      body: {
        name: "Lead plan",
        ownerId: lead.id,
        approverId: lead.id,
        locations: [],
      },
    });
    expect(own.status).toBe(400);
    expect(own.body.error.fields.approverId).toEqual([
      "Choose someone else to approve: the plan's owner cannot approve it.",
    ]);
    const byViewer = await ctx.api.call("post", "/managementPlan/Incident", {
      token: ctx.admin.token,
      body: {
        name: "Viewer plan",
        ownerId: ctx.admin.id,
        approverId: viewer.id,
        locations: [],
      },
    });
    expect(byViewer.status).toBe(400);
    expect(byViewer.body.error.fields.approverId).toEqual(["Choose someone whose role may approve plans."]);

    // Nor by an edit making the owner approver.
    const plan = await makePlan(ctx.api, ctx.admin, {
      type: "Incident",
      name: "Edited",
      approver: ctx.approver,
    });
    const edit = await ctx.api.call("put", `/managementPlan/${plan.id}`, {
      token: ctx.admin.token,
      body: { name: "Edited", approverId: ctx.admin.id },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields.approverId).toEqual([
      "Choose someone else to approve: the plan's owner cannot approve it.",
    ]);

    // The approver cannot send the plan to themselves either.
    await ctx.api.call("post", `/managementPlan/${plan.id}/section`, {
      token: ctx.admin.token,
      body: { title: "S1" },
    });
    const selfSent = await ctx.api.call("post", `/managementPlan/${plan.id}/approvalStatus`, {
      token: ctx.approver.token,
    });
    expect(selfSent.status).toBe(400);
    expect(selfSent.body.error.fields.approverId).toEqual([
      "Choose someone else to approve: you cannot approve what you send for approval.",
    ]);

    const people = await ctx.api.call("get", "/managementPlan/people", {
      token: ctx.admin.token,
    });
    const canApprove = (id: string) => people.body.data.find((p: { id: string }) => p.id === id)?.canApprove;
    expect(canApprove(viewer.id)).toBe(false);
    expect(canApprove(ctx.approver.id)).toBe(true);
  });
});
