import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/platform/messages/schema.server";
import { answer as ANSWER_TEXT } from "~/shared/i18n/en";
import { createTestApi } from "../../../tests/support/api";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { sendAreYouSafe, siteWithPeople } from "../../../tests/support/messaging";
import { linkToken } from "./links.server";
import { MESSAGE_MESSAGES, MESSAGE_TEMPLATES, VOICE_CLOSING } from "./model";

let incidentId: string;

async function registerPeople(token: string, domain: string, names: [string, string, string | null][]) {
  await siteWithPeople(
    ctx.api,
    token,
    `Riverside ${domain}`,
    names.map(([firstName, lastName, mobile]) => ({
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@${domain}.example`,
      mobile: mobile ?? undefined,
    })),
  );
}

const ctx = testApiFixture({ admin: "CorpAdmin", coordinator: "BUAdmin" }, { company: "Messages" });
beforeAll(async () => {
  await registerPeople(ctx.admin.token, "messages", [
    ["Tom", "Hughes", "+447700900001"],
    ["Ann", "Lee", null],
  ]);
  // Another company's people at the very same place: never an audience of this incident.
  const other = await ctx.api.user("CorpAdmin", { company: "Neighbours" });
  await registerPeople(other.token, "neighbours", [["Zed", "Other", "+447700900099"]]);
  incidentId = (await publishedIncident(ctx.api, ctx.admin.token, { lat: 51.5, long: -0.12, viewRadius: 5 }))
    .id;
  await assignTeam(ctx.api, ctx.admin.token, incidentId, {
    responseCoordinatorId: ctx.coordinator.id,
    members: [],
  });
});

const areYouSafe = MESSAGE_TEMPLATES.are_you_safe;
const send = (body: Record<string, unknown>, token = ctx.admin.token, id = incidentId) =>
  ctx.api.call("post", `/incident/${id}/messages`, {
    token,
    body: {
      template: "are_you_safe",
      subject: areYouSafe.subject,
      body: "Flood at Riverside. Are you safe?",
      audiences: ["impacted_people"],
      channels: ["email", "sms"],
      ...body,
    },
  });

/** The links in the newest copy sent to `to`, by label. */
async function linksTo(to: string) {
  const copies = await ctx.api.outbox(to);
  const text = copies[copies.length - 1].text;
  const link = (label: string) => {
    const m = text.match(new RegExp(`${label}: \\S+/m/(\\S+)`));
    return m ? decodeURIComponent(m[1]) : null;
  };
  return { text, safe: link("I'm safe"), help: link("I need help"), ack: link("Acknowledge") };
}
const tallyOf = async (messageId: string) =>
  (await ctx.api.call("get", `/incident/${incidentId}/messages`, { token: ctx.admin.token })).body.data.find(
    (m: { id: string }) => m.id === messageId,
  ).tally;
const answer = (token: string) => ctx.api.call("post", "/message-link", { body: { token } });

describe("incident messages", () => {
  it("sends to the chosen audiences of the incident's company only, once each, by email and SMS", async () => {
    const sent = await send({ audiences: ["impacted_people", "site_people", "response_team"] });
    expect(sent.status).toBe(201);
    // Tom, Ann (impacted and at the site: once each) and the response coordinator.
    expect(sent.body.data).toMatchObject({ recipients: 3, message: MESSAGE_MESSAGES.sent(3) });
    expect(await ctx.api.outbox("tom@messages.example")).toHaveLength(1);
    expect(await ctx.api.outbox("+447700900001")).toHaveLength(1);
    expect(await ctx.api.outbox(ctx.coordinator.email)).toHaveLength(1);
    expect(await ctx.api.outbox("zed@neighbours.example")).toHaveLength(0);
    expect(await ctx.api.outbox("+447700900099")).toHaveLength(0);
    const links = await linksTo("tom@messages.example");
    expect(links.text).toContain("Flood at Riverside. Are you safe?");
    expect(links.safe && links.help).toBeTruthy();
    expect(links.ack).toBeNull();
    expect(await tallyOf(sent.body.data.id)).toEqual({
      sent: 3,
      delivered: 0,
      acknowledged: 0,
      safe: 0,
      help: 0,
      noAnswer: 3,
    });
    // No email server nor SMS provider here: the message says its copies wait, beside "Delivered 0".
    const listed = (await ctx.api.call("get", `/incident/${incidentId}/messages`, { token: ctx.admin.token }))
      .body.data;
    expect(listed.find((m: { id: string }) => m.id === sent.body.data.id).notSent).toEqual(["email", "sms"]);
    const sms = await ctx.api.outbox("+447700900001");
    expect(sms[0]).toMatchObject({ channel: "sms", purpose: "incident.message", incidentId });
    // Once a transport takes one of a recipient's copies (here: its SMS), the tally counts it delivered.
    await ctx.api.db.update(messages).set({ status: "sent" }).where(eq(messages.id, sms[0].id));
    expect((await tallyOf(sent.body.data.id)).delivered).toBe(1);
  });

  it("answers through the links once each, feeding the people accounting and the tally; resends to the rest", async () => {
    const sent = await send({});
    const messageId = sent.body.data.id;
    const tom = await linksTo("tom@messages.example");
    const ann = await linksTo("ann@messages.example");

    const before = await ctx.api.call("get", "/message-link", { query: { token: tom.safe! } });
    expect(before.body.data).toMatchObject({ state: "ready", label: "I'm safe", greeting: "Tom" });
    const safe = await answer(tom.safe!);
    expect(safe.status).toBe(200);
    expect(safe.body.data).toMatchObject({ state: "recorded", text: ANSWER_TEXT.recorded.safe });
    const again = await answer(tom.safe!);
    expect(again.body.data).toMatchObject({ state: "used", text: ANSWER_TEXT.used });
    expect(
      (await ctx.api.call("get", "/message-link", { query: { token: tom.safe! } })).body.data.state,
    ).toBe("used");
    expect((await answer(ann.help!)).body.data.state).toBe("recorded");

    const impact = (await ctx.api.call("get", `/incident/${incidentId}/impact`, { token: ctx.admin.token }))
      .body.data;
    const byName = (n: string) =>
      impact.people.find((p: { person: { name: string } }) => p.person.name === n);
    expect(byName("Tom Hughes")).toMatchObject({ status: "safe", statusBy: null });
    expect(byName("Tom Hughes").history[0]).toMatchObject({ label: "Safe", viaLink: true });
    expect(byName("Ann Lee")).toMatchObject({ status: "needs_help", statusLabel: "Needs help" });
    expect(impact.counts.people).toMatchObject({ safe: 1, needs_help: 1 });
    expect(await tallyOf(messageId)).toEqual({
      sent: 2,
      delivered: 0,
      acknowledged: 2,
      safe: 1,
      help: 1,
      noAnswer: 0,
    });

    // Resend goes to nobody here; a new message's silent recipients get it again.
    const resend = await ctx.api.call("post", `/incident/${incidentId}/messages/${messageId}/resend`, {
      token: ctx.admin.token,
    });
    expect(resend.body.data.resent).toBe(0);
    const info = await send({ template: "information", subject: "Update", body: "Office closed today." });
    const infoLinks = await linksTo("ann@messages.example");
    expect(infoLinks.ack).toBeTruthy();
    expect((await answer(infoLinks.ack!)).body.data.state).toBe("recorded");
    const copies = (await ctx.api.outbox("tom@messages.example")).length;
    const resent = await ctx.api.call(
      "post",
      `/incident/${incidentId}/messages/${info.body.data.id}/resend`,
      {
        token: ctx.admin.token,
      },
    );
    expect(resent.body.data).toMatchObject({ resent: 1, message: MESSAGE_MESSAGES.resent(1) });
    expect(await ctx.api.outbox("tom@messages.example")).toHaveLength(copies + 1);
    expect(await tallyOf(info.body.data.id)).toMatchObject({ sent: 2, acknowledged: 1, noAnswer: 1 });
  });

  it("refuses forged, tampered, wrong-purpose and expired links with a clear answer, never a 500", async () => {
    const sent = await send({ audiences: ["impacted_people"], channels: ["email"] });
    const { safe } = await linksTo("tom@messages.example");
    const [recipientId, , expires, signature] = safe!.split(".");
    const cases = {
      garbage: "not-a-link",
      tooLong: "x".repeat(300),
      badSignature: `${recipientId}.safe.${expires}.${signature.slice(0, -2)}AA`,
      otherPurpose: `${recipientId}.help.${expires}.${signature}`,
      longerLife: `${recipientId}.safe.${Number(expires) + 86400}.${signature}`,
      // Correctly signed, but the "Are you safe?" message carries no Acknowledge link.
      wrongPurpose: linkToken(recipientId, "ack", new Date(Number(expires) * 1000)),
      unknownRecipient: linkToken(
        "00000000-0000-4000-8000-000000000000",
        "safe",
        new Date(Date.now() + 3600_000),
      ),
    };
    for (const [name, token] of Object.entries(cases)) {
      for (const res of [
        await answer(token),
        await ctx.api.call("get", "/message-link", { query: { token } }),
      ]) {
        expect(res.status, name).toBeLessThan(500);
        if (res.status === 200)
          expect(res.body.data, name).toMatchObject({ state: "invalid", incidentTitle: null });
        else expect(res.status, name).toBe(400);
      }
    }
    ctx.api.setNow(new Date(Date.now() + 73 * 3600_000));
    try {
      expect((await answer(safe!)).body.data).toMatchObject({
        state: "expired",
        text: ANSWER_TEXT.expired,
      });
    } finally {
      ctx.api.setNow(null);
    }
    expect(await tallyOf(sent.body.data.id)).toMatchObject({ safe: 0, noAnswer: 2 });
  });

  it("lets only responders send, within their company, and bounds the text", async () => {
    const viewer = await ctx.api.user("CorpViewOnly", { company: "Messages" });
    expect((await send({}, viewer.token)).status).toBe(403);
    const stranger = await ctx.api.user("CorpAdmin", { company: "Neighbours" });
    expect((await send({}, stranger.token)).status).toBe(404);
    expect(
      (await ctx.api.call("get", `/incident/${incidentId}/messages`, { token: stranger.token })).status,
    ).toBe(404);
    const long = await send({ body: "x".repeat(601), audiences: [] });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.fields).sort()).toEqual(["audiences", "body"]);
    // A CMP roster with nobody on it: nothing to send, said on the audiences field.
    const nobody = await send({ audiences: ["cmp_roster"] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.fields.audiences).toEqual([MESSAGE_MESSAGES.emptyAudience(["CMP roster"])]);
  });

  it("says before a send how many each audience reaches, an empty one as 0 (UX review A-8)", async () => {
    const res = await ctx.api.call("get", `/incident/${incidentId}/messages/audiences`, {
      token: ctx.admin.token,
    });
    expect(res.status).toBe(200);
    // Tom and Ann are hit and at the site; the coordinator is the team; nobody is on a CMP roster.
    expect(res.body.data).toMatchObject({
      impacted_people: 2,
      site_people: 2,
      response_team: 1,
      cmp_roster: 0,
    });
    const outsider = await ctx.api.user("CorpAdmin", { company: "Outsiders" });
    const foreign = await ctx.api.call("get", `/incident/${incidentId}/messages/audiences`, {
      token: outsider.token,
    });
    expect(foreign.status).toBe(404);
  });

  it("refuses a message when one of its audiences reaches nobody, naming that audience on the field", async () => {
    const before = await ctx.api.call("get", `/incident/${incidentId}/messages`, { token: ctx.admin.token });
    // Impacted people are there; the CMP roster is empty: the send is refused, not half-delivered.
    const res = await send({ audiences: ["impacted_people", "cmp_roster"] });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.audiences).toEqual([MESSAGE_MESSAGES.emptyAudience(["CMP roster"])]);
    expect(res.body.error.fields.audiences[0]).toContain("CMP roster");
    const after = await ctx.api.call("get", `/incident/${incidentId}/messages`, { token: ctx.admin.token });
    expect(after.body.data.length).toBe(before.body.data.length);
  });
});

describe("answer links end with their recipient and their incident (security review N7)", () => {
  const expiredUntitled = { state: "expired", incidentTitle: null, text: ANSWER_TEXT.expired };

  it("refuse, untitled, once the recipient's account is disabled", async () => {
    const responder = await ctx.api.user("Employee", { company: "Messages" });
    const id = (
      await publishedIncident(ctx.api, ctx.admin.token, { lat: 51.5, long: -0.12, title: "Leaver" })
    ).id;
    await assignTeam(ctx.api, ctx.admin.token, id, { responseCoordinatorId: responder.id, members: [] });
    await send(
      { template: "information", subject: "Update", audiences: ["response_team"] },
      ctx.admin.token,
      id,
    );
    const { ack } = await linksTo(responder.email);
    const disabled = await ctx.api.call("put", "/user/disable-user", {
      token: ctx.admin.token,
      body: { userId: responder.id, disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect((await ctx.api.call("get", "/message-link", { query: { token: ack! } })).body.data).toMatchObject(
      expiredUntitled,
    );
    expect((await answer(ack!)).body.data).toMatchObject(expiredUntitled);
  });

  it("refuse, untitled, once the incident is closed or disabled", async () => {
    for (const end of ["closed", "disabled"] as const) {
      const id = (
        await publishedIncident(ctx.api, ctx.admin.token, { lat: 51.5, long: -0.12, title: `Ends ${end}` })
      ).id;
      await send({}, ctx.admin.token, id);
      const { safe } = await linksTo("tom@messages.example");
      if (end === "closed")
        expect(
          (
            await ctx.api.call("put", `/incident/${id}/status`, {
              token: ctx.admin.token,
              body: { status: "Cancelled" },
            })
          ).status,
        ).toBe(200);
      else
        expect(
          (await ctx.api.call("post", `/incident/${id}/disable`, { token: ctx.admin.token })).status,
        ).toBe(200);
      expect(
        (await ctx.api.call("get", "/message-link", { query: { token: safe! } })).body.data,
      ).toMatchObject(expiredUntitled);
      expect((await answer(safe!)).body.data, end).toMatchObject(expiredUntitled);
    }
  });
});

describe("voice, where a provider places calls (issue 25 item 3)", () => {
  it("is not offered without one, and a send that asks for it is refused on the channels field, queuing nothing", async () => {
    const offered = await ctx.api.call("get", "/messages/channels", { token: ctx.admin.token });
    expect(offered.body.data.channels).toEqual(["email", "sms"]);
    const before = (await ctx.api.outbox("+447700900001")).length;
    const refused = await send({ channels: ["sms", "voice"] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.channels).toEqual([MESSAGE_MESSAGES.voiceUnavailable]);
    expect(await ctx.api.outbox("+447700900001")).toHaveLength(before);
  });

  it("is offered with one, and a call reads the message and says where to answer instead of reading links", async () => {
    const calls = await createTestApi({
      transports: { voice: { name: "fake-voice", send: async () => ({ providerMessageId: "CA1" }) } },
    });
    try {
      const owner = await calls.user("CorpAdmin", { company: "Calls" });
      await siteWithPeople(calls, owner.token, { name: "Quay", lat: 53.4, lng: -2.2, city: "Manchester" }, [
        { firstName: "Vic", lastName: "Oyelaran", mobile: "+447700900777" },
      ]);
      const incident = await publishedIncident(calls, owner.token, { lat: 53.4, long: -2.2, viewRadius: 5 });
      const offered = await calls.call("get", "/messages/channels", { token: owner.token });
      expect(offered.body.data.channels).toEqual(["email", "sms", "voice"]);
      const sent = await sendAreYouSafe(calls, owner.token, incident.id, {
        audiences: ["impacted_people"],
        channels: ["sms", "voice"],
        body: "Fire at the Quay. Are you safe?",
      });
      expect(sent.status).toBe(201);
      // Calls are placed; only the SMS, without a provider here, is said to wait.
      const listed = await calls.call("get", `/incident/${incident.id}/messages`, { token: owner.token });
      expect(listed.body.data[0].notSent).toEqual(["sms"]);
      const copies = await calls.outbox("+447700900777");
      const byChannel = new Map(copies.map((c) => [c.channel, c.text]));
      expect(byChannel.get("voice")).toBe(`Fire at the Quay. Are you safe? ${VOICE_CLOSING}`);
      expect(byChannel.get("voice")).not.toContain("/m/");
      // The SMS carries one short link to the answer page (issue 36 item 2).
      expect(byChannel.get("sms")).toContain("/a/");
    } finally {
      await calls.close();
    }
  });
});
