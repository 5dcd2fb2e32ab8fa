import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../tests/support/api";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP peer on loopback: Keel talks to it exactly as it would to a mail relay. */
async function startSmtpPeer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

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
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe("no-reply@keel.test");
    expect(mail.raw).toContain("Subject: Reset your Keel password");
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain("http://keel.test/user/resetpassword?token=");
    const [stored] = await api.outbox(user.email);
    expect(stored).toMatchObject({ transport: "smtp", status: "sent" });
  });
});

describe("email without SMTP", () => {
  it("keeps the mail in the outbox for the System Administrator", async () => {
    const api = await createTestApi();
    try {
      const user = await api.user("BCPLead");
      await api.call("post", "/user/forgot-password", { body: { email: user.email } });
      const [stored] = await api.outbox(user.email);
      expect(stored).toMatchObject({
        transport: "outbox",
        status: "stored",
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
