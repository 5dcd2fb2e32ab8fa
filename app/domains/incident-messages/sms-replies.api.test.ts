import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { smsReplies } from "~/domains/mail/schema.server";
import type { TestApi } from "../../../tests/support/api";
import { companyWithSitePeople, PROVIDER_FROM, smsProviderFixture } from "../../../tests/support/messaging";

// Issue 36 item 3: a reply to an incident message's SMS ("1" safe, "2" need help, "OK" acknowledged) records the
// answer, through the provider's signed webhook; bad signatures, replays and other accounts' numbers are refused;
// unknown and late replies are logged, never guessed.
const FROM = PROVIDER_FROM;
const INBOUND = "http://keel.test/api/messages/inbound";

type User = Awaited<ReturnType<TestApi["user"]>>;

const ctx = smsProviderFixture();

/** A company with one person (this mobile, written with spaces) at an impacted site, and its incident. */
const companyWithPerson = (company: string, mobile: string) =>
  companyWithSitePeople(ctx.api, company, {
    site: "Quay",
    people: [{ firstName: "Rob", lastName: "Reply", mobile }],
  });

const sms = (admin: User, incidentId: string, template = "are_you_safe") =>
  ctx.api.call("post", `/incident/${incidentId}/messages`, {
    token: admin.token,
    body: {
      template,
      subject: "Are you safe?",
      body: "Flood at the quay.",
      audiences: ["site_people"],
      channels: ["sms"],
    },
  });

const post = (r: { body: string; signature: string }) =>
  ctx.api.call("post", "/messages/inbound", {
    body: r.body,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": r.signature },
  });
const reply = (
  from: string,
  body: string,
  opts: { sid?: string; to?: string; accountSid?: string; signWith?: string } = {},
) => post(ctx.provider.reply(INBOUND, { from, to: opts.to ?? FROM, body, ...opts }));

async function recipientOf(admin: User, incidentId: string, messageId: string) {
  const list = await ctx.api.call("get", `/incident/${incidentId}/messages/${messageId}/recipients`, {
    token: admin.token,
  });
  return list.body.data.recipients[0];
}

describe("two-way SMS answers", () => {
  it('records "1" as safe for that recipient and incident; the SMS offers it; a replay records nothing twice', async () => {
    const { admin, incidentId } = await companyWithPerson("Reply One Ltd", "+44 7700 900201");
    const sent = await sms(admin, incidentId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await ctx.api.outbox("+44 7700 900201")).at(-1)!.text).toContain("Reply 1=safe 2=need help");

    const first = ctx.provider.reply(INBOUND, { from: "+447700900201", to: FROM, body: " 1 " });
    const res = await post(first);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ outcome: "recorded" });
    expect(await recipientOf(admin, incidentId, sent.body.data.id)).toMatchObject({ state: "safe" });
    // The provider posts the same reply again (a retry, or someone replaying it): nothing more happens.
    expect((await post(first)).body.data).toEqual({ outcome: "replayed" });
    // "2" later: need help (the latest answer), which alerts the response team as the page does.
    expect((await reply("+447700900201", "2")).body.data).toEqual({ outcome: "recorded" });
    expect(await recipientOf(admin, incidentId, sent.body.data.id)).toMatchObject({ state: "help" });
  });

  it('records "OK" as acknowledged on an information message; a code it did not offer is logged as unknown', async () => {
    const { admin, incidentId } = await companyWithPerson("Reply Ok Ltd", "+447700900202");
    const sent = await sms(admin, incidentId, "information");
    expect((await reply("+447700900202", "1")).body.data).toEqual({ outcome: "unknown" });
    expect((await reply("+447700900202", "I'm fine thanks")).body.data).toEqual({ outcome: "unknown" });
    expect(await recipientOf(admin, incidentId, sent.body.data.id)).toMatchObject({ state: "noAnswer" });
    expect((await reply("+447700900202", "ok")).body.data).toEqual({ outcome: "recorded" });
    expect(await recipientOf(admin, incidentId, sent.body.data.id)).toMatchObject({ state: "acknowledged" });
    const logged = await ctx.api.db
      .select()
      .from(smsReplies)
      .where(eq(smsReplies.fromNumber, "+447700900202"));
    expect(logged.map((r) => [r.body, r.outcome])).toEqual(
      expect.arrayContaining([
        ["1", "unknown"],
        ["I'm fine thanks", "unknown"],
        ["ok", "recorded"],
      ]),
    );
  });

  it("refuses a bad signature, an unsigned post and a reply to another account's number (403), recording nothing", async () => {
    const { admin, incidentId } = await companyWithPerson("Reply Guard Ltd", "+447700900203");
    const sent = await sms(admin, incidentId);
    expect((await reply("+447700900203", "1", { signWith: "not-the-token" })).status).toBe(403);
    const unsigned = await ctx.api.call("post", "/messages/inbound", {
      body: ctx.provider.reply(INBOUND, { from: "+447700900203", to: FROM, body: "1" }).body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(unsigned.status).toBe(403);
    expect((await reply("+447700900203", "1", { to: "+15005550999" })).status).toBe(403);
    expect(
      (await reply("+447700900203", "1", { accountSid: "AC99999999999999999999999999999999" })).status,
    ).toBe(403);
    expect(await recipientOf(admin, incidentId, sent.body.data.id)).toMatchObject({ state: "noAnswer" });
  });

  it("logs, never guesses: an unknown number, a late reply, and a number two companies texted", async () => {
    expect((await reply("+447700900299", "1")).body.data).toEqual({ outcome: "unmatched" });

    const late = await companyWithPerson("Reply Late Ltd", "+447700900204");
    const sent = await sms(late.admin, late.incidentId);
    ctx.api.setNow(new Date(Date.now() + 73 * 3_600_000));
    try {
      expect((await reply("+447700900204", "1")).body.data).toEqual({ outcome: "late" });
    } finally {
      ctx.api.setNow(null);
    }
    expect(await recipientOf(late.admin, late.incidentId, sent.body.data.id)).toMatchObject({
      state: "noAnswer",
    });

    const a = await companyWithPerson("Reply Shared A", "+447700900205");
    const b = await companyWithPerson("Reply Shared B", "+447700900205");
    const fromA = await sms(a.admin, a.incidentId);
    const fromB = await sms(b.admin, b.incidentId);
    expect((await reply("+447700900205", "1")).body.data).toEqual({ outcome: "ambiguous" });
    expect(await recipientOf(a.admin, a.incidentId, fromA.body.data.id)).toMatchObject({ state: "noAnswer" });
    expect(await recipientOf(b.admin, b.incidentId, fromB.body.data.id)).toMatchObject({ state: "noAnswer" });
  });
});
