import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { runDueReminders } from "~/domains/incidents/reminders.server";
import { incidentReminders, incidents } from "~/domains/incidents/schema.server";
import { notifications } from "~/domains/notifications/schema.server";
import { auditLog } from "~/platform/audit/schema.server";
import { approvePlan } from "../../../tests/support/analysis";
import { makeUnit, planWithProcess, processDownHours } from "../../../tests/support/bcp";
import { PLAN_TEAM, testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { runDueMadWarnings } from "./mad-warnings.server";

let unitId: string;
const HOUR = 3600_000;
const T0 = new Date("2026-03-02T06:00:00Z");
const at = (h: number) => new Date(T0.getTime() + h * HOUR);

const ctx = testApiFixture(
  { ...PLAN_TEAM, brtLeader: "Employee", coordinator: "BUAdmin" },
  { company: "Clockco", now: T0 },
);
beforeAll(async () => {
  unitId = (await makeUnit(ctx.api, ctx.admin.companyId)).unit.id;
});

/** An approved plan with one process (MAD 4 hours, 45 people, 30 critical) and a BRT leader who is a user. */
async function plan(name: string) {
  const { plan: p, process } = await planWithProcess(
    ctx.api,
    ctx,
    { businessUnitId: unitId, name },
    { ...processDownHours(name, 4), totalGlobalHeadCount: 45, criticalProcessHeadcountAnalysis: 30 },
  );
  const roster = await ctx.api.call("post", "/bcpBRTRoster", {
    token: ctx.lead.token,
    body: {
      bcpId: p.id,
      name: "Bea Leader",
      role: "LEADER",
      email: "bea@clockco.example",
      userId: ctx.brtLeader.id,
    },
  });
  expect(roster.status, JSON.stringify(roster.body)).toBe(201);
  await approvePlan(ctx.api, ctx.lead, ctx.approver, p.id);
  return { id: p.id, processId: process.id };
}

/** A published incident (alert at `alertDate`, cadence 2 hours, a coordinator) with this plan active. */
async function activated(name: string, alertDate: Date | null) {
  const p = await plan(name);
  const { id } = await publishedIncident(ctx.api, ctx.admin.token, {
    title: `${name} flood`,
    statusCheckCadence: "2 Hours",
  });
  await ctx.api.db
    .update(incidents)
    .set({ bcpProcessIds: [p.processId], alertDate })
    .where(eq(incidents.id, id));
  const team = await assignTeam(ctx.api, ctx.admin.token, id, {
    responseCoordinatorId: ctx.coordinator.id,
    members: [],
  });
  expect(team.status, JSON.stringify(team.body)).toBe(200);
  const res = await ctx.api.call("post", "/bcpProcess/activateBcps", {
    token: ctx.admin.token,
    body: { incidentId: id, bcpIds: [p.id], reason: "Docks flooded" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const view = await processView(id);
  return { incidentId: id, plan: p, ap: view };
}

async function processView(incidentId: string) {
  const active = await ctx.api.call("get", "/bcpResponse/getResponseData", {
    token: ctx.admin.token,
    query: { incidentId },
  });
  return active.body.data[0].processes[0];
}

const respond = (
  activationProcessId: string,
  controlStatus: string,
  strategyStatus: string,
  headcount: number,
) =>
  ctx.api.call("put", "/bcpResponse/updateActivationResponse", {
    token: ctx.admin.token,
    body: {
      activationProcessId,
      controlStatus,
      strategy: "Remote Work (RW)",
      strategyStatus,
      headcountAvailable: headcount,
    },
  });

describe("the disruption start drives the MAD clock", () => {
  it("defaults to the incident's alert time, and a correction is audited with the time before and after", async () => {
    ctx.api.setNow(at(3));
    const { ap, plan: p } = await activated("Docks", T0);
    // Activated three hours after the alert: the clock shows three hours gone, not zero.
    expect(ap.disruptedSince).toBe(T0.toISOString());
    expect(ap.hoursSinceDisruption).toBe(3);
    expect(ap.state).toBe("At risk");
    expect(ap.breachAt).toBe(at(4).toISOString());

    const future = await ctx.api.call("put", "/bcpProcess/updateDisruption", {
      token: ctx.admin.token,
      body: { activationProcessId: ap.id, disruptedSince: at(5).toISOString() },
    });
    expect(future.status).toBe(400);
    expect(future.body.error.fields.disruptedSince).toEqual(["The disruption cannot start in the future."]);
    const missing = await ctx.api.call("put", "/bcpProcess/updateDisruption", {
      token: ctx.admin.token,
      body: { activationProcessId: ap.id, disruption: "note only" },
    });
    expect(missing.body.error.fields.disruptedSince).toEqual([
      "Give the date and time the disruption started.",
    ]);

    const fixed = await ctx.api.call("put", "/bcpProcess/updateDisruption", {
      token: ctx.admin.token,
      body: {
        activationProcessId: ap.id,
        disruptedSince: at(2.5).toISOString(),
        disruption: "Water reached dock 6",
      },
    });
    expect(fixed.status).toBe(200);
    const after = await processView(
      (await ctx.api.db.select().from(incidents).where(eq(incidents.title, "Docks flood")))[0].id,
    );
    expect(after.hoursSinceDisruption).toBe(0.5);
    expect(after.state).toBe("Not reported");
    const trail = await ctx.api.db.select().from(auditLog).where(eq(auditLog.entityId, p.id));
    const change = trail.find((t) => t.action === "disruption_updated");
    expect(change?.changes).toMatchObject({
      disruptedSince: { from: T0.toISOString(), to: at(2.5).toISOString() },
      disruption: "Water reached dock 6",
    });
  });
});

describe("the process state on the API", () => {
  it("reads At risk for Failed with 20 of 45 heads, refuses more heads than the process has, and Recovered on Normal", async () => {
    ctx.api.setNow(T0);
    const { ap, incidentId } = await activated("Pick", null);
    expect(ap.state).toBe("Not reported");
    ctx.api.setNow(at(0.5));
    expect((await respond(ap.id, "Failed", "Partially Working", 20)).status).toBe(201);
    expect((await processView(incidentId)).state).toBe("At risk");

    const tooMany = await respond(ap.id, "Failed", "In Place", 46);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.headcountAvailable).toEqual([
      "Headcount available cannot be greater than the process's global headcount (45).",
    ]);
    // A later report (the clock is fixed here: two reports at one instant have no order on PostgreSQL).
    ctx.api.setNow(at(0.6));
    expect((await respond(ap.id, "Failed", "In Place", 40)).status).toBe(201);
    expect((await processView(incidentId)).state).toBe("On track");
    ctx.api.setNow(at(4));
    expect((await processView(incidentId)).state).toBe("Breached");
    expect((await respond(ap.id, "Normal", "In Place", 45)).status).toBe(201);
    expect((await processView(incidentId)).state).toBe("Recovered");

    const analysis = await ctx.api.call("get", "/bcpResponse/analysis", {
      token: ctx.admin.token,
      query: { incidentId },
    });
    expect(analysis.body.data.states).toMatchObject({
      Recovered: 1,
      Breached: 0,
      "Not reported": 0,
    });
  });
});

describe("warnings before the breach", () => {
  it("tells the BC lead, the BRT leader and the coordinator at 50, 75 and 100 %, once each, however many workers race", async () => {
    ctx.api.setNow(T0);
    const { ap } = await activated("Outbound", null);
    ctx.api.setNow(null);
    const runAt = (when: Date) => runDueMadWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => when });

    // Other tests' processes share the database: count this process's warnings only.
    const told = async (userId: string) =>
      (await ctx.api.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .filter((n) => n.type === "MAD_WARNING" && n.additionalInfo.activationProcessId === ap.id)
        .map((n) => n.additionalInfo.threshold);

    await runAt(at(1.99));
    expect(await told(ctx.lead.id)).toEqual([]);
    // Four instances wake together at each threshold: each warning goes out once.
    for (const [h, pcts] of [
      [2, [50]],
      [3, [50, 75]],
      [4, [50, 75, 100]],
    ] as const) {
      await Promise.all(Array.from({ length: 4 }, () => runAt(at(h))));
      for (const user of [ctx.lead, ctx.brtLeader, ctx.coordinator])
        expect((await told(user.id)).map(Number).sort((a, b) => a - b)).toEqual(pcts);
    }
    await runAt(at(9));
    expect(await told(ctx.lead.id)).toHaveLength(3);
    const mail = (await ctx.api.outbox(ctx.coordinator.email)).map((m) => m.subject);
    expect(mail.filter((s) => s === "Outbound process (Outbound): 100 % of its MAD gone")).toHaveLength(1);
  });

  it("after a late activation tells only the highest threshold passed, and never a recovered process", async () => {
    ctx.api.setNow(at(3.5));
    const late = await activated("Late", T0);
    const recovered = await activated("Calm", at(3));
    expect((await respond(recovered.ap.id, "Normal", "In Place", 45)).status).toBe(201);
    ctx.api.setNow(null);
    await runDueMadWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => at(5.5) });
    const about = async (apId: string) =>
      (await ctx.api.db.select().from(notifications).where(eq(notifications.userId, ctx.brtLeader.id)))
        .filter((n) => n.type === "MAD_WARNING" && n.additionalInfo.activationProcessId === apId)
        .map((n) => n.additionalInfo.threshold);
    // Late: 75 % had passed at activation and 100 % by now: one warning, the 100 %; Calm recovered: none.
    expect(await about(late.ap.id)).toEqual([100]);
    expect(await about(recovered.ap.id)).toEqual([]);
  });
});

describe("a closed incident's clocks", () => {
  it("warn nobody once the incident is closed, though its plan was never deactivated", async () => {
    ctx.api.setNow(T0);
    const { incidentId, ap } = await activated("Closed", null);
    ctx.api.setNow(null);
    const runAt = (when: Date) => runDueMadWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => when });
    const told = async () =>
      (await ctx.api.db.select().from(notifications).where(eq(notifications.userId, ctx.lead.id)))
        .filter((n) => n.type === "MAD_WARNING" && n.additionalInfo.activationProcessId === ap.id)
        .map((n) => n.additionalInfo.threshold);
    await runAt(at(2));
    expect(await told()).toEqual([50]);
    await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, incidentId));
    await runAt(at(3));
    await runAt(at(9));
    expect(await told()).toEqual([50]);
  });
});

describe("the warning email in the company's date format (issue 23 item 6)", () => {
  it("writes the MAD deadline with the company's format and time zone", async () => {
    const { companies } = await import("~/domains/companies/schema.server");
    const [company] = await ctx.api.db.select().from(companies).where(eq(companies.id, ctx.admin.companyId));
    await ctx.api.db
      .update(companies)
      .set({
        settings: { ...(company.settings as object), dateFormat: "DD/MM/YYYY", timezone: "America/New_York" },
      })
      .where(eq(companies.id, ctx.admin.companyId));
    try {
      ctx.api.setNow(T0);
      await activated("Zoned", null);
      ctx.api.setNow(null);
      await runDueMadWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => at(2) });
      const mail = (await ctx.api.outbox(ctx.lead.email)).find((m) => m.subject.startsWith("Zoned process"));
      // MAD 4 hours from 2 March 06:00 UTC: 10:00 UTC, 05:00 in New York (EST).
      expect(mail?.text).toContain("Its MAD ends at 02/03/2026 05:00 America/New_York.");
    } finally {
      await ctx.api.db
        .update(companies)
        .set({ settings: company.settings })
        .where(eq(companies.id, ctx.admin.companyId));
    }
  });
});

describe("one status check clock", () => {
  it("reminds when the check the screen shows falls due, and a response moves both", async () => {
    ctx.api.setNow(T0);
    const { ap, incidentId } = await activated("Receipt", null);
    const [job] = await ctx.api.db
      .select()
      .from(incidentReminders)
      .where(eq(incidentReminders.incidentId, incidentId));
    expect(job.dueAt.toISOString()).toBe(ap.nextCheckAt);

    ctx.api.setNow(at(1));
    expect((await respond(ap.id, "Failed", "In Place", 40)).status).toBe(201);
    const view = await processView(incidentId);
    expect(view.nextCheckAt).toBe(at(3).toISOString());
    const [moved] = await ctx.api.db
      .select()
      .from(incidentReminders)
      .where(eq(incidentReminders.incidentId, incidentId));
    expect(moved.dueAt.toISOString()).toBe(view.nextCheckAt);
    ctx.api.setNow(null);

    const reminders = async () =>
      (
        await ctx.api.db.select().from(notifications).where(eq(notifications.userId, ctx.coordinator.id))
      ).filter((n) => n.type === "STATUS_CHECK" && n.additionalInfo.incidentId === incidentId).length;
    await runDueReminders({ db: ctx.api.db, now: () => at(2.9) });
    expect(await reminders()).toBe(0);
    await runDueReminders({ db: ctx.api.db, now: () => at(3) });
    expect(await reminders()).toBe(1);
    ctx.api.setNow(at(3.1));
    expect((await processView(incidentId)).checkOverdue).toBe(true);
    // Still overdue an hour... and a cadence later: reminded again at the incident's cadence.
    await runDueReminders({ db: ctx.api.db, now: () => at(4) });
    expect(await reminders()).toBe(1);
    await runDueReminders({ db: ctx.api.db, now: () => at(5) });
    expect(await reminders()).toBe(2);
  });
});
