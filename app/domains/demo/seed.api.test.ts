import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bcpProcesses, bcpServices, bcps } from "~/domains/bcp/schema.server";
import {
  bcpBia,
  bcpBrtMembers,
  bcpDependencyBlocks,
  bcpExecutiveSummaries,
  bcpMalo,
  bcpRisks,
  bcpScenarios,
} from "~/domains/bcp-analysis/schema.server";
import { companies } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { keptVersions } from "~/domains/evidence/schema.server";
import { exerciseInjects, findings } from "~/domains/exercises/schema.server";
import {
  bcpActivationProcesses,
  bcpActivationResponses,
  bcpActivations,
} from "~/domains/incidents/activation-schema.server";
import { incidents, incidentTeam, responseActions } from "~/domains/incidents/schema.server";
import { incidentTeamContacts } from "~/domains/incidents/team-schema.server";
import {
  associatedManagementPlans,
  cmTests,
  managementPlanSectionItems,
  managementPlanSections,
  managementPlans,
} from "~/domains/management-plans/schema.server";
import { notifications } from "~/domains/notifications/schema.server";
import { FIELD_LABELS } from "~/domains/registers/model";
import { bcpDependencyLinks, registerEntries } from "~/domains/registers/schema.server";
import { businessServiceClocks, businessServices } from "~/domains/resilience/schema.server";
import { messages } from "~/platform/messages/schema.server";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { DEMO_DRILLED_SITE } from "./drills.server";
import { DEMO_REGISTER } from "./registers.server";
import { DEMO_COMPANY, DEMO_USERS, seedDemo } from "./seed.server";
import { DEMO_SERVICES } from "./services.server";

/** The known password a test run gives the demo accounts (installs get generated ones). */
const DEMO_PASSWORD = "Test!demo2026";

let api: TestApi;
let companyId: string;
/** What the start-up log printed, and the accounts file it wrote. */
let printed = "";
let accountsFile: string;

async function rows(table: PgTable, where?: SQL) {
  const [r] = await api.db.select({ n: count() }).from(table).where(where);
  return r.n;
}

/** Every count the demo story promises, so a second run can be compared with the first. */
async function census() {
  return {
    companies: await rows(companies, eq(companies.name, DEMO_COMPANY)),
    users: await rows(users, eq(users.companyId, companyId)),
    plans: await rows(bcps, eq(bcps.companyId, companyId)),
    services: await rows(bcpServices, eq(bcpServices.companyId, companyId)),
    processes: await rows(bcpProcesses, eq(bcpProcesses.companyId, companyId)),
    bia: await rows(bcpBia, eq(bcpBia.companyId, companyId)),
    malo: await rows(bcpMalo, eq(bcpMalo.companyId, companyId)),
    risks: await rows(bcpRisks, eq(bcpRisks.companyId, companyId)),
    dependencies: await rows(bcpDependencyBlocks, eq(bcpDependencyBlocks.companyId, companyId)),
    scenarios: await rows(bcpScenarios, eq(bcpScenarios.companyId, companyId)),
    roster: await rows(bcpBrtMembers, eq(bcpBrtMembers.companyId, companyId)),
    summaries: await rows(bcpExecutiveSummaries, eq(bcpExecutiveSummaries.companyId, companyId)),
    incidents: await rows(incidents, eq(incidents.companyId, companyId)),
    team: await rows(incidentTeam),
    teamContacts: await rows(incidentTeamContacts, eq(incidentTeamContacts.companyId, companyId)),
    actions: await rows(responseActions, eq(responseActions.companyId, companyId)),
    activations: await rows(bcpActivations, eq(bcpActivations.companyId, companyId)),
    activatedProcesses: await rows(bcpActivationProcesses, eq(bcpActivationProcesses.companyId, companyId)),
    statusChecks: await rows(bcpActivationResponses, eq(bcpActivationResponses.companyId, companyId)),
    managementPlans: await rows(managementPlans, eq(managementPlans.companyId, companyId)),
    sections: await rows(managementPlanSections),
    items: await rows(managementPlanSectionItems),
    associations: await rows(associatedManagementPlans, eq(associatedManagementPlans.companyId, companyId)),
    notifications: await rows(notifications, eq(notifications.companyId, companyId)),
    mails: await rows(messages),
    registerEntries: await rows(registerEntries, eq(registerEntries.companyId, companyId)),
    dependencyLinks: await rows(bcpDependencyLinks, eq(bcpDependencyLinks.companyId, companyId)),
    businessServices: await rows(businessServices, eq(businessServices.companyId, companyId)),
    serviceClocks: await rows(businessServiceClocks, eq(businessServiceClocks.companyId, companyId)),
  };
}

async function signIn(email: string) {
  const res = await api.call("post", "/auth/signin", { body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

beforeAll(async () => {
  api = await createTestApi();
  accountsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "keel-demo-")), "demo-accounts.txt");
  const log = vi.spyOn(console, "log").mockImplementation((...args) => {
    printed += `${args.join(" ")}\n`;
  });
  try {
    companyId = await seedDemo(api.deps, { print: true, password: DEMO_PASSWORD, accountsFile });
  } finally {
    log.mockRestore();
  }
});

/** A roster's drills as `token` reads them: its last drill and who is not verified. */
const drillRoster = async (token: string, rosterKind: string, rosterId: string) =>
  (await api.call("get", "/drill-roster", { token, query: { rosterKind, rosterId } })).body.data;
/** A drill's scorecard as `token` reads it. */
const drillCard = async (token: string, id: string) =>
  (await api.call("get", `/drills/${id}`, { token })).body.data;

describe("the demo company", () => {
  it("is seeded with plans, incidents, a crisis, an activation, management plans and notifications", async () => {
    const c = await census();
    expect(c).toMatchObject({
      companies: 1,
      users: DEMO_USERS.length,
      plans: 4,
      services: 4,
      processes: 5,
      bia: 4,
      malo: 4,
      risks: 4,
      dependencies: 14,
      roster: 5,
      summaries: 2,
      // The completed tabletop exercise (issue 35) adds an incident and its activation of the warehouse plan.
      incidents: 4,
      // The exercise's decision (its post-exercise report's "Decisions and actions").
      actions: 5,
      activations: 2,
      activatedProcesses: 6,
      statusChecks: 4,
      managementPlans: 2,
      sections: 4,
      items: 7,
      associations: 3,
      registerEntries: 12,
      businessServices: 2,
      serviceClocks: 2,
      dependencyLinks: 18,
    });
    expect(c.scenarios).toBeGreaterThanOrEqual(2);
    expect(c.team).toBeGreaterThanOrEqual(6);
    // The flood's team has a member without an account, from the warehouse plan's BRT roster.
    expect(c.teamContacts).toBe(1);
    expect(c.notifications).toBeGreaterThan(0);
    // The exercise's after-action review: one action closed with its evidence, one overdue.
    const all = await api.db.select().from(findings).where(eq(findings.companyId, companyId));
    const review = all.filter((f) => f.incidentId);
    expect(review.map((f) => f.status).sort()).toEqual(["Closed", "Open"]);
    expect(review.find((f) => f.status === "Closed")?.evidence).toBeTruthy();
    expect(review.find((f) => f.status === "Open")!.dueDate < new Date().toISOString().slice(0, 10)).toBe(
      true,
    );
    // Its timed injects were posted to its timeline as they fell due.
    const injects = await api.db
      .select()
      .from(exerciseInjects)
      .where(eq(exerciseInjects.companyId, companyId));
    expect(injects.map((i) => i.status)).toEqual(["Posted", "Posted"]);
    // The CMP's CM test is its exercise in the programme.
    const tests = await api.db.select().from(cmTests).where(eq(cmTests.companyId, companyId));
    expect(tests.map((t) => [t.exerciseType, t.status])).toEqual([["Simulation", "COMPLETED"]]);
    // Its follow-up is a tracked corrective action, open and not yet due.
    const followUps = all.filter((f) => f.cmTestId === tests[0].id);
    expect(followUps.map((f) => [f.status, f.dueDate > new Date().toISOString().slice(0, 10)])).toEqual([
      ["Open", true],
    ]);
    // Its post-exercise report (issue 35 item 2): kept at the close, and kept again with the findings.
    const reports = await api.db
      .select()
      .from(keptVersions)
      .where(and(eq(keptVersions.companyId, companyId), eq(keptVersions.kind, "exercise_report")));
    expect(reports.map((r) => r.version).sort()).toEqual([1, 2]);
    const report = JSON.parse(reports.find((r) => r.version === 2)!.content);
    expect(report.findings).toHaveLength(2);
    expect(report.observations).toBeTruthy();
    expect(report.groups[0]).toMatchObject({ name: "Response team", messages: 3, answered: 2 });
    expect(report.processes.length).toBeGreaterThan(0);
  });

  it("does not duplicate anything when seeded again", async () => {
    const before = await census();
    expect(await seedDemo(api.deps, { print: false, password: DEMO_PASSWORD })).toBe(companyId);
    expect(await census()).toEqual(before);
  });

  it("shows an example webhook, disabled, on the register (issue 36 item 8)", async () => {
    const token = await signIn("corp.admin@northwind.example");
    const register = await api.call("get", "/webhooks", { token });
    expect(register.body.data.webhooks).toMatchObject([
      { url: "https://hooks.northwind.example/keel", enabled: false, last: { state: "none" } },
    ]);
  });

  it("shows the plans in their statuses, the incidents and the activation to the corporate administrator", async () => {
    const token = await signIn("corp.admin@northwind.example");
    const plans = await api.call("get", "/bcp/all", { token, query: { pageSize: 50 } });
    expect(plans.status).toBe(200);
    const statusOf = Object.fromEntries(
      (plans.body.data as { name: string; status: string }[]).map((p) => [p.name, p.status]),
    );
    expect(statusOf).toEqual({
      "Warehousing & Distribution BCP": "APPROVED",
      "Finance Operations BCP": "AWAITING_APPROVAL",
      "European Transport BCP": "IN_PROGRESS",
      "IT Infrastructure BCP": "JUST_CREATED",
    });
    // The approved plan was kept as approved, by its approver, on first start (issue 35 item 6).
    const warehouse = (plans.body.data as { id: string; name: string }[]).find(
      (p) => p.name === "Warehousing & Distribution BCP",
    );
    const versions = await api.call("get", "/bcp/versions", { token, query: { bcpId: warehouse?.id ?? "" } });
    expect(versions.body.data).toMatchObject([{ version: 1, verified: true }]);
    // So was the first self-assessment (issue 34 item 5).
    const assessments = await api.call("get", "/selfAssessment/versions", { token });
    expect(assessments.body.data).toMatchObject([{ kind: "self_assessment", version: 1, verified: true }]);
    // With its vulnerabilities being remediated, each with an owner and a date.
    const remediations = await api.call("get", "/selfAssessment/vulnerabilities", { token });
    expect(remediations.body.data).toHaveLength(2);
    expect(remediations.body.data[0]).toMatchObject({
      service: DEMO_SERVICES.flooded,
      status: "in_progress",
    });
    const list = await api.call("get", "/incident/all", { token });
    const byTitle = Object.fromEntries(
      (list.body.data as { name: string; status: string; type: string }[]).map((i) => [i.name, i]),
    );
    expect(byTitle["Flooding at Manchester Distribution Centre"]).toMatchObject({
      type: "Incident",
      status: "In Progress",
    });
    expect(byTitle["Power outage at Slough Data Centre"]).toMatchObject({ status: "Completed" });
    expect(byTitle["Ransomware on the transport booking system"]).toMatchObject({ type: "Crisis" });
    const active = await api.call("get", "/bcpProcess/getAllActiveBcps", { token });
    expect(active.status).toBe(200);
    expect(JSON.stringify(active.body.data)).toContain("Warehousing & Distribution BCP");
  });

  it("shows the flood's escalating safety check: the lead safe, an SMS wave, then the backup told (issue 36 item 4)", async () => {
    const token = await signIn("corp.admin@northwind.example");
    const list = await api.call("get", "/incident/all", { token });
    const flood = (list.body.data as { id: string; name: string }[]).find((i) =>
      i.name.startsWith("Flooding at Manchester"),
    );
    const sent = await api.call("get", `/incident/${flood?.id}/messages`, { token });
    expect(sent.status).toBe(200);
    const [message] = sent.body.data;
    expect(message).toMatchObject({ subject: "Are you safe?", escalateAfterMinutes: 15, nextWaveAt: null });
    expect(message.tally).toMatchObject({ safe: 1 });
    expect(message.waves.map((w: { step: string; refused: string | null }) => [w.step, w.refused])).toEqual([
      ["sms", null],
      ["backup", null],
    ]);
  });

  it("links the plans' dependencies to the registers: the WMS under Pick and pack, the haulier under several processes", async () => {
    const token = await signIn("corp.admin@northwind.example");
    const find = async (kind: string, q: string) => {
      const list = await api.call("get", "/registerEntry/all", { token, query: { kind, q } });
      expect(list.body.data).toHaveLength(1);
      const entry = await api.call("get", `/registerEntry/${list.body.data[0].id}`, { token });
      expect(entry.status).toBe(200);
      return entry.body.data as {
        rtoText: string;
        lei: string | null;
        supportsCriticalFunction: boolean;
        contractEnd: string | null;
        dependants: { name: string; bcp: { name: string } }[];
        history: {
          label: string;
          actor: string | null;
          changes: { field: string; from: string; to: string }[];
        }[];
      };
    };
    const names = (e: { dependants: { name: string }[] }) => e.dependants.map((d) => d.name);
    const wms = await find("application", DEMO_REGISTER.wms);
    expect(names(wms)).toEqual(["Goods receipt", "Pick and pack"]);
    const haulier = await find("supplier", DEMO_REGISTER.haulier);
    expect(names(haulier)).toEqual([
      "Nightly trunking",
      "Goods receipt",
      "Outbound dispatch",
      "Pick and pack",
    ]);
    expect(haulier).toMatchObject({ lei: "213800NLHAULAGE0DM84", supportsCriticalFunction: true });
    expect(haulier.contractEnd! > new Date().toISOString().slice(0, 10)).toBe(true);
    // Outbound dispatch's MAD (2 days) is shorter than its transport system's recovery time (3 days).
    const tms = await find("application", DEMO_REGISTER.tms);
    expect(tms.rtoText).toBe("3 Days");
    expect(names(tms)).toContain("Outbound dispatch");
    // Each entry's Change history is not empty on first start: its "Added" line, and on the haulier an edit that
    // shows a field from its old value to its new one (audit 2026-12-03).
    expect(wms.history.map((h) => h.label)).toEqual(["Added"]);
    expect(wms.history[0].actor).toBeTruthy();
    expect(haulier.history.map((h) => h.label)).toEqual(["Changed", "Added"]);
    expect(haulier.history[0].changes).toEqual([
      { field: FIELD_LABELS.incidentContact, from: expect.any(String), to: expect.any(String) },
    ]);
    expect(haulier.history[0].changes[0].from).not.toBe(haulier.history[0].changes[0].to);
    // Every line linked an entry of the register: nothing was made from a plan's text to review.
    const made = await api.db
      .select({ name: registerEntries.name })
      .from(registerEntries)
      .where(and(eq(registerEntries.companyId, companyId), eq(registerEntries.fromPlan, true)));
    expect(made).toEqual([]);
    // The haulier, under four critical processes, is a single point of failure (threshold 3).
    const spof = await api.call("get", "/registerEntry/singlePointsOfFailure", { token });
    expect(spof.body.data.entries).toEqual([
      expect.objectContaining({ name: DEMO_REGISTER.haulier, processes: 4 }),
    ]);
  });

  it("runs the tolerance clock of the service the flood hits, from the disruption start", async () => {
    const token = await signIn("corp.admin@northwind.example");
    const services = await api.call("get", "/businessService/all", { token });
    expect(
      (services.body.data as { name: string; processCount: number; outsideTolerance: number }[]).map((s) => [
        s.name,
        s.processCount,
        s.outsideTolerance,
      ]),
    ).toEqual([
      [DEMO_SERVICES.lineHaul, 1, 0],
      // Outbound dispatch's MAD (2 days) is longer than the service's tolerance (1 day).
      [DEMO_SERVICES.flooded, 2, 1],
    ]);
    // Both rely on the haulier, next-day delivery on the warehouse system too (issue 34).
    const flooded = (services.body.data as { id: string; name: string }[]).find(
      (s) => s.name === DEMO_SERVICES.flooded,
    )!;
    const mapped = await api.call("get", `/businessService/${flooded.id}`, { token });
    expect(mapped.body.data.entries.map((e: { name: string }) => e.name)).toEqual([
      DEMO_REGISTER.wms,
      DEMO_REGISTER.haulier,
    ]);
    const list = await api.call("get", "/incident/all", { token });
    const flood = (list.body.data as { id: string; name: string }[]).find((i) =>
      i.name.startsWith("Flooding at Manchester"),
    )!;
    const clocks = await api.call("get", "/businessService/clocks", {
      token,
      query: { incidentId: flood.id },
    });
    expect(clocks.body.data).toMatchObject([
      {
        service: { name: DEMO_SERVICES.flooded },
        state: "Within tolerance",
        running: true,
        breachedAt: null,
        processes: ["Outbound dispatch", "Pick and pack"],
      },
    ]);
    expect(clocks.body.data[0].usedPct).toBeGreaterThanOrEqual(10);
    expect(clocks.body.data[0].usedPct).toBeLessThan(50);
    // Home lists the open incidents' clocks: the flood's only (the line haul service is not hit).
    const home = await api.call("get", "/businessService/clocks", { token });
    expect(home.body.data.map((c: { service: { name: string } }) => c.service.name)).toEqual([
      DEMO_SERVICES.flooded,
    ]);
  });

  it("publishes the flood's public status page, which names nobody", async () => {
    const token = await signIn("corp.admin@northwind.example");
    const list = await api.call("get", "/incident/all", { token });
    const flood = (list.body.data as { id: string; name: string }[]).find((i) =>
      i.name.startsWith("Flooding at Manchester"),
    )!;
    const page = await api.call("get", `/status-page/public/${flood.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ audience: "public", status: "In Progress", team: null });
    expect(JSON.stringify(page.body)).not.toContain("northwind.example");
  });

  it("shows a completed reachability drill of the approved plan's BRT with a mixed scorecard (issue 36 item 5)", async () => {
    const token = await signIn("corp.admin@northwind.example");
    const [plan] = (await api.call("get", "/drills", { token })).body.data;
    expect(plan).toMatchObject({ rosterKind: "brt", status: "ended", answered: 2, total: 4 });
    const roster = await drillRoster(token, "brt", plan.rosterId);
    expect(roster.last).toMatchObject({ id: plan.id, answered: 2, total: 4 });
    expect(roster.unverified).toHaveLength(2);
    const card = await drillCard(token, plan.id);
    expect(card.figures).toMatchObject({ answered: 2, failed: 1, noNumber: 1 });
    expect(card.figures.noAnswer).toBeGreaterThan(0);
  });

  it("shows a drill of the CMP's crisis team and one of a site's people, before the BRT's (issue 36 item 5)", async () => {
    const token = await signIn("corp.admin@northwind.example");
    const list = (await api.call("get", "/drills", { token })).body.data as {
      id: string;
      rosterKind: string;
      rosterId: string;
      rosterName: string;
    }[];
    // Newest first: the BRT's stays the latest drill.
    expect(list.map((d) => d.rosterKind)).toEqual(["brt", "site", "cmp"]);
    /** An ended drill of this roster, with how many of how many answered. */
    const ended = (rosterName: string, answered: number, total: number) => ({
      rosterName,
      status: "ended",
      answered,
      total,
    });
    const cmp = list.find((d) => d.rosterKind === "cmp")!;
    expect(cmp).toMatchObject(ended("Corporate Crisis Management Plan", 1, 1));
    const cmpCard = await drillCard(token, cmp.id);
    expect(cmpCard.figures).toMatchObject({ answered: 1, noNumber: 1 });
    const cmpRoster = await drillRoster(token, "cmp", cmp.rosterId);
    expect(cmpRoster).toMatchObject({ last: { id: cmp.id }, unverified: [] });

    const site = list.find((d) => d.rosterKind === "site")!;
    expect(site).toMatchObject(ended(DEMO_DRILLED_SITE.name, 1, 2));
    const siteCard = await drillCard(token, site.id);
    expect(siteCard.figures).toMatchObject({ answered: 1, noAnswer: 3 });
    const siteRoster = await drillRoster(token, "site", site.rosterId);
    expect(siteRoster.last).toMatchObject({ id: site.id, answered: 1, total: 2 });
    expect(siteRoster.unverified).toHaveLength(1);
  });

  it("prints that the operator's chosen password stands, as the sign-in then does (no change asked)", async () => {
    const told =
      "Every demo account signs in with the password KEEL_TEST_DEMO_PASSWORD sets; no change of password is asked.";
    expect(printed).toContain(`[keel] ${told}`);
    expect(printed).not.toContain("chooses a new password");
    const file = fs.readFileSync(accountsFile, "utf8");
    expect(file).toContain(told);
    expect(file).not.toContain("asked for a new password");
    for (const u of DEMO_USERS.filter((u) => !u.disabled)) {
      const signin = await api.call("post", "/auth/signin", {
        body: { email: u.email, password: DEMO_PASSWORD },
      });
      expect(signin.status).toBe(200);
      expect(signin.body.data.user.mustChangePassword, u.email).toBe(false);
    }
  });

  it("gives every incident its alert date, before it was opened: the flood's details show one", async () => {
    const token = await signIn("corp.admin@northwind.example");
    const list = await api.call("get", "/incident/all", { token, query: { pageSize: 50 } });
    const rows = list.body.data as { id: string; name: string }[];
    expect(rows.map((r) => r.name)).toContain("Flooding at Manchester Distribution Centre");
    for (const row of rows) {
      const detail = (await api.call("get", `/incident/${row.id}`, { token })).body.data;
      expect(detail.alertDate, row.name).toBeTruthy();
      expect(new Date(detail.alertDate).getTime(), row.name).toBeLessThanOrEqual(
        new Date(detail.createdAt).getTime(),
      );
    }
  });

  it("gives the BCP lead an approval request and a mention, and keeps the printed accounts working", async () => {
    const token = await signIn("bcp.lead@northwind.example");
    const approvals = await api.call("get", "/notifications", { token, query: { filter: "approvals" } });
    expect(JSON.stringify(approvals.body.data)).toContain("Finance Operations BCP");
    const mentions = await api.call("get", "/mentions", { token });
    expect(JSON.stringify(mentions.body.data)).toContain("Lyon can take 400 orders");
    for (const u of DEMO_USERS.filter((u) => !u.disabled)) await signIn(u.email);
  });
});
