import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/domains/companies/users-schema.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { notifyUser } from "../../../tests/support/notifications";
import type { TestUser } from "../../../tests/support/tenancy";
import { formatMention, parseMentionIds } from "./mention-format";
import { recordMentions } from "./mentions.server";
import { mentions, notifications } from "./schema.server";

const ctx = testApiFixture();

interface MentionRow {
  id: string;
  isRead: boolean;
  mentionedBy: string | null;
  mention: { entityType: string; entityId: string; message: string; link?: string };
}
interface FeedRow {
  id: string;
  kind: string;
  type: string;
  isRead: boolean;
  createdAt: string;
  message: string;
  link: string | null;
}
const ENTITY = "00000000-0000-4000-8000-000000000001";
/** `author` mentions `me` ("Me") in a comment, after `prefix`; the mention links to `link` when given. */
const mentionMe = (me: TestUser, author: TestUser, prefix = "", link?: string) =>
  recordMentions(ctx.api.db, {
    companyId: me.companyId,
    authorId: author.id,
    text: `${prefix}${formatMention({ id: me.id, name: "Me" })}`,
    entityType: "comment",
    entityId: ENTITY,
    ...(link === undefined ? {} : { link }),
  });

describe("mention parser", () => {
  it("finds ids in the comment format and in rich-text spans, each once", () => {
    const a = "11111111-1111-4111-8111-111111111111";
    const b = "22222222-2222-4222-8222-222222222222";
    const text = `${formatMention({ id: a, name: "Ann [A]" })} and <span data-mention-id="${b}">@Bo</span> and @[Ann](${a})`;
    expect(parseMentionIds(text)).toEqual([a, b]);
    expect(parseMentionIds("mail me at ann@example.com or @[no id](123)")).toEqual([]);
  });
});

describe("mentions", () => {
  it("records a mention for each active user of the company mentioned in a comment", async () => {
    const author = await ctx.api.user("BCPLead");
    const ann = await ctx.api.user("Employee");
    const bo = await ctx.api.user("Employee");
    const gone = await ctx.api.user("Employee");
    const outsider = await ctx.api.user("Employee", { company: "Globex" });
    await ctx.api.db.update(users).set({ disabled: true }).where(eq(users.id, gone.id));
    const text = [ann, bo, gone, outsider, author]
      .map((u) => formatMention({ id: u.id, name: u.email }))
      .join(" ");
    const mentioned = await recordMentions(ctx.api.db, {
      companyId: author.companyId,
      authorId: author.id,
      text: `Please check ${text}<script>alert(1)</script>`,
      entityType: "bcp",
      entityId: ENTITY,
      link: `/businesscontinuityplan/manageBCP?bcpId=${ENTITY}`,
    });
    expect(mentioned.sort()).toEqual([ann.id, bo.id].sort());
    const res = await ctx.api.call("get", "/mentions", { token: ann.token });
    expect(res.status).toBe(200);
    expect(res.body.page.total).toBe(1);
    const [m] = res.body.data as MentionRow[];
    expect(m).toMatchObject({ isRead: false, mentionedBy: author.id });
    expect(m.mention).toMatchObject({ entityType: "bcp", entityId: ENTITY });
    expect(m.mention.message).toContain(`@${ann.email}`);
    expect(m.mention.message).not.toContain("<script");
    for (const nobody of [outsider, author]) {
      expect((await ctx.api.call("get", "/mentions", { token: nobody.token })).body.data).toEqual([]);
    }
  });

  it("does not mention again those already mentioned before an edit", async () => {
    const author = await ctx.api.user("BCPLead");
    const ann = await ctx.api.user("Employee");
    const input = {
      companyId: author.companyId,
      authorId: author.id,
      text: formatMention({ id: ann.id, name: "Ann" }),
      entityType: "comment",
      entityId: ENTITY,
    };
    expect(await recordMentions(ctx.api.db, input)).toEqual([ann.id]);
    expect(await recordMentions(ctx.api.db, { ...input, previouslyMentioned: [ann.id] })).toEqual([]);
  });

  it("marks one mention read (404 for someone else's) and all mentions read", async () => {
    const author = await ctx.api.user("BCPLead");
    const ann = await ctx.api.user("Employee");
    const other = await ctx.api.user("Employee");
    const base = {
      companyId: author.companyId,
      authorId: author.id,
      entityType: "comment",
      entityId: ENTITY,
    };
    const text = formatMention({ id: ann.id, name: "Ann" });
    await recordMentions(ctx.api.db, { ...base, text });
    await recordMentions(ctx.api.db, { ...base, text });
    const list = (await ctx.api.call("get", "/mentions", { token: ann.token })).body.data as MentionRow[];
    expect(list).toHaveLength(2);
    const denied = await ctx.api.call("put", `/mentions/readMention/${list[0].id}`, { token: other.token });
    expect(denied.status).toBe(404);
    const one = await ctx.api.call("put", `/mentions/readMention/${list[0].id}`, { token: ann.token });
    expect(one.body.data).toMatchObject({ id: list[0].id, isRead: true });
    let counts = (await ctx.api.call("get", "/notifications/counts", { token: ann.token })).body.data;
    expect(counts.mentions).toBe(1);
    const all = await ctx.api.call("put", "/mentions/readAllMentions", { token: ann.token });
    expect(all.body.data).toEqual({ updated: 1 });
    counts = (await ctx.api.call("get", "/notifications/counts", { token: ann.token })).body.data;
    expect(counts).toMatchObject({ mentions: 0, total: 0 });
  });
});

describe("feed: notifications and mentions together", () => {
  it("merges both newest first; the approvals filter keeps only BCP_Approve; since gives only newer items", async () => {
    const author = await ctx.api.user("BCPLead");
    const me = await ctx.api.user("CorpAdmin");
    await notifyUser(ctx.api, me, "BCP_Approve", {
      message: "approve",
      link: "/businesscontinuityplan/manageBCP?bcpId=1",
    });
    await mentionMe(me, author, "", "/viewincident/details?incident_id=9");
    const feed = await ctx.api.call("get", "/notifications/feed", { token: me.token });
    const rows = feed.body.data as FeedRow[];
    expect(rows.map((r) => [r.kind, r.type])).toEqual([
      ["mention", "MENTION"],
      ["notification", "BCP_Approve"],
    ]);
    expect(rows[0].link).toBe("/viewincident/details?incident_id=9");
    expect(rows[1]).toMatchObject({ message: "approve", isRead: false });
    expect(feed.body.page.total).toBe(2);
    // Order is by time only: a read item stays in its place.
    await ctx.api.call("put", `/mentions/readMention/${rows[0].id}`, { token: me.token });
    const reread = (await ctx.api.call("get", "/notifications/feed", { token: me.token })).body
      .data as FeedRow[];
    expect(reread.map((r) => [r.kind, r.isRead])).toEqual([
      ["mention", true],
      ["notification", false],
    ]);

    const approvals = await ctx.api.call("get", "/notifications/feed", {
      token: me.token,
      query: { filter: "approvals" },
    });
    expect((approvals.body.data as FeedRow[]).map((r) => r.type)).toEqual(["BCP_Approve"]);

    const since = await ctx.api.call("get", "/notifications/feed", {
      token: me.token,
      query: { since: rows[0].createdAt },
    });
    expect(since.body.data).toEqual([]);
    await notifyUser(ctx.api, me, "ASSIGNMENT", { message: "new" });
    const newer = await ctx.api.call("get", "/notifications/feed", {
      token: me.token,
      query: { since: rows[0].createdAt },
    });
    expect((newer.body.data as FeedRow[]).map((r) => r.message)).toEqual(["new"]);
    const bad = await ctx.api.call("get", "/notifications/feed", {
      token: me.token,
      query: { since: "yesterday" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.since).toBeDefined();
  });

  it("pages through both kinds interleaved by time: each page continues where the last stopped", async () => {
    const author = await ctx.api.user("BCPLead");
    const me = await ctx.api.user("CorpAdmin");
    // Five of each, alternating in time: notification 1 is the oldest, mention 5 the newest.
    for (let i = 1; i <= 5; i++) {
      await notifyUser(ctx.api, me, "ASSIGNMENT", { message: `n${i}` });
      await mentionMe(me, author, `m${i} `);
    }
    const base = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 1; i <= 5; i++) {
      await ctx.api.db
        .update(notifications)
        .set({ createdAt: new Date(base + (2 * i - 1) * 60_000) })
        .where(
          and(eq(notifications.userId, me.id), sql`${notifications.additionalInfo}->>'message' = ${`n${i}`}`),
        );
    }
    const own = await ctx.api.db
      .select()
      .from(mentions)
      .where(eq(mentions.userId, me.id))
      .orderBy(mentions.createdAt);
    for (const [i, m] of own.entries())
      await ctx.api.db
        .update(mentions)
        .set({ createdAt: new Date(base + 2 * (i + 1) * 60_000) })
        .where(eq(mentions.id, m.id));
    const read = async (page: number) => {
      const res = await ctx.api.call("get", "/notifications/feed", {
        token: me.token,
        query: { page, pageSize: 3 },
      });
      return (res.body.data as FeedRow[]).map((r) => (r.kind === "mention" ? "m" : r.message));
    };
    expect([await read(1), await read(2), await read(3), await read(4)]).toEqual([
      ["m", "n5", "m"],
      ["n4", "m", "n3"],
      ["m", "n2", "m"],
      ["n1"],
    ]);
  });

  it("reads everything at once: all notifications and mentions, badge back to 0", async () => {
    const author = await ctx.api.user("BCPLead");
    const me = await ctx.api.user("Employee");
    await notifyUser(ctx.api, me, "STATUS_CHECK", { message: "x" });
    await mentionMe(me, author);
    expect((await ctx.api.call("get", "/notifications/counts", { token: me.token })).body.data.total).toBe(2);
    const res = await ctx.api.call("put", "/notifications/readEverything", { token: me.token });
    expect(res.body.data).toEqual({ notifications: 1, mentions: 1 });
    expect((await ctx.api.call("get", "/notifications/counts", { token: me.token })).body.data.total).toBe(0);
  });
});
