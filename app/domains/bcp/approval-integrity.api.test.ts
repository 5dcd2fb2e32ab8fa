import { describe, expect, it } from "vitest";
import { sendForApproval } from "../../../tests/support/analysis";
import { makeProcess, makeService, planWithProcess } from "../../../tests/support/bcp";
import { PLAN_TEAM, unitFixture } from "../../../tests/support/fixture";
import { BCP_MESSAGES } from "./model";
import { seenVersions } from "./seen-versions";

// Security review 2026-11-28 N3: the approver approves what they read, not what is stored at the click.

const ctx = unitFixture(PLAN_TEAM, { company: "Acme" });

const view = async (bcpId: string, token: string) =>
  (await ctx.api.call("get", "/bcp", { token, query: { bcpId } })).body.data;

describe("a decision carries the version of what the approver was shown (N3)", () => {
  it("an edit between reading and approving refuses the approval, naming what changed; a fresh read approves", async () => {
    const { plan } = await planWithProcess(ctx.api, ctx, { businessUnitId: ctx.unit.unit.id });
    await sendForApproval(ctx.api, ctx.lead.token, plan.id, ctx.approver.id);

    // The approver opens the plan (version A), then the lead adds a service (version B).
    const read = seenVersions((await view(plan.id, ctx.approver.token)).editVersions, "overall");
    await makeService(ctx.api, ctx.lead.token, plan.id, "Swapped in after the approver read it");

    const stale = await ctx.api.call("put", "/bcp/approverStatus", {
      token: ctx.approver.token,
      body: { bcpId: plan.id, section: "overall", status: "APPROVED", approveComments: "", seen: read },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain("This plan changed since you opened it");
    expect(stale.body.error.message).toContain("Services");
    expect((await view(plan.id, ctx.lead.token)).overall.status).toBe("AWAITING_APPROVAL");

    const reread = seenVersions((await view(plan.id, ctx.approver.token)).editVersions, "overall");
    const approved = await ctx.api.call("put", "/bcp/approverStatus", {
      token: ctx.approver.token,
      body: { bcpId: plan.id, section: "overall", status: "APPROVED", approveComments: "", seen: reread },
    });
    expect(approved.status).toBe(200);
    expect((await view(plan.id, ctx.lead.token)).overall.status).toBe("APPROVED");
  });

  it("refuses an API decision that does not say what was read, on the seen field; the plan still awaits", async () => {
    const { plan } = await planWithProcess(ctx.api, ctx, { businessUnitId: ctx.unit.unit.id });
    await sendForApproval(ctx.api, ctx.lead.token, plan.id, ctx.approver.id);
    for (const [path, section, status] of [
      ["/bcp/approverStatus", "overall", "APPROVED"],
      ["/bcp/approverStatus", "overall", "REJECTED"],
      ["/bcpService/approverStatus", undefined, "APPROVED"],
    ] as const) {
      const blind = await ctx.api.call("put", path, {
        token: ctx.approver.token,
        body: { bcpId: plan.id, section, status, approveComments: "Reason given" },
      });
      expect(blind.status, path).toBe(400);
      expect(blind.body.error.fields.seen).toEqual([BCP_MESSAGES.seenRequired]);
    }
    expect((await view(plan.id, ctx.lead.token)).overall.status).toBe("AWAITING_APPROVAL");
  });

  it("an edit while awaiting a decision withdraws the request and sends it again: audited, the approver told once a while", async () => {
    const start = new Date("2026-05-04T09:00:00Z");
    ctx.api.setNow(start);
    const approver = await ctx.api.user("BCPLead", { company: "Acme" });
    const { plan } = await planWithProcess(ctx.api, ctx, { businessUnitId: ctx.unit.unit.id });
    await sendForApproval(ctx.api, ctx.lead.token, plan.id, approver.id);
    const requests = async () =>
      (await ctx.api.outbox(approver.email)).filter((m) => m.subject?.startsWith("Approval requested"))
        .length;
    expect(await requests()).toBe(1);

    // 40 minutes later the lead changes the plan twice: each withdraws and sends again, one message says so.
    ctx.api.setNow(new Date(start.getTime() + 40 * 60_000));
    await makeService(ctx.api, ctx.lead.token, plan.id, "Changed while awaiting");
    ctx.api.setNow(new Date(start.getTime() + 42 * 60_000));
    await makeService(ctx.api, ctx.lead.token, plan.id, "Changed again");
    let after = await view(plan.id, ctx.lead.token);
    expect(after.overall.status).toBe("AWAITING_APPROVAL");
    const withdrawn = after.audit.filter((a: { action: string }) => a.action === "approval.withdrawn");
    expect(withdrawn).toHaveLength(2);
    expect(await requests()).toBe(2);
    const told = (await ctx.api.outbox(approver.email)).at(-1);
    expect(told?.text).toContain("was changed while awaiting your decision");

    // Within half an hour of that message, another change is audited but the approver is not told again.
    ctx.api.setNow(new Date(start.getTime() + 60 * 60_000));
    await makeService(ctx.api, ctx.lead.token, plan.id, "A third change");
    expect(await requests()).toBe(2);
    ctx.api.setNow(new Date(start.getTime() + 75 * 60_000));
    await makeService(ctx.api, ctx.lead.token, plan.id, "A fourth, later");
    expect(await requests()).toBe(3);
    after = await view(plan.id, ctx.lead.token);
    expect(after.audit.filter((a: { action: string }) => a.action === "approval.withdrawn")).toHaveLength(4);
    ctx.api.setNow(null);
  });

  it("a section's decision is refused by a change to that section, not by one to another section", async () => {
    const { plan, service } = await planWithProcess(ctx.api, ctx, { businessUnitId: ctx.unit.unit.id });
    const sent = await ctx.api.call("put", "/bcpService/approvalStatus", {
      token: ctx.lead.token,
      body: { bcpId: plan.id, approverId: ctx.approver.id },
    });
    expect(sent.status).toBe(200);
    const first = seenVersions((await view(plan.id, ctx.approver.token)).editVersions, "services");
    await makeService(ctx.api, ctx.lead.token, plan.id, "Added while the approver read");
    const refused = await ctx.api.call("put", "/bcpService/approverStatus", {
      token: ctx.approver.token,
      body: { bcpId: plan.id, status: "APPROVED", approveComments: "", seen: first },
    });
    expect(refused.status).toBe(409);

    const read = seenVersions((await view(plan.id, ctx.approver.token)).editVersions, "services");
    await makeProcess(ctx.api, ctx.lead.token, service.id, { name: "Another process" });
    const decided = await ctx.api.call("put", "/bcpService/approverStatus", {
      token: ctx.approver.token,
      body: { bcpId: plan.id, status: "REJECTED", approveComments: "Needs a second service", seen: read },
    });
    expect(decided.status).toBe(200);
  });
});

describe("an approved plan's details are part of what was approved (N8)", () => {
  it("renaming or moving it sends it back for approval, audited; an approver's read of the old details is refused", async () => {
    const { plan } = await planWithProcess(ctx.api, ctx, { businessUnitId: ctx.unit.unit.id });
    await sendForApproval(ctx.api, ctx.lead.token, plan.id, ctx.approver.id);
    const read = seenVersions((await view(plan.id, ctx.approver.token)).editVersions, "overall");
    const approved = await ctx.api.call("put", "/bcp/approverStatus", {
      token: ctx.approver.token,
      body: { bcpId: plan.id, section: "overall", status: "APPROVED", approveComments: "", seen: read },
    });
    expect(approved.status).toBe(200);

    const renamed = await ctx.api.call("put", "/bcp", {
      token: ctx.admin.token,
      body: {
        bcpId: plan.id,
        name: "Payroll BCP (renamed)",
        businessUnitId: ctx.unit.unit.id,
        bcLeadId: ctx.lead.id,
      },
    });
    expect(renamed.status).toBe(200);
    const after = await view(plan.id, ctx.lead.token);
    expect(after.overall.status).toBe("AWAITING_APPROVAL");
    const actions = after.audit.map((a: { action: string }) => a.action);
    expect(actions).toContain("plan.updated");
    expect(actions).toContain("approval.resubmitted");

    // The approver's copy from before the rename is refused, naming the plan's details.
    const stale = await ctx.api.call("put", "/bcp/approverStatus", {
      token: ctx.approver.token,
      body: { bcpId: plan.id, section: "overall", status: "APPROVED", approveComments: "", seen: read },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain("Plan details");
  });
});

describe("an approved plan's files are part of what was approved (N8)", () => {
  it("adding or removing a file is audited, sends it back for approval, and refuses an approver's older read", async () => {
    const { plan } = await planWithProcess(ctx.api, ctx, { businessUnitId: ctx.unit.unit.id });
    await sendForApproval(ctx.api, ctx.lead.token, plan.id, ctx.approver.id);
    const approve = async () =>
      ctx.api.call("put", "/bcp/approverStatus", {
        token: ctx.approver.token,
        body: {
          bcpId: plan.id,
          section: "overall",
          status: "APPROVED",
          approveComments: "",
          seen: seenVersions((await view(plan.id, ctx.approver.token)).editVersions, "overall"),
        },
      });
    expect((await approve()).status).toBe(200);
    const readBefore = seenVersions((await view(plan.id, ctx.approver.token)).editVersions, "overall");

    const added = await ctx.api.call("post", "/signedUrl/bcpAttachments", {
      token: ctx.lead.token,
      body: { bcpId: plan.id, fileName: "call-tree.pdf", contentType: "application/pdf", size: 1200 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    let after = await view(plan.id, ctx.lead.token);
    expect(after.overall.status).toBe("AWAITING_APPROVAL");
    const audit = () => after.audit.map((a: { action: string }) => a.action);
    expect(audit()).toContain("file.added");
    expect(audit()).toContain("approval.resubmitted");
    const stale = await ctx.api.call("put", "/bcp/approverStatus", {
      token: ctx.approver.token,
      body: { bcpId: plan.id, section: "overall", status: "APPROVED", approveComments: "", seen: readBefore },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain("Plan files");

    expect((await approve()).status).toBe(200);
    const removed = await ctx.api.call(
      "delete",
      `/signedUrl/bcpAttachments/${added.body.data.attachment.id}`,
      {
        token: ctx.lead.token,
      },
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    after = await view(plan.id, ctx.lead.token);
    expect(after.overall.status).toBe("AWAITING_APPROVAL");
    expect(audit()).toContain("file.removed");
  });
});
