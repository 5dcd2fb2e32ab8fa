import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bcps } from "~/domains/bcp/schema.server";
import { bcpActivationResponses } from "~/domains/incidents/activation-schema.server";
import { incidents } from "~/domains/incidents/schema.server";
import { notifications } from "~/domains/notifications/schema.server";
import { auditLog } from "~/platform/audit/schema.server";
import { approvePlan } from "../../../tests/support/analysis";
import { makeUnit, planWithProcess, processDownHours } from "../../../tests/support/bcp";
import { PLAN_TEAM, testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";

let unitId: string;
const T0 = new Date("2026-03-02T08:00:00Z");

const ctx = testApiFixture(
  { ...PLAN_TEAM, responder: "Employee", outsider: ["CorpAdmin", { company: "Other" }] },
  { company: "Acme", now: T0 },
);
beforeAll(async () => {
  unitId = (await makeUnit(ctx.api, ctx.admin.companyId)).unit.id;
});

/** A plan with one process (MAD 4 hours), approved through the approval flow unless asked otherwise. */
async function plan(
  name: string,
  opts: {
    approve?: boolean;
    roster?: { name: string; role: string; userId?: string }[];
  } = {},
) {
  const { plan: p, process } = await planWithProcess(
    ctx.api,
    ctx,
    { businessUnitId: unitId, name },
    { ...processDownHours(name, 4), criticalProcessHeadcountAnalysis: 5 },
  );
  for (const member of opts.roster ?? []) {
    const added = await ctx.api.call("post", "/bcpBRTRoster", {
      token: ctx.lead.token,
      body: {
        bcpId: p.id,
        email: `${member.name.split(" ")[0].toLowerCase()}@acme.example`,
        ...member,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  if (opts.approve !== false) {
    await approvePlan(ctx.api, ctx.lead, ctx.approver, p.id);
  }
  return { id: p.id, processId: process.id };
}

/** Activates these plans for the incident, as the admin unless another token is given. */
const activate = (incidentId: string, bcpIds: string[], reason: string, token = ctx.admin.token) =>
  ctx.api.call("post", "/bcpProcess/activateBcps", { token, body: { incidentId, bcpIds, reason } });

/** A published incident whose loaded processes are these (the wizard's load processes step). */
async function incidentImpacting(processIds: string[], title = "Thames flood") {
  const { id } = await publishedIncident(ctx.api, ctx.admin.token, {
    title,
    statusCheckCadence: "2 Hours",
  });
  await ctx.api.db.update(incidents).set({ bcpProcessIds: processIds }).where(eq(incidents.id, id));
  return id;
}

describe("activation rules", () => {
  it("refuses a plan the incident does not impact, an unapproved plan, and a missing reason, each clearly", async () => {
    const approved = await plan("Treasury BCP");
    const draft = await plan("Draft BCP", { approve: false });
    const incidentId = await incidentImpacting([draft.processId]);

    const notImpacted = await activate(incidentId, [approved.id], "Flooded office");
    expect(notImpacted.status).toBe(400);
    expect(notImpacted.body.error.fields.bcpIds).toEqual([
      "Treasury BCP is not impacted by this incident: none of its processes was loaded.",
    ]);

    const unapproved = await activate(incidentId, [draft.id], "Flooded office");
    expect(unapproved.status).toBe(400);
    expect(unapproved.body.error.fields.bcpIds).toEqual([
      "Draft BCP cannot be activated: it is In Progress. Only an approved plan can be activated.",
    ]);

    const noReason = await activate(incidentId, [draft.id], " ");
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toEqual(["Give the reason for activating."]);

    const active = await ctx.api.call("get", "/bcpProcess/getAllActiveBcps", {
      token: ctx.admin.token,
    });
    expect(active.body.data).toEqual([]);
  });

  it("cannot be seen or done from another company, nor by a responder", async () => {
    const p = await plan("Payments BCP");
    const incidentId = await incidentImpacting([p.processId]);
    const foreign = await activate(incidentId, [p.id], "x", ctx.outsider.token);
    expect(foreign.status).toBe(404);
    const byEmployee = await activate(incidentId, [p.id], "x", ctx.responder.token);
    expect(byEmployee.status).toBe(403);
    const foreignAnalysis = await ctx.api.call("get", "/bcpResponse/analysis", {
      token: ctx.outsider.token,
      query: { incidentId },
    });
    expect(foreignAnalysis.status).toBe(404);
    const foreignList = await ctx.api.call("get", "/bcpProcess/impactedBcps", {
      token: ctx.outsider.token,
      query: { incidentId },
    });
    expect(foreignList.status).toBe(404);
  });
});

describe("activation, response and deactivation", () => {
  it("activates two plans, notifies the lead, records responses and history, flags the MAD breach, deactivates", async () => {
    const a = await plan("Finance BCP");
    const b = await plan("Logistics BCP");
    const incidentId = await incidentImpacting([a.processId, b.processId]);

    const activated = await activate(incidentId, [a.id, b.id], "Office flooded");
    expect(activated.status).toBe(201);
    expect(activated.body.data.map((x: { bcpName: string }) => x.bcpName).sort()).toEqual([
      "Finance BCP",
      "Logistics BCP",
    ]);
    const again = await activate(incidentId, [a.id], "Again");
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Finance BCP is already active for this incident.");

    // The lead is told in-app and by email, with a link to respond.
    const leadNotes = (await ctx.api.db.select().from(notifications)).filter(
      (n) => n.userId === ctx.lead.id && n.type === "BCP_ACTIVATED",
    );
    expect(leadNotes).toHaveLength(2);
    const mails = (await ctx.api.outbox(ctx.lead.email)).filter((m) =>
      m.subject.startsWith("Plan activated"),
    );
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Plan activated: Finance BCP",
      "Plan activated: Logistics BCP",
    ]);
    expect(mails[0].text).toContain(`/bcpActivationResponse?incidentId=${incidentId}`);

    const active = await ctx.api.call("get", "/bcpProcess/getAllActiveBcps", {
      token: ctx.responder.token,
      query: { dateRange: "Today" },
    });
    const finance = active.body.data.find((x: { bcpName: string }) => x.bcpName === "Finance BCP");
    expect(finance).toMatchObject({
      incident: { id: incidentId, title: "Thames flood" },
      reason: "Office flooded",
    });
    expect(finance.lead).toBe("BCPLead Tester");
    const ap = finance.processes[0];
    expect(ap).toMatchObject({
      name: "Finance BCP process",
      latestResponse: null,
      madBreached: false,
    });

    // A responder records two status checks an hour apart: the history keeps both, newest first.
    const bad = await ctx.api.call("put", "/bcpResponse/updateActivationResponse", {
      token: ctx.responder.token,
      body: {
        activationProcessId: ap.id,
        controlStatus: "Broken",
        strategy: "Remote Work (RW)",
        headcountAvailable: -1,
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      "controlStatus",
      "headcountAvailable",
      "strategyStatus",
    ]);
    const respond = (controlStatus: string, strategyStatus: string, headcountAvailable: number) =>
      ctx.api.call("put", "/bcpResponse/updateActivationResponse", {
        token: ctx.responder.token,
        body: {
          activationProcessId: ap.id,
          controlStatus,
          strategy: "Remote Work (RW)",
          strategyStatus,
          headcountAvailable,
          notes: "VPN holding",
        },
      });
    expect((await respond("Degraded", "Partially Working", 2)).status).toBe(201);
    ctx.api.setNow(new Date(T0.getTime() + 60 * 60_000));
    expect((await respond("Normal", "In Place", 4)).status).toBe(201);

    const history = await ctx.api.call("get", "/bcpResponse/bcpActivationResponseHistory", {
      token: ctx.responder.token,
      query: { activationProcessId: ap.id },
    });
    expect(history.body.data.map((h: { controlStatus: string }) => h.controlStatus)).toEqual([
      "Normal",
      "Degraded",
    ]);
    expect(history.body.data[0].respondedBy).toBe("Employee Tester");
    const foreignHistory = await ctx.api.call("get", "/bcpResponse/bcpActivationResponseHistory", {
      token: ctx.outsider.token,
      query: { activationProcessId: ap.id },
    });
    expect(foreignHistory.status).toBe(404);
    const all = await ctx.api.call("get", "/bcpResponse/allBcpActivationResponseHistory", {
      token: ctx.admin.token,
      query: { incidentId },
    });
    expect(all.body.data).toHaveLength(2);

    // Five hours after activation the 4-hour MAD is breached; the 2-hour status check of the other plan is overdue.
    ctx.api.setNow(new Date(T0.getTime() + 5 * 60 * 60_000));
    const analysis = await ctx.api.call("get", "/bcpResponse/analysis", {
      token: ctx.admin.token,
      query: { incidentId },
    });
    expect(analysis.status).toBe(200);
    const rows = analysis.body.data.processes;
    expect(rows.every((r: { madBreached: boolean }) => r.madBreached)).toBe(true);
    expect(rows.find((r: { bcpName: string }) => r.bcpName === "Logistics BCP").checkOverdue).toBe(true);
    expect(analysis.body.data.series.map((p: { control: Record<string, number> }) => p.control)).toEqual([
      { Normal: 0, Degraded: 1, Critical: 0, Failed: 0 },
      { Normal: 1, Degraded: 0, Critical: 0, Failed: 0 },
    ]);

    // The date range filter counts from the activation: the next morning, "Today" no longer shows it.
    ctx.api.setNow(new Date(T0.getTime() + 20 * 60 * 60_000));
    const morning = await ctx.api.user("CorpAdmin", { company: "Acme" });
    const today = await ctx.api.call("get", "/bcpProcess/getAllActiveBcps", {
      token: morning.token,
      query: { dateRange: "Today" },
    });
    expect(today.body).toEqual({ data: [] });
    const week = await ctx.api.call("get", "/bcpProcess/getAllActiveBcps", {
      token: morning.token,
      query: { dateRange: "Last week" },
    });
    expect(week.body.data).toHaveLength(2);
    ctx.api.setNow(new Date(T0.getTime() + 5 * 60 * 60_000));

    const disruption = await ctx.api.call("put", "/bcpProcess/updateDisruption", {
      token: ctx.admin.token,
      body: {
        activationProcessId: ap.id,
        disruptedSince: T0.toISOString(),
        disruption: "Ground floor under water",
      },
    });
    expect(disruption.status).toBe(200);

    const off = await ctx.api.call("post", "/bcpProcess/deactivateBcps", {
      token: ctx.admin.token,
      body: { incidentId, bcpIds: [a.id], reason: "Water receded" },
    });
    expect(off.status).toBe(200);
    const after = await ctx.api.call("get", "/bcpProcess/getAllActiveBcps", {
      token: ctx.admin.token,
    });
    expect(after.body.data.map((x: { bcpName: string }) => x.bcpName)).toEqual(["Logistics BCP"]);
    const late = await respond("Normal", "In Place", 5);
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe("This plan is not active for this incident.");

    // Every step is in the incident's timeline and the plan's audit trail.
    const timeline = await ctx.api.call("get", `/incident/${incidentId}/timeline`, {
      token: ctx.admin.token,
    });
    const kinds = JSON.stringify(timeline.body.data);
    for (const text of [
      "Finance BCP activated",
      "Ground floor under water",
      "Finance BCP deactivated: Water receded",
    ])
      expect(kinds).toContain(text);
    const trail = await ctx.api.db.select().from(auditLog).where(eq(auditLog.entityId, a.id));
    expect(trail.map((t) => t.action)).toEqual(
      expect.arrayContaining(["activated", "disruption_updated", "deactivated"]),
    );
  });
});

describe("who hears of an activation", () => {
  it("notifies the plan's BRT roster users (leader, backup, members) too, each once, with the lead", async () => {
    const backup = await ctx.api.user("Employee", { company: "Acme" });
    const member = await ctx.api.user("BUAdmin", { company: "Acme" });
    const p = await plan("Roster BCP", {
      roster: [
        // The lead is also the roster's leader: one notification, not two.
        { name: "Lead Leader", role: "LEADER", userId: ctx.lead.id },
        { name: "Bea Backup", role: "LEADER_BACKUP", userId: backup.id },
        { name: "Max Member", role: "MEMBER", userId: member.id },
        // Not a user: nobody to notify in the app.
        { name: "Outside Contractor", role: "MEMBER" },
      ],
    });
    const incidentId = await incidentImpacting([p.processId], "Roster flood");
    const res = await activate(incidentId, [p.id], "Roof collapsed");
    expect(res.status).toBe(201);
    expect(res.body.data[0].notified).toBe(3);
    const notes = (await ctx.api.db.select().from(notifications)).filter(
      (n) => n.type === "BCP_ACTIVATED" && JSON.stringify(n.additionalInfo).includes("Roster BCP"),
    );
    expect(notes.map((n) => n.userId).sort()).toEqual([ctx.lead.id, backup.id, member.id].sort());
    expect((await ctx.api.outbox(backup.email)).map((m) => m.subject)).toContain(
      "Plan activated: Roster BCP",
    );
  });
});

describe("a status check's strategy is stored as its key", () => {
  const MIGRATION = readFileSync("migrations/0011_response_strategy_keys.sql", "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);

  it("stores the key for a key or a label, and migration 0011 turns rows that hold a label into the key", async () => {
    const p = await plan("Strategy BCP");
    const incidentId = await incidentImpacting([p.processId], "Strategy flood");
    const activated = await activate(incidentId, [p.id], "Office flooded");
    expect(activated.status).toBe(201);
    const active = await ctx.api.call("get", "/bcpProcess/getAllActiveBcps", { token: ctx.admin.token });
    const ap = active.body.data.find((x: { bcpName: string }) => x.bcpName === "Strategy BCP").processes[0];
    const respond = (strategy: string) =>
      ctx.api.call("put", "/bcpResponse/updateActivationResponse", {
        token: ctx.admin.token,
        body: {
          activationProcessId: ap.id,
          controlStatus: "Degraded",
          strategy,
          strategyStatus: "Partially Working",
          headcountAvailable: 2,
        },
      });
    expect((await respond("AWS")).status).toBe(201);
    expect((await respond("Remote Work (RW)")).status).toBe(201);
    const bad = await respond("Work from the moon");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.strategy).toEqual(["Choose the strategy in use."]);
    const history = async () =>
      (
        await ctx.api.call("get", "/bcpResponse/bcpActivationResponseHistory", {
          token: ctx.admin.token,
          query: { activationProcessId: ap.id },
        })
      ).body.data.map((h: { strategy: string }) => h.strategy);
    expect(await history()).toEqual(["RW", "AWS"]);

    // Rows written before the keys held the spec's label; the migration's SQL turns them into keys.
    await ctx.api.db
      .update(bcpActivationResponses)
      .set({ strategy: "Hybrid Work Strategy (HWS)" as never })
      .where(eq(bcpActivationResponses.activationProcessId, ap.id));
    expect(await history()).toEqual(["Hybrid Work Strategy (HWS)", "Hybrid Work Strategy (HWS)"]);
    for (const statement of MIGRATION) await ctx.api.db.execute(sql.raw(statement));
    expect(await history()).toEqual(["HWS", "HWS"]);
  });
});

// UX review X4: disabling a user asks first, naming the live activations of the plans they hold.
describe("the activations of the plans a user holds", () => {
  it("lists those of the plans the user leads or is assigned, and no one else's", async () => {
    const held = await plan("Held BCP");
    const other = await plan("Other BCP");
    // The lead leads both; the approver is assigned the first.
    await ctx.api.db.update(bcps).set({ assigneeId: ctx.approver.id }).where(eq(bcps.id, held.id));
    const incidentId = await incidentImpacting([held.processId, other.processId], "Held flood");
    const activated = await activate(incidentId, [held.id, other.id], "Flooded office");
    expect(activated.status, JSON.stringify(activated.body)).toBe(201);
    const heldBy = async (userId: string) => {
      const res = await ctx.api.call("get", "/bcpProcess/getAllActiveBcps", {
        token: ctx.admin.token,
        query: { heldBy: userId },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { bcpName: string; incident: { title: string } }[]).map(
        (a) => `${a.bcpName} in ${a.incident.title}`,
      );
    };
    expect(await heldBy(ctx.approver.id)).toEqual(["Held BCP in Held flood"]);
    expect(await heldBy(ctx.lead.id)).toEqual(
      expect.arrayContaining(["Held BCP in Held flood", "Other BCP in Held flood"]),
    );
    expect(await heldBy(ctx.admin.id)).toEqual([]);
  });
});

describe("closing or disabling an incident stands its plans down", () => {
  const activeFor = async (incidentId: string) => {
    const res = await ctx.api.call("get", "/bcpProcess/getAllActiveBcps", { token: ctx.admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { bcpName: string; incident: { id: string } }[])
      .filter((a) => a.incident.id === incidentId)
      .map((a) => a.bcpName);
  };
  const status = (id: string, s: string) =>
    ctx.api.call("put", `/incident/${id}/status`, { token: ctx.admin.token, body: { status: s } });

  it("deactivates the plans still active when the incident is completed, with the reason on its timeline", async () => {
    const closing = await plan("Closing BCP");
    const incidentId = await incidentImpacting([closing.processId], "Closing flood");
    expect((await activate(incidentId, [closing.id], "Flooded office")).status).toBe(201);
    expect(await activeFor(incidentId)).toEqual(["Closing BCP"]);
    expect((await status(incidentId, "In Progress")).status).toBe(200);
    const done = await status(incidentId, "Completed");
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // Home's late processes and Active BCPs read the running activations: the closed incident's are gone.
    expect(await activeFor(incidentId)).toEqual([]);
    const home = await ctx.api.call("get", "/home", { token: ctx.admin.token });
    expect((home.body.data.activePlans as { bcpName: string }[]).map((p) => p.bcpName)).not.toContain(
      "Closing BCP",
    );
    const timeline = await ctx.api.call("get", `/incident/${incidentId}/timeline`, {
      token: ctx.admin.token,
    });
    expect((timeline.body.data as { message: string }[]).map((e) => e.message)).toContain(
      "Closing BCP deactivated: the incident was completed",
    );
    // The activation page offers nothing to activate for a closed incident (audit 2026-12-03: it offered the
    // plan ticked, and Activate came back refused on a hidden field, with no word said).
    const offered = await ctx.api.call("get", "/bcpProcess/impactedBcps", {
      token: ctx.admin.token,
      query: { incidentId },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect(offered.body.data.incident.closed).toBe(true);
    expect(offered.body.data.plans.map((p: { canActivate: boolean }) => p.canActivate)).toEqual([false]);
  });

  it("deactivates them when the incident is disabled", async () => {
    const disabling = await plan("Disabling BCP");
    const incidentId = await incidentImpacting([disabling.processId], "Disabled flood");
    expect((await activate(incidentId, [disabling.id], "Flooded office")).status).toBe(201);
    const off = await ctx.api.call("post", `/incident/${incidentId}/disable`, { token: ctx.admin.token });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await activeFor(incidentId)).toEqual([]);
  });

  it("migration 0057 stands down the plans an incident closed before this left active", async () => {
    const left = await plan("Left BCP");
    const incidentId = await incidentImpacting([left.processId], "Long closed flood");
    expect((await activate(incidentId, [left.id], "Flooded office")).status).toBe(201);
    // Closed as the app did before: the status alone.
    await ctx.api.db.update(incidents).set({ status: "Cancelled" }).where(eq(incidents.id, incidentId));
    expect(await activeFor(incidentId)).toEqual(["Left BCP"]);
    await ctx.api.db.execute(
      sql.raw(readFileSync("migrations/0057_stand_down_closed_incidents.sql", "utf8")),
    );
    expect(await activeFor(incidentId)).toEqual([]);
  });

  it("asks for a new status when the current one is sent, naming a crisis as a crisis when a move is refused", async () => {
    const incidentId = await incidentImpacting([], "Same status flood");
    expect((await status(incidentId, "In Progress")).status).toBe(200);
    const same = await status(incidentId, "In Progress");
    expect(same.status, JSON.stringify(same.body)).toBe(400);
    expect(same.body.error.fields?.status).toEqual([
      "It is In Progress already: choose the status it moves to.",
    ]);
    expect(
      (await ctx.api.call("post", `/incident/${incidentId}/escalate`, { token: ctx.admin.token })).status,
    ).toBe(200);
    const back = await status(incidentId, "Just Created");
    expect(back.body.error.fields?.status).toEqual([
      "A crisis cannot move from In Progress to Just Created.",
    ]);
  });
});
