import { describe, expect, it } from "vitest";
import { displayName } from "~/shared/names";
import { sendForApproval, startEverySection } from "../../../tests/support/analysis";
import { decideAsRead, makeProcess, makeService, planWithProcess } from "../../../tests/support/bcp";
import { unitFixture } from "../../../tests/support/fixture";
import { BCP_MESSAGES } from "./model";

// Four eyes (integrity review 2026-11-28): who changed a plan since its last approval may not approve it, not even
// a Corporate Administrator.

const ctx = unitFixture(
  { admin: "CorpAdmin", lead: "BCPLead", approver: "BCPLead", editor: "CorpAdmin" },
  { company: "Acme" },
);

const view = async (bcpId: string, token = ctx.lead.token) =>
  (await ctx.api.call("get", "/bcp", { token, query: { bcpId } })).body.data;

const send = (bcpId: string, approverId: string, section = "overall") =>
  ctx.api.call("put", "/bcp/approvalStatus", { token: ctx.lead.token, body: { bcpId, section, approverId } });

const decide = (bcpId: string, who: { token: string }, status: "APPROVED" | "REJECTED") =>
  decideAsRead(ctx.api, "/bcp/approverStatus", {
    token: who.token,
    body: { bcpId, section: "overall", status, approveComments: status === "REJECTED" ? "No" : "" },
  });

const newPlan = () => planWithProcess(ctx.api, ctx, { businessUnitId: ctx.unit.unit.id });

describe("four eyes: who edited a plan since its last approval does not approve it", () => {
  it("sending it to someone who edited it is refused on the approver field; someone who did not approves it", async () => {
    const { plan } = await newPlan();
    // A Corporate Administrator adds a service: they are one of its editors in this round.
    await makeService(ctx.api, ctx.editor.token, plan.id, "Added by the administrator");
    await startEverySection(ctx.api, ctx.lead.token, plan.id);
    expect((await view(plan.id)).overall.editedBy.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([ctx.lead.id, ctx.editor.id]),
    );

    const refused = await send(plan.id, ctx.editor.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.approverId).toEqual([
      BCP_MESSAGES.approverEdited(displayName(ctx.editor), "this plan"),
    ]);
    expect((await view(plan.id)).overall.status).toBe("NOT_SENT");

    expect((await send(plan.id, ctx.approver.id)).status).toBe(200);
    expect((await decide(plan.id, ctx.approver, "APPROVED")).status).toBe(200);
    const approved = await view(plan.id);
    expect(approved.overall.status).toBe("APPROVED");
    // The approval closes the round: the next one starts with nobody's edits.
    expect(approved.overall.editedBy).toEqual([]);

    // In the next round the administrator did not edit it, so they may approve it.
    await makeService(ctx.api, ctx.lead.token, plan.id, "Added after approval");
    expect((await send(plan.id, ctx.editor.id)).status).toBe(200);
    expect((await decide(plan.id, ctx.editor, "APPROVED")).status).toBe(200);
  });

  it("an approver who edits the plan after it was sent to them may neither approve nor reject it; another approver may", async () => {
    const { plan } = await newPlan();
    await sendForApproval(ctx.api, ctx.lead.token, plan.id, ctx.editor.id);
    // The approver (a Corporate Administrator) changes it, then the lead saves too (so they sent it last).
    await makeService(ctx.api, ctx.editor.token, plan.id, "Changed by its approver");
    await makeService(ctx.api, ctx.lead.token, plan.id, "Changed by its lead");

    for (const status of ["APPROVED", "REJECTED"] as const) {
      const refused = await decide(plan.id, ctx.editor, status);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(BCP_MESSAGES.youEdited("this plan"));
    }
    const waiting = await view(plan.id);
    expect(waiting.overall).toMatchObject({ status: "AWAITING_APPROVAL", approver: { id: ctx.editor.id } });
    expect(waiting.overall.editedBy.map((p: { id: string }) => p.id)).toContain(ctx.editor.id);

    // The lead sends it to another approver, who approves it.
    expect((await send(plan.id, ctx.approver.id)).status).toBe(200);
    expect((await decide(plan.id, ctx.approver, "APPROVED")).status).toBe(200);
    expect((await view(plan.id)).overall.status).toBe("APPROVED");
  });

  it("a section's approver must not have edited that section; an edit elsewhere does not count", async () => {
    const { plan, service } = await newPlan();
    await makeProcess(ctx.api, ctx.editor.token, service.id, { name: "Added by the administrator" });

    const processes = await send(plan.id, ctx.editor.id, "processes");
    expect(processes.status).toBe(400);
    expect(processes.body.error.fields.approverId).toEqual([
      BCP_MESSAGES.approverEdited(displayName(ctx.editor), "the Processes section"),
    ]);
    expect((await send(plan.id, ctx.editor.id, "services")).status).toBe(200);
  });
});
