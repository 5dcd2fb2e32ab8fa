import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "../../../tests/support/api";
import { makePlan, makeUnit } from "../../../tests/support/bcp";
import type { FakeSmsProvider } from "../../../tests/support/fake-sms-provider";
import { apiWithSmsProvider } from "../../../tests/support/messaging";
import { startSmtpPeer } from "../../../tests/support/smtp-peer";
import { DRILL_MESSAGES, DRILL_SUBJECT } from "./model";
import { runDueDrills } from "./service.server";

// Issue 36 item 5: a reachability drill sends a roster a test that says it is no incident, each person acknowledges
// through their own link, and the scorecard tells answered, delivered without answer, failed and no number apart.
let api: TestApi;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let provider: FakeSmsProvider;
let close: () => Promise<void>;
type User = Awaited<ReturnType<TestApi["user"]>>;
let admin: User;
let lead: User;
let planId: string;
const members: Record<string, string> = {};

const addMember = async (bcpId: string, body: Record<string, string>, token = admin.token) => {
  const res = await api.call("post", "/bcpBRTRoster", { token, body: { bcpId, role: "MEMBER", ...body } });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
};
const start = (body: Record<string, unknown>, token = lead.token) =>
  api.call("post", "/drills", { token, body: { rosterKind: "brt", rosterId: planId, ...body } });
/** The acknowledge link's token in the newest copy to `to`. */
async function linkTo(to: string) {
  const copy = (await api.outbox(to)).at(-1);
  const token = /\/d\/([A-Za-z0-9_-]{32})/.exec(copy?.text ?? "")?.[1];
  if (!token) throw new Error(`no drill link sent to ${to}`);
  return token;
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ({ api, provider, close } = await apiWithSmsProvider({ smtpUrl: smtp.url, messagesPerDay: 30 }));
  admin = await api.user("CorpAdmin", { company: "Drills" });
  lead = await api.user("BCPLead", { company: "Drills" });
  const { unit } = await makeUnit(api, admin.company.id, "Drill unit");
  planId = (
    await makePlan(api, admin.token, { businessUnitId: unit.id, bcLeadId: lead.id, name: "Drill BCP" })
  ).id;
  members.ann = await addMember(planId, {
    name: "Ann Able",
    email: "ann@drills.example",
    phone: "+447700900101",
  });
  members.ben = await addMember(planId, { name: "Ben Best", email: "ben@drills.example" });
  members.cat = await addMember(planId, { name: "Cat Cole", phone: "+447700900103" });
});
afterAll(async () => {
  await close();
  await smtp.close();
});

describe("a drill of a plan's BRT", () => {
  let drillId: string;

  it("sends each person a copy that says it is a test, never an alert, by email (SMTP) and SMS (provider)", async () => {
    const res = await start({ channels: ["email", "sms"] });
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe(DRILL_MESSAGES.started(3));
    drillId = res.body.data.id;
    const [email] = await api.outbox("ann@drills.example");
    expect(email).toMatchObject({ channel: "email", subject: DRILL_SUBJECT, purpose: "drill.reachability" });
    expect(email.text).toContain("no incident");
    expect(email.incidentId).toBeNull();
    const [sms] = await api.outbox("+447700900103");
    expect(sms.text).toMatch(/^Reachability test - no incident/);
    expect(sms.text.length).toBeLessThanOrEqual(160);
    // Ben has no number: no SMS was queued for him.
    expect((await api.outbox()).filter((m) => m.purpose === "drill.reachability")).toHaveLength(4);
    expect(await api.deliver()).toMatchObject({ sent: 4 });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["ann@drills.example", "ben@drills.example"]);
    expect(smtp.received[0].raw).toContain(DRILL_SUBJECT.replace("—", "").split(" ")[0]);
    expect(provider.received.map((m) => m.to).sort()).toEqual(["+447700900101", "+447700900103"]);
  });

  it("records an acknowledgement once, through the person's own link; GET records nothing", async () => {
    const token = await linkTo("ann@drills.example");
    const shown = await api.call("get", "/drill-link", { query: { token } });
    expect(shown.body.data).toMatchObject({ state: "ready", incidentTitle: DRILL_SUBJECT, greeting: "Ann" });
    const done = await api.call("post", "/drill-link", { body: { token } });
    expect(done.body.data).toMatchObject({ state: "recorded", text: DRILL_MESSAGES.recorded });
    const again = await api.call("post", "/drill-link", { body: { token } });
    expect(again.body.data.state).toBe("used");
    // The last character changed to another one (writing a fixed "A" left the token whole one time in 64).
    const forged = await api.call("post", "/drill-link", {
      body: { token: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` },
    });
    expect(forged.body.data.state).toBe("invalid");
    // An incident message's answer page does not open a drill's link (each kind of link has its own key).
    const elsewhere = await api.call("get", "/answer-page", { query: { token } });
    expect(elsewhere.body.data.state).toBe("invalid");
  });

  it("scores each person per channel: answered, delivered no answer, failed, no number; filterable", async () => {
    const cat = provider.received.find((m) => m.to === "+447700900103");
    const receipt = provider.receipt(cat!.sid, "failed", { errorCode: "30003" });
    const posted = await api.call("post", "/messages/status", {
      body: receipt.body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": receipt.signature,
      },
    });
    expect(posted.status).toBe(200);
    const card = await api.call("get", `/drills/${drillId}`, { token: lead.token });
    expect(card.status).toBe(200);
    const byName = Object.fromEntries(
      card.body.data.people.map((p: { name: string; channels: { channel: string; state: string }[] }) => [
        p.name,
        Object.fromEntries(p.channels.map((c) => [c.channel, c.state])),
      ]),
    );
    expect(byName).toEqual({
      "Ann Able": { email: "answered", sms: "noAnswer" },
      "Ben Best": { email: "noAnswer", sms: "noNumber" },
      "Cat Cole": { email: "noNumber", sms: "failed" },
    });
    expect(card.body.data.drill).toMatchObject({ answered: 1, total: 3, status: "running" });
    expect(card.body.data.figures).toEqual({ answered: 1, noAnswer: 2, failed: 1, noNumber: 2, pending: 0 });
    const noNumber = await api.call("get", `/drills/${drillId}`, {
      token: lead.token,
      query: { state: "noNumber" },
    });
    expect(noNumber.body.data.people.map((p: { name: string }) => p.name)).toEqual(["Ben Best", "Cat Cole"]);
    const failedSms = await api.call("get", `/drills/${drillId}`, {
      token: lead.token,
      query: { state: "failed", channel: "email" },
    });
    expect(failedSms.body.data.people).toEqual([]);
  });

  it("marks the entries that did not answer the last drill unverified, and gives the plan its last result", async () => {
    const roster = await api.call("get", "/drill-roster", {
      token: lead.token,
      query: { rosterKind: "brt", rosterId: planId },
    });
    expect(roster.status).toBe(200);
    expect(roster.body.data.last).toMatchObject({ id: drillId, answered: 1, total: 3 });
    expect([...roster.body.data.unverified].sort()).toEqual([members.ben, members.cat].sort());
    expect(roster.body.data.canStart).toBe(true);
    const list = await api.call("get", "/drills", { token: admin.token });
    expect(list.body.data.map((d: { id: string }) => d.id)).toContain(drillId);
  });
});

describe("who may run and read drills", () => {
  it("refuses those who may not edit the roster, and answers 404 across companies", async () => {
    const viewer = await api.user("CorpViewOnly", { company: "Drills" });
    expect((await start({ channels: ["email"] }, viewer.token)).status).toBe(403);
    // A plan lead who does not lead this plan may not edit its roster: the plan is not theirs.
    const otherLead = await api.user("BCPLead", { company: "Drills" });
    expect((await start({ channels: ["email"] }, otherLead.token)).status).toBe(404);
    const viewerRoster = await api.call("get", "/drill-roster", {
      token: viewer.token,
      query: { rosterKind: "brt", rosterId: planId },
    });
    expect(viewerRoster.body.data.canStart).toBe(false);

    const stranger = await api.user("CorpAdmin", { company: "Elsewhere" });
    expect((await start({ channels: ["email"] }, stranger.token)).status).toBe(404);
    const drills = (await api.call("get", "/drills", { token: admin.token })).body.data;
    expect((await api.call("get", `/drills/${drills[0].id}`, { token: stranger.token })).status).toBe(404);
    expect((await api.call("get", "/drills", { token: stranger.token })).body.data).toEqual([]);
    const roster = await api.call("get", "/drill-roster", {
      token: stranger.token,
      query: { rosterKind: "brt", rosterId: planId },
    });
    expect(roster.status).toBe(404);
  });

  it("refuses a drill of an empty roster, and one without a channel", async () => {
    const { unit } = await makeUnit(api, admin.company.id, "Empty unit");
    const empty = await makePlan(api, admin.token, {
      businessUnitId: unit.id,
      bcLeadId: lead.id,
      name: "Empty BCP",
    });
    const res = await start({ channels: ["email"], rosterId: empty.id });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.rosterId).toEqual([DRILL_MESSAGES.emptyRoster]);
    expect((await start({ channels: [] })).body.error.fields.channels).toEqual([
      DRILL_MESSAGES.chooseChannel,
    ]);
  });
});

describe("a scheduled drill", () => {
  it("is started once by the worker at its time; a past time is refused", async () => {
    const now = new Date();
    const past = await start({
      channels: ["email"],
      scheduledFor: new Date(now.getTime() - 60_000).toISOString(),
    });
    expect(past.body.error.fields.scheduledFor).toEqual([DRILL_MESSAGES.pastTime]);
    const before = (await api.outbox("ben@drills.example")).length;
    const res = await start({
      channels: ["email"],
      scheduledFor: new Date(now.getTime() + 3600_000).toISOString(),
    });
    expect(res.body.data.message).toBe(DRILL_MESSAGES.scheduled);
    const roster = async () =>
      (
        await api.call("get", "/drill-roster", {
          token: lead.token,
          query: { rosterKind: "brt", rosterId: planId },
        })
      ).body.data;
    expect((await roster()).next).toMatchObject({ id: res.body.data.id, status: "scheduled" });
    expect(await runDueDrills(api.deps)).toBe(0);
    api.setNow(new Date(now.getTime() + 2 * 3600_000));
    try {
      expect(await runDueDrills(api.deps)).toBe(1);
      expect(await runDueDrills(api.deps)).toBe(0);
    } finally {
      api.setNow(null);
    }
    expect((await api.outbox("ben@drills.example")).length).toBe(before + 1);
    expect((await roster()).next).toBeNull();
  });
});

describe("the quota", () => {
  it("counts a drill's copies like any message, and refuses a drill past the daily limit (it is not an alert)", async () => {
    const drillCopies = async () =>
      (await api.outbox()).filter((m) => m.purpose === "drill.reachability").length;
    let refused: { status: number; body: any } | null = null;
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await start({ channels: ["email", "sms"] });
      if (res.status !== 201) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body.error.fields.channels[0]).toMatch(
      /daily sending quota|messages in the last 24 hours/,
    );
    const sent = await drillCopies();
    // Nothing of the refused drill was queued, and the company never went past its 30 a day.
    expect((await api.outbox()).filter((m) => m.companyId === admin.company.id).length).toBeLessThanOrEqual(
      30,
    );
    expect(await drillCopies()).toBe(sent);
  });
});
