import { describe, expect, it } from "vitest";
import { notifications } from "~/domains/notifications/schema.server";
import { approvePlan, startEverySection } from "../../../tests/support/analysis";
import {
  decideAsRead,
  decidePlan,
  leadPlan,
  makeProcess,
  makeService,
  makeUnit,
  planWithProcess,
  VALID_PROCESS,
} from "../../../tests/support/bcp";
import { PLAN_TEAM, unitFixture } from "../../../tests/support/fixture";
import { BCP_MESSAGES } from "./model";

const ctx = unitFixture(PLAN_TEAM, { company: "Acme" });

const status = async (bcpId: string, token = ctx.lead.token) =>
  (await ctx.api.call("get", "/bcp", { token, query: { bcpId } })).body.data;

/** The plan's approver decides the whole plan, with these comments. */
const approverDecides = (bcpId: string, decision: "APPROVED" | "REJECTED", approveComments: string) =>
  decidePlan(ctx.api, ctx.approver.token, bcpId, { status: decision, approveComments });

describe("approval of the whole plan", () => {
  it("goes to the approver by email and in-app, who rejects with a comment; the lead fixes and resends; the approver approves", async () => {
    const { plan, service, process } = await planWithProcess(ctx.api, ctx, {
      businessUnitId: ctx.unit.unit.id,
    });
    await startEverySection(ctx.api, ctx.lead.token, plan.id);

    // The approver cannot see the plan before it is sent to them.
    expect(
      (
        await ctx.api.call("get", "/bcp", {
          token: ctx.approver.token,
          query: { bcpId: plan.id },
        })
      ).status,
    ).toBe(404);

    const sent = await ctx.api.call("put", "/bcp/overAllStatus", {
      token: ctx.lead.token,
      body: { bcpId: plan.id, approverId: ctx.approver.id },
    });
    expect(sent.status).toBe(200);
    expect((await status(plan.id)).statusLabel).toBe("Awaiting Approval");

    const [mail] = await ctx.api.outbox(ctx.approver.email);
    expect(mail.subject).toBe("Approval requested: Finance BCP");
    expect(mail.text).toContain(
      `http://keel.test/businesscontinuityplan/manageBCP?bcpId=${plan.id}&section=overall`,
    );
    const inApp = await ctx.api.db.select().from(notifications);
    expect(inApp.find((n) => n.userId === ctx.approver.id)).toMatchObject({
      type: "BCP_Approve",
      isRead: false,
    });

    const mineToApprove = await ctx.api.call("get", "/bcp/all", {
      token: ctx.approver.token,
      query: { filter: "awaiting_my_approval" },
    });
    expect(mineToApprove.body.data.map((r: { id: string }) => r.id)).toEqual([plan.id]);
    // Home's figure: the approver's, not the lead's nor the administrator's (whose statement is built once).
    for (const [who, awaiting] of [
      [ctx.approver.token, 1],
      [ctx.lead.token, 0],
      [ctx.admin.token, 0],
    ] as const) {
      const summary = await ctx.api.call("get", "/bcp/summary", { token: who });
      expect(summary.body.data.awaitingMyApproval).toBe(awaiting);
    }
    const view = await status(plan.id, ctx.approver.token);
    expect(view.permissions).toMatchObject({
      canManage: false,
      awaitingMyApproval: ["overall"],
    });

    // Only the named approver decides; a rejection needs its reason.
    const byLead = await decidePlan(ctx.api, ctx.lead.token, plan.id, { status: "APPROVED" });
    expect(byLead.status).toBe(403);
    const noReason = await approverDecides(plan.id, "REJECTED", "");
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.approveComments).toEqual(["Give a reason for rejecting."]);
    const rejected = await approverDecides(plan.id, "REJECTED", "MAD too long");
    expect(rejected.status).toBe(200);
    const afterReject = await status(plan.id);
    expect(afterReject.statusLabel).toBe("In Progress");
    expect(afterReject.overall).toMatchObject({
      status: "REJECTED",
      approveComments: "MAD too long",
    });
    const [rejection] = await ctx.api.outbox(ctx.lead.email);
    expect(rejection.subject).toBe("Rejected: Finance BCP");
    expect(rejection.text).toContain("Comments: MAD too long");

    // The lead fixes and resends.
    await ctx.api.call("put", "/bcpProcess", {
      token: ctx.lead.token,
      body: {
        ...VALID_PROCESS,
        id: process.id,
        bcpServiceId: service.id,
        mad: 1,
      },
    });
    await ctx.api.call("put", "/bcp/overAllStatus", {
      token: ctx.lead.token,
      body: { bcpId: plan.id, approverId: ctx.approver.id },
    });
    expect((await status(plan.id)).statusLabel).toBe("Awaiting Approval");
    const approved = await approverDecides(plan.id, "APPROVED", "");
    expect(approved.status).toBe(200);
    const final = await status(plan.id);
    expect(final.statusLabel).toBe("Approved");
    expect(final.statusColour).toBe("#16a34a");

    // Every step is in the audit trail, with who did it.
    const actions = final.audit.map((a: { action: string }) => a.action).reverse();
    // (the sections started for the send, in between, are each section's own entries)
    const firstRequest = actions.indexOf("approval.requested");
    expect(actions.slice(0, 4)).toEqual(["plan.created", "status.changed", "service.added", "process.added"]);
    expect(actions.slice(firstRequest)).toEqual([
      "approval.requested",
      "status.changed",
      "approval.rejected",
      "status.changed",
      "process.edited",
      "approval.requested",
      "status.changed",
      "approval.approved",
      "status.changed",
    ]);
    const rejectedEntry = final.audit.find((a: { action: string }) => a.action === "approval.rejected");
    expect(rejectedEntry).toMatchObject({
      actor: { id: ctx.approver.id },
      changes: { section: "overall", approveComments: "MAD too long" },
    });
  });

  it("counts a plan awaiting a company administrator's decision in that administrator's figures", async () => {
    const { plan } = await planWithProcess(ctx.api, ctx, { businessUnitId: ctx.unit.unit.id });
    await startEverySection(ctx.api, ctx.lead.token, plan.id);
    const corpApprover = await ctx.api.user("CorpAdmin", { company: "Acme" });
    const before = await ctx.api.call("get", "/bcp/summary", { token: corpApprover.token });
    const sent = await ctx.api.call("put", "/bcp/overAllStatus", {
      token: ctx.lead.token,
      body: { bcpId: plan.id, approverId: corpApprover.id },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const after = await ctx.api.call("get", "/bcp/summary", { token: corpApprover.token });
    expect(after.body.data.awaitingMyApproval).toBe(before.body.data.awaitingMyApproval + 1);
    const other = await ctx.api.call("get", "/bcp/summary", { token: ctx.admin.token });
    expect(other.body.data.awaitingMyApproval).toBe(0);
  });

  it("sends an approved plan back for approval when it is edited", async () => {
    const { plan, service } = await planWithProcess(ctx.api, ctx, { businessUnitId: ctx.unit.unit.id });
    await approvePlan(ctx.api, ctx.lead, ctx.approver, plan.id);
    expect((await status(plan.id)).statusLabel).toBe("Approved");
    const before = (await ctx.api.outbox(ctx.approver.email)).length;
    await ctx.api.call("put", "/bcpService", {
      token: ctx.lead.token,
      body: { id: service.id, name: "Payroll v2", description: "" },
    });
    const after = await status(plan.id);
    expect(after.statusLabel).toBe("Awaiting Approval");
    expect(after.overall.status).toBe("AWAITING_APPROVAL");
    expect((await ctx.api.outbox(ctx.approver.email)).length).toBe(before + 1);
  });
});

describe("approval of one section", () => {
  it("has its own paths, and an edit to an approved section sends it back for approval", async () => {
    const plan = await leadPlan(ctx.api, ctx, ctx.unit.unit.id);
    const empty = await ctx.api.call("put", "/bcpService/approvalStatus", {
      token: ctx.lead.token,
      body: { bcpId: plan.id, approverId: ctx.approver.id },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Add content to this section before sending it for approval.");

    const service = await makeService(ctx.api, ctx.lead.token, plan.id);
    const sent = await ctx.api.call("put", "/bcpService/approvalStatus", {
      token: ctx.lead.token,
      body: { bcpId: plan.id, approverId: ctx.approver.id },
    });
    const services = sent.body.data.find((a: { section: string }) => a.section === "services");
    expect(services).toMatchObject({
      status: "AWAITING_APPROVAL",
      approver: { id: ctx.approver.id },
    });
    // A section's approval leaves the plan's own status alone.
    expect((await status(plan.id)).statusLabel).toBe("In Progress");

    const ok = await decideAsRead(ctx.api, "/bcpService/approverStatus", {
      token: ctx.approver.token,
      body: { bcpId: plan.id, status: "APPROVED", approveComments: "Fine" },
    });
    expect(ok.body.data.find((a: { section: string }) => a.section === "services").status).toBe("APPROVED");

    await ctx.api.call("put", "/bcpService", {
      token: ctx.lead.token,
      body: { id: service.id, name: "Renamed", description: "" },
    });
    const approvals = await ctx.api.call("get", "/bcp/approvalStatus", {
      token: ctx.lead.token,
      query: { bcpId: plan.id },
    });
    const byKey = Object.fromEntries(
      approvals.body.data.map((a: { section: string; status: string }) => [a.section, a.status]),
    );
    expect(byKey).toMatchObject({
      services: "AWAITING_APPROVAL",
      processes: "NOT_SENT",
      overall: "NOT_SENT",
    });
    const overall = await ctx.api.call("get", "/bcp/overAllStatus", {
      token: ctx.lead.token,
      query: { bcpId: plan.id },
    });
    expect(overall.body.data.status).toBe("NOT_SENT");
  });

  it("refuses an approver from another company, and a second decision", async () => {
    const plan = await leadPlan(ctx.api, ctx, ctx.unit.unit.id);
    await makeService(ctx.api, ctx.lead.token, plan.id);
    const stranger = await ctx.api.user("CorpAdmin", { company: "Globex" });
    const res = await ctx.api.call("put", "/bcp/approvalStatus", {
      token: ctx.lead.token,
      body: { bcpId: plan.id, section: "services", approverId: stranger.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.approverId).toEqual(["This user is not in your company."]);
    await ctx.api.call("put", "/bcp/approvalStatus", {
      token: ctx.lead.token,
      body: { bcpId: plan.id, section: "services", approverId: ctx.approver.id },
    });
    const first = await decidePlan(ctx.api, ctx.approver.token, plan.id, {
      status: "APPROVED",
      section: "services",
    });
    expect(first.status).toBe(200);
    const second = await decidePlan(ctx.api, ctx.approver.token, plan.id, {
      status: "REJECTED",
      approveComments: "changed my mind",
      section: "services",
    });
    expect(second.status).toBe(403);
  });
});

describe("who may approve a plan (issue 20 item 9)", () => {
  it("never the plan's BCP lead, its assignee or the sender; never a view-only role; the picker offers only those it accepts", async () => {
    const assignee = await ctx.api.user("BCPLead", { company: "Acme" });
    const viewer = await ctx.api.user("CorpViewOnly", { company: "Acme" });
    const plan = await leadPlan(ctx.api, ctx, ctx.unit.unit.id, {
      assigneeId: assignee.id,
      name: "Self-approval BCP",
    });
    const service = await makeService(ctx.api, ctx.lead.token, plan.id);
    await makeProcess(ctx.api, ctx.lead.token, service.id);
    await startEverySection(ctx.api, ctx.lead.token, plan.id);
    const send = (token: string, approverId: string) =>
      ctx.api.call("put", "/bcp/overAllStatus", {
        token,
        body: { bcpId: plan.id, approverId },
      });
    for (const [token, approverId, message] of [
      [
        ctx.lead.token,
        ctx.lead.id,
        "Choose someone else to approve: you cannot approve what you send for approval.",
      ],
      [
        ctx.admin.token,
        ctx.lead.id,
        "Choose someone else to approve: the plan's BCP lead cannot approve it.",
      ],
      [
        ctx.lead.token,
        assignee.id,
        "Choose someone else to approve: the person assigned to the plan cannot approve it.",
      ],
      [ctx.lead.token, viewer.id, "Choose someone whose role may approve plans."],
    ] as const) {
      const res = await send(token, approverId);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.approverId).toEqual([message]);
    }
    expect((await status(plan.id)).statusLabel).toBe("In Progress");

    // The lead's approver picker for this plan offers neither themselves, the assignee nor the viewer.
    const people = await ctx.api.call("get", "/bcp/people", {
      token: ctx.lead.token,
      query: { bcpId: plan.id },
    });
    const offered = people.body.data
      .filter((p: { canApprove: boolean }) => p.canApprove)
      .map((p: { id: string }) => p.id);
    expect(offered).toContain(ctx.approver.id);
    expect(offered).toContain(ctx.admin.id);
    for (const id of [ctx.lead.id, assignee.id, viewer.id]) expect(offered).not.toContain(id);

    // Someone else sends it to a legitimate approver, who may decide.
    expect((await send(ctx.lead.token, ctx.approver.id)).status).toBe(200);
  });

  it("an approver who is then assigned the plan may not decide on it", async () => {
    const other = await ctx.api.user("BCPLead", { company: "Acme" });
    const { plan } = await planWithProcess(ctx.api, ctx, {
      businessUnitId: ctx.unit.unit.id,
      name: "Handover BCP",
    });
    await startEverySection(ctx.api, ctx.lead.token, plan.id);
    expect(
      (
        await ctx.api.call("put", "/bcp/overAllStatus", {
          token: ctx.lead.token,
          body: { bcpId: plan.id, approverId: other.id },
        })
      ).status,
    ).toBe(200);
    // The administrator assigns the plan to its approver while it awaits approval.
    const moved = await ctx.api.call("put", "/bcp/updateAssignee", {
      token: ctx.admin.token,
      body: { bcpId: plan.id, assigneeId: other.id },
    });
    expect(moved.status).toBe(200);
    const decided = await decidePlan(ctx.api, other.token, plan.id, { status: "APPROVED" });
    expect(decided.status).toBe(403);
    expect(decided.body.error.message).toBe(
      "You cannot approve a plan you lead, own, are assigned to or sent for approval.",
    );
  });
});

describe("the people directory (issue 20 item 18)", () => {
  it("is for those who pick people: Employees and view-only roles get 403", async () => {
    const employee = await ctx.api.user("Employee", { company: "Acme" });
    const viewer = await ctx.api.user("CorpViewOnly", { company: "Acme" });
    for (const token of [employee.token, viewer.token]) {
      expect((await ctx.api.call("get", "/bcp/people", { token })).status).toBe(403);
      expect((await ctx.api.call("get", "/managementPlan/people", { token })).status).toBe(403);
    }
    expect((await ctx.api.call("get", "/bcp/people", { token: ctx.lead.token })).status).toBe(200);
    expect((await ctx.api.call("get", "/managementPlan/people", { token: ctx.admin.token })).status).toBe(
      200,
    );
  });

  it("says who was invited and has not signed up yet, so a plan's approver picker can (UX review B-7)", async () => {
    const email = "invited.approver@acme.example";
    const invited = await ctx.api.call("post", "/user/invite", {
      token: ctx.admin.token,
      body: { email, role: "CorpAdmin", firstName: "Ines", lastName: "Invited" },
    });
    expect(invited.status).toBe(201);
    const people = (await ctx.api.call("get", "/bcp/people", { token: ctx.lead.token })).body.data as {
      email: string;
      invited: boolean;
      canApprove: boolean;
    }[];
    expect(people.find((p) => p.email === email)).toMatchObject({ invited: true, canApprove: true });
    expect(people.find((p) => p.email === ctx.approver.email)).toMatchObject({ invited: false });
  });
});

describe("approving the whole plan", () => {
  it("approves every section with the plan, so badges, view and PDF agree; an edit sends it back once", async () => {
    const { plan } = await planWithProcess(ctx.api, ctx, { businessUnitId: ctx.unit.unit.id });
    await approvePlan(ctx.api, ctx.lead, ctx.approver, plan.id);
    const after = await status(plan.id);
    expect(after.overall.statusLabel).toBe("Approved");
    expect(new Set(after.sections.map((s: { approval: { status: string } }) => s.approval.status))).toEqual(
      new Set(["APPROVED"]),
    );
    expect(after.sections[0].approval.approver.id).toBe(ctx.approver.id);

    // Editing a section sends the plan and that section back: one request to the approver, for the plan.
    const before = (await ctx.api.outbox(ctx.approver.email)).length;
    await makeService(ctx.api, ctx.lead.token, plan.id, "Another service");
    const again = await status(plan.id);
    expect(again.overall.status).toBe("AWAITING_APPROVAL");
    expect(again.sections.find((s: { key: string }) => s.key === "services").approval.status).toBe(
      "AWAITING_APPROVAL",
    );
    expect(again.sections.find((s: { key: string }) => s.key === "bia").approval.status).toBe("APPROVED");
    expect((await ctx.api.outbox(ctx.approver.email)).length).toBe(before + 1);
    // Approving the plan again approves the section sent back with it.
    await decidePlan(ctx.api, ctx.approver.token, plan.id, { status: "APPROVED" });
    const last = await status(plan.id);
    expect(
      last.sections.every((s: { approval: { status: string } }) => s.approval.status === "APPROVED"),
    ).toBe(true);
  });
});

describe("approval emails follow the recipients' preferences (issue 25, item 2)", () => {
  it("an approver and a lead who turned approval emails off are told in-app only", async () => {
    const quietApprover = await ctx.api.user("BCPLead", { company: "Acme" });
    const quietLead = await ctx.api.user("BCPLead", { company: "Acme" });
    for (const u of [quietApprover, quietLead]) {
      await ctx.api.call("put", "/notifications/preferences", { token: u.token, body: { approvals: false } });
    }
    const plan = await leadPlan(ctx.api, { admin: ctx.admin, lead: quietLead }, ctx.unit.unit.id);
    const service = await makeService(ctx.api, quietLead.token, plan.id);
    await makeProcess(ctx.api, quietLead.token, service.id);
    await startEverySection(ctx.api, quietLead.token, plan.id);
    const sent = await ctx.api.call("put", "/bcp/overAllStatus", {
      token: quietLead.token,
      body: { bcpId: plan.id, approverId: quietApprover.id },
    });
    expect(sent.status).toBe(200);
    const inApp = await ctx.api.db.select().from(notifications);
    expect(inApp.some((n) => n.userId === quietApprover.id && n.type === "BCP_Approve")).toBe(true);
    expect(await ctx.api.outbox(quietApprover.email)).toEqual([]);

    const decided = await decidePlan(ctx.api, quietApprover.token, plan.id, {
      status: "REJECTED",
      approveComments: "Too thin",
    });
    expect(decided.status).toBe(200);
    const after = await ctx.api.db.select().from(notifications);
    expect(after.some((n) => n.userId === quietLead.id && n.type === "BCP_Approve")).toBe(true);
    expect(await ctx.api.outbox(quietLead.email)).toEqual([]);
  });
});

describe("a plan is ready before it is approved (issue 32 item 6)", () => {
  const sendWhole = (bcpId: string, approverId = ctx.approver.id) =>
    ctx.api.call("put", "/bcp/overAllStatus", { token: ctx.lead.token, body: { bcpId, approverId } });

  it("refuses a plan without a process, then one with sections Not Started, naming them; sends one only partly done", async () => {
    const plan = await leadPlan(ctx.api, ctx, ctx.unit.unit.id, { name: "Empty BCP" });
    const empty = await sendWhole(plan.id);
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(BCP_MESSAGES.planNeedsProcess);
    const service = await makeService(ctx.api, ctx.lead.token, plan.id);
    const onlyService = await sendWhole(plan.id);
    expect(onlyService.body.error.message).toBe(BCP_MESSAGES.planNeedsProcess);

    await makeProcess(ctx.api, ctx.lead.token, service.id);
    const notStarted = await sendWhole(plan.id);
    expect(notStarted.status).toBe(400);
    expect(notStarted.body.error.message).toBe(
      BCP_MESSAGES.sectionsNotStarted([
        "Delivery Locations",
        "Delivery Headcount",
        "Business Impact Analysis",
        "Risk Assessment",
        "Critical Process Dependencies",
        "MALO",
        "Scenario Planning",
        "BRT Roster",
        "Stakeholders",
        "Executive Summary",
      ]),
    );
    expect((await status(plan.id)).statusLabel).toBe("In Progress");

    // Every section started, the BIA only partly: the plan may go (the web asks the sender to confirm first).
    await startEverySection(ctx.api, ctx.lead.token, plan.id);
    const sections = (await status(plan.id)).sections as { key: string; completion: string }[];
    expect(sections.find((s) => s.key === "bia")?.completion).toBe("partially_done");
    const sent = await sendWhole(plan.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await status(plan.id)).statusLabel).toBe("Awaiting Approval");
  });

  it("offers as approvers only those the matrix lets approve this plan, and the API refuses the others", async () => {
    const other = await makeUnit(ctx.api, ctx.admin.companyId, "Elsewhere");
    const employee = await ctx.api.user("Employee", { company: "Acme" });
    const unitAdmin = await ctx.api.user("BUAdmin", { company: "Acme", businessUnitIds: [ctx.unit.unit.id] });
    const otherUnitAdmin = await ctx.api.user("BUAdmin", {
      company: "Acme",
      businessUnitIds: [other.unit.id],
    });
    const sysadmin = await ctx.api.user("Admin", { company: "Keel Operators" });
    const { plan } = await planWithProcess(ctx.api, ctx, {
      businessUnitId: ctx.unit.unit.id,
      name: "Pick BCP",
    });
    await startEverySection(ctx.api, ctx.lead.token, plan.id);

    const people = await ctx.api.call("get", "/bcp/people", {
      token: ctx.lead.token,
      query: { bcpId: plan.id },
    });
    const listed = people.body.data.map((p: { id: string }) => p.id);
    const offered = people.body.data
      .filter((p: { canApprove: boolean }) => p.canApprove)
      .map((p: { id: string }) => p.id);
    expect(offered).toEqual(expect.arrayContaining([ctx.approver.id, ctx.admin.id, unitAdmin.id]));
    for (const id of [employee.id, otherUnitAdmin.id]) expect(offered).not.toContain(id);
    expect(listed).not.toContain(sysadmin.id);

    for (const [who, message] of [
      [employee.id, "Choose someone whose role may approve plans."],
      [otherUnitAdmin.id, "Choose someone whose business units include this plan."],
      [sysadmin.id, BCP_MESSAGES.unknownUser],
    ] as const) {
      const res = await sendWhole(plan.id, who);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.approverId).toEqual([message]);
    }
    expect((await status(plan.id)).statusLabel).toBe("In Progress");
    expect((await sendWhole(plan.id, unitAdmin.id)).status).toBe(200);
  });
});
