import { and, count, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { people } from "~/domains/assets/schema.server";
import { COMPANY_MESSAGES } from "~/domains/companies/model";
import { companies } from "~/domains/companies/schema.server";
import { notifications } from "~/domains/notifications/schema.server";
import { auditLog } from "~/platform/audit/schema.server";
import { messages } from "~/platform/messages/schema.server";
import type { TestApi } from "../../../tests/support/api";
import { testApiFixture } from "../../../tests/support/fixture";
import { publishedIncident } from "../../../tests/support/incidents";
import { sendAreYouSafe } from "../../../tests/support/messaging";
import { MESSAGES_PER_PERSON, UNVERIFIED_MESSAGES_PER_DAY } from "./quota.server";
import { quotaOverruns } from "./schema.server";

// Issue 36 item 1 (review K4): a per-company limit the System Administrator sets; an alert to people from a verified
// company is never refused for it (it goes out whole, the overrun recorded and told), other sends still are.

type User = Awaited<ReturnType<TestApi["user"]>>;

const ctx = testApiFixture({ sysAdmin: "Admin" }, { company: "Keel Operator" });

/** A company with `n` people at one impacted site (bulk-inserted: fast), each with an email and a UK mobile. */
async function companyWithPeople(name: string, n: number, verified: boolean) {
  const admin = await ctx.api.user("CorpAdmin", { company: name });
  await ctx.api.db
    .update(companies)
    .set({ verifiedAt: verified ? new Date() : null, settings: { callingCodes: ["44"] } })
    .where(eq(companies.id, admin.companyId));
  const site = await ctx.api.call("post", "/asset", {
    token: admin.token,
    body: { name: `Depot ${name}`, type: "site", lat: 51.5, lng: -0.12, city: "London" },
  });
  expect(site.status, JSON.stringify(site.body)).toBe(201);
  const incidentId = (await publishedIncident(ctx.api, admin.token, { title: `Fire at ${name}` })).id;
  const rows = Array.from({ length: n }, (_, i) => ({
    companyId: admin.companyId,
    type: "employee" as const,
    firstName: `P${i}`,
    lastName: "Staff",
    email: `p${i}@${name.toLowerCase().replace(/\W+/g, "-")}.example`,
    mobile: `+4477009${String(i).padStart(5, "0")}`,
    homeAssetId: site.body.data.asset.id as string,
  }));
  for (let i = 0; i < rows.length; i += 1000) await ctx.api.db.insert(people).values(rows.slice(i, i + 1000));
  return { admin, incidentId };
}

const setLimit = (token: string, companyId: string, limit: number | null) =>
  ctx.api.call("put", `/company/detail/${companyId}/message-limit`, { token, body: { limit } });

const alertEveryone = (admin: User, incidentId: string) =>
  sendAreYouSafe(ctx.api, admin.token, incidentId, {
    audiences: ["site_people"],
    channels: ["email", "sms"],
  });

async function queuedSince(companyId: string, since: Date) {
  const [row] = await ctx.api.db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.companyId, companyId), gt(messages.createdAt, since)));
  return row.n;
}

describe("quotas that protect, not block", () => {
  it("sends an alert to 3,000 people by SMS and email whole with the limit at 1,000, and records the overrun", async () => {
    const { admin, incidentId } = await companyWithPeople("Big Alert Corp", 3000, true);
    // Sized from its people until the System Administrator sets a figure.
    const sized = await ctx.api.call("get", "/company", { token: admin.token });
    expect(sized.body.data.sending).toMatchObject({ limit: 3000 * MESSAGES_PER_PERSON, limitChosen: false });
    expect((await setLimit(ctx.sysAdmin.token, admin.companyId, 1000)).status).toBe(200);
    const before = new Date(Date.now() - 1000);

    const sent = await alertEveryone(admin, incidentId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.recipients).toBe(3000);
    expect(await queuedSince(admin.companyId, before)).toBe(6000);

    const [overrun] = await ctx.api.db
      .select()
      .from(quotaOverruns)
      .where(eq(quotaOverruns.companyId, admin.companyId));
    expect(overrun).toMatchObject({
      incidentId,
      messageId: sent.body.data.id,
      limit: 1000,
      sent: 6000,
      over: 5000,
    });
    const [audit] = await ctx.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, admin.companyId), eq(auditLog.action, "quota_overrun")));
    expect(audit.changes).toMatchObject({ limit: 1000, sent: 6000, over: 5000 });
    const told = await ctx.api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "QUOTA_OVERRUN")));
    expect(told).toHaveLength(1);
    expect(told[0].additionalInfo.message).toContain("5,000 past your company's daily limit of 1,000");

    // The Company page shows the limit, what was used and the overrun.
    const page = await ctx.api.call("get", "/company", { token: admin.token });
    expect(page.body.data.sending).toMatchObject({
      limit: 1000,
      limitChosen: true,
      usedToday: 6000,
      overrunToday: 5000,
    });
  }, 60_000);

  it("still refuses other sends past the limit: an invitation, and an unverified company's alert", async () => {
    const { admin, incidentId } = await companyWithPeople("Small Verified Ltd", 5, true);
    expect((await setLimit(ctx.sysAdmin.token, admin.companyId, 12)).status).toBe(200);
    expect((await alertEveryone(admin, incidentId)).status).toBe(201); // 10 of 12
    const invite = await ctx.api.call("post", "/user/invite", {
      token: admin.token,
      body: { email: "new.person@small-verified.example", role: "Employee" },
    });
    // Two more copies of the alert went past it; an invitation is bulk mail, refused once the limit is spent.
    expect((await alertEveryone(admin, incidentId)).status).toBe(201);
    const late = await ctx.api.call("post", "/user/invite", {
      token: admin.token,
      body: { email: "late.person@small-verified.example", role: "Employee" },
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
    expect(late.status).toBe(429);

    const fresh = await companyWithPeople("Fresh Unverified Ltd", UNVERIFIED_MESSAGES_PER_DAY / 2 + 1, false);
    const refused = await alertEveryone(fresh.admin, fresh.incidentId);
    expect(refused.status).toBe(429);
    expect(await queuedSince(fresh.admin.companyId, new Date(Date.now() - 60_000))).toBe(0);
  }, 30_000);

  it("lets only the System Administrator set a limit, bounded; empty puts the default back", async () => {
    const { admin } = await companyWithPeople("Limit Rules Ltd", 1, true);
    expect((await setLimit(admin.token, admin.companyId, 1_000_000)).status).toBe(403);
    const bad = await setLimit(ctx.sysAdmin.token, admin.companyId, 0);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.limit).toEqual([COMPANY_MESSAGES.limitInvalid]);
    expect((await setLimit(ctx.sysAdmin.token, admin.companyId, 50)).status).toBe(200);
    const cleared = await setLimit(ctx.sysAdmin.token, admin.companyId, null);
    expect(cleared.body.data.sending).toMatchObject({ limitChosen: false });
    const list = await ctx.api.call("get", "/company/all", { token: ctx.sysAdmin.token });
    const row = list.body.data.find((c: { id: string }) => c.id === admin.companyId);
    expect(row.messageLimit).toEqual({ limit: 5000, chosen: false });
  });
});
