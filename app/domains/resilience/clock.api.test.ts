import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incidents, incidentTimeline } from "~/domains/incidents/schema.server";
import { notifications } from "~/domains/notifications/schema.server";
import { approvePlan } from "../../../tests/support/analysis";
import { makeUnit, planWithProcess, processDownHours } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, hazardFixture, publishedIncident } from "../../../tests/support/incidents";
import { runDueToleranceWarnings } from "./clock.server";

let unitId: string;
const HOUR = 3600_000;
const T0 = new Date("2026-03-02T06:00:00Z");
const at = (h: number) => new Date(T0.getTime() + h * HOUR);

const ctx = testApiFixture(
  { admin: "CorpAdmin", owner: "BUAdmin", coordinator: "BUAdmin" },
  { company: "Tolerance Co", now: T0 },
);
beforeAll(async () => {
  unitId = (await makeUnit(ctx.api, ctx.admin.companyId)).unit.id;
});

/**
 * An approved plan with a 4-hour-MAD process, an important business service (tolerance 2 hours, owned by `owner`)
 * relying on it, and a published incident (alert at T0) with the plan activated.
 */
async function serviceInIncident(name: string, opts: { exerciseType?: "Tabletop" } = {}) {
  const lead = await ctx.api.user("BCPLead", { company: "Tolerance Co" });
  const approver = await ctx.api.user("BCPLead", { company: "Tolerance Co" });
  const { plan, process } = await planWithProcess(
    ctx.api,
    { admin: ctx.admin, lead },
    { businessUnitId: unitId, name: `${name} BCP` },
    processDownHours(name, 4),
  );
  await approvePlan(ctx.api, lead, approver, plan.id);
  const service = await ctx.api.call("post", "/businessService", {
    token: ctx.admin.token,
    body: {
      name: `${name} service`,
      served: "Customers",
      ownerId: ctx.owner.id,
      tolerance: 2,
      toleranceUnit: "hours",
      processIds: [process.id],
    },
  });
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title: `${name} flood`, ...opts });
  await ctx.api.db
    .update(incidents)
    .set({ bcpProcessIds: [process.id], alertDate: T0 })
    .where(eq(incidents.id, id));
  await assignTeam(ctx.api, ctx.admin.token, id, { responseCoordinatorId: ctx.coordinator.id, members: [] });
  const activated = await ctx.api.call("post", "/bcpProcess/activateBcps", {
    token: ctx.admin.token,
    body: { incidentId: id, bcpIds: [plan.id], reason: "Docks flooded" },
  });
  expect(activated.status, JSON.stringify(activated.body)).toBe(201);
  return {
    incidentId: id,
    planId: plan.id,
    processId: process.id,
    serviceId: service.body.data.id as string,
  };
}

const clocksOf = async (incidentId: string) =>
  (await ctx.api.call("get", "/businessService/clocks", { token: ctx.admin.token, query: { incidentId } }))
    .body.data;

describe("the tolerance clock of an important business service", () => {
  it("runs from the disruption start and warns owner and coordinator at 50, 75 and 100 %, once each, however many workers race", async () => {
    ctx.api.setNow(at(0.25));
    const { incidentId, serviceId, planId } = await serviceInIncident("Cards");
    ctx.api.setNow(at(0.5));
    const [clock] = await clocksOf(incidentId);
    expect(clock).toMatchObject({
      service: { id: serviceId, name: "Cards service" },
      state: "Within tolerance",
      usedPct: 25,
      running: true,
      breachedAt: null,
      processes: ["Cards process"],
    });
    expect(clock.disruptedSince).toBe(T0.toISOString());
    expect(clock.breachAt).toBe(at(2).toISOString());

    const runAt = (when: Date) =>
      runDueToleranceWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => when });
    const told = async (userId: string) =>
      (await ctx.api.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .filter((n) => n.type === "TOLERANCE_WARNING" && n.additionalInfo.incidentId === incidentId)
        .map((n) => Number(n.additionalInfo.threshold))
        .sort((a, b) => a - b);
    await runAt(at(0.99));
    expect(await told(ctx.owner.id)).toEqual([]);
    for (const [h, pcts] of [
      [1, [50]],
      [1.5, [50, 75]],
      [2, [50, 75, 100]],
    ] as const) {
      await Promise.all(Array.from({ length: 4 }, () => runAt(at(h))));
      for (const user of [ctx.owner, ctx.coordinator]) expect(await told(user.id)).toEqual(pcts);
    }
    await runAt(at(9));
    expect(await told(ctx.owner.id)).toHaveLength(3);
    const mail = (await ctx.api.outbox(ctx.owner.email)).map((m) => m.subject);
    expect(mail.filter((s) => s === "Cards service: 100 % of its impact tolerance gone")).toHaveLength(1);

    // The breach is recorded with the moment the tolerance ran out, once, in the incident's timeline.
    const breaches = await ctx.api.db
      .select()
      .from(incidentTimeline)
      .where(
        and(
          eq(incidentTimeline.incidentId, incidentId),
          eq(incidentTimeline.kind, "service_tolerance_breached"),
        ),
      );
    expect(breaches).toHaveLength(1);
    expect(breaches[0].at.toISOString()).toBe(at(2).toISOString());

    // Deactivating the plan stops the clock; the breach stays.
    ctx.api.setNow(at(3));
    const off = await ctx.api.call("post", "/bcpProcess/deactivateBcps", {
      token: ctx.admin.token,
      body: { incidentId, bcpIds: [planId], reason: "Recovered" },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const [after] = await clocksOf(incidentId);
    expect(after).toMatchObject({ state: "Breached", running: false, breachedAt: at(2).toISOString() });
    ctx.api.setNow(null);
  });

  it("warns nobody once the incident is closed, though its plan was never deactivated", async () => {
    ctx.api.setNow(at(0.25));
    const { incidentId } = await serviceInIncident("Closed");
    ctx.api.setNow(null);
    const runAt = (when: Date) =>
      runDueToleranceWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => when });
    const told = async () =>
      (await ctx.api.db.select().from(notifications).where(eq(notifications.userId, ctx.owner.id)))
        .filter((n) => n.type === "TOLERANCE_WARNING" && n.additionalInfo.incidentId === incidentId)
        .map((n) => Number(n.additionalInfo.threshold));
    await runAt(at(1));
    expect(await told()).toEqual([50]);
    await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, incidentId));
    await runAt(at(1.5));
    await runAt(at(9));
    expect(await told()).toEqual([50]);
  });

  it("tells only the highest threshold passed after a late activation, and moves with a corrected disruption start", async () => {
    ctx.api.setNow(at(1.6));
    const { incidentId } = await serviceInIncident("Late");
    ctx.api.setNow(null);
    await runDueToleranceWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => at(1.7) });
    const about = async () =>
      (await ctx.api.db.select().from(notifications).where(eq(notifications.userId, ctx.owner.id)))
        .filter((n) => n.type === "TOLERANCE_WARNING" && n.additionalInfo.incidentId === incidentId)
        .map((n) => Number(n.additionalInfo.threshold));
    expect(await about()).toEqual([75]);

    // The disruption really started later: the clock follows, and 100 % is not due until the new end.
    ctx.api.setNow(at(1.8));
    const view = await ctx.api.call("get", "/bcpResponse/getResponseData", {
      token: ctx.admin.token,
      query: { incidentId },
    });
    const ap = view.body.data[0].processes[0];
    const moved = await ctx.api.call("put", "/bcpProcess/updateDisruption", {
      token: ctx.admin.token,
      body: { activationProcessId: ap.id, disruptedSince: at(1).toISOString() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [clock] = await clocksOf(incidentId);
    expect(clock.breachAt).toBe(at(3).toISOString());
    await runDueToleranceWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => at(2.5) });
    expect(await about()).toEqual([75]);
    await runDueToleranceWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => at(3) });
    expect((await about()).sort()).toEqual([100, 75]);
    ctx.api.setNow(null);
  });

  it("shows the services of open incidents on Home, and another company's incident answers 404", async () => {
    ctx.api.setNow(at(3.5));
    const home = await ctx.api.call("get", "/home", { token: ctx.admin.token });
    expect(home.status).toBe(200);
    expect(home.body.data.serviceClocks.map((c: { service: { name: string } }) => c.service.name)).toEqual(
      expect.arrayContaining(["Cards service", "Late service"]),
    );
    const employee = await ctx.api.user("Employee", { company: "Tolerance Co" });
    expect(
      (await ctx.api.call("get", "/home", { token: employee.token })).body.data.serviceClocks,
    ).toBeNull();
    const { incidentId } = await serviceInIncident("Own");
    const stranger = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
    const res = await ctx.api.call("get", "/businessService/clocks", {
      token: stranger.token,
      query: { incidentId },
    });
    expect(res.status).toBe(404);
    // Another's draft is not there for a colleague yet; its author asks its clocks (none) without an error.
    const { categoryId } = await hazardFixture(ctx.api, ctx.admin.token);
    const draft = await ctx.api.call("post", "/incident", {
      token: ctx.owner.token,
      body: { type: "Incident", hazardCategoryId: categoryId },
    });
    const clocksOf = (token: string) =>
      ctx.api.call("get", "/businessService/clocks", { token, query: { incidentId: draft.body.data.id } });
    expect((await clocksOf(ctx.admin.token)).status).toBe(404);
    const own = await clocksOf(ctx.owner.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([]);
  });

  it("starts a service's clock when it is mapped while the incident runs, and brings its warnings forward when its tolerance is shortened", async () => {
    ctx.api.setNow(at(0.25));
    const { incidentId, processId, serviceId } = await serviceInIncident("Mid-incident");
    const body = (name: string, tolerance: number, processIds: string[]) => ({
      name,
      served: "Customers",
      ownerId: ctx.owner.id,
      tolerance,
      toleranceUnit: "hours",
      processIds,
    });
    // A service registered during the incident, relying on the process already disrupted: on the clock at once.
    const express = await ctx.api.call("post", "/businessService", {
      token: ctx.admin.token,
      body: body("Mid-incident express", 1, [processId]),
    });
    expect(express.status, JSON.stringify(express.body)).toBe(201);
    const byName = async () =>
      Object.fromEntries(
        ((await clocksOf(incidentId)) as { service: { name: string } }[]).map((c) => [c.service.name, c]),
      );
    expect((await byName())["Mid-incident express"]).toMatchObject({
      disruptedSince: T0.toISOString(),
      breachAt: at(1).toISOString(),
      running: true,
    });

    // The first service's tolerance cut from 2 hours to 1: its 50 % warning falls at 30 minutes, not at 1 hour.
    const cut = await ctx.api.call("put", `/businessService/${serviceId}`, {
      token: ctx.admin.token,
      body: body("Mid-incident service", 1, [processId]),
    });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    await runDueToleranceWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => at(0.6) });
    const told = (await ctx.api.db.select().from(notifications).where(eq(notifications.userId, ctx.owner.id)))
      .filter((n) => n.type === "TOLERANCE_WARNING" && n.additionalInfo.incidentId === incidentId)
      .map((n) => Number(n.additionalInfo.threshold));
    expect(told).toEqual([50, 50]);

    // No longer relying on the process: its clock stops.
    const unmapped = await ctx.api.call("put", `/businessService/${express.body.data.id}`, {
      token: ctx.admin.token,
      body: body("Mid-incident express", 1, []),
    });
    expect(unmapped.status).toBe(200);
    expect((await byName())["Mid-incident express"]).toMatchObject({ running: false });
    ctx.api.setNow(null);
  });

  it("keeps a clock stopped within tolerance Stopped, and records a breach no worker told before the stop", async () => {
    ctx.api.setNow(at(0.25));
    const within = await serviceInIncident("Recovered");
    const unseen = await serviceInIncident("Unseen");
    const deactivate = async (incidentId: string, planId: string) => {
      const res = await ctx.api.call("post", "/bcpProcess/deactivateBcps", {
        token: ctx.admin.token,
        body: { incidentId, bcpIds: [planId], reason: "Recovered" },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    // Recovered an hour in (half its 2-hour tolerance): still Stopped, not Breached, hours later.
    ctx.api.setNow(at(1));
    await deactivate(within.incidentId, within.planId);
    // Stopped at 2 h 30 min, past its tolerance, before any worker ran: the breach is recorded at 2 h.
    ctx.api.setNow(at(2.5));
    await deactivate(unseen.incidentId, unseen.planId);
    ctx.api.setNow(at(6));
    expect((await clocksOf(within.incidentId))[0]).toMatchObject({
      state: "Stopped",
      running: false,
      breachedAt: null,
    });
    expect((await clocksOf(unseen.incidentId))[0]).toMatchObject({
      state: "Breached",
      running: false,
      breachedAt: at(2).toISOString(),
    });
    const breaches = await ctx.api.db
      .select()
      .from(incidentTimeline)
      .where(
        and(
          eq(incidentTimeline.incidentId, unseen.incidentId),
          eq(incidentTimeline.kind, "service_tolerance_breached"),
        ),
      );
    expect(breaches.map((b) => b.at.toISOString())).toEqual([at(2).toISOString()]);
    ctx.api.setNow(null);
  });

  it("marks an exercise's tolerance warnings EXERCISE, as its MAD warnings are", async () => {
    ctx.api.setNow(at(0.25));
    const { incidentId } = await serviceInIncident("Drill", { exerciseType: "Tabletop" });
    await runDueToleranceWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => at(1) });
    const mail = (await ctx.api.outbox(ctx.owner.email))
      .map((m) => m.subject)
      .filter((s) => s.includes("Drill service"));
    expect(mail).toEqual(["[EXERCISE] Drill service: 50 % of its impact tolerance gone"]);
    const [notice] = (
      await ctx.api.db.select().from(notifications).where(eq(notifications.userId, ctx.owner.id))
    ).filter((n) => n.type === "TOLERANCE_WARNING" && n.additionalInfo.incidentId === incidentId);
    expect(String(notice.additionalInfo.message)).toContain("[EXERCISE] Drill flood");
    ctx.api.setNow(null);
  });
});
