import { beforeAll, describe, expect, it } from "vitest";
import { answer as ANSWER_TEXT } from "~/shared/i18n/en";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { siteWithPeople } from "../../../tests/support/messaging";
import { gsm7Length, SMS_MAX_CHARACTERS } from "./sms";

// Issue 36 item 2 (review K9): the SMS carries one short link to a page offering every answer; the email keeps one
// link per answer; opening the page (a link scanner) records nothing, pressing an answer (a POST) records it once.

let incidentId: string;
const MOBILE = "+447700900123";
const LONG =
  `Flood at Riverside: the river has burst its banks, the car park is under water and the access road is closed. ${"Stay away from the ground floor. ".repeat(12)}`
    .slice(0, 600)
    .trim();

const ctx = testApiFixture({ admin: "CorpAdmin" }, { company: "Short Texts" });
beforeAll(async () => {
  await siteWithPeople(ctx.api, ctx.admin.token, "Riverside", [
    { firstName: "Tess", lastName: "Text", email: "tess@short-texts.example", mobile: MOBILE },
  ]);
  incidentId = (await publishedIncident(ctx.api, ctx.admin.token, { lat: 51.5, long: -0.12, viewRadius: 5 }))
    .id;
});

const send = (template: string, body = LONG) =>
  ctx.api.call("post", `/incident/${incidentId}/messages`, {
    token: ctx.admin.token,
    body: {
      template,
      subject: "Are you safe?",
      body,
      audiences: ["site_people"],
      channels: ["email", "sms"],
    },
  });

async function lastSms() {
  const text = (await ctx.api.outbox(MOBILE)).at(-1)!.text;
  const token = decodeURIComponent(text.match(/\/a\/(\S+)$/)?.[1] ?? "");
  return { text, token };
}
const page = (token: string) => ctx.api.call("get", "/answer-page", { query: { token } });
const answer = (token: string, purpose: string) =>
  ctx.api.call("post", "/answer-page", { body: { token, purpose } });
const tally = async (id: string) =>
  (await ctx.api.call("get", `/incident/${incidentId}/messages`, { token: ctx.admin.token })).body.data.find(
    (m: { id: string }) => m.id === id,
  ).tally;

describe("the short SMS and its answer page", () => {
  it("texts one segment of at most 160 GSM-7 characters with one link; the email keeps a link per answer", async () => {
    const sent = await send("are_you_safe");
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { text, token } = await lastSms();
    expect(gsm7Length(text)).toBeLessThanOrEqual(SMS_MAX_CHARACTERS);
    expect(text.match(/https?:\/\//g)).toHaveLength(1);
    expect(text).toContain("Reply 1=safe 2=need help or http://keel.test/a/");
    expect(token).toHaveLength(32);
    const email = (await ctx.api.outbox("tess@short-texts.example")).at(-1)!.text;
    expect(email).toContain(LONG);
    expect(email).toMatch(/I'm safe: http:\/\/keel\.test\/m\//);
    expect(email).toMatch(/I need help: http:\/\/keel\.test\/m\//);
  });

  it("shows the whole message and every answer; opening it records nothing; an answer is recorded once", async () => {
    const sent = await send("are_you_safe");
    const { token } = await lastSms();
    const opened = await page(token);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      state: "ready",
      body: LONG,
      greeting: "Tess",
      answers: [
        { purpose: "safe", label: "I'm safe", given: false },
        { purpose: "help", label: "I need help", given: false },
      ],
    });
    await page(token); // a link scanner opens it again
    expect(await tally(sent.body.data.id)).toMatchObject({ safe: 0, help: 0, acknowledged: 0 });

    const safe = await answer(token, "safe");
    expect(safe.body.data).toMatchObject({ state: "recorded", text: ANSWER_TEXT.recorded.safe });
    expect((await answer(token, "safe")).body.data.state).toBe("used");
    expect((await page(token)).body.data.answers[0]).toMatchObject({ purpose: "safe", given: true });
    expect(await tally(sent.body.data.id)).toMatchObject({ safe: 1, acknowledged: 1 });
    // An answer the message never offered is a forged form.
    expect((await answer(token, "ack")).body.data.state).toBe("invalid");
  });

  it("refuses a forged or altered token, and reads as expired once the message's answers expire", async () => {
    await send("information", "The depot is closed today.");
    const { text, token } = await lastSms();
    expect(text).toBe(`The depot is closed today.\nReply OK or http://keel.test/a/${token}`);
    const altered = `${token.slice(0, 5)}${token[5] === "A" ? "B" : "A"}${token.slice(6)}`;
    expect((await page(altered)).body.data).toMatchObject({ state: "invalid", body: null, answers: [] });
    expect((await answer(altered, "ack")).body.data.state).toBe("invalid");
    expect((await page("not-a-token")).body.data.state).toBe("invalid");
    ctx.api.setNow(new Date(Date.now() + 73 * 3_600_000));
    try {
      expect((await page(token)).body.data.state).toBe("expired");
      expect((await answer(token, "ack")).body.data.state).toBe("expired");
    } finally {
      ctx.api.setNow(null);
    }
  });
});
