import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { approvePlan } from "../../../tests/support/analysis";
import { makeUnit, planWithProcess, processDownHours } from "../../../tests/support/bcp";
import { PLAN_TEAM, testApiFixture } from "../../../tests/support/fixture";
import { hazardFixture, publishedIncident } from "../../../tests/support/incidents";
import { sendAreYouSafe, siteWithPeople } from "../../../tests/support/messaging";
import { EXERCISE_LABEL, INCIDENT_MESSAGES } from "./model";
import { incidents } from "./schema.server";

const ctx = testApiFixture(PLAN_TEAM, { company: "Drill Co" });
beforeAll(async () => {
  // Someone at the incident's place, to receive its messages.
  await siteWithPeople(ctx.api, ctx.admin.token, "Drill depot", [
    { firstName: "Rita", lastName: "Reyes", email: "rita@drill.example", mobile: "+447700900123" },
  ]);
});

/** An approved plan with one process, activated for the incident. */
async function activatedPlan(incidentId: string, name: string) {
  const unitId = (await makeUnit(ctx.api, ctx.admin.companyId, `Unit ${name}`)).unit.id;
  const { plan: p, process } = await planWithProcess(
    ctx.api,
    ctx,
    { businessUnitId: unitId, name },
    processDownHours(name, 4),
  );
  await approvePlan(ctx.api, ctx.lead, ctx.approver, p.id);
  await ctx.api.db
    .update(incidents)
    .set({ bcpProcessIds: [process.id] })
    .where(eq(incidents.id, incidentId));
  const activated = await ctx.api.call("post", "/bcpProcess/activateBcps", {
    token: ctx.admin.token,
    body: { incidentId, bcpIds: [p.id], reason: "Drill" },
  });
  expect(activated.status, JSON.stringify(activated.body)).toBe(201);
  return p.id;
}

const sendSafeCheck = (incidentId: string) =>
  sendAreYouSafe(ctx.api, ctx.admin.token, incidentId, {
    audiences: ["impacted_people"],
    channels: ["email", "sms"],
    body: "Flood at the depot. Are you safe?",
  });

describe("exercise mode", () => {
  it("an exercise's messages reach the outbox marked EXERCISE, by email and SMS; a real incident's are not", async () => {
    const drill = await publishedIncident(ctx.api, ctx.admin.token, {
      title: "Depot flood drill",
      exerciseType: "Tabletop",
    });
    expect(drill.incident.exerciseType).toBe("Tabletop");
    const sent = await sendSafeCheck(drill.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [email] = await ctx.api.outbox("rita@drill.example");
    expect(email.subject).toBe(`[${EXERCISE_LABEL}] Are you safe?`);
    expect(email.text.startsWith(`[${EXERCISE_LABEL}] Flood at the depot.`)).toBe(true);
    const [sms] = await ctx.api.outbox("+447700900123");
    expect(sms.text.startsWith(`[${EXERCISE_LABEL}] `)).toBe(true);

    const real = await publishedIncident(ctx.api, ctx.admin.token, { title: "Depot flood" });
    expect(real.incident.exerciseType).toBeNull();
    expect((await sendSafeCheck(real.id)).status).toBe(201);
    const copies = await ctx.api.outbox("rita@drill.example");
    const last = copies[copies.length - 1];
    expect(last.subject).toBe("Are you safe?");
    expect(last.text).not.toContain(EXERCISE_LABEL);
  }, 60_000);

  it("keeps exercises out of Home and Active BCPs unless asked; the exercise's own page lists its plans", async () => {
    const drill = await publishedIncident(ctx.api, ctx.admin.token, {
      title: "Power cut drill",
      exerciseType: "Simulation",
    });
    const real = await publishedIncident(ctx.api, ctx.admin.token, { title: "Power cut" });
    const drillPlan = await activatedPlan(drill.id, "Drill Plan");
    const realPlan = await activatedPlan(real.id, "Real Plan");

    const home = (await ctx.api.call("get", "/home", { token: ctx.admin.token })).body.data;
    const homeIds = home.incidents.rows.map((r: { id: string }) => r.id);
    expect(homeIds).toContain(real.id);
    expect(homeIds).not.toContain(drill.id);
    const homePlans = home.activePlans.map((p: { bcpId: string }) => p.bcpId);
    expect(homePlans).toContain(realPlan);
    expect(homePlans).not.toContain(drillPlan);

    const active = async (exercises?: string) =>
      (
        await ctx.api.call("get", "/bcpProcess/getAllActiveBcps", {
          token: ctx.admin.token,
          query: exercises ? { exercises } : {},
        })
      ).body.data.map((a: { bcpId: string }) => a.bcpId);
    expect(await active()).toEqual(expect.arrayContaining([realPlan]));
    expect(await active()).not.toContain(drillPlan);
    expect(await active("include")).toEqual(expect.arrayContaining([realPlan, drillPlan]));
    expect(await active("only")).toEqual([drillPlan]);

    const own = await ctx.api.call("get", "/bcpResponse/getResponseData", {
      token: ctx.admin.token,
      query: { incidentId: drill.id },
    });
    expect(own.body.data.map((a: { bcpId: string }) => a.bcpId)).toEqual([drillPlan]);
    expect(own.body.data[0].incident.exerciseType).toBe("Simulation");
  }, 120_000);

  it("an exercise's situation report PDF and list row say EXERCISE", async () => {
    const drill = await publishedIncident(ctx.api, ctx.admin.token, {
      title: "Smoke drill",
      exerciseType: "Walkthrough",
    });
    const pdf = await ctx.api.app.fetch(
      new Request(`http://keel.test/api/bcpResponse/situationReportPdf?incidentId=${drill.id}`, {
        headers: { authorization: `Bearer ${ctx.admin.token}` },
      }),
    );
    expect(pdf.status).toBe(200);
    // The document's title (what a viewer's title bar and a print queue show) names it an exercise.
    const raw = new TextDecoder("latin1").decode(new Uint8Array(await pdf.arrayBuffer()));
    expect(raw).toContain(`(Situation report: [${EXERCISE_LABEL}] Smoke drill)`);
    const list = await ctx.api.call("get", "/incident/all", {
      token: ctx.admin.token,
      query: { q: "Smoke drill" },
    });
    expect(list.body.data[0]).toMatchObject({ id: drill.id, exerciseType: "Walkthrough" });
  });

  it("is chosen on the draft and fixed once published; a bad kind is refused on its field", async () => {
    const { categoryId } = await hazardFixture(ctx.api, ctx.admin.token);
    const bad = await ctx.api.call("post", "/incident", {
      token: ctx.admin.token,
      body: { type: "Incident", hazardCategoryId: categoryId, exerciseType: "Rehearsal" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.exerciseType).toEqual(["Choose a kind of exercise."]);

    const draft = await ctx.api.call("post", "/incident", {
      token: ctx.admin.token,
      body: { type: "Crisis", hazardCategoryId: categoryId },
    });
    const id = draft.body.data.id;
    const asExercise = await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: { step: "hazard_category", hazardCategoryId: categoryId, exerciseType: "Live" },
    });
    expect(asExercise.body.data.exerciseType).toBe("Live");

    const published = await publishedIncident(ctx.api, ctx.admin.token, { exerciseType: "Live" });
    const change = await ctx.api.call("put", `/incident/${published.id}`, {
      token: ctx.admin.token,
      body: { step: "hazard_category", hazardCategoryId: published.categoryId },
    });
    expect(change.status).toBe(400);
    expect(change.body.error.fields.exerciseType).toEqual([INCIDENT_MESSAGES.exerciseFixed]);
    const [row] = await ctx.api.db.select().from(incidents).where(eq(incidents.id, published.id));
    expect(row.exerciseType).toBe("Live");
  });
});
