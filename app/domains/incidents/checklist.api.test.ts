import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTIVATION_MESSAGES } from "~/domains/activation/model";
import { approvePlan } from "../../../tests/support/analysis";
import { makeUnit, planWithProcess } from "../../../tests/support/bcp";
import { PLAN_TEAM, testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { incidents } from "./schema.server";

let unitId: string;

const ctx = testApiFixture({ ...PLAN_TEAM, employee: "Employee" }, { company: "Guided" });
beforeAll(async () => {
  unitId = (await makeUnit(ctx.api, ctx.admin.companyId)).unit.id;
});

/** An approved plan with one process and the lead on its BRT roster as Leader, with a phone. */
async function approvedPlan(name: string) {
  const { plan: p, process } = await planWithProcess(
    ctx.api,
    ctx,
    { businessUnitId: unitId, name },
    { name: `${name} process` },
  );
  const roster = await ctx.api.call("post", "/bcpBRTRoster", {
    token: ctx.lead.token,
    body: {
      bcpId: p.id,
      name: "Lena Lead",
      role: "LEADER",
      userId: ctx.lead.id,
      email: ctx.lead.email,
      phone: "+44 7700 900123",
    },
  });
  expect(roster.status, JSON.stringify(roster.body)).toBe(201);
  await approvePlan(ctx.api, ctx.lead, ctx.approver, p.id);
  return { id: p.id, processId: process.id };
}

async function incidentImpacting(processIds: string[], title: string) {
  const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title, statusCheckCadence: "2 Hours" });
  await ctx.api.db.update(incidents).set({ bcpProcessIds: processIds }).where(eq(incidents.id, id));
  return id;
}

const checklist = async (id: string) =>
  (await ctx.api.call("get", `/incident/${id}/checklist`, { token: ctx.admin.token })).body.data;
const doneSteps = async (id: string) =>
  (await checklist(id)).steps.filter((s: { done: boolean }) => s.done).map((s: { key: string }) => s.key);

describe("the guided response", () => {
  it("ticks each step from what was done, and the next step moves on", async () => {
    const plan = await approvedPlan("Warehouse BCP");
    const id = await incidentImpacting([plan.processId], "River flood");
    expect(await checklist(id)).toMatchObject({ next: "team", teamSize: 0, hasCoordinator: false });
    expect(await doneSteps(id)).toEqual([]);

    // A coordinator alone is not a team.
    await assignTeam(ctx.api, ctx.admin.token, id, { responseCoordinatorId: ctx.admin.id, members: [] });
    expect(await doneSteps(id)).toEqual([]);
    await assignTeam(ctx.api, ctx.admin.token, id, {
      responseCoordinatorId: ctx.admin.id,
      members: [{ userId: ctx.lead.id, role: "LEADER" }],
    });
    expect(await checklist(id)).toMatchObject({ next: "activate", teamSize: 1 });

    const activated = await ctx.api.call("post", "/bcpProcess/activateBcps", {
      token: ctx.admin.token,
      body: { incidentId: id, bcpIds: [plan.id], reason: "Flooded" },
    });
    expect(activated.status).toBe(201);
    expect(await checklist(id)).toMatchObject({ next: "message" });
    expect((await checklist(id)).nextCheckAt).not.toBeNull();

    const sent = await ctx.api.call("post", `/incident/${id}/messages`, {
      token: ctx.admin.token,
      body: {
        template: "information",
        subject: "Flood",
        body: "The warehouse is closed.",
        audiences: ["response_team"],
        channels: ["email"],
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await checklist(id)).toMatchObject({ next: "statusCheck" });

    const active = await ctx.api.call("get", "/bcpResponse/getResponseData", {
      token: ctx.admin.token,
      query: { incidentId: id },
    });
    const ap = active.body.data[0].processes[0];
    const checked = await ctx.api.call("put", "/bcpResponse/updateActivationResponse", {
      token: ctx.lead.token,
      body: {
        activationProcessId: ap.id,
        controlStatus: "Degraded",
        strategy: "Remote Work (RW)",
        strategyStatus: "Partially Working",
        headcountAvailable: 2,
      },
    });
    expect(checked.status).toBe(201);
    expect(await checklist(id)).toMatchObject({ next: null });
    expect(await doneSteps(id)).toEqual(["team", "activate", "message", "statusCheck"]);
  });

  it("says a plan is already active for another incident, and still offers it ticked", async () => {
    const plan = await approvedPlan("Depot BCP");
    const first = await incidentImpacting([plan.processId], "Depot fire");
    await ctx.api.call("post", "/bcpProcess/activateBcps", {
      token: ctx.admin.token,
      body: { incidentId: first, bcpIds: [plan.id], reason: "Fire" },
    });
    const second = await incidentImpacting([plan.processId], "Depot power cut");
    const impacted = await ctx.api.call("get", "/bcpProcess/impactedBcps", {
      token: ctx.admin.token,
      query: { incidentId: second },
    });
    const row = impacted.body.data.plans.find((p: { id: string }) => p.id === plan.id);
    expect(row).toMatchObject({ canActivate: true, active: false });
    expect(row.activeElsewhere).toEqual([
      { incidentId: first, title: "Depot fire", since: expect.any(String) },
    ]);
    // On the first incident itself it is active, not "elsewhere".
    const own = await ctx.api.call("get", "/bcpProcess/impactedBcps", {
      token: ctx.admin.token,
      query: { incidentId: first },
    });
    expect(own.body.data.plans[0]).toMatchObject({ active: true, canActivate: false, activeElsewhere: [] });
    expect(ACTIVATION_MESSAGES.activeElsewhere("Depot fire", "1 Dec 2026")).toContain("Depot fire");
  });

  it("offers the team from users with phones and BRT roles, and keeps the roles chosen", async () => {
    const plan = await approvedPlan("Transport BCP");
    const id = await incidentImpacting([plan.processId], "Road closure");
    const candidates = await ctx.api.call("get", `/incident/${id}/team-candidates`, {
      token: ctx.admin.token,
    });
    expect(candidates.status).toBe(200);
    const lena = candidates.body.data.find((c: { id: string }) => c.id === ctx.lead.id);
    expect(lena).toMatchObject({
      phone: "+44 7700 900123",
      role: null,
      roster: { role: "LEADER", plan: "Transport BCP" },
    });
    await assignTeam(ctx.api, ctx.admin.token, id, {
      responseCoordinatorId: ctx.admin.id,
      members: [
        { userId: ctx.lead.id, role: "LEADER" },
        { userId: ctx.approver.id, role: "LEADER_BACKUP" },
      ],
    });
    const after = await ctx.api.call("get", `/incident/${id}/team-candidates`, { token: ctx.admin.token });
    const roles = Object.fromEntries(
      after.body.data.map((c: { id: string; role: string | null }) => [c.id, c.role]),
    );
    expect(roles[ctx.lead.id]).toBe("LEADER");
    expect(roles[ctx.approver.id]).toBe("LEADER_BACKUP");
    expect(roles[ctx.employee.id]).toBeNull();
    // Those who may not name the team do not get the list; another company does not find the incident.
    expect(
      (await ctx.api.call("get", `/incident/${id}/team-candidates`, { token: ctx.employee.token })).status,
    ).toBe(403);
    const stranger = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
    expect((await ctx.api.call("get", `/incident/${id}/checklist`, { token: stranger.token })).status).toBe(
      404,
    );
  });
});
