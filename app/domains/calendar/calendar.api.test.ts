import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incidents } from "~/domains/incidents/schema.server";
import { makePlan as makeManagementPlan } from "~/domains/management-plans/test-helpers";
import { auditLog } from "~/platform/audit/schema.server";
import { approvePlan, sendForApproval } from "../../../tests/support/analysis";
import type { TestApi } from "../../../tests/support/api";
import { makePlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { PLAN_TEAM, testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { CALENDAR_MESSAGES as M } from "./model";

type User = Awaited<ReturnType<TestApi["user"]>>;

const NOW = new Date("2026-06-15T10:00:00Z");

/**
 * A plan with one service and process, ready to be sent for approval. Its lead writes them: whoever writes a plan
 * may not approve it (four eyes), and the owner approves one of them.
 */
async function plan(owner: User, lead: User, name: string) {
  const unitId = (await makeUnit(ctx.api, owner.companyId, `Unit ${Math.random()}`)).unit.id;
  const made = await makePlan(ctx.api, owner.token, { businessUnitId: unitId, bcLeadId: lead.id, name });
  const service = await makeService(ctx.api, lead.token, made.id);
  await makeProcess(ctx.api, lead.token, service.id, { name: "Pay run", mad: 1, madDuration: "days" });
  return made;
}

const tokenOf = (url: string) => {
  const m = /\/calendar\/([^/]+)\.ics$/.exec(url);
  if (!m) throw new Error(`not a feed address: ${url}`);
  return decodeURIComponent(m[1]);
};
const feed = (token: string) => ctx.api.call("get", "/calendar-feed", { query: { token } });
const ics = async (token: string) => {
  const res = await feed(token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.ics as string;
};
const uids = (text: string) => text.match(/^UID:.*$/gm)?.sort() ?? [];

const ctx = testApiFixture(
  { ...PLAN_TEAM, outsider: ["CorpAdmin", { company: "Elsewhere Co" }] },
  { company: "Calendar Co", now: NOW },
);
beforeAll(async () => {
  const approved = await plan(ctx.admin, ctx.lead, "Payroll BCP");
  await approvePlan(ctx.api, ctx.lead, ctx.approver, approved.id);
  const waiting = await plan(ctx.admin, ctx.lead, "Treasury BCP");
  await sendForApproval(ctx.api, ctx.lead.token, waiting.id, ctx.approver.id);
  const outsideLead = await ctx.api.user("BCPLead", { company: "Elsewhere Co" });
  const foreign = await plan(ctx.outsider, outsideLead, "Secret BCP");
  await approvePlan(ctx.api, outsideLead, ctx.outsider, foreign.id);
});

describe("a user's calendar feed", () => {
  it("is created, shown once, regenerated and revoked by its user, each step audited", async () => {
    expect((await ctx.api.call("get", "/calendar-feed/mine", { token: ctx.lead.token })).body.data).toEqual({
      live: false,
      createdAt: null,
    });
    const made = await ctx.api.call("post", "/calendar-feed/mine", { token: ctx.lead.token });
    expect(made.status).toBe(201);
    expect(made.body.data.message).toBe(M.created);
    const first = tokenOf(made.body.data.url);
    expect(first.length).toBeGreaterThan(40);
    const state = (await ctx.api.call("get", "/calendar-feed/mine", { token: ctx.lead.token })).body.data;
    expect(state.live).toBe(true);
    // The address is never answered again, and only the token's hash is kept.
    expect(JSON.stringify(state)).not.toContain(first);
    await ics(first);

    const again = await ctx.api.call("post", "/calendar-feed/mine", { token: ctx.lead.token });
    const second = tokenOf(again.body.data.url);
    expect(second).not.toBe(first);
    expect((await feed(first)).status).toBe(404);
    await ics(second);

    const revoked = await ctx.api.call("delete", "/calendar-feed/mine", { token: ctx.lead.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.message).toBe(M.revoked);
    expect((await feed(second)).status).toBe(404);
    expect((await ctx.api.call("get", "/calendar-feed/mine", { token: ctx.lead.token })).body.data.live).toBe(
      false,
    );
    expect((await ctx.api.call("delete", "/calendar-feed/mine", { token: ctx.lead.token })).status).toBe(404);
    expect((await feed("not-a-token")).status).toBe(404);

    const trail = await ctx.api.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "calendar_feed"), eq(auditLog.actorId, ctx.lead.id)));
    expect(trail.map((t) => t.action).sort()).toEqual([
      "calendar_feed.created",
      "calendar_feed.regenerated",
      "calendar_feed.revoked",
      "calendar_feed.revoked",
    ]);
  });

  it("shows a lead their plans' next review and exercises due, an approver what awaits them; stable UIDs", async () => {
    const leadFeed = tokenOf(
      (await ctx.api.call("post", "/calendar-feed/mine", { token: ctx.lead.token })).body.data.url,
    );
    const text = await ics(leadFeed);
    expect(text).toContain("BEGIN:VCALENDAR");
    // Approved now: reviewed again in 12 months (PLAN_REVIEW_MONTHS), a whole day in UTC.
    expect(text).toMatch(/SUMMARY:Plan review due: \d+ · Payroll BCP/);
    expect(text).toContain("DTSTART;VALUE=DATE:20270615");
    // Never exercised: both plans are due now.
    expect(text).toMatch(/SUMMARY:Exercise due: \d+ · Payroll BCP/);
    expect(text).toMatch(/SUMMARY:Exercise due: \d+ · Treasury BCP/);
    expect(text).not.toContain("Approval requested");
    expect(text).not.toContain("Secret BCP");

    const approverFeed = tokenOf(
      (await ctx.api.call("post", "/calendar-feed/mine", { token: ctx.approver.token })).body.data.url,
    );
    const theirs = await ics(approverFeed);
    expect(theirs).toMatch(/SUMMARY:Approval requested: \d+ · Treasury BCP/);
    expect(theirs).toContain("DTSTART:20260615T100000Z");
    expect(theirs).toMatch(/SUMMARY:Plan review due: \d+ · Payroll BCP/);
    // They lead no plan: no exercise is theirs to run.
    expect(theirs).not.toContain("Exercise due");

    // The same events keep the same UIDs from one fetch to the next, and a day later.
    const before = uids(text);
    expect(before.length).toBe(3);
    ctx.api.setNow(new Date("2026-06-16T10:00:00Z"));
    expect(uids(await ics(leadFeed))).toEqual(before);
    ctx.api.setNow(NOW);
  });
});

describe("the exercises a user takes part in", () => {
  it("lists the CM tests of the plans whose roster has them and the corrective actions they own", async () => {
    const member = await ctx.api.user("Employee", { company: "Calendar Co" });
    const theirs = await makeManagementPlan(ctx.api, ctx.admin, { type: "Crisis", name: "Roster CMP" });
    const other = await makeManagementPlan(ctx.api, ctx.admin, { type: "Incident", name: "Other IMP" });
    const joined = await ctx.api.call("post", `/managementPlan/${theirs.id}/roster`, {
      token: ctx.admin.token,
      body: { role: "MEMBER", userId: member.id },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const schedule = (planId: string, scenario: string, scheduledFor: string, participants: string[] = []) =>
      ctx.api.call("post", `/managementPlan/${planId}/cmTest`, {
        token: ctx.admin.token,
        body: { scenario, scheduledFor, exerciseType: "Walkthrough", participants },
      });
    expect((await schedule(theirs.id, "Flooded basement", "2027-03-04")).status).toBe(201);
    expect((await schedule(other.id, "Lost data centre", "2027-04-05")).status).toBe(201);
    // Named among another plan's participants by email: they take part in that test too.
    expect(
      (await schedule(other.id, "Phone outage", "2027-05-06", [member.email.toUpperCase()])).status,
    ).toBe(201);

    const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title: "Basement flood" });
    await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, id));
    const finding = (ownerId: string, action: string) =>
      ctx.api.call("post", `/incident/${id}/findings`, {
        token: ctx.admin.token,
        body: { finding: "Pumps late", action, ownerId, dueDate: "2026-07-20" },
      });
    const mine = await finding(member.id, "Second pump supplier");
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect((await finding(ctx.lead.id, "Move the servers upstairs")).status).toBe(201);

    const made = await ctx.api.call("post", "/calendar-feed/mine", { token: member.token });
    const text = await ics(tokenOf(made.body.data.url));
    expect(text).toMatch(/SUMMARY:Walkthrough: Flooded basement \(CMP-\d+ · Roster CMP\)/);
    expect(text).toContain("DTSTART;VALUE=DATE:20270304");
    expect(text).toMatch(/SUMMARY:Walkthrough: Phone outage \(IMP-\d+ · Other IMP\)/);
    expect(text).not.toContain("Lost data centre");
    expect(text).toContain("SUMMARY:Corrective action due: Second pump supplier");
    expect(text).toContain("DTSTART;VALUE=DATE:20260720");
    expect(text).not.toContain("Move the servers upstairs");

    // Once closed, the action leaves the feed.
    const closed = await ctx.api.call("put", `/incident/${id}/findings/${mine.body.data.id}/close`, {
      token: ctx.admin.token,
      body: { evidence: "Signed" },
    });
    expect(closed.status).toBe(200);
    expect(await ics(tokenOf(made.body.data.url))).not.toContain("Second pump supplier");
  });
});

describe("the company's programme feed", () => {
  it("is managed by a Corporate Administrator and lists every plan of the company, none of another", async () => {
    expect((await ctx.api.call("post", "/calendar-feed/company", { token: ctx.lead.token })).status).toBe(
      403,
    );
    // A CMP's CM tests are its exercises (issue 35 item 4): the one scheduled and the plan's next due are listed.
    const cmp = await makeManagementPlan(ctx.api, ctx.admin, { type: "Crisis", name: "Feed CMP" });
    const scheduled = await ctx.api.call("post", `/managementPlan/${cmp.id}/cmTest`, {
      token: ctx.admin.token,
      body: { scenario: "Cyber attack on payroll", scheduledFor: "2027-02-10", exerciseType: "Simulation" },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    const made = await ctx.api.call("post", "/calendar-feed/company", { token: ctx.admin.token });
    expect(made.status).toBe(201);
    const text = await ics(tokenOf(made.body.data.url));
    expect(text).toMatch(/SUMMARY:Exercise due: \d+ · Payroll BCP/);
    expect(text).toMatch(/SUMMARY:Exercise due: \d+ · Treasury BCP/);
    expect(text).not.toContain("Secret BCP");
    expect(text).not.toContain("Plan review due");
    expect(text).toMatch(/SUMMARY:Exercise due: CMP-\d+ · Feed CMP/);
    expect(text).toContain("SUMMARY:Simulation: Cyber attack on payroll");
    expect(text).toContain("DTSTART;VALUE=DATE:20270210");

    const theirs = await ctx.api.call("post", "/calendar-feed/company", { token: ctx.outsider.token });
    const other = await ics(tokenOf(theirs.body.data.url));
    expect(other).toMatch(/SUMMARY:Exercise due: \d+ · Secret BCP/);
    expect(other).not.toContain("Payroll BCP");

    expect(
      (await ctx.api.call("get", "/calendar-feed/company", { token: ctx.admin.token })).body.data.live,
    ).toBe(true);
    expect((await ctx.api.call("delete", "/calendar-feed/company", { token: ctx.admin.token })).status).toBe(
      200,
    );
    expect((await feed(tokenOf(made.body.data.url))).status).toBe(404);
  });

  it("puts an exercise due on its day on the company's clock, as the programme shows it", async () => {
    // 10:00 UTC on June 15 is already June 16 at Kiritimati (UTC+14): the feed said June 15.
    const owner = await ctx.api.user("CorpAdmin", { company: "Island Co" });
    const lead = await ctx.api.user("BCPLead", { company: "Island Co" });
    await plan(owner, lead, "Lagoon BCP");
    const current = await ctx.api.call("get", "/company", { token: owner.token });
    const zoned = await ctx.api.call("put", "/company", {
      token: owner.token,
      headers: { "if-match": String(current.body.data.editVersions.profile) },
      body: {
        name: "Island Co",
        settings: { ...current.body.data.settings, timezone: "Pacific/Kiritimati" },
      },
    });
    expect(zoned.status, JSON.stringify(zoned.body)).toBe(200);
    const made = await ctx.api.call("post", "/calendar-feed/company", { token: owner.token });
    const text = await ics(tokenOf(made.body.data.url));
    const event = text.split("BEGIN:VEVENT").find((e) => e.includes("Lagoon BCP")) ?? "";
    expect(event).toContain("DTSTART;VALUE=DATE:20260616");
    expect(event).toContain("DTEND;VALUE=DATE:20260617");
  });
});
