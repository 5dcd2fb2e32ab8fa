import { and, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { incidentMessages } from "~/domains/incident-messages/schema.server";
import { messages } from "~/platform/messages/schema.server";
import type { TestApi } from "../../../tests/support/api";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { sendAreYouSafe, sentEarlier } from "../../../tests/support/messaging";
import { QUOTA_MESSAGES } from "./quota.server";

// Issue 25 item 6: each company's daily sending quota; incident messages, invitations and resends count against it.
const LIMIT = 10;

type User = Awaited<ReturnType<TestApi["user"]>>;

const ctx = testApiFixture({}, { api: { messagesPerDay: LIMIT } });

/** A published incident whose response team is one coordinator: a message to it is one email. */
async function incidentWithCoordinator(admin: User, company: string) {
  const coordinator = await ctx.api.user("BUAdmin", { company });
  const { id } = await publishedIncident(ctx.api, admin.token);
  const team = await assignTeam(ctx.api, admin.token, id, {
    responseCoordinatorId: coordinator.id,
    members: [],
  });
  expect(team.status).toBe(200);
  return id;
}

const send = (token: string, incidentId: string) =>
  sendAreYouSafe(ctx.api, token, incidentId, { audiences: ["response_team"], channels: ["email"] });

async function queued(companyId: string, since: Date) {
  return (
    await ctx.api.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.companyId, companyId), gt(messages.createdAt, since)))
  ).length;
}

describe("daily sending quota per company", () => {
  it("refuses an incident message once the day's quota is spent (429, nothing queued); another company is unaffected; it frees up after 24 hours", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Busy Corp" });
    const other = await ctx.api.user("CorpAdmin", { company: "Quiet Corp" });
    const incidentId = await incidentWithCoordinator(admin, "Busy Corp");
    const otherIncident = await incidentWithCoordinator(other, "Quiet Corp");
    await ctx.api.db.delete(messages).where(eq(messages.companyId, admin.companyId));
    await sentEarlier(ctx.api, admin.companyId, LIMIT);
    const before = new Date(Date.now() - 1000);

    const refused = await send(admin.token, incidentId);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      `Your company has sent ${LIMIT} messages in the last 24 hours, the most allowed. Try again tomorrow.`,
    );
    expect(await queued(admin.companyId, before)).toBe(0);
    expect(
      await ctx.api.db.select().from(incidentMessages).where(eq(incidentMessages.incidentId, incidentId)),
    ).toEqual([]);

    const fine = await send(other.token, otherIncident);
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
    expect(await queued(other.companyId, before)).toBe(1);

    // A day later those messages no longer count.
    await ctx.api.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(messages.companyId, admin.companyId));
    const later = await send(admin.token, incidentId);
    expect(later.status, JSON.stringify(later.body)).toBe(201);
  });

  it("refuses a send that would go past the quota, saying how many are left", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Nearly Corp" });
    const incidentId = await incidentWithCoordinator(admin, "Nearly Corp");
    const team = await assignTeam(ctx.api, admin.token, incidentId, {
      responseCoordinatorId: (await ctx.api.user("BUAdmin", { company: "Nearly Corp" })).id,
      members: [{ userId: (await ctx.api.user("Employee", { company: "Nearly Corp" })).id, role: "MEMBER" }],
    });
    expect(team.status).toBe(200);
    await ctx.api.db.delete(messages).where(eq(messages.companyId, admin.companyId));
    await sentEarlier(ctx.api, admin.companyId, LIMIT - 1);
    const refused = await send(admin.token, incidentId);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(QUOTA_MESSAGES.messagesTooMany(1));
    expect(refused.body.error.message).toContain("1 message left");
  });

  it("counts invitations and resends against it: past the quota they are refused on the form", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Inviting Corp" });
    const invited = await ctx.api.call("post", "/user/invite", {
      token: admin.token,
      body: { email: "first@inviting.example", role: "Employee" },
    });
    expect(invited.status).toBe(201);
    await sentEarlier(ctx.api, admin.companyId, LIMIT);
    const message = `Your company has sent ${LIMIT} messages in the last 24 hours, the most allowed. Try again tomorrow.`;
    const res = await ctx.api.call("post", "/user/invite", {
      token: admin.token,
      body: { email: "second@inviting.example", role: "Employee" },
    });
    expect(res.status).toBe(429);
    expect(res.body.error.fields.email).toEqual([message]);
    expect(await ctx.api.outbox("second@inviting.example")).toHaveLength(0);
    const resend = await ctx.api.call("post", "/user/resend-invite", {
      token: admin.token,
      body: { userId: invited.body.data.id },
    });
    expect(resend.status).toBe(429);
    expect(resend.body.error.message).toBe(message);
  });
});
