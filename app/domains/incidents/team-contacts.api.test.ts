import { beforeAll, describe, expect, it } from "vitest";
import { makePlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { sendAreYouSafe } from "../../../tests/support/messaging";
import { TEAM_CONTACT_MESSAGES } from "./model";

/**
 * Issue 32 item 5: the response team is chosen from users, the People register and the plans' BRT rosters. A
 * member without an account gets the team's messages and calls for help by email and SMS, and shows on the
 * situation report and the responders' status page; nobody of another company can be added.
 */

let incidentId: string;
let otherPlanMemberRef: string;
let strangerPersonRef: string;

const ROSA = { email: "rosa@teamwork.example", mobile: "+447700900222" };
const PRIYA = { email: "priya@teamwork.example", phone: "+447700900333" };

const ctx = testApiFixture(
  { admin: "CorpAdmin", stranger: ["CorpAdmin", { company: "Elsewhere" }] },
  { company: "Teamwork" },
);
beforeAll(async () => {
  // People are placed by their home site (or their own location).
  const place = { lat: 51.5, lng: -0.12 };
  const rosa = await ctx.api.call("post", "/people", {
    token: ctx.admin.token,
    body: {
      type: "employee",
      firstName: "Rosa",
      lastName: "Diaz",
      email: ROSA.email,
      mobile: ROSA.mobile,
      ...place,
    },
  });
  expect(rosa.status).toBe(201);
  const other = await ctx.api.call("post", "/people", {
    token: ctx.stranger.token,
    body: {
      type: "employee",
      firstName: "Rosalind",
      lastName: "Franklin",
      email: "rf@elsewhere.example",
      ...place,
    },
  });
  expect(other.status).toBe(201);
  strangerPersonRef = `person:${other.body.data.person.id}`;
  // The plan loaded on the incident has Priya on its BRT roster, without a Keel account.
  const { unit } = await makeUnit(ctx.api, ctx.admin.companyId);
  const plan = await makePlan(ctx.api, ctx.admin.token, { businessUnitId: unit.id, bcLeadId: ctx.admin.id });
  const process = await makeProcess(
    ctx.api,
    ctx.admin.token,
    (await makeService(ctx.api, ctx.admin.token, plan.id)).id,
  );
  const priya = await ctx.api.call("post", "/bcpBRTRoster", {
    token: ctx.admin.token,
    body: { bcpId: plan.id, name: "Priya Shah", role: "LEADER_BACKUP", ...PRIYA },
  });
  expect(priya.status).toBe(201);
  // Another plan of the company, not on the incident: its roster is not the incident's to choose from.
  const elsewhere = await makePlan(ctx.api, ctx.admin.token, {
    businessUnitId: unit.id,
    bcLeadId: ctx.admin.id,
  });
  const outsider = await ctx.api.call("post", "/bcpBRTRoster", {
    token: ctx.admin.token,
    body: { bcpId: elsewhere.id, name: "Omar Haddad", role: "MEMBER", phone: "+447700900444" },
  });
  otherPlanMemberRef = `roster:${outsider.body.data.id}`;
  incidentId = (await publishedIncident(ctx.api, ctx.admin.token, { bcpProcessIds: [process.id] })).id;
});

const contacts = (q?: string, token = ctx.admin.token) =>
  ctx.api.call("get", `/incident/${incidentId}/team-contacts`, { token, query: q ? { q } : undefined });
const add = (ref: string, role = "MEMBER", token = ctx.admin.token) =>
  ctx.api.call("post", `/incident/${incidentId}/team-contacts`, { token, body: { ref, role } });

describe("the response team beyond user accounts (issue 32 item 5)", () => {
  it("offers the plan's roster entries, finds people of the register by name, never another company's", async () => {
    const offered = await contacts();
    expect(offered.status).toBe(200);
    expect(offered.body.data.members).toEqual([]);
    expect(offered.body.data.candidates).toEqual([
      expect.objectContaining({ name: "Priya Shah", role: "LEADER_BACKUP", phone: PRIYA.phone }),
    ]);
    const found = await contacts("rosa");
    expect(found.body.data.candidates.map((c: { name: string }) => c.name)).toEqual(["Rosa Diaz"]);
    expect((await contacts("Franklin")).body.data.candidates).toEqual([]);
    // Another company's administrator does not see the incident at all.
    expect((await contacts(undefined, ctx.stranger.token)).status).toBe(404);
  });

  it("adds a person of the register and a roster entry; refuses another company's person and another plan's roster", async () => {
    const rosa = (await contacts("Diaz")).body.data.candidates[0];
    const added = await add(rosa.ref, "LEADER");
    expect(added.status).toBe(201);
    expect(added.body.data.message).toBe(TEAM_CONTACT_MESSAGES.added("Rosa Diaz"));
    const priya = (await contacts()).body.data.candidates[0];
    expect((await add(priya.ref, "LEADER_BACKUP")).status).toBe(201);
    expect((await add(priya.ref)).body.error.fields.ref).toEqual([TEAM_CONTACT_MESSAGES.already]);

    for (const ref of [strangerPersonRef, otherPlanMemberRef, "person:not-an-id"]) {
      const refused = await add(ref);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields.ref).toEqual([TEAM_CONTACT_MESSAGES.chooseSomeone]);
    }
    const team = (await contacts()).body.data;
    expect(team.members).toEqual([
      expect.objectContaining({ name: "Rosa Diaz", role: "LEADER", phone: ROSA.mobile, email: ROSA.email }),
      expect.objectContaining({ name: "Priya Shah", role: "LEADER_BACKUP", phone: PRIYA.phone }),
    ]);
    // Someone on the team is no longer offered.
    expect(team.candidates).toEqual([]);
    const incident = await ctx.api.call("get", `/incident/${incidentId}`, { token: ctx.admin.token });
    expect(incident.body.data.status).toBe("Assigned Team");
    const checklist = await ctx.api.call("get", `/incident/${incidentId}/checklist`, {
      token: ctx.admin.token,
    });
    expect(checklist.body.data.teamSize).toBe(2);
  });

  it("sends them the messages addressed to the response team, by email and SMS", async () => {
    const sent = await sendAreYouSafe(ctx.api, ctx.admin.token, incidentId, {
      audiences: ["response_team"],
      channels: ["email", "sms"],
      subject: "Team check",
      body: "Bridge at 10:00.",
    });
    expect(sent.status).toBe(201);
    for (const to of [ROSA.email, ROSA.mobile, PRIYA.email, PRIYA.phone])
      expect((await ctx.api.outbox(to)).some((m) => m.text.includes("Bridge at 10:00"))).toBe(true);
  });

  it("tells them by SMS and email when someone asks for help, never the one who asked", async () => {
    const copy = (await ctx.api.outbox(ROSA.email)).at(-1)!;
    const link = decodeURIComponent(copy.text.match(/I need help: \S+\/m\/(\S+)/)![1]);
    const smsBefore = (await ctx.api.outbox(PRIYA.phone)).length;
    const asked = await ctx.api.call("post", "/message-link", { body: { token: link } });
    expect(asked.status).toBe(200);
    const sms = (await ctx.api.outbox(PRIYA.phone)).slice(smsBefore);
    expect(sms.map((m) => m.text)).toEqual([expect.stringContaining("HELP: Rosa Diaz")]);
    expect((await ctx.api.outbox(PRIYA.email)).at(-1)!.subject).toContain("Rosa Diaz needs help");
    expect((await ctx.api.outbox(ROSA.mobile)).some((m) => m.text.startsWith("HELP"))).toBe(false);
  });

  it("lists them on the situation report and the responders' status page", async () => {
    const report = await ctx.api.call("get", "/bcpResponse/situationReport", {
      token: ctx.admin.token,
      query: { incidentId },
    });
    expect(report.status).toBe(200);
    expect(report.body.data.incident.team).toEqual([
      { name: "Rosa Diaz", role: "Leader" },
      { name: "Priya Shah", role: "Leader Backup" },
    ]);
    const link = await ctx.api.call("post", `/incident/${incidentId}/status-page/link`, {
      token: ctx.admin.token,
    });
    const token = String(link.body.data.responderUrl).split("/status/")[1];
    const page = await ctx.api.call("get", "/status-page", { query: { token } });
    expect(page.body.data.team).toEqual([
      { name: "Rosa Diaz", role: "Leader" },
      { name: "Priya Shah", role: "Leader Backup" },
    ]);
  });

  it("takes them off the team; another company cannot", async () => {
    const [rosa] = (await contacts()).body.data.members;
    const path = `/incident/${incidentId}/team-contacts/${rosa.id}`;
    expect((await ctx.api.call("delete", path, { token: ctx.stranger.token })).status).toBe(404);
    const removed = await ctx.api.call("delete", path, { token: ctx.admin.token });
    expect(removed.status).toBe(200);
    expect((await contacts()).body.data.members.map((m: { name: string }) => m.name)).toEqual(["Priya Shah"]);
  });
});
