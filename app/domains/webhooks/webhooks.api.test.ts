import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { recordEvent } from "~/domains/incidents/records.server";
import { messages } from "~/platform/messages/schema.server";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { publishedIncident } from "../../../tests/support/incidents";
import { sendAreYouSafe, siteWithPeople } from "../../../tests/support/messaging";
import { emitWebhookEvent } from "./emit.server";
import { WEBHOOK_HEADERS, WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from "./model";
import { verifySignature } from "./signature.server";
import { webhookTransports } from "./transport.server";

/** A receiver on this machine: records what Keel posts and answers the statuses queued for it (then 200). */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let server: Server;
let base: string;
const received: Received[] = [];
const answers: number[] = [];

let api: TestApi;
type User = Awaited<ReturnType<TestApi["user"]>>;
let admin: User;
let employee: User;
let other: User;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await createTestApi();
  // The app's senders of the "webhook" and "chat" channels, allowed to reach this machine (WEBHOOKS_ALLOW_PRIVATE).
  Object.assign(api.deps.transports, webhookTransports({ db: api.db, allowPrivate: true }));
  admin = await api.user("CorpAdmin", { company: "Hooks Co" });
  employee = await api.user("Employee", { company: "Hooks Co" });
  other = await api.user("CorpAdmin", { company: "Other Hooks Co" });
});
afterAll(async () => {
  await api.close();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  received.length = 0;
  answers.length = 0;
});

const register = (body: Record<string, unknown>, token = admin.token) =>
  api.call("post", "/webhooks", { token, body });
const list = (token = admin.token) => api.call("get", "/webhooks", { token });
const deliveriesTo = async (webhookId: string) =>
  api.db
    .select()
    .from(messages)
    .where(and(eq(messages.channel, "webhook"), eq(messages.to, webhookId)));

/** Runs the worker, then again each time a retry falls due (the clock moved past it). */
async function deliverAll(opts: { maxAttempts?: number } = {}) {
  let at = Date.now();
  for (let i = 0; i < 10; i++) {
    await api.deliver(opts);
    const [queued] = await api.db.select().from(messages).where(eq(messages.status, "queued"));
    if (!queued?.nextAttemptAt) break;
    at = Math.max(at, queued.nextAttemptAt.getTime()) + 1000;
    api.setNow(new Date(at));
  }
  api.setNow(null);
}

describe("the webhook register", () => {
  it("is the Corporate Administrator's: a secret is answered once, never listed; others are refused", async () => {
    const made = await register({ url: `${base}/one`, events: ["incident.created"], description: "SIEM" });
    expect(made.status).toBe(201);
    expect(made.body.data.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await list();
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(made.body.data.secret);
    expect(listed.body.data.webhooks[0]).toMatchObject({
      url: `${base}/one`,
      enabled: true,
      last: { state: "none" },
    });
    expect((await list(employee.token)).status).toBe(403);
    expect((await register({ url: `${base}/x`, events: ["incident.created"] }, employee.token)).status).toBe(
      403,
    );
    // Another company's administrator cannot see, change or remove it (404, as if it did not exist).
    expect((await list(other.token)).body.data.webhooks).toHaveLength(0);
    const id = made.body.data.webhook.id;
    const body = { url: `${base}/stolen`, events: ["incident.created"] };
    expect((await api.call("put", `/webhooks/${id}`, { token: other.token, body })).status).toBe(404);
    expect((await api.call("delete", `/webhooks/${id}`, { token: other.token })).status).toBe(404);
    await api.call("delete", `/webhooks/${id}`, { token: admin.token });
  });

  it("refuses a URL that is not http(s), a plain http one off this machine, and a form without events", async () => {
    const bad = await register({ url: "ftp://example.com/x", events: ["incident.created"] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.url).toEqual([WEBHOOK_MESSAGES.urlInvalid]);
    const plain = await register({ url: "http://example.com/x", events: ["incident.created"] });
    expect(plain.body.error.fields.url).toEqual([WEBHOOK_MESSAGES.urlHttps]);
    const none = await register({ url: `${base}/x`, events: [] });
    expect(none.body.error.fields.events).toEqual([WEBHOOK_MESSAGES.chooseEvent]);
  });
});

describe("deliveries", () => {
  let hookId: string;
  let secret: string;
  beforeAll(async () => {
    const made = await register({
      url: `${base}/events`,
      events: ["incident.created", "incident.escalated", "incident.closed", "answer.received"],
    });
    hookId = made.body.data.webhook.id;
    secret = made.body.data.secret;
  });

  it("posts a signed event when an incident is created, escalated and closed", async () => {
    const { id } = await publishedIncident(api, admin.token, { title: "Server room fire" });
    await api.call("post", `/incident/${id}/escalate`, { token: admin.token });
    await api.call("put", `/incident/${id}/status`, { token: admin.token, body: { status: "Cancelled" } });
    await deliverAll();
    // The worker sends in parallel lanes, so they may arrive in any order (as with any webhook sender); each
    // carries when it happened, and in that order they are the three changes as made.
    const events = received
      .filter((r) => r.path === "/events")
      .sort((a, b) => JSON.parse(a.body).occurredAt.localeCompare(JSON.parse(b.body).occurredAt));
    expect(events.map((r) => r.headers[WEBHOOK_HEADERS.event.toLowerCase()])).toEqual([
      "incident.created",
      "incident.escalated",
      "incident.closed",
    ]);
    for (const r of events) {
      const signature = String(r.headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
      expect(verifySignature(secret, signature, r.body)).toBe(true);
      // A body changed on the way, or another secret, does not verify.
      expect(verifySignature(secret, signature, r.body.replace("Server", "Serber"))).toBe(false);
      expect(verifySignature("whsec_other", signature, r.body)).toBe(false);
      expect(r.headers["content-type"]).toBe("application/json");
      expect(r.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()]).toMatch(/^\d{10}$/);
    }
    const created = JSON.parse(events[0].body);
    expect(created).toMatchObject({
      event: "incident.created",
      companyId: admin.companyId,
      exercise: false,
      incident: { id, title: "Server room fire", type: "Incident" },
    });
    expect(JSON.parse(events[2].body).data).toMatchObject({ to: "Cancelled" });
    expect((await list()).body.data.webhooks.find((w: { id: string }) => w.id === hookId).last).toMatchObject(
      {
        state: "delivered",
        event: "incident.closed",
      },
    );
  });

  it("marks an exercise's events exercise: true", async () => {
    await publishedIncident(api, admin.token, { exerciseType: "Tabletop" });
    await deliverAll();
    expect(JSON.parse(received[0].body)).toMatchObject({ event: "incident.created", exercise: true });
  });

  it("retries after a 500 with the same delivery id, and shows it retrying until it lands", async () => {
    answers.push(500);
    await publishedIncident(api, admin.token);
    await api.deliver();
    expect(received).toHaveLength(1);
    const last = (await list()).body.data.webhooks.find((w: { id: string }) => w.id === hookId).last;
    expect(last).toMatchObject({ state: "retrying", attempts: 1 });
    expect(last.detail).toContain("HTTP 500");
    await deliverAll();
    expect(received).toHaveLength(2);
    expect(received[1].headers[WEBHOOK_HEADERS.delivery.toLowerCase()]).toBe(
      received[0].headers[WEBHOOK_HEADERS.delivery.toLowerCase()],
    );
    expect(received[1].body).toBe(received[0].body);
    expect((await list()).body.data.webhooks.find((w: { id: string }) => w.id === hookId).last.state).toBe(
      "delivered",
    );
  });

  it("gives up after the last attempt and says so", async () => {
    answers.push(500, 500, 500);
    await publishedIncident(api, admin.token);
    await deliverAll({ maxAttempts: 3 });
    expect(received).toHaveLength(3);
    const last = (await list()).body.data.webhooks.find((w: { id: string }) => w.id === hookId).last;
    expect(last).toMatchObject({
      state: "failed",
      attempts: 3,
      detail: "Gave up after 3 attempts: HTTP 500",
    });
  });

  it("sends nothing for a change that rolled back", async () => {
    const { id } = await publishedIncident(api, admin.token);
    const before = (await deliveriesTo(hookId)).length;
    await expect(
      api.db.transaction(async (tx) => {
        await recordEvent(tx, {
          companyId: admin.companyId,
          incidentId: id,
          actorId: admin.id,
          kind: "escalated",
          message: "Escalated to crisis",
          at: new Date(),
        });
        expect((await tx.select().from(messages).where(eq(messages.to, hookId))).length).toBe(before + 1);
        throw new Error("the change failed after its event was written");
      }),
    ).rejects.toThrow("the change failed");
    expect((await deliveriesTo(hookId)).length).toBe(before);
    // A refused change (a crisis cannot escalate) writes nothing either.
    await api.call("post", `/incident/${id}/escalate`, { token: admin.token });
    const after = (await deliveriesTo(hookId)).length;
    expect((await api.call("post", `/incident/${id}/escalate`, { token: admin.token })).status).toBe(400);
    expect((await deliveriesTo(hookId)).length).toBe(after);
  });

  it("never tells one company's webhook of another company's incidents", async () => {
    const before = (await deliveriesTo(hookId)).length;
    await publishedIncident(api, other.token);
    expect((await deliveriesTo(hookId)).length).toBe(before);
  });

  it("keeps the body bounded: long texts are cut, and too many facts are dropped", async () => {
    const { id } = await publishedIncident(api, admin.token, { title: "T".repeat(100) });
    const long = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, "x".repeat(1000)]));
    await emitWebhookEvent(api.db, {
      companyId: admin.companyId,
      event: "incident.closed",
      incidentId: id,
      at: new Date(),
      data: { summary: "y".repeat(5000) },
    });
    await emitWebhookEvent(api.db, {
      companyId: admin.companyId,
      event: "incident.closed",
      incidentId: id,
      at: new Date(),
      data: long,
    });
    await deliverAll();
    for (const r of received)
      expect(Buffer.byteLength(r.body)).toBeLessThanOrEqual(WEBHOOK_LIMITS.payloadBytes);
    const closed = received.map((r) => JSON.parse(r.body)).filter((b) => b.event === "incident.closed");
    expect(closed).toHaveLength(2);
    // Both events fall due at the same instant, so they may be sent in either order.
    const cut = closed.find((b) => typeof b.data.summary === "string");
    const dropped = closed.find((b) => b !== cut);
    expect(cut.data.summary.length).toBeLessThanOrEqual(300);
    expect(dropped).toMatchObject({ data: {}, truncated: true, incident: { id } });
  });

  it("stops a disabled webhook and sends nothing to it", async () => {
    await api.call("post", `/webhooks/${hookId}/enabled`, { token: admin.token, body: { enabled: false } });
    const before = (await deliveriesTo(hookId)).length;
    await publishedIncident(api, admin.token);
    expect((await deliveriesTo(hookId)).length).toBe(before);
    await api.call("post", `/webhooks/${hookId}/enabled`, { token: admin.token, body: { enabled: true } });
  });

  it("regenerates the signing secret: the new one is shown once, and the old one no longer verifies", async () => {
    const old = secret;
    // Queued before the new secret: each delivery is signed as it is sent, so with the new one too.
    await publishedIncident(api, admin.token, { title: "Queued before the new secret" });
    const regenerate = (token: string) => api.call("post", `/webhooks/${hookId}/secret`, { token });
    expect((await regenerate(employee.token)).status).toBe(403);
    expect((await regenerate(other.token)).status).toBe(404);
    const res = await regenerate(admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      message: WEBHOOK_MESSAGES.secretRegenerated,
      webhook: { id: hookId, enabled: true },
    });
    const fresh: string = res.body.data.secret;
    expect(fresh).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(old);
    expect(JSON.stringify((await list()).body)).not.toContain(fresh);
    await publishedIncident(api, admin.token, { title: "After the new secret" });
    await deliverAll();
    const events = received.filter((r) => r.path === "/events");
    // Both fall due at once, so the outbox may send them in either order (PostgreSQL and PGlite differ).
    expect(events.map((r) => JSON.parse(r.body).incident.title).sort()).toEqual([
      "After the new secret",
      "Queued before the new secret",
    ]);
    for (const r of events) {
      const signature = String(r.headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
      expect(verifySignature(fresh, signature, r.body)).toBe(true);
      expect(verifySignature(old, signature, r.body)).toBe(false);
    }
    secret = fresh;
  });

  it("audits every change to the register", async () => {
    const { auditLog } = await import("~/platform/audit/schema.server");
    const rows = await api.db.select().from(auditLog).where(eq(auditLog.entityId, hookId));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(["created", "disabled", "enabled", "secret_regenerated"]),
    );
  });
});

describe("Teams / Slack, answers and the status page link", () => {
  let hookId: string;
  let incidentId: string;
  beforeAll(async () => {
    const made = await register({ url: `${base}/answers`, events: ["answer.received"] });
    hookId = made.body.data.webhook.id;
    await siteWithPeople(api, admin.token, "Hooks HQ", [
      { firstName: "Tom", lastName: "Hughes", email: "tom@hooks.example", mobile: "+447700900001" },
    ]);
    incidentId = (await publishedIncident(api, admin.token, { lat: 51.5, long: -0.12, viewRadius: 5 })).id;
  });
  const send = (body: string) =>
    api.call("post", `/incident/${incidentId}/messages`, {
      token: admin.token,
      body: {
        template: "are_you_safe",
        subject: "Are you safe?",
        body,
        audiences: ["impacted_people"],
        channels: ["email", "sms"],
      },
    });

  it("registers one channel per kind, never shows its address again, and refuses others", async () => {
    const saved = await api.call("put", "/chat-channels", {
      token: admin.token,
      body: { kind: "slack", url: `${base}/slack?token=hidden` },
    });
    expect(saved.status).toBe(200);
    const listed = await list();
    expect(listed.body.data.chat).toEqual([
      { kind: "teams", configured: false, host: null, updatedAt: null },
      expect.objectContaining({ kind: "slack", configured: true, host: base.replace("http://", "") }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain("hidden");
    const refused = await api.call("put", "/chat-channels", {
      token: employee.token,
      body: { kind: "teams", url: `${base}/teams` },
    });
    expect(refused.status).toBe(403);
    expect(
      (await list(other.token)).body.data.chat.every((c: { configured: boolean }) => !c.configured),
    ).toBe(true);
  });

  it("posts an incident message to the channel, and its email carries the published status page", async () => {
    await api.call("put", `/incident/${incidentId}/status-page`, {
      token: admin.token,
      body: { published: true },
    });
    expect((await send("Fire alarm. Leave now.")).status).toBe(201);
    const email = (await api.outbox("tom@hooks.example")).at(-1)!;
    const link = `http://keel.test/status/public/${incidentId}`;
    expect(email.text).toContain(`Status page: ${link}`);
    const sms = (await api.outbox("+447700900001")).at(-1)!;
    expect(sms.text.length).toBeLessThanOrEqual(160);
    await deliverAll();
    const posted = received.find((r) => r.path.startsWith("/slack"))!;
    expect(posted.headers["content-type"]).toBe("application/json");
    const text = JSON.parse(posted.body).text as string;
    expect(text).toContain("Are you safe?");
    expect(text).toContain("Fire alarm. Leave now.");
    expect(text).toContain(link);
  });

  it("leaves the link out of an SMS it does not fit, and out of everything once unpublished", async () => {
    await send("A long message that fills the text. ".repeat(6));
    const sms = (await api.outbox("+447700900001")).at(-1)!;
    expect(sms.text).not.toContain("/status/public/");
    expect(sms.text.length).toBeLessThanOrEqual(160);
    await api.call("put", `/incident/${incidentId}/status-page`, {
      token: admin.token,
      body: { published: false },
    });
    await send("Update.");
    expect((await api.outbox("tom@hooks.example")).at(-1)!.text).not.toContain("/status/public/");
  });

  it("tells the webhook when someone answers", async () => {
    const email = (await api.outbox("tom@hooks.example")).at(-1)!;
    const token = decodeURIComponent(/I'm safe: \S+\/m\/(\S+)/.exec(email.text)![1]);
    expect((await api.call("post", "/message-link", { body: { token } })).status).toBe(200);
    await deliverAll();
    const hit = received.find((r) => r.path === "/answers")!;
    expect(JSON.parse(hit.body)).toMatchObject({
      event: "answer.received",
      incident: { id: incidentId },
      data: { answer: "safe" },
    });
    expect((await deliveriesTo(hookId)).length).toBe(1);
  });

  it("marks an exercise's post EXERCISE", async () => {
    const { id } = await publishedIncident(api, admin.token, {
      lat: 51.5,
      long: -0.12,
      viewRadius: 5,
      exerciseType: "Tabletop",
    });
    await sendAreYouSafe(api, admin.token, id, {
      audiences: ["impacted_people"],
      channels: ["email"],
      subject: "Drill",
      body: "This is a drill.",
    });
    await deliverAll();
    const posted = received.find((r) => r.path.startsWith("/slack"))!;
    expect(JSON.parse(posted.body).text).toContain("[EXERCISE] Drill");
  });
});
