import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bcpProcessLocations } from "~/domains/bcp/schema.server";
import { notifications } from "~/domains/notifications/schema.server";
import { messages } from "~/platform/messages/schema.server";
import { translator } from "~/shared/i18n/translator";
import { makePlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { MESSAGE_MESSAGES, RECIPIENTS_PAGE_SIZE } from "./model";
import { incidentMessageRecipients } from "./schema.server";

const english = translator("en");

/**
 * Issue 32 items 1 and 2: "I need help" is an alert to the people who can act on it, and a message names its
 * recipients with their state.
 */

let incidentId: string;
let siteId: string;

const COORDINATOR_MOBILE = "+447700900111";

const ctx = testApiFixture(
  {
    creator: "CorpAdmin",
    coordinator: "BUAdmin",
    member: "BCPLead",
    lead: "BCPLead",
    viewer: "CorpViewOnly",
    stranger: ["CorpAdmin", { company: "Strangers" }],
  },
  { company: "Helpful" },
);
beforeAll(async () => {
  const site = await ctx.api.call("post", "/asset", {
    token: ctx.creator.token,
    body: { name: "Quayside depot", type: "site", lat: 51.5, lng: -0.12, city: "London" },
  });
  siteId = site.body.data.asset.id;
  for (const [firstName, lastName, email, mobile] of [
    ["Tom", "Hughes", "tom@helpful.example", "+447700900001"],
    ["Ann", "Lee", "ann@helpful.example", null],
    // The coordinator is on the register too, with a mobile: the help alert reaches them by SMS.
    ["Cody", "Ordinator", ctx.coordinator.email, COORDINATOR_MOBILE],
  ] as const)
    await ctx.api.call("post", "/people", {
      token: ctx.creator.token,
      body: {
        type: "employee",
        firstName,
        lastName,
        email,
        mobile: mobile ?? undefined,
        homeAssetId: siteId,
      },
    });
  // A plan whose process is delivered at Tom's site: its BC lead hears of his call for help.
  const { unit } = await makeUnit(ctx.api, ctx.creator.companyId);
  const plan = await makePlan(ctx.api, ctx.creator.token, { businessUnitId: unit.id, bcLeadId: ctx.lead.id });
  const service = await makeService(ctx.api, ctx.creator.token, plan.id);
  const process = await makeProcess(ctx.api, ctx.creator.token, service.id);
  await ctx.api.db.insert(bcpProcessLocations).values({
    companyId: ctx.creator.companyId,
    processId: process.id,
    assetId: siteId,
    siteName: "Quayside depot",
  });
  incidentId = (
    await publishedIncident(ctx.api, ctx.creator.token, { lat: 51.5, long: -0.12, viewRadius: 5 })
  ).id;
  // The lead is also on the team: told once all the same.
  const team = await assignTeam(ctx.api, ctx.creator.token, incidentId, {
    responseCoordinatorId: ctx.coordinator.id,
    members: [
      { userId: ctx.member.id, role: "MEMBER" },
      { userId: ctx.lead.id, role: "MEMBER" },
    ],
  });
  expect(team.status).toBe(200);
});

const send = (token: string, id: string, body: Record<string, unknown> = {}) =>
  ctx.api.call("post", `/incident/${id}/messages`, {
    token,
    body: {
      template: "are_you_safe",
      subject: "Are you safe?",
      body: "Flood at the Quayside. Are you safe?",
      audiences: ["impacted_people"],
      channels: ["email"],
      ...body,
    },
  });

/** The "I need help" link in the newest copy sent to `to`. */
async function helpLink(to: string) {
  const copies = await ctx.api.outbox(to);
  const m = copies.at(-1)!.text.match(/I need help: \S+\/m\/(\S+)/);
  return decodeURIComponent(m![1]);
}
const answer = (token: string) => ctx.api.call("post", "/message-link", { body: { token } });
const helpNotices = (userId: string) =>
  ctx.api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "HELP_REQUEST")));

describe("I need help is an alert (issue 32 item 1)", () => {
  it("tells the coordinator, the team, the site's BC lead and the creator at once, each once, and says so", async () => {
    const sent = await send(ctx.creator.token, incidentId);
    expect(sent.status).toBe(201);
    const link = await helpLink("tom@helpful.example");
    const smsBefore = (await ctx.api.outbox(COORDINATOR_MOBILE)).length;
    const res = await answer(link);
    expect(res.status).toBe(200);
    const told = [ctx.coordinator, ctx.member, ctx.lead, ctx.creator];
    for (const u of told) {
      expect(await helpNotices(u.id), u.role).toHaveLength(1);
      const mails = (await ctx.api.outbox(u.email)).filter((m) =>
        m.subject.includes("Tom Hughes needs help"),
      );
      expect(mails, u.email).toHaveLength(1);
      expect(mails[0].text).toContain("+447700900001");
    }
    expect(await helpNotices(ctx.viewer.id)).toHaveLength(0);
    expect(await helpNotices(ctx.stranger.id)).toHaveLength(0);
    const sms = (await ctx.api.outbox(COORDINATOR_MOBILE)).slice(smsBefore);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: "sms", purpose: "incident.help", incidentId });
    expect(sms[0].text).toContain("Tom Hughes");
    // The page promises what happened: four people, by name.
    expect(res.body.data.state).toBe("recorded");
    expect(res.body.data.text).toMatch(/^We have told 4 people that you need help: /);
    for (const u of told) expect(res.body.data.text).toContain(u.firstName);
    expect(res.body.data.call).toBeNull();
  });

  it("puts the person, with phone and site, on the incident until a responder records a call-back", async () => {
    const open = await ctx.api.call("get", `/incident/${incidentId}/help-requests`, {
      token: ctx.viewer.token,
    });
    expect(open.status).toBe(200);
    expect(open.body.data).toHaveLength(1);
    const tom = open.body.data[0];
    expect(tom).toMatchObject({
      name: "Tom Hughes",
      phone: "+447700900001",
      site: "Quayside depot",
      told: 4,
    });

    const path = `/incident/${incidentId}/help-requests/${tom.id}/called-back`;
    expect((await ctx.api.call("post", path, { token: ctx.viewer.token, body: { note: "" } })).status).toBe(
      403,
    );
    expect((await ctx.api.call("post", path, { token: ctx.stranger.token, body: { note: "" } })).status).toBe(
      404,
    );
    const tooLong = await ctx.api.call("post", path, {
      token: ctx.creator.token,
      body: { note: "x".repeat(251) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.note).toBeTruthy();
    const done = await ctx.api.call("post", path, {
      token: ctx.coordinator.token,
      body: { note: "Spoke to Tom: twisted ankle, colleague driving him home." },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.message).toBe(MESSAGE_MESSAGES.calledBack("Tom Hughes"));
    expect(
      (await ctx.api.call("get", `/incident/${incidentId}/help-requests`, { token: ctx.viewer.token })).body
        .data,
    ).toEqual([]);
    expect((await ctx.api.call("post", path, { token: ctx.creator.token, body: { note: "" } })).status).toBe(
      400,
    );
    // The call-back joins Tom's accounting history, with its note and who recorded it.
    const impact = (await ctx.api.call("get", `/incident/${incidentId}/impact`, { token: ctx.creator.token }))
      .body.data;
    const row = impact.people.find((p: { person: { name: string } }) => p.person.name === "Tom Hughes");
    expect(row.history[0]).toMatchObject({
      label: "Called back",
      note: "Spoke to Tom: twisted ankle, colleague driving him home.",
      viaLink: false,
    });
  });

  it("is the caller's company's only", async () => {
    expect(
      (await ctx.api.call("get", `/incident/${incidentId}/help-requests`, { token: ctx.stranger.token }))
        .status,
    ).toBe(404);
  });

  it("with no response team, names those told (creator, BC lead) without calling them the team", async () => {
    // UX re-run A-3: an incident with an empty team, at Tom's site.
    const id = (
      await publishedIncident(ctx.api, ctx.creator.token, { lat: 51.5, long: -0.12, viewRadius: 5 })
    ).id;
    expect((await send(ctx.creator.token, id)).status).toBe(201);
    const res = await answer(await helpLink("tom@helpful.example"));
    expect(res.body.data.text).toMatch(/^We have told 2 people that you need help: /);
    expect(res.body.data.text).not.toContain("response team");
    for (const u of [ctx.creator, ctx.lead]) expect(res.body.data.text).toContain(u.firstName);
    // The people tab counts them by their latest answer, on the register or not; another company reads nothing.
    const answered = await ctx.api.call("get", `/incident/${id}/messages/answered`, {
      token: ctx.creator.token,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ help: 1 });
    expect(answered.body.data.people).toBeGreaterThanOrEqual(1);
    // The glance names who has not answered (Tom asked for help: he is not among them), with their count.
    const silent = answered.body.data.silentPeople;
    expect(silent.total).toBe(answered.body.data.noAnswer);
    expect(silent.people.length).toBe(Math.min(silent.total, 5));
    expect(silent.people.map((p: { name: string }) => p.name)).not.toContain("Tom Hughes");
    const outsider = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
    expect(
      (await ctx.api.call("get", `/incident/${id}/messages/answered`, { token: outsider.token })).status,
    ).toBe(404);
  });

  it("with nobody to tell, says so and gives the company's emergency number when it has one", async () => {
    const alone = await ctx.api.user("CorpAdmin", { company: "Alone" });
    const id = (await publishedIncident(ctx.api, alone.token, { lat: 10, long: 10, title: "Lone fire" })).id;
    // The creator is the coordinator and the one who needs help: nobody else could be told.
    await assignTeam(ctx.api, alone.token, id, { responseCoordinatorId: alone.id, members: [] });
    const ask = async () => {
      expect((await send(alone.token, id, { audiences: ["response_team"] })).status).toBe(201);
      return (await answer(await helpLink(alone.email))).body.data;
    };
    expect(await ask()).toMatchObject({ state: "recorded", text: english("answer.helpNobody"), call: null });
    const company = (await ctx.api.call("get", "/company", { token: alone.token })).body.data;
    const bad = await ctx.api.call("put", "/company", {
      token: alone.token,
      body: { name: company.name, settings: { ...company.settings, emergencyPhone: "call Bob" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields["settings.emergencyPhone"]).toBeTruthy();
    const saved = await ctx.api.call("put", "/company", {
      token: alone.token,
      body: { name: company.name, settings: { ...company.settings, emergencyPhone: "+44 20 7946 0000" } },
    });
    expect(saved.status).toBe(200);
    expect(await ask()).toMatchObject({
      text: english("answer.helpNobodyCall", { phone: "+44 20 7946 0000" }),
      call: "+44 20 7946 0000",
    });
    expect(await helpNotices(alone.id)).toHaveLength(0);
  });
});

describe("a message names its recipients (issue 32 item 2)", () => {
  let messageId: string;
  const list = (query: Record<string, string> = {}, token = ctx.viewer.token) =>
    ctx.api.call("get", `/incident/${incidentId}/messages/${messageId}/recipients`, { token, query });

  beforeAll(async () => {
    messageId = (await send(ctx.creator.token, incidentId, { channels: ["email", "sms"] })).body.data.id;
    await answer(await helpLink("tom@helpful.example"));
  });

  it("lists each with state, delivery, channel and phone, need help first, filtered like the tally", async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 3, page: 1, pages: 1, state: null });
    const [first, ...rest] = all.body.data.recipients;
    expect(first).toMatchObject({ name: "Tom Hughes", state: "help", phone: "+447700900001" });
    expect(first.channels.sort()).toEqual(["email", "sms"]);
    expect(rest.map((r: { state: string }) => r.state)).toEqual(["noAnswer", "noAnswer"]);
    const help = await list({ state: "help" });
    expect(help.body.data.recipients.map((r: { name: string }) => r.name)).toEqual(["Tom Hughes"]);
    const silent = await list({ state: "noAnswer" });
    expect(silent.body.data.recipients.map((r: { name: string }) => r.name).sort()).toEqual([
      "Ann Lee",
      "Cody Ordinator",
    ]);
    expect((await list({ state: "acknowledged" })).body.data.total).toBe(1);
    expect((await list({ state: "delivered" })).body.data.total).toBe(0);
    // A transport took Tom's SMS; Ann's only copy failed.
    const tomSms = (await ctx.api.outbox("+447700900001")).at(-1)!;
    const annMail = (await ctx.api.outbox("ann@helpful.example")).at(-1)!;
    await ctx.api.db.update(messages).set({ status: "sent" }).where(eq(messages.id, tomSms.id));
    await ctx.api.db.update(messages).set({ status: "failed" }).where(eq(messages.id, annMail.id));
    const delivered = (await list({ state: "delivered" })).body.data.recipients;
    expect(delivered.map((r: { name: string; delivery: string }) => [r.name, r.delivery])).toEqual([
      ["Tom Hughes", "delivered"],
    ]);
    const failed = (await list({ state: "failed" })).body.data.recipients;
    expect(failed.map((r: { name: string; delivery: string }) => [r.name, r.delivery])).toEqual([
      ["Ann Lee", "failed"],
    ]);
    expect((await list({ state: "nonsense" })).status).toBe(400);
    expect((await list({}, ctx.stranger.token)).status).toBe(404);
  });

  it("resends to one person who has not answered, for those who may resend the message", async () => {
    const ann = (await list({ state: "noAnswer" })).body.data.recipients.find(
      (r: { name: string }) => r.name === "Ann Lee",
    );
    const tom = (await list({ state: "help" })).body.data.recipients[0];
    const resend = (id: string, token: string) =>
      ctx.api.call("post", `/incident/${incidentId}/messages/${messageId}/recipients/${id}/resend`, {
        token,
      });
    expect((await resend(ann.id, ctx.viewer.token)).status).toBe(403);
    expect((await resend(ann.id, ctx.stranger.token)).status).toBe(404);
    const before = (await ctx.api.outbox("ann@helpful.example")).length;
    const ok = await resend(ann.id, ctx.creator.token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.message).toBe(MESSAGE_MESSAGES.resentOne("Ann Lee"));
    expect(await ctx.api.outbox("ann@helpful.example")).toHaveLength(before + 1);
    const refused = await resend(tom.id, ctx.creator.token);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(MESSAGE_MESSAGES.answeredAlready);
  });

  it("pages a long list", async () => {
    await ctx.api.db.insert(incidentMessageRecipients).values(
      Array.from({ length: 120 }, (_, i) => ({
        companyId: ctx.creator.companyId,
        messageId,
        name: `Zz Person ${String(i).padStart(3, "0")}`,
      })),
    );
    const first = await list();
    expect(first.body.data).toMatchObject({ total: 123, pages: Math.ceil(123 / RECIPIENTS_PAGE_SIZE) });
    expect(first.body.data.recipients).toHaveLength(RECIPIENTS_PAGE_SIZE);
    const last = await list({ page: "99" });
    expect(last.body.data.page).toBe(3);
    expect(last.body.data.recipients).toHaveLength(123 - 2 * RECIPIENTS_PAGE_SIZE);
  });
});
