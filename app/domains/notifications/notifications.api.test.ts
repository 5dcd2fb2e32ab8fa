import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestApi } from "../../../tests/support/api";
import { testApiFixture } from "../../../tests/support/fixture";
import { plannedAs } from "../../../tests/support/statements";
import type { NotificationType } from "./model";
import { notify } from "./notify.server";
import { notifications } from "./schema.server";

const ctx = testApiFixture();

interface Row {
  id: string;
  type: string;
  isRead: boolean;
  additionalInfo: { message: string };
}
type TestUser = Awaited<ReturnType<TestApi["user"]>>;
const raise = (u: TestUser, message: string, type: NotificationType = "ASSIGNMENT", link?: string) =>
  notify(ctx.api.db, { companyId: u.companyId, userIds: [u.id], type, info: { message, link } });
type Query = Record<string, string | number>;
/** The user's feed (GET /notifications), its unread counts, and marking one or all read, as that user. */
const feed = (u: TestUser, query?: Query) => ctx.api.call("get", "/notifications", { token: u.token, query });
const countsOf = (u: TestUser) => ctx.api.call("get", "/notifications/counts", { token: u.token });
const readOne = (u: TestUser, id: string) =>
  ctx.api.call("put", `/notifications/readNotification/${id}`, { token: u.token });
const readAll = (u: TestUser, query?: Query) =>
  ctx.api.call("put", "/notifications/readAllNotifications", { token: u.token, query });

describe("GET /notifications", () => {
  it("lists the caller's notifications newest first in data.data, with paging", async () => {
    const u = await ctx.api.user("BCPLead");
    for (const n of [1, 2, 3]) await raise(u, `<p>Item ${n}</p>`);
    const res = await feed(u, { pageSize: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.map((n: Row) => n.additionalInfo.message)).toEqual([
      "<p>Item 3</p>",
      "<p>Item 2</p>",
    ]);
    expect(res.body.data[0]).toMatchObject({ type: "ASSIGNMENT", isRead: false });
    expect(typeof res.body.data[0].id).toBe("string");
    expect(Date.parse(res.body.data[0].createdAt)).not.toBeNaN();
    expect(res.body.page).toEqual({ page: 1, pageSize: 2, total: 3 });
    const page2 = await feed(u, { pageSize: 2, page: 2 });
    expect(page2.body.data.map((n: Row) => n.additionalInfo.message)).toEqual(["<p>Item 1</p>"]);
  });

  it("never shows another user's or another company's notifications", async () => {
    const me = await ctx.api.user("Employee");
    const colleague = await ctx.api.user("Employee");
    const stranger = await ctx.api.user("Employee", { company: "Globex" });
    await raise(colleague, "for colleague");
    await raise(stranger, "for stranger");
    await raise(me, "for me");
    const res = await feed(me);
    expect(res.body.data.map((n: Row) => n.additionalInfo.message)).toEqual(["for me"]);
  });

  it("filters my approvals (BCP_Approve) and unread ones", async () => {
    const u = await ctx.api.user("BCPLead");
    await raise(u, "approve me", "BCP_Approve");
    await raise(u, "assigned", "ASSIGNMENT");
    const approvals = await feed(u, { filter: "approvals" });
    expect(approvals.body.data.map((n: Row) => n.type)).toEqual(["BCP_Approve"]);
    const first = (await feed(u)).body.data[0];
    await readOne(u, first.id);
    const unread = await feed(u, { unread: "true" });
    expect(unread.body.data.map((n: Row) => n.additionalInfo.message)).toEqual(["approve me"]);
  });

  it("refuses a page size over 100 on its field, and no token with 401", async () => {
    const u = await ctx.api.user("Employee");
    const res = await feed(u, { pageSize: 500 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.fields.pageSize).toEqual(["Page size is at most 100."]);
    expect((await ctx.api.call("get", "/notifications")).status).toBe(401);
    expect((await ctx.api.call("put", "/notifications/readAllNotifications")).status).toBe(401);
  });
});

describe("marking read", () => {
  it("marks one notification read and lowers the unread counts", async () => {
    const u = await ctx.api.user("BCPLead");
    await raise(u, "one", "BCP_Approve");
    await raise(u, "two");
    let counts = await countsOf(u);
    expect(counts.body.data).toEqual({ notifications: 2, mentions: 0, approvals: 1, total: 2 });
    const list = await feed(u);
    const approval = list.body.data.find((n: Row) => n.type === "BCP_Approve");
    const res = await readOne(u, approval.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: approval.id, isRead: true });
    counts = await countsOf(u);
    expect(counts.body.data).toEqual({ notifications: 1, mentions: 0, approvals: 0, total: 1 });
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await ctx.api.user("Employee");
    const other = await ctx.api.user("CorpAdmin");
    const outsider = await ctx.api.user("Admin", { company: "Initech" });
    await raise(owner, "private");
    const [n] = (await feed(owner)).body.data;
    for (const intruder of [other, outsider]) {
      const res = await readOne(intruder, n.id);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    const again = await feed(owner);
    expect(again.body.data[0].isRead).toBe(false);
  });

  it("answers 400 on the id field for a malformed id", async () => {
    const u = await ctx.api.user("Employee");
    const res = await ctx.api.call("put", "/notifications/readNotification/not-an-id", { token: u.token });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.id).toBeDefined();
  });

  it("marks all read, or only my approvals with filter=approvals", async () => {
    const u = await ctx.api.user("BCPLead");
    await raise(u, "a", "BCP_Approve");
    await raise(u, "b", "BCP_ACTIVATED");
    const some = await readAll(u, { filter: "approvals" });
    expect(some.body.data).toEqual({ updated: 1 });
    expect((await countsOf(u)).body.data.notifications).toBe(1);
    const all = await readAll(u);
    expect(all.body.data).toEqual({ updated: 1 });
    expect((await countsOf(u)).body.data.total).toBe(0);
  });
});

describe("rich-text safety", () => {
  it("stores a message with <script> and onerror= inert", async () => {
    const u = await ctx.api.user("Employee");
    await raise(
      u,
      `<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>`,
    );
    const [n] = (await feed(u)).body.data;
    expect(n.additionalInfo.message).not.toMatch(/<script|onerror|javascript:/i);
    expect(n.additionalInfo.message).toContain("Hi");
  });
});

/** A user's notifications are counted from the index alone (migrations/0056), not by reading every row. */
describe("the notifications' count", () => {
  it("reads only the index of a user's notifications of their company", async () => {
    const u = await ctx.api.user("BCPLead");
    await raise(u, "Counted");
    const plan = await plannedAs(
      ctx.api,
      ctx.api.db
        .select({ total: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, u.id), eq(notifications.companyId, u.companyId))),
      ["enable_seqscan", "enable_bitmapscan"],
    );
    expect(plan).toContain("Index Only Scan using notifications_user_idx");
  });
});
