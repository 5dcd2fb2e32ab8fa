import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/platform/audit/schema.server";
import { displayName } from "~/shared/names";
import { makeAnalysisPlan, startEverySection } from "../../../tests/support/analysis";
import { decideAsRead, makeProcess } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { REGISTER_MESSAGES } from "./model";

const ctx = testApiFixture();

const transport = { kind: "application", name: "Transport system", rto: "3", rtoUnit: "days" };

describe("recovery gaps acknowledged before approval", () => {
  it("blocks sending and approving until each gap has a reason, and asks again when the gap changes", async () => {
    // The test plan's processes have a MAD of 2 days; the transport system recovers in 3.
    const acme = await makeAnalysisPlan(ctx.api, { company: "Acknowledged", processes: ["Dispatch"] });
    const { lead } = acme;
    const approver = await ctx.api.user("BCPLead", { company: "Acknowledged" });
    const [dispatch] = acme.processes;
    await startEverySection(ctx.api, lead.token, acme.plan.id);
    const app = await ctx.api.call("post", "/registerEntry", { token: acme.admin.token, body: transport });
    const appId = app.body.data.entry.id;
    await ctx.api.call("put", "/itapplication", {
      token: lead.token,
      body: { processId: dispatch.id, dependencies: ["Email", "Transport system"] },
    });
    const gaps = async (token = lead.token) =>
      (await ctx.api.call("get", "/registerEntry/recoveryGaps", { token, query: { bcpId: acme.plan.id } }))
        .body.data as {
        dependsOn: { name: string };
        acknowledgement: { reason: string; by: string | null; at: string } | null;
        mayAcknowledge: boolean;
      }[];
    expect(await gaps()).toMatchObject([
      { dependsOn: { name: "Transport system" }, acknowledgement: null, mayAcknowledge: true },
    ]);

    // Neither the whole plan nor its dependencies section may go for approval yet.
    const send = (section?: string) =>
      ctx.api.call("put", section ? "/bcp/approvalStatus" : "/bcp/overAllStatus", {
        token: lead.token,
        body: { bcpId: acme.plan.id, approverId: approver.id, ...(section ? { section } : {}) },
      });
    const refused = await send();
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(REGISTER_MESSAGES.gapsNotAcknowledged(1));
    expect((await send("dependencies")).body.error.message).toBe(REGISTER_MESSAGES.gapsNotAcknowledged(1));

    // A reason is required, on its field.
    const acknowledge = (reason: string, token = lead.token) =>
      ctx.api.call("post", "/registerEntry/recoveryGaps/acknowledge", {
        token,
        body: { processId: dispatch.id, dependsOnId: appId, reason },
      });
    const blank = await acknowledge("  ");
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.reason).toEqual([REGISTER_MESSAGES.gapReasonRequired]);
    // Someone who may not change the plan may not acknowledge its gap.
    expect((await acknowledge("Fine by me", approver.token)).status).toBe(404);

    const given = await acknowledge("Loads are booked by phone from the printed schedule for 3 days.");
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect((await gaps())[0].acknowledgement).toMatchObject({
      reason: "Loads are booked by phone from the printed schedule for 3 days.",
    });
    expect((await gaps())[0].acknowledgement?.by).toBe(displayName(lead));
    // When it was given, as an instant (read as JSON with the gap, issue 37).
    const at = (await gaps())[0].acknowledgement?.at ?? "";
    expect(new Date(at).toISOString()).toBe(at);
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000);
    const audited = await ctx.api.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, acme.plan.id), eq(auditLog.action, "recoveryGap.acknowledged")));
    expect(audited).toMatchObject([
      { changes: { process: "Dispatch", dependsOn: "Transport system", mad: "2 Days", recovery: "3 Days" } },
    ]);

    expect((await send()).status).toBe(200);

    // The application now recovers in 4 days: a new gap, not acknowledged; the approver may not approve.
    await ctx.api.call("put", `/registerEntry/${appId}`, {
      token: acme.admin.token,
      body: { ...transport, rto: "4" },
    });
    expect((await gaps())[0].acknowledgement).toBeNull();
    const decide = () =>
      decideAsRead(ctx.api, "/bcp/approverStatus", {
        token: approver.token,
        body: { bcpId: acme.plan.id, section: "overall", status: "APPROVED", approveComments: "" },
      });
    const blocked = await decide();
    expect(blocked.status).toBe(400);
    expect(blocked.body.error.message).toBe(REGISTER_MESSAGES.gapsNotAcknowledged(1));
    expect((await acknowledge("Still covered by the phone bookings.")).status).toBe(200);
    expect((await decide()).status).toBe(200);

    // Another company's user cannot acknowledge it.
    const other = await ctx.api.user("CorpAdmin", { company: "Not acknowledged" });
    expect((await acknowledge("Nope", other.token)).status).toBe(404);
  });

  it("lists an upstream process that comes back later than the process's MAD, acknowledged with its author", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Upstream Gaps", processes: ["Dispatch"] });
    const { lead } = acme;
    const [dispatch] = acme.processes;
    // Dispatch may be down 2 days; the warehouse process it waits on, 5.
    await makeProcess(ctx.api, lead.token, acme.service.id, { name: "Warehouse picking", mad: 5 });
    const linked = await ctx.api.call("put", "/upstream", {
      token: lead.token,
      body: { processId: dispatch.id, dependencies: ["Warehouse picking"] },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const gaps = async () =>
      (
        await ctx.api.call("get", "/registerEntry/recoveryGaps", {
          token: lead.token,
          query: { bcpId: acme.plan.id },
        })
      ).body.data as {
        dependsOn: { id: string; name: string; kindLabel: string; recovery: string };
        acknowledgement: { reason: string; by: string | null } | null;
      }[];
    const [gap] = await gaps();
    expect(gap).toMatchObject({
      dependsOn: { name: "Warehouse picking", kindLabel: "Upstream process", recovery: "5 Days" },
      acknowledgement: null,
    });
    const given = await ctx.api.call("post", "/registerEntry/recoveryGaps/acknowledge", {
      token: lead.token,
      body: {
        processId: dispatch.id,
        dependsOnId: gap.dependsOn.id,
        reason: "Dispatch ships from the buffer stock.",
      },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect((await gaps())[0].acknowledgement).toMatchObject({
      reason: "Dispatch ships from the buffer stock.",
      by: displayName(lead),
    });
  });

  it("lists the gaps by plan and process, a process's register entries before its upstream processes", async () => {
    const company = "Gaps In Order";
    const alpha = await makeAnalysisPlan(ctx.api, { company, name: "Alpha plan", processes: ["Dispatch"] });
    const beta = await makeAnalysisPlan(ctx.api, { company, name: "Beta plan", processes: ["Returns"] });
    await ctx.api.call("post", "/registerEntry", { token: alpha.admin.token, body: transport });
    // An application with no recovery time yet: no gap can be told.
    const unknown = await ctx.api.call("post", "/registerEntry", {
      token: alpha.admin.token,
      body: { kind: "application", name: "Spreadsheet" },
    });
    expect(unknown.status, JSON.stringify(unknown.body)).toBe(201);
    for (const plan of [alpha, beta]) {
      const linked = await ctx.api.call("put", "/itapplication", {
        token: plan.admin.token,
        body: { processId: plan.processes[0].id, dependencies: ["Transport system", "Spreadsheet"] },
      });
      expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    }
    // Alpha's Dispatch also waits on a process that may be down 5 days: named to sort before the application.
    await makeProcess(ctx.api, alpha.admin.token, alpha.service.id, { name: "Address checks", mad: 5 });
    await ctx.api.call("put", "/upstream", {
      token: alpha.admin.token,
      body: { processId: alpha.processes[0].id, dependencies: ["Address checks"] },
    });
    const all = await ctx.api.call("get", "/registerEntry/recoveryGaps", { token: alpha.admin.token });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(
      (
        all.body.data as { bcp: { name: string }; process: { name: string }; dependsOn: { name: string } }[]
      ).map((g) => `${g.bcp.name} · ${g.process.name} ← ${g.dependsOn.name}`),
    ).toEqual([
      "Alpha plan · Dispatch ← Transport system",
      "Alpha plan · Dispatch ← Address checks",
      "Beta plan · Returns ← Transport system",
    ]);
  });

  it("lists each company its own gaps, whichever company asked first (the statements are built once)", async () => {
    const companies = ["Gaps First", "Gaps Second"];
    const made = [];
    for (const company of companies) {
      const plan = await makeAnalysisPlan(ctx.api, { company, processes: [`${company} dispatch`] });
      await ctx.api.call("post", "/registerEntry", { token: plan.admin.token, body: transport });
      await ctx.api.call("put", "/itapplication", {
        token: plan.lead.token,
        body: { processId: plan.processes[0].id, dependencies: ["Transport system"] },
      });
      made.push(plan);
    }
    for (const plan of [...made, ...made.slice().reverse()]) {
      const all = await ctx.api.call("get", "/registerEntry/recoveryGaps", { token: plan.admin.token });
      expect(all.status).toBe(200);
      expect(
        (all.body.data as { process: { id: string } }[]).map((g) => g.process.id),
        "the company's own gap only",
      ).toEqual([plan.processes[0].id]);
    }
  });
});
