import { describe, expect, it } from "vitest";
import { createApi } from "~/backend.server";
import { authenticateToken } from "~/domains/auth/service.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { collectGarbage } from "../../../tests/support/gc";
import { notifyUser } from "../../../tests/support/notifications";
import type { FeedItem } from "./answers";
import { notifyApprovalRequest } from "./events.server";
import { liveHub } from "./live.server";
import type { UnreadCounts } from "./model";
import { notificationStream } from "./stream.server";

const ctx = testApiFixture();

interface SseEvent {
  event: string;
  id?: string;
  data: { items: FeedItem[]; counts: UnreadCounts } & Partial<UnreadCounts>;
}

/** Opens the stream on an API instance and reads its events as they come. */
async function open(
  app: { fetch: (r: Request) => Response | Promise<Response> },
  token: string,
  since?: string,
) {
  const url = new URL("http://keel.test/api/notifications/stream");
  if (since) url.searchParams.set("since", since);
  const controller = new AbortController();
  const res = await app.fetch(
    new Request(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal }),
  );
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  async function next(name: string, timeoutMs = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const blocks = buffer.split("\n\n");
      buffer = blocks.pop() ?? "";
      for (const [i, block] of blocks.entries()) {
        const fields = Object.fromEntries(
          block
            .split("\n")
            .filter((l) => !l.startsWith(":") && l.includes(": "))
            .map((l) => [l.slice(0, l.indexOf(": ")), l.slice(l.indexOf(": ") + 2)]),
        );
        if (fields.event === name) {
          buffer = blocks.slice(i + 1).join("\n\n") + (blocks.length > i + 1 ? "\n\n" : "") + buffer;
          return { event: fields.event, id: fields.id, data: JSON.parse(fields.data) };
        }
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${name} event within ${timeoutMs} ms`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ]);
      if (chunk === null) continue;
      if (chunk.done) throw new Error("stream ended");
      buffer += chunk.value;
    }
  }
  const close = async () => {
    await reader.cancel().catch(() => {});
    controller.abort();
  };
  return { res, next, close };
}

describe("live notifications (server-sent events)", () => {
  it("delivers a notification raised on another instance within a few seconds, without reload", async () => {
    const lead = await ctx.api.user("BCPLead");
    const approver = await ctx.api.user("CorpAdmin");
    // A second app instance on the same database: its own watcher, nothing shared in memory.
    const other = createApi({ ...ctx.api.deps });
    const stream = await open(other, approver.token);
    expect(stream.res.headers.get("content-type")).toContain("text/event-stream");
    expect(stream.res.headers.get("cache-control")).toContain("no-transform");
    const counts = await stream.next("counts");
    expect(counts.data).toMatchObject({ total: 0 });

    const started = Date.now();
    await notifyApprovalRequest(ctx.api.deps, {
      companyId: lead.companyId,
      approverIds: [approver.id],
      subjectName: "Plan Live",
      link: "/businesscontinuityplan/manageBCP?bcpId=1",
    });
    const got = await stream.next("notification", 5_000);
    const elapsed = Date.now() - started;
    expect(got.data.items).toHaveLength(1);
    expect(got.data.items[0]).toMatchObject({ type: "BCP_Approve", isRead: false, kind: "notification" });
    expect(got.data.items[0].message).toContain("Plan Live");
    expect(got.data.counts).toMatchObject({ total: 1, approvals: 1 });
    expect(Date.parse(got.id!)).toBe(Date.parse(got.data.items[0].createdAt));
    expect(elapsed).toBeLessThan(5_000);
    await stream.close();
  });

  it("sends only the listener's own items, and catches up from since=", async () => {
    const me = await ctx.api.user("Employee");
    const colleague = await ctx.api.user("Employee");
    await notifyUser(ctx.api, me, "ASSIGNMENT", { message: "earlier" });
    const since = new Date(Date.now() - 60_000).toISOString();
    const stream = await open(ctx.api.app, me.token, since);
    const catchUp = await stream.next("notification");
    expect(catchUp.data.items.map((i) => i.message)).toEqual(["earlier"]);
    await notifyUser(ctx.api, colleague, "ASSIGNMENT", { message: "not mine" });
    await notifyUser(ctx.api, me, "STATUS_CHECK", { message: "mine" });
    await liveHub(ctx.api.deps).poll();
    const next = await stream.next("notification");
    expect(next.data.items.map((i) => i.message)).toEqual(["mine"]);
    await stream.close();
  });

  it("refuses the stream without a valid token, and stops watching when the last listener leaves", async () => {
    const res = await ctx.api.app.fetch(new Request("http://keel.test/api/notifications/stream"));
    expect(res.status).toBe(401);
    const me = await ctx.api.user("Employee");
    const hub = liveHub(ctx.api.deps);
    const before = hub.listening;
    const stream = await open(ctx.api.app, me.token);
    await stream.next("counts");
    expect(hub.listening).toBe(before + 1);
    await stream.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(hub.listening).toBe(before);
  });

  it("ends a stream whose client went away, even once nothing else holds the request (no leak per closed tab)", async () => {
    const me = await ctx.api.user("Employee");
    const hub = liveHub(ctx.api.deps);
    const before = hub.listening;
    const client = new AbortController();
    // The request is not kept here, as the web server does not keep it once the response has started.
    const res = await ctx.api.app.fetch(
      new Request("http://keel.test/api/notifications/stream", {
        headers: { authorization: `Bearer ${me.token}` },
        signal: client.signal,
      }),
    );
    const reader = res.body!.getReader();
    await reader.read();
    expect(hub.listening).toBe(before + 1);
    await collectGarbage();
    client.abort();
    const ended = await Promise.race([
      (async () => {
        while (!(await reader.read()).done);
        return true;
      })(),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 3_000)),
    ]);
    expect(ended, "the stream ended when its client left").toBe(true);
    expect(hub.listening).toBe(before);
  });

  it("ends itself after its lifetime, having told the browser when to reconnect, and stops watching", async () => {
    const me = await ctx.api.user("Employee");
    const principal = await authenticateToken(ctx.api.deps, me.token);
    const hub = liveHub(ctx.api.deps);
    const before = hub.listening;
    // No client ever leaves here: the stream must end on its own.
    const res = notificationStream(ctx.api.deps, principal, {
      request: new Request("http://keel.test/api/notifications/stream"),
      stillValid: async () => true,
      lifetimeMs: 300,
    });
    const text = await new Response(res.body).text();
    expect(text).toContain("retry: 3000");
    expect(text).toContain("event: counts");
    expect(hub.listening).toBe(before);
  });
});

describe("live streams per user (issue 20 item 19)", () => {
  it("keeps at most 5 per user: a sixth ends the oldest with an end event, others' streams are untouched", async () => {
    const { MAX_STREAMS_PER_USER } = await import("./stream.server");
    expect(MAX_STREAMS_PER_USER).toBe(5);
    const me = await ctx.api.user("Employee");
    const other = await ctx.api.user("Employee");
    const hub = liveHub(ctx.api.deps);
    const before = hub.listening;
    const theirs = await open(ctx.api.app, other.token);
    await theirs.next("counts");
    const mine = [];
    for (let i = 0; i < 5; i++) {
      const stream = await open(ctx.api.app, me.token);
      await stream.next("counts");
      mine.push(stream);
    }
    expect(hub.listening).toBe(before + 6);
    const sixth = await open(ctx.api.app, me.token);
    await sixth.next("counts");
    const ended = await mine[0]!.next("end");
    expect(ended.data).toEqual({ reason: "tooManyStreams" });
    expect(hub.listening).toBe(before + 6);
    // The other user's stream and the newer ones still deliver.
    await notifyApprovalRequest(ctx.api.deps, {
      companyId: other.companyId,
      approverIds: [other.id, me.id],
      subjectName: "Plan Capped",
      link: "/businesscontinuityplan/manageBCP?bcpId=1",
    });
    await hub.poll();
    for (const stream of [theirs, sixth]) await stream.next("notification", 8_000);
    for (const stream of [theirs, sixth, ...mine]) await stream.close();
  });
});
