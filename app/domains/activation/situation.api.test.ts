import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { impactedAssets } from "~/domains/assets/impact-schema.server";
import { assets, people } from "~/domains/assets/schema.server";
import { bcpProcessLocations } from "~/domains/bcp/schema.server";
import { incidentMessageRecipients, incidentMessages } from "~/domains/incident-messages/schema.server";
import { incidents } from "~/domains/incidents/schema.server";
import { approvePlan } from "../../../tests/support/analysis";
import { makeUnit, planWithProcess } from "../../../tests/support/bcp";
import { PLAN_TEAM, testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";

const T0 = new Date("2026-03-02T03:05:00Z");

const ctx = testApiFixture(
  { ...PLAN_TEAM, employee: "Employee", outsider: ["CorpAdmin", { company: "Other Co" }] },
  { company: "Sitrep Co", now: T0 },
);

/** The PDF's text as a reader's viewer extracts it (pdftotext, poppler-utils). */
function pdfText(bytes: Uint8Array, name = "sitrep"): string {
  const file = join(mkdtempSync(join(tmpdir(), "keel-sitrep-")), `${name}.pdf`);
  writeFileSync(file, bytes);
  if (process.env.SITREP_PDF_OUT) writeFileSync(process.env.SITREP_PDF_OUT.replace("sitrep", name), bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

/** GET a PDF under /api as the admin, as a browser downloads it; it must answer 200. */
async function downloadPdf(path: string) {
  const res = await ctx.api.app.fetch(
    new Request(`http://keel.test/api${path}`, {
      headers: { authorization: `Bearer ${ctx.admin.token}` },
    }),
  );
  expect(res.status).toBe(200);
  return res;
}

/** A flood at 03:05: one approved plan (MAD 4 hours) activated, a status check, an action, sites and people. */
async function floodIncident() {
  const unitId = (await makeUnit(ctx.api, ctx.admin.companyId)).unit.id;
  const { plan: p, process } = await planWithProcess(
    ctx.api,
    ctx,
    { businessUnitId: unitId, name: "Warehousing BCP" },
    {
      name: "Pick and pack",
      mad: 4,
      madDuration: "hours",
      criticalProcessHeadcountAnalysis: 30,
      totalGlobalHeadCount: 45,
    },
  );
  await approvePlan(ctx.api, ctx.lead, ctx.approver, p.id);
  const { id } = await publishedIncident(ctx.api, ctx.admin.token, {
    title: "Manchester flood",
    statusCheckCadence: "2 Hours",
  });
  await ctx.api.db
    .update(incidents)
    .set({ bcpProcessIds: [process.id], alertDate: T0, responseCoordinatorId: ctx.admin.id })
    .where(eq(incidents.id, id));
  const activated = await ctx.api.call("post", "/bcpProcess/activateBcps", {
    token: ctx.admin.token,
    body: { incidentId: id, bcpIds: [p.id], reason: "Docks flooded" },
  });
  expect(activated.status, JSON.stringify(activated.body)).toBe(201);
  const active = await ctx.api.call("get", "/bcpResponse/getResponseData", {
    token: ctx.admin.token,
    query: { incidentId: id },
  });
  const activationProcessId = active.body.data[0].processes[0].id;
  const response = await ctx.api.call("put", "/bcpResponse/updateActivationResponse", {
    token: ctx.admin.token,
    body: {
      activationProcessId,
      controlStatus: "Failed",
      strategy: "Remote Work (RW)",
      strategyStatus: "Partially Working",
      headcountAvailable: 20,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const action = await ctx.api.call("post", `/incident/${id}/actions`, {
    token: ctx.admin.token,
    body: { title: "Move stock to Leeds", ownerId: ctx.lead.id, dueAt: "2026-03-02T05:00:00Z" },
  });
  expect(action.status, JSON.stringify(action.body)).toBe(201);
  const [site] = await ctx.api.db
    .insert(assets)
    .values({
      companyId: ctx.admin.companyId,
      name: "Trafford Park DC",
      type: "warehouse",
      city: "Manchester",
      lat: 53.46,
      lng: -2.32,
    })
    .returning();
  const [tom, ann] = await ctx.api.db
    .insert(people)
    .values([
      {
        companyId: ctx.admin.companyId,
        type: "employee",
        firstName: "Tom",
        lastName: "Hughes",
        lat: 53.46,
        lng: -2.32,
      },
      {
        companyId: ctx.admin.companyId,
        type: "employee",
        firstName: "Ann",
        lastName: "Lee",
        lat: 53.46,
        lng: -2.32,
      },
    ])
    .returning();
  const impacted = await ctx.api.db
    .insert(impactedAssets)
    .values([
      { companyId: ctx.admin.companyId, incidentId: id, assetId: site.id, distanceKm: 0 },
      { companyId: ctx.admin.companyId, incidentId: id, personId: tom.id, distanceKm: 0 },
      { companyId: ctx.admin.companyId, incidentId: id, personId: ann.id, distanceKm: 0 },
    ])
    .returning();
  return {
    id,
    bcpId: p.id,
    processId: process.id,
    siteId: site.id,
    tomId: tom.id,
    annId: ann.id,
    tomImpactedId: impacted[1].id,
  };
}

describe("the situation report", () => {
  it("answers what is hit, each process's state and time to breach, actions, people and the next check, as JSON and a one-page PDF", async () => {
    const { id, bcpId, tomImpactedId } = await floodIncident();
    // Nobody accounted for yet: the report says so rather than showing a zero as if all were counted.
    const before = await ctx.api.call("get", "/bcpResponse/situationReport", {
      token: ctx.admin.token,
      query: { incidentId: id },
    });
    expect(before.status).toBe(200);
    expect(before.body.data.peopleAccounted).toEqual({ people: 2, recorded: 0, byStatus: [] });
    const safe = await ctx.api.call("post", "/assetAction", {
      token: ctx.admin.token,
      body: { impactedAssetId: tomImpactedId, action: "safe" },
    });
    expect(safe.status).toBe(201);

    // 06:05, three hours into a four-hour MAD: At risk, one hour to breach; the action due at 05:00 is overdue.
    ctx.api.setNow(new Date(T0.getTime() + 3 * 3_600_000));
    const res = await ctx.api.call("get", "/bcpResponse/situationReport", {
      token: ctx.admin.token,
      query: { incidentId: id },
    });
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report.incident).toMatchObject({
      title: "Manchester flood",
      type: "Incident",
      coordinator: "CorpAdmin Tester",
    });
    expect(report.hit).toEqual({ sites: [{ name: "Trafford Park DC", city: "Manchester" }], people: 2 });
    expect(report.plans).toEqual(["Warehousing BCP"]);
    expect(report.processes).toMatchObject([
      {
        name: "Pick and pack",
        bcpName: "Warehousing BCP",
        state: "At risk",
        breachAt: "2026-03-02T07:05:00.000Z",
        mad: "4 Hours",
      },
    ]);
    expect(report.states["At risk"]).toBe(1);
    expect(report.actions).toMatchObject([
      { title: "Move stock to Leeds", ownerName: "BCPLead Tester", overdue: true },
    ]);
    expect(report.peopleAccounted).toEqual({
      people: 2,
      recorded: 1,
      byStatus: [{ status: "Safe", count: 1 }],
    });
    expect(report.nextCheck).toEqual({ at: "2026-03-02T05:05:00.000Z", overdue: true });

    const pdf = await downloadPdf(`/bcpResponse/situationReportPdf?incidentId=${id}`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const pages = new TextDecoder("latin1").decode(bytes).match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBe(1);
    const text = pdfText(bytes);
    for (const expected of [
      "SITUATION REPORT · INCIDENT",
      "Manchester flood",
      "What is hit",
      "Trafford Park DC (Manchester)",
      "Pick and pack",
      "Warehousing BCP",
      "At risk",
      "Breach in 1 h 00 min",
      "Move stock to Leeds",
      "BCPLead Tester",
      "Not Started ·",
      "People accounted for",
      "1 of 2: Safe 1",
      "Next status check",
      "(overdue)",
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);

    // The plan printed while it is active carries the same state, in the same words.
    const plan = await downloadPdf(`/bcp/bcpPdf?bcpId=${bcpId}`);
    const planText = pdfText(new Uint8Array(await plan.arrayBuffer()), "plan");
    expect(planText).toContain("Active Response");
    expect(planText).toMatch(/Incident: Manchester flood/);
    expect(planText).toMatch(/Pick and pack\s+At risk\s+Breach in 1 h 00 min/);
  }, 120_000);

  it("shows each important business service the incident hits on its tolerance clock, in the JSON and the PDF", async () => {
    ctx.api.setNow(T0);
    const { id, processId } = await floodIncident();
    const service = await ctx.api.call("post", "/businessService", {
      token: ctx.admin.token,
      body: {
        name: "Next-day delivery",
        served: "Retail stores",
        tolerance: 5,
        toleranceUnit: "hours",
        processIds: [processId],
      },
    });
    expect(service.status, JSON.stringify(service.body)).toBe(201);
    // 06:05, three hours into a five-hour tolerance: At risk, two hours to its breach.
    ctx.api.setNow(new Date(T0.getTime() + 3 * 3_600_000));
    const res = await ctx.api.call("get", "/bcpResponse/situationReport", {
      token: ctx.admin.token,
      query: { incidentId: id },
    });
    expect(res.body.data.services).toMatchObject([
      {
        service: { name: "Next-day delivery" },
        state: "At risk",
        disruptedSince: T0.toISOString(),
        breachAt: "2026-03-02T08:05:00.000Z",
        processes: ["Pick and pack"],
      },
    ]);
    const pdf = await downloadPdf(`/bcpResponse/situationReportPdf?incidentId=${id}`);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()), "sitrep-services");
    expect(text).toContain("Important business services");
    expect(text).toMatch(/Next-day delivery\s+5 Hours\s+At risk\s+Breach in 2 h 00 min\s+Pick and pack/);
    // An employee who may not read the register gets no services at all.
    const plain = await ctx.api.call("get", "/bcpResponse/situationReport", {
      token: ctx.employee.token,
      query: { incidentId: id },
    });
    expect(plain.status).toBe(200);
    expect(plain.body.data.services).toBeNull();
  }, 120_000);

  it("tells leadership about people and messages: plan headcount at the hit sites, tallies, who needs help or is silent, the full title, the gaps (issue 32)", async () => {
    ctx.api.setNow(T0);
    const f = await floodIncident();
    const title =
      "Flood warning: River Irwell at Trafford Park (night), evacuate loading docks 1 to 6 and the cold store";
    await ctx.api.db.update(incidents).set({ title }).where(eq(incidents.id, f.id));
    // The plan staffs Pick and pack with 40 people at the hit site (30 of them critical).
    await ctx.api.db.insert(bcpProcessLocations).values({
      companyId: ctx.admin.companyId,
      processId: f.processId,
      assetId: f.siteId,
      siteName: "Trafford Park DC",
      headcount: 40,
    });
    await ctx.api.db
      .update(people)
      .set({ homeAssetId: f.siteId, mobile: "+44 7700 900001" })
      .where(eq(people.id, f.tomId));
    // "Are you safe?" to four: Tom needs help, Ann is safe, Lena has not answered, Raj asked for help then said safe.
    const at = (h: number) => new Date(T0.getTime() + h * 3_600_000);
    const [message] = await ctx.api.db
      .insert(incidentMessages)
      .values({
        companyId: ctx.admin.companyId,
        incidentId: f.id,
        template: "are_you_safe",
        subject: "Are you safe?",
        body: "Tell us",
        channels: ["email", "sms"],
        audiences: ["impacted_people"],
        purposes: ["safe", "help"],
        expiresAt: at(72),
        createdAt: at(0.5),
      })
      .returning();
    const recipient = { companyId: ctx.admin.companyId, messageId: message.id };
    await ctx.api.db.insert(incidentMessageRecipients).values([
      { ...recipient, personId: f.tomId, name: "Tom Hughes", phone: "+44 7700 900001", helpAt: at(1) },
      { ...recipient, personId: f.annId, name: "Ann Lee", email: "ann@sitrep.example", safeAt: at(1) },
      { ...recipient, userId: ctx.lead.id, name: "Lena Lead", email: "lena@sitrep.example" },
      { ...recipient, name: "Raj Patel", phone: "+44 7700 900004", helpAt: at(1), safeAt: at(2) },
    ]);

    ctx.api.setNow(at(3));
    const res = await ctx.api.call("get", "/bcpResponse/situationReport", {
      token: ctx.admin.token,
      query: { incidentId: f.id },
    });
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report.incident.title).toBe(title);
    // 40 people at the hit site by the plan (30 critical), beside the 2 register people accounted for.
    expect(report.planHeadcount).toEqual({ atSites: 40, critical: 30, processes: 1 });
    expect(report.messages.messages).toMatchObject([
      { subject: "Are you safe?", tally: { sent: 4, safe: 2, help: 1, noAnswer: 1 } },
    ]);
    expect(report.messages.needHelp).toEqual({
      total: 1,
      people: [{ name: "Tom Hughes", phone: "+44 7700 900001", site: "Trafford Park DC" }],
    });
    expect(report.messages.noAnswer).toEqual({
      total: 1,
      people: [{ name: "Lena Lead", phone: null, site: null }],
    });
    // Everyone messaged counts beside the register's accounting, as the tally does (UX review A-3).
    expect(report.peopleAnswered).toEqual({ people: 4, safe: 2, help: 1, noAnswer: 1 });
    // A coordinator is set, but nobody is on the team and the 05:05 check is overdue.
    expect(report.gaps).toEqual(["The response team is empty", "1 status check overdue"]);

    const pdf = await downloadPdf(`/bcpResponse/situationReportPdf?incidentId=${f.id}`);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()), "sitrep-people").replace(/\s+/g, " ");
    for (const expected of [
      title,
      "The response team is empty",
      "1 status check overdue",
      "Need help (1)",
      "Tom Hughes · +44 7700 900001 · Trafford Park DC",
      "Plan headcount 40 at the hit sites (critical 30) across 1 process",
      "Messages",
      "No answer (1)",
      "Lena Lead · no phone",
      "Answered by message Safe 2, Need help 1, No answer 1 (4 people messaged)",
    ])
      expect(text).toContain(expected);

    // An employee who may not open the incident reads neither the messages nor the headcount.
    const employeeView = await ctx.api.call("get", "/bcpResponse/situationReport", {
      token: ctx.employee.token,
      query: { incidentId: f.id },
    });
    expect(employeeView.body.data.messages).toBeNull();
    expect(employeeView.body.data.planHeadcount).toBeNull();
    expect(employeeView.body.data.peopleAnswered).toBeNull();
  }, 120_000);

  it("answers 404 to another company, and leaves out what an uninvolved employee may not open", async () => {
    ctx.api.setNow(T0);
    const { id } = await floodIncident();
    for (const path of ["/bcpResponse/situationReport", "/bcpResponse/situationReportPdf"]) {
      const foreign = await ctx.api.call("get", path, {
        token: ctx.outsider.token,
        query: { incidentId: id },
      });
      expect(foreign.status).toBe(404);
    }
    // An Employee reads activations company-wide (activation.read) but not this incident's record.
    const res = await ctx.api.call("get", "/bcpResponse/situationReport", {
      token: ctx.employee.token,
      query: { incidentId: id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.processes).toHaveLength(1);
    expect(res.body.data.actions).toBeNull();
    expect(res.body.data.hit).toBeNull();
    expect(res.body.data.peopleAccounted).toBeNull();
  }, 120_000);

  it("Home answers the three questions in one call: open incidents with what they hit, active plans, what is late", async () => {
    ctx.api.setNow(T0);
    const { id, bcpId } = await floodIncident();
    const closed = await publishedIncident(ctx.api, ctx.admin.token, { title: "Old fire" });
    await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, closed.id));
    ctx.api.setNow(new Date(T0.getTime() + 3 * 3_600_000));
    const res = await ctx.api.call("get", "/home", { token: ctx.admin.token });
    expect(res.status).toBe(200);
    const home = res.body.data;
    const ids = home.incidents.rows.map((r: { id: string }) => r.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(closed.id);
    expect(home.incidents.rows.find((r: { id: string }) => r.id === id)).toMatchObject({
      name: "Manchester flood",
      sites: 1,
      people: 2,
    });
    // One line per plan, with its incidents.
    expect(home.activePlans.filter((p: { bcpId: string }) => p.bcpId === bcpId)).toEqual([
      { bcpId, bcpName: "Warehousing BCP", incidents: [{ id, title: "Manchester flood" }] },
    ]);
    expect(home.late.find((p: { incident: { id: string } }) => p.incident.id === id)).toMatchObject({
      name: "Pick and pack",
      state: "At risk",
      breachAt: "2026-03-02T07:05:00.000Z",
    });
    expect(home.overdueChecks.map((p: { incident: { id: string } }) => p.incident.id)).toContain(id);
    expect(home.overdueActions.rows.map((a: { title: string }) => a.title)).toContain("Move stock to Leeds");
    expect(home.overdueActions.total).toBeGreaterThanOrEqual(1);
    expect(home.plans.total).toBeGreaterThanOrEqual(1);

    // An Employee reads only incidents they take part in: nothing of these is listed; another company sees none.
    const mine = await ctx.api.call("get", "/home", { token: ctx.employee.token });
    expect(mine.body.data.incidents).toEqual({ total: 0, rows: [] });
    expect(mine.body.data.overdueActions).toEqual({ total: 0, rows: [] });
    const foreign = await ctx.api.call("get", "/home", { token: ctx.outsider.token });
    expect(foreign.body.data.incidents.total).toBe(0);
    expect(foreign.body.data.activePlans).toEqual([]);
  }, 120_000);
});
