import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { smsReplies } from "~/domains/mail/schema.server";
import { twilioSignature } from "~/platform/messages/twilio.server";
import { RESOURCES } from "~/shared/i18n/translator";
import type { TestApi } from "../../../tests/support/api";
import { companyWithSitePeople, PROVIDER_FROM, smsProviderFixture } from "../../../tests/support/messaging";
import { VOICE_LANGUAGES } from "./voice";

// Issue 36 item 3, voice: the call reads the message and takes the answer by keypad (1 safe, 2 need help,
// 3 acknowledged) at a signed webhook for that recipient. Bad signatures and other accounts' calls are refused;
// replays, unknown keys and a recipient's address used on another number's call are logged and record nothing.
const FROM = PROVIDER_FROM;

type User = Awaited<ReturnType<TestApi["user"]>>;

const ctx = smsProviderFixture();

async function calledPerson(company: string, mobile: string, template = "are_you_safe", language?: string) {
  const { admin, incidentId } = await companyWithSitePeople(ctx.api, company, {
    site: "Yard",
    people: [{ firstName: "Vic", lastName: "Voice", mobile, language }],
  });
  const sent = await ctx.api.call("post", `/incident/${incidentId}/messages`, {
    token: admin.token,
    body: {
      template,
      subject: "Are you safe?",
      body: "Gas leak in the yard.",
      audiences: ["site_people"],
      channels: ["voice"],
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const call = (await ctx.api.outbox(mobile)).find((m) => m.channel === "voice")!;
  const action = /action="([^"]+)"/.exec(call.html ?? "")![1];
  return { admin, incidentId, messageId: sent.body.data.id as string, action, call };
}

let seq = 0;
function press(
  action: string,
  to: string,
  digits: string,
  opts: { sid?: string; accountSid?: string; from?: string; signWith?: string } = {},
) {
  const params = new URLSearchParams({
    AccountSid: opts.accountSid ?? ctx.provider.accountSid,
    CallSid: opts.sid ?? `CA${String(++seq).padStart(32, "7")}`,
    From: opts.from ?? FROM,
    To: to,
    Digits: digits,
  });
  return {
    sid: params.get("CallSid")!,
    res: ctx.api.call("post", new URL(action).pathname.replace(/^\/api/, ""), {
      body: params.toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSignature(opts.signWith ?? ctx.provider.authToken, action, params),
      },
    }),
  };
}

async function stateOf(admin: User, incidentId: string, messageId: string) {
  const list = await ctx.api.call("get", `/incident/${incidentId}/messages/${messageId}/recipients`, {
    token: admin.token,
  });
  return list.body.data.recipients[0].state;
}
const logged = async (sid: string) =>
  ctx.api.db.select().from(smsReplies).where(eq(smsReplies.providerMessageId, sid));

describe("keypad answers to a call", () => {
  it("records 2 as need help for that recipient; a replay of the same call records nothing twice", async () => {
    const { admin, incidentId, messageId, action } = await calledPerson("Keys One", "+447700900401");
    const first = press(action, "+447700900401", "2");
    const res = await first.res;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatch(/^<\?xml[^>]*\?><Response><Say language="en-US">.+<\/Say><\/Response>$/);
    expect(await stateOf(admin, incidentId, messageId)).toBe("help");
    expect(await logged(first.sid)).toMatchObject([{ channel: "voice", outcome: "recorded", body: "2" }]);
    // The provider posts the same call's key again: logged once, nothing more happens.
    const again = await press(action, "+447700900401", "2", { sid: first.sid }).res;
    expect(again.status).toBe(200);
    expect(await logged(first.sid)).toHaveLength(1);
  });

  it("logs a key the call did not offer, never guessing an answer", async () => {
    const { admin, incidentId, messageId, action } = await calledPerson("Keys Unknown", "+447700900402");
    for (const digits of ["9", "3", ""]) {
      const p = press(action, "+447700900402", digits);
      const res = await p.res;
      expect(res.status).toBe(200);
      expect(res.body).toContain(RESOURCES.en.message.voice.unknownKey);
      expect(await logged(p.sid)).toMatchObject([{ outcome: "unknown" }]);
    }
    expect(await stateOf(admin, incidentId, messageId)).toBe("noAnswer");
    // An information message offers 3: acknowledged.
    const info = await calledPerson("Keys Ack", "+447700900403", "information");
    expect((await press(info.action, "+447700900403", "3").res).status).toBe(200);
    expect(await stateOf(info.admin, info.incidentId, info.messageId)).toBe("acknowledged");
  });

  it("refuses a bad signature, an unsigned post and another account's call (403), recording nothing", async () => {
    const { admin, incidentId, messageId, action } = await calledPerson("Keys Guard", "+447700900404");
    expect((await press(action, "+447700900404", "1", { signWith: "not-the-token" }).res).status).toBe(403);
    const unsigned = await ctx.api.call("post", new URL(action).pathname.replace(/^\/api/, ""), {
      body: new URLSearchParams({
        AccountSid: ctx.provider.accountSid,
        CallSid: `CA${"1".repeat(32)}`,
        From: FROM,
        To: "+447700900404",
        Digits: "1",
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(unsigned.status).toBe(403);
    // Signed, but placed by another account, or from a number that is not this account's.
    expect(
      (await press(action, "+447700900404", "1", { accountSid: "AC99999999999999999999999999999999" }).res)
        .status,
    ).toBe(403);
    expect((await press(action, "+447700900404", "1", { from: "+15005550999" }).res).status).toBe(403);
    // The signature covers the address: one recipient's signed post moved to another's address fails.
    const other = await calledPerson("Keys Guard Two", "+447700900405");
    const params = new URLSearchParams({
      AccountSid: ctx.provider.accountSid,
      CallSid: `CA${"2".repeat(32)}`,
      From: FROM,
      To: "+447700900404",
      Digits: "1",
    });
    const moved = await ctx.api.call("post", new URL(other.action).pathname.replace(/^\/api/, ""), {
      body: params.toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSignature(ctx.provider.authToken, action, params),
      },
    });
    expect(moved.status).toBe(403);
    expect(await stateOf(admin, incidentId, messageId)).toBe("noAnswer");
    expect(await stateOf(other.admin, other.incidentId, other.messageId)).toBe("noAnswer");
  });

  it("does not let one company's recipient address answer for a call to another number (logged, not recorded)", async () => {
    const a = await calledPerson("Keys Tenant A", "+447700900406");
    await calledPerson("Keys Tenant B", "+447700900407");
    // A's address, on a call to B's person's number: not A's recipient's call.
    const p = press(a.action, "+447700900407", "1");
    expect((await p.res).status).toBe(200);
    expect(await logged(p.sid)).toMatchObject([{ outcome: "unmatched" }]);
    expect(await stateOf(a.admin, a.incidentId, a.messageId)).toBe("noAnswer");
    // An address Keel never signed.
    const forged = press(
      "http://keel.test/api/messages/voice/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "+447700900406",
      "1",
    );
    expect((await forged.res).status).toBe(200);
    expect(await logged(forged.sid)).toMatchObject([{ outcome: "unmatched", recipientId: null }]);
  });

  it("speaks a French recipient's call in French: the prompts, the closing and the answer to the key", async () => {
    const fr = RESOURCES.fr;
    const { admin, incidentId, messageId, action, call } = await calledPerson(
      "Keys Francais",
      "+447700900408",
      "are_you_safe",
      "fr",
    );
    const say = (text: string) => `<Say language="${VOICE_LANGUAGES.fr}">${text}</Say>`;
    const xml = (text: string) => text.replaceAll("'", "&apos;");
    // The sender's own words go as typed; what Keel adds is French, each <Say> naming French.
    expect(call.html).toContain(say("Gas leak in the yard."));
    expect(call.html).toContain(
      say(xml("Appuyez sur 1 si vous êtes en sécurité. Appuyez sur 2 si vous avez besoin d'aide.")),
    );
    expect(call.html).toContain(say(xml(`${fr.message.voice.noKey} ${fr.message.voiceClosing}`)));
    expect(call.html).not.toContain("Press 1");
    expect(call.html).not.toMatch(/<Say(?! language="fr-FR")/);
    const unknown = await press(action, "+447700900408", "9").res;
    expect(unknown.body).toContain(say(fr.message.voice.unknownKey));
    const res = await press(action, "+447700900408", "1").res;
    expect(res.status).toBe(200);
    expect(res.body).toContain(say(fr.answer.recorded.safe));
    expect(await stateOf(admin, incidentId, messageId)).toBe("safe");
  });
});
