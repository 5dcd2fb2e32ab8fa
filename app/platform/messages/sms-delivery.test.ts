import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { type FakeSmsProvider, startFakeSmsProvider } from "../../../tests/support/fake-sms-provider";
import { enqueueMessage, enqueueMessages } from "./outbox.server";

const FROM = "+15005550006";

describe("SMS and voice through a Twilio-compatible provider", () => {
  let provider: FakeSmsProvider;
  let api: TestApi;
  beforeAll(async () => {
    provider = await startFakeSmsProvider({ ratePerSecond: 5, refuse: ["+447700900999"] });
    api = await createTestApi({
      sms: {
        accountSid: provider.accountSid,
        authToken: provider.authToken,
        from: FROM,
        baseUrl: provider.baseUrl,
        ratePerSecond: provider.ratePerSecond,
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await provider.close();
  });

  const postReceipt = (r: { body: string; signature: string }) =>
    api.call("post", "/messages/status", {
      body: r.body,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": r.signature },
    });

  it("sends an SMS, then a signed receipt marks it delivered; a forged receipt changes nothing", async () => {
    const id = await enqueueMessage(api.db, { channel: "sms", to: "+447700900123", text: "Are you safe?" });
    expect(await api.deliver()).toMatchObject({ sent: 1 });
    const sms = provider.received.find((m) => m.to === "+447700900123")!;
    expect(sms).toMatchObject({ kind: "sms", from: FROM, body: "Are you safe?" });
    expect(sms.statusCallback).toBe("http://keel.test/api/messages/status");
    let [row] = (await api.outbox("+447700900123")).filter((m) => m.id === id);
    expect(row).toMatchObject({ status: "sent", transport: "twilio", providerMessageId: sms.sid });

    const forged = provider.receipt(sms.sid, "failed", { signWith: "not-the-token" });
    expect((await postReceipt(forged)).status).toBe(403);
    const unsigned = await api.call("post", "/messages/status", {
      body: forged.body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(unsigned.status).toBe(403);
    [row] = await api.outbox("+447700900123");
    expect(row.status).toBe("sent");

    const res = await postReceipt(provider.receipt(sms.sid, "delivered"));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ updated: true });
    [row] = await api.outbox("+447700900123");
    expect(row).toMatchObject({ status: "delivered" });
    expect(row.deliveredAt).not.toBeNull();
    // A late "failed" for a delivered message does not undo it.
    await postReceipt(provider.receipt(sms.sid, "undelivered", { errorCode: "30003" }));
    [row] = await api.outbox("+447700900123");
    expect(row.status).toBe("delivered");
  });

  it("calls by voice with the text spoken; an unanswered call is failed with the provider's status", async () => {
    await enqueueMessage(api.db, { channel: "voice", to: "+447700900124", text: "Evacuate <now> & call in" });
    await api.deliver();
    const call = provider.received.find((m) => m.to === "+447700900124")!;
    expect(call.kind).toBe("voice");
    expect(call.body).toBe("<Response><Say>Evacuate &lt;now&gt; &amp; call in</Say></Response>");
    await postReceipt(provider.receipt(call.sid, "no-answer"));
    const [row] = await api.outbox("+447700900124");
    expect(row).toMatchObject({ status: "failed", reason: "Provider reported no-answer" });
  });

  it("fails a number the provider refuses at once, with its reason, without retrying", async () => {
    await enqueueMessage(api.db, { channel: "sms", to: "+447700900999", text: "Hello" });
    expect(await api.deliver()).toMatchObject({ failed: 1, retried: 0 });
    const [row] = await api.outbox("+447700900999");
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.reason).toContain("21211");
  });

  it("keeps to the provider's stated rate; a throttled send is tried again a second later", async () => {
    const numbers = Array.from({ length: 12 }, (_, i) => `+4477009002${String(i).padStart(2, "0")}`);
    await enqueueMessages(
      api.db,
      numbers.map((to) => ({ channel: "sms" as const, to, text: "Drill" })),
    );
    const started = Date.now();
    const first = await api.deliver();
    const elapsed = Date.now() - started;
    // 12 at (90 % of) 5 a second: the first goes at once, the 12th about 2.4 s later.
    expect(elapsed).toBeGreaterThanOrEqual(2_000);
    // Pacing leaves a margin, but on a loaded machine a late request can still land in a full one-second window:
    // at most one, and it is tried again a second later (the provider's 429), not after the backoff.
    expect(provider.throttled).toBeLessThanOrEqual(1);
    expect(first.sent).toBeGreaterThanOrEqual(11);
    api.setNow(new Date(Date.now() + 1_500));
    try {
      await api.deliver();
    } finally {
      api.setNow(null);
    }
    const sent = (await api.outbox()).filter((m) => numbers.includes(m.to));
    expect(sent.map((m) => m.status)).toEqual(numbers.map(() => "sent"));
  });
});

describe("SMS without a provider", () => {
  it("stays in the outbox, queued, like email without SMTP; receipts are not taken", async () => {
    const api = await createTestApi();
    try {
      await enqueueMessage(api.db, { channel: "sms", to: "+447700900555", text: "Hello" });
      await enqueueMessage(api.db, { channel: "voice", to: "+447700900556", text: "Hello" });
      expect(await api.deliver()).toMatchObject({ claimed: 0 });
      expect(await api.outbox("+447700900555")).toMatchObject([
        { status: "queued", nextAttemptAt: null, reason: "No SMS provider: kept in the outbox" },
      ]);
      expect(await api.outbox("+447700900556")).toMatchObject([
        { status: "queued", nextAttemptAt: null, reason: "No voice provider: kept in the outbox" },
      ]);
      const res = await api.call("post", "/messages/status", {
        body: "MessageSid=SM1&MessageStatus=delivered",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "x" },
      });
      expect(res.status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
