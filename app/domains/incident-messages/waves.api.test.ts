import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { twilioSignature } from "~/platform/messages/twilio.server";
import type { TestApi } from "../../../tests/support/api";
import { leadPlan, makeUnit } from "../../../tests/support/bcp";
import { assignTeam } from "../../../tests/support/incidents";
import { companyWithSitePeople, PROVIDER_FROM, smsProviderFixture } from "../../../tests/support/messaging";
import { incidentMessages } from "./schema.server";
import { ESCALATION_LABELS } from "./waves";
import { runDueWaves } from "./waves.server";

// Issue 36 item 4: a message escalates when a recipient does not answer within N minutes: the next channel they
// have (SMS → voice → email), then their roster's leader backup or the response coordinator. Each wave is sent
// once however many workers race for it, an answer takes a person out of the later waves, and an exercise's
// waves stay marked EXERCISE. The clock is simulated: each worker run is handed its own "now".
const FROM = PROVIDER_FROM;

type User = Awaited<ReturnType<TestApi["user"]>>;

const ctx = smsProviderFixture();

// Sent on the real clock's minute: an answer is recorded at the real time, and a link lives 72 hours from sending, so
// a fixed date would expire every link three days after it was written.
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const runAt = (minutes: number) => runDueWaves({ ...ctx.api.deps, now: () => at(minutes) });

/** A company with people at an impacted site (each with the numbers and addresses given) and its incident. */
async function company(
  name: string,
  people: { first: string; mobile?: string; email?: string }[],
  opts: { exercise?: boolean } = {},
) {
  const { admin, incidentId } = await companyWithSitePeople(ctx.api, name, {
    site: "Depot",
    people: people.map((p) => ({ firstName: p.first, lastName: "Waves", mobile: p.mobile, email: p.email })),
    exerciseType: opts.exercise ? "Tabletop" : undefined,
  });
  const team = await assignTeam(ctx.api, admin.token, incidentId, {
    responseCoordinatorId: admin.id,
    members: [],
  });
  expect(team.status, JSON.stringify(team.body)).toBe(200);
  return { admin, incidentId };
}

async function send(admin: User, incidentId: string, body: Record<string, unknown>) {
  ctx.api.setNow(T0);
  try {
    return await ctx.api.call("post", `/incident/${incidentId}/messages`, {
      token: admin.token,
      body: {
        template: "are_you_safe",
        subject: "Are you safe?",
        body: "Fire at the depot.",
        audiences: ["site_people"],
        channels: ["sms"],
        ...body,
      },
    });
  } finally {
    ctx.api.setNow(null);
  }
}

async function listed(admin: User, incidentId: string, messageId: string) {
  const res = await ctx.api.call("get", `/incident/${incidentId}/messages`, { token: admin.token });
  return res.body.data.find((m: { id: string }) => m.id === messageId);
}

/** What the provider posts when the callee presses `digits` on the call Keel placed to `to`. */
function pressKey(action: string, to: string, digits: string) {
  const params = new URLSearchParams({
    AccountSid: ctx.provider.accountSid,
    CallSid: `CA${Math.random().toString(16).slice(2).padEnd(32, "0")}`,
    From: FROM,
    To: to,
    Digits: digits,
  });
  return ctx.api.call("post", new URL(action).pathname.replace(/^\/api/, ""), {
    body: params.toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(ctx.provider.authToken, action, params),
    },
  });
}

const gatherAction = (html: string | null) => /action="([^"]+)"/.exec(html ?? "")?.[1] ?? "";

describe("escalation waves", () => {
  it("refuses an interval outside 5 to 240 minutes, on its field", async () => {
    const { admin, incidentId } = await company("Waves Bounds", [{ first: "Zed", mobile: "+447700900300" }]);
    for (const escalateAfter of [4, 241, 2.5]) {
      const res = await send(admin, incidentId, { escalateAfter });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.escalateAfter).toEqual([ESCALATION_LABELS.invalid]);
    }
  });

  it("tries voice, then email, then the backup, each wave once under racing workers; an answer stops them", async () => {
    const { admin, incidentId } = await company("Waves Ladder", [
      { first: "Ann", mobile: "+447700900301", email: "ann@waves.example" },
      { first: "Ben", mobile: "+447700900302" },
      { first: "Cat", mobile: "+447700900303", email: "cat@waves.example" },
    ]);
    // Ben and Cat are on a plan's recovery team, whose leader backup is Bea.
    const { unit } = await makeUnit(ctx.api, admin.company.id, "Depot ops");
    const plan = await leadPlan(ctx.api, { admin: admin, lead: admin }, unit.id, { name: "Depot BCP" });
    for (const member of [
      { name: "Ben Waves", role: "MEMBER", phone: "+44 7700 900302" },
      { name: "Cat Waves", role: "MEMBER", email: "CAT@waves.example" },
      { name: "Bea Backup", role: "LEADER_BACKUP", email: "bea@waves.example" },
    ]) {
      const res = await ctx.api.call("post", "/bcpBRTRoster", {
        token: admin.token,
        body: { bcpId: plan.id, ...member },
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
    const sent = await send(admin, incidentId, { escalateAfter: 10 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const messageId = sent.body.data.id;
    expect(await listed(admin, incidentId, messageId)).toMatchObject({
      escalateAfterMinutes: 10,
      nextWaveAt: at(10).toISOString(),
      waves: [],
    });

    // Nine minutes on, nothing is due.
    expect(await runAt(9)).toEqual({ claimed: 0, sent: 0 });
    // Ten minutes on, two workers race: one sends wave 2 (a call to each unanswered number), the other finds nothing.
    const raced = await Promise.all([runAt(10), runAt(10)]);
    expect(raced.reduce((n, r) => n + r.sent, 0)).toBe(1);
    const calls = (await ctx.api.outbox()).filter((m) => m.channel === "voice");
    expect(calls.map((c) => c.to).sort()).toEqual(["+447700900301", "+447700900302", "+447700900303"]);
    // The call reads the message and gathers one key for a signed address of that recipient.
    expect(calls[0].html).toContain('<Gather numDigits="1"');
    expect(calls[0].html).toContain("Fire at the depot.");
    expect(calls[0].html).toContain("Press 1 if you are safe. Press 2 if you need help.");
    expect(gatherAction(calls[0].html)).toMatch(
      /^http:\/\/keel\.test\/api\/messages\/voice\/[A-Za-z0-9_-]{32}$/,
    );
    // A late worker of the same minute, and one a minute later, send nothing again.
    expect(await runAt(10)).toEqual({ claimed: 0, sent: 0 });
    expect(await runAt(11)).toEqual({ claimed: 0, sent: 0 });
    expect((await ctx.api.outbox()).filter((m) => m.channel === "voice")).toHaveLength(3);

    // Ann presses 1 during her call: safe. She gets no more waves.
    const ann = calls.find((c) => c.to === "+447700900301")!;
    const key = await pressKey(gatherAction(ann.html), ann.to, "1");
    expect(key.status, JSON.stringify(key.body)).toBe(200);
    expect(key.headers.get("content-type")).toContain("text/xml");
    expect(key.body).toContain('<Say language="en-US">Thank you. We have recorded that you are safe.</Say>');

    // Wave 3 (email): only Cat (Ann answered, Ben has no email).
    expect((await runAt(20)).sent).toBe(1);
    expect(await ctx.api.outbox("ann@waves.example")).toHaveLength(0);
    const catMail = await ctx.api.outbox("cat@waves.example");
    expect(catMail).toHaveLength(1);
    expect(catMail[0].text).toContain("/m/");

    // Wave 4: Ben's and Cat's backup is told who has not answered (one notice naming both).
    expect((await runAt(30)).sent).toBe(1);
    const notice = await ctx.api.outbox("bea@waves.example");
    expect(notice).toHaveLength(1);
    expect(notice[0].subject).toBe("No answer: Are you safe?");
    expect(notice[0].text).toContain("Ben Waves (+447700900302)");
    expect(notice[0].text).toContain("Cat Waves (+447700900303)");
    expect(notice[0].text).not.toContain("Ann");

    // The ladder is done: no further wave, and the tally shows each one.
    expect(await runAt(60)).toEqual({ claimed: 0, sent: 0 });
    const message = await listed(admin, incidentId, messageId);
    expect(message.nextWaveAt).toBeNull();
    expect(message.waves).toEqual([
      { number: 2, step: "voice", recipients: 3, refused: null, sentAt: at(10).toISOString() },
      { number: 3, step: "email", recipients: 1, refused: null, sentAt: at(20).toISOString() },
      { number: 4, step: "backup", recipients: 1, refused: null, sentAt: at(30).toISOString() },
    ]);
    expect(message.tally).toMatchObject({ sent: 3, safe: 1, noAnswer: 2 });
  });

  it("stops when everyone has answered, and sends nothing", async () => {
    const { admin, incidentId } = await company("Waves Answered", [
      { first: "Dan", mobile: "+447700900311" },
    ]);
    const sent = await send(admin, incidentId, { escalateAfter: 5 });
    const sms = (await ctx.api.outbox("+447700900311")).at(-1)!;
    const token = /\/a\/([A-Za-z0-9_-]{32})/.exec(sms.text)![1];
    const answered = await ctx.api.call("post", "/answer-page", { body: { token, purpose: "help" } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const before = (await ctx.api.outbox()).length;
    expect(await runAt(5)).toEqual({ claimed: 1, sent: 0 });
    expect((await ctx.api.outbox()).length).toBe(before);
    const message = await listed(admin, incidentId, sent.body.data.id);
    expect(message).toMatchObject({ nextWaveAt: null, waves: [] });
  });

  it("keeps an exercise's waves marked EXERCISE, and tells the coordinator when the person has no backup", async () => {
    const { admin, incidentId } = await company(
      "Waves Drill",
      [{ first: "Eve", mobile: "+447700900321", email: "eve@drill.example" }],
      { exercise: true },
    );
    const sent = await send(admin, incidentId, { escalateAfter: 15, channels: ["email"] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await runAt(15)).sent).toBe(1); // SMS
    expect((await runAt(30)).sent).toBe(1); // voice
    expect((await runAt(45)).sent).toBe(1); // the coordinator
    const sms = (await ctx.api.outbox("+447700900321")).filter((m) => m.channel === "sms");
    const call = (await ctx.api.outbox("+447700900321")).filter((m) => m.channel === "voice");
    expect(sms[0].text.startsWith("[EXERCISE]")).toBe(true);
    expect(call[0].text.startsWith("[EXERCISE]")).toBe(true);
    expect(call[0].html).toContain('<Say language="en-US">[EXERCISE] Fire at the depot.</Say>');
    const told = await ctx.api.outbox(admin.email);
    expect(told.at(-1)!.subject).toBe("[EXERCISE] No answer: Are you safe?");
    expect(told.at(-1)!.text).toContain("Eve Waves (+447700900321)");
    const [row] = await ctx.api.db
      .select()
      .from(incidentMessages)
      .where(eq(incidentMessages.id, sent.body.data.id));
    expect(row.nextWaveAt).toBeNull();
  });
});
