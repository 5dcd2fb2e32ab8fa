import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incidents } from "~/domains/incidents/schema.server";
import { approvePlan } from "../../../tests/support/analysis";
import { makeUnit, planWithProcess } from "../../../tests/support/bcp";
import { PLAN_TEAM, testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";

/**
 * The most urgent on top (issue 32, item 3; UX review A-7): a process active for two incidents shows the clock
 * that breaches soonest, a process nobody reported on is At risk once its first status check is due, and Home
 * lists breached first, then the soonest breach.
 */

let unitId: string;
const HOUR = 3600_000;
const T0 = new Date("2026-03-02T06:00:00Z");
const at = (h: number) => new Date(T0.getTime() + h * HOUR);

// Employees may not approve plans (issue 32 item 6).
const ctx = testApiFixture(PLAN_TEAM, { company: "Urgentco", now: T0 });
beforeAll(async () => {
  unitId = (await makeUnit(ctx.api, ctx.admin.companyId)).unit.id;
});

/** An approved plan with one process of this MAD (hours). */
async function plan(name: string, madHours: number) {
  const { plan: p, process } = await planWithProcess(
    ctx.api,
    ctx,
    { businessUnitId: unitId, name },
    {
      name,
      mad: madHours,
      madDuration: "hours",
      totalGlobalHeadCount: 45,
      criticalProcessHeadcountAnalysis: 30,
    },
  );
  await approvePlan(ctx.api, ctx.lead, ctx.approver, p.id);
  return { id: p.id, processId: process.id };
}

/** A published incident (status checks every 2 hours, alert at `alertDate`) with these plans activated now. */
async function incidentWith(title: string, alertDate: Date, plans: { id: string; processId: string }[]) {
  const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title, statusCheckCadence: "2 Hours" });
  await ctx.api.db
    .update(incidents)
    .set({ bcpProcessIds: plans.map((p) => p.processId), alertDate })
    .where(eq(incidents.id, id));
  const res = await ctx.api.call("post", "/bcpProcess/activateBcps", {
    token: ctx.admin.token,
    body: { incidentId: id, bcpIds: plans.map((p) => p.id), reason: "Flooded" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return id;
}

type Line = { processId: string; state: string; breachAt: string; soonerElsewhere: unknown };
async function linesOf(incidentId: string): Promise<Line[]> {
  const res = await ctx.api.call("get", "/bcpResponse/getResponseData", {
    token: ctx.admin.token,
    query: { incidentId },
  });
  expect(res.status).toBe(200);
  return res.body.data.flatMap((a: { processes: Line[] }) => a.processes);
}

describe("the most urgent on top", () => {
  it("shows, per process, the soonest breach across two incidents; Not reported turns At risk when the first check is due; Home ranks breached, then soonest", async () => {
    // Three plans: Pick (MAD 24 h) hit by two incidents, Sort (MAD 24 h) and Load (MAD 1 h) by the first.
    const pick = await plan("Pick and pack", 24);
    const sort = await plan("Sorting", 24);
    const load = await plan("Loading", 1);
    // Incident A: alert and activation at T0 (first check due at T0 + 2 h).
    ctx.api.setNow(T0);
    const a = await incidentWith("Dock flood", T0, [pick, sort, load]);
    // Incident B: disrupted five hours before A (its Pick clock runs out five hours sooner), activated at T0 + 1 h.
    ctx.api.setNow(at(1));
    const b = await incidentWith("Canal flood", at(-5), [pick]);

    // T0 + 1.5 h: nobody has reported and no first check is due yet: Not reported, not on Home's at-risk list.
    ctx.api.setNow(at(1.5));
    const early = await linesOf(a);
    expect(early.find((l) => l.processId === sort.processId)?.state).toBe("Not reported");

    // T0 + 2 h: A's first check is due and nobody has reported: At risk (silence is not safety).
    ctx.api.setNow(at(2));
    const due = await linesOf(a);
    expect(due.find((l) => l.processId === sort.processId)?.state).toBe("At risk");
    // B's first check (T0 + 3 h) is not due yet: its Pick is still Not reported…
    expect((await linesOf(b)).find((l) => l.processId === pick.processId)?.state).toBe("Not reported");
    // …but its clock runs out at T0 + 19 h, sooner than A's (T0 + 24 h): A's incident page names it.
    expect(due.find((l) => l.processId === pick.processId)).toMatchObject({
      breachAt: at(24).toISOString(),
      soonerElsewhere: { breachAt: at(19).toISOString(), incident: { id: b, title: "Canal flood" } },
    });
    expect(due.find((l) => l.processId === sort.processId)?.soonerElsewhere).toBeNull();
    // Active BCPs names it too, on A's card.
    const active = await ctx.api.call("get", "/bcpProcess/getAllActiveBcps", { token: ctx.admin.token });
    const aCard = active.body.data.find(
      (x: { incident: { id: string }; bcpId: string }) => x.incident.id === a && x.bcpId === pick.id,
    );
    expect(aCard.processes[0].soonerElsewhere).toMatchObject({ incident: { id: b } });

    // Home: one line per process, on its soonest clock, breached first, then the soonest breach.
    const home = await ctx.api.call("get", "/home", { token: ctx.admin.token });
    expect(home.status).toBe(200);
    const late = home.body.data.late.map(
      (l: {
        name: string;
        state: string;
        breachAt: string;
        incident: { id: string };
        activations: number;
      }) => ({
        name: l.name,
        state: l.state,
        breachAt: l.breachAt,
        incident: l.incident.id,
        activations: l.activations,
      }),
    );
    expect(late).toEqual([
      { name: "Loading", state: "Breached", breachAt: at(1).toISOString(), incident: a, activations: 1 },
      // At risk on A (check due), on B's sooner clock (T0 + 19 h).
      {
        name: "Pick and pack",
        state: "At risk",
        breachAt: at(19).toISOString(),
        incident: b,
        activations: 2,
      },
      { name: "Sorting", state: "At risk", breachAt: at(24).toISOString(), incident: a, activations: 1 },
    ]);

    // Analysis and the situation report list the incident's processes most urgent first (UX re-run: the soonest
    // breach was the last row): Loading, breached, though its plan was activated last.
    const query = { incidentId: a };
    const analysis = await ctx.api.call("get", "/bcpResponse/analysis", { token: ctx.admin.token, query });
    expect(analysis.body.data.processes.map((p: { name: string }) => p.name)[0]).toBe("Loading");
    const sitrep = await ctx.api.call("get", "/bcpResponse/situationReport", {
      token: ctx.admin.token,
      query,
    });
    expect(sitrep.body.data.processes.map((p: { name: string }) => p.name)[0]).toBe("Loading");
  }, 120_000);
});
