import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { startSmtpPeer } from "../../../tests/support/smtp-peer";
import { MAX_ATTEMPTS, retryDelayMs } from "./delivery.server";

describe("email over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let api: TestApi;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    api = await createTestApi({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it("delivers the password reset email to the SMTP peer, with the link, and records it as sent", async () => {
    const user = await api.user("BCPLead");
    const res = await api.call("post", "/user/forgot-password", { body: { email: user.email } });
    expect(res.status).toBe(200);
    // Queued by the request, sent by the worker after the commit.
    const [queued] = await api.outbox(user.email);
    expect(queued).toMatchObject({ status: "queued", channel: "email", purpose: "auth.reset" });
    expect(await api.deliver()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe("no-reply@keel.test");
    expect(mail.raw).toContain("Subject: Reset your Keel password");
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain("http://keel.test/user/resetpassword?token=");
    const [stored] = await api.outbox(user.email);
    expect(stored).toMatchObject({ transport: "smtp", status: "sent", attempts: 1, reason: null });
    expect(stored.sentAt).not.toBeNull();
  });

  it("with the relay down, the app still answers and the mail goes out when it returns", async () => {
    const user = await api.user("BCPLead");
    const before = smtp.received.length;
    await smtp.stop();
    try {
      const started = Date.now();
      const res = await api.call("post", "/user/forgot-password", { body: { email: user.email } });
      expect(res.status).toBe(200);
      // The request never waits for SMTP.
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await api.deliver()).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
      const [waiting] = await api.outbox(user.email);
      expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
      expect(waiting.reason).toMatch(/ECONNREFUSED|connect/i);
      // Backoff: not due again before its retry time.
      expect(waiting.nextAttemptAt!.getTime() - waiting.updatedAt.getTime()).toBe(retryDelayMs(1));
      expect(await api.deliver()).toMatchObject({ claimed: 0 });
    } finally {
      await smtp.start();
    }
    api.setNow(new Date(Date.now() + retryDelayMs(1) + 1_000));
    try {
      expect(await api.deliver()).toMatchObject({ sent: 1 });
    } finally {
      api.setNow(null);
    }
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual([user.email]);
    const [sent] = await api.outbox(user.email);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, reason: null });
  });

  it("fails a message for good after the last attempt, with the reason, and says so in the outbox", async () => {
    const user = await api.user("BCPLead");
    await smtp.stop();
    try {
      await api.call("post", "/user/forgot-password", { body: { email: user.email } });
      let at = Date.now();
      for (let i = 0; i < MAX_ATTEMPTS; i++) {
        api.setNow(new Date(at));
        await api.deliver();
        at += retryDelayMs(i + 1) + 1_000;
      }
    } finally {
      api.setNow(null);
      await smtp.start();
    }
    const [failed] = await api.outbox(user.email);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(failed.reason).toMatch(/ECONNREFUSED|connect/i);
    const admin = await api.user("Admin");
    const listed = await api.call("get", "/mail/outbox", { token: admin.token });
    expect(listed.body.data.find((m: { to: string }) => m.to === user.email)).toMatchObject({
      status: "failed",
      reason: failed.reason,
    });
  });
});

describe("email without SMTP", () => {
  it("keeps the mail in the outbox for the System Administrator", async () => {
    const api = await createTestApi();
    try {
      const user = await api.user("BCPLead");
      await api.call("post", "/user/forgot-password", { body: { email: user.email } });
      await api.deliver();
      const [stored] = await api.outbox(user.email);
      expect(stored).toMatchObject({
        transport: null,
        status: "queued",
        nextAttemptAt: null,
        reason: "No SMTP_URL: kept in the outbox",
        subject: "Reset your Keel password",
      });
      const admin = await api.user("Admin");
      const listed = await api.call("get", "/mail/outbox", { token: admin.token });
      expect(listed.body.data.map((m: { to: string }) => m.to)).toContain(user.email);
    } finally {
      await api.close();
    }
  });
});
