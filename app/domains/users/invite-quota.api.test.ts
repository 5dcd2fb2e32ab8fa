import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailTokens } from "~/domains/auth/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { INVITES_PER_DAY, RESENDS_PER_DAY } from "./invite-quota.server";

// Issue 20 item 20: invitations are not a mail relay; each company has a daily limit on invitations and resends.

const ctx = testApiFixture();

/** Invitation tokens the company made an hour ago (as sending them through the API would have). */
async function madeEarlier(companyId: string, n: number, userId: string | null = null) {
  const at = new Date(Date.now() - 3_600_000);
  await ctx.api.db.insert(emailTokens).values(
    Array.from({ length: n }, (_, i) => ({
      kind: "invite" as const,
      tokenHash: `quota-${companyId}-${userId}-${i}`,
      companyId,
      userId,
      email: `x${i}@strangers.example`,
      createdAt: new Date(at.getTime() + i),
      expiresAt: new Date(at.getTime() + 86_400_000),
    })),
  );
}

describe("invitation limits per company", () => {
  it(`refuses invitations past ${INVITES_PER_DAY} in 24 hours with a clear message on the email field; other companies are unaffected`, async () => {
    const evil = await ctx.api.user("CorpAdmin", { company: "Evil Corp" });
    const other = await ctx.api.user("CorpAdmin", { company: "Fine Corp" });
    await madeEarlier(evil.companyId, INVITES_PER_DAY);
    const res = await ctx.api.call("post", "/user/invite", {
      token: evil.token,
      body: { email: "victim@strangers.example", role: "Employee" },
    });
    expect(res.status).toBe(429);
    const message = `Your company has sent ${INVITES_PER_DAY} invitations in the last 24 hours, the most allowed. Try again tomorrow.`;
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields.email).toEqual([message]);
    expect(await ctx.api.outbox("victim@strangers.example")).toHaveLength(0);
    const fine = await ctx.api.call("post", "/user/invite", {
      token: other.token,
      body: { email: "new@fine.example", role: "Employee" },
    });
    expect(fine.status).toBe(201);
    // Once those are more than a day old the company may invite again.
    await ctx.api.db
      .update(emailTokens)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(emailTokens.companyId, evil.companyId));
    const later = await ctx.api.call("post", "/user/invite", {
      token: evil.token,
      body: { email: "colleague@evil.example", role: "Employee" },
    });
    expect(later.status).toBe(201);
  });

  it(`refuses resends past ${RESENDS_PER_DAY} in 24 hours`, async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Resend Corp" });
    const invited = await ctx.api.call("post", "/user/invite", {
      token: admin.token,
      body: { email: "pending@resend.example", role: "Employee" },
    });
    expect(invited.status).toBe(201);
    const userId = invited.body.data.id as string;
    const once = await ctx.api.call("post", "/user/resend-invite", { token: admin.token, body: { userId } });
    expect(once.status).toBe(200);
    await madeEarlier(admin.companyId, RESENDS_PER_DAY, userId);
    const res = await ctx.api.call("post", "/user/resend-invite", { token: admin.token, body: { userId } });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(
      `Your company has resent ${RESENDS_PER_DAY} invitations in the last 24 hours, the most allowed. Try again tomorrow.`,
    );
  });

  it("lets racing invitations through only up to the limit, and a refused one leaves no pending user", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Race Corp" });
    await madeEarlier(admin.companyId, INVITES_PER_DAY - 3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ctx.api.call("post", "/user/invite", {
          token: admin.token,
          body: { email: `racer${i}@race.example`, role: "Employee" },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const pending = await ctx.api.db.select().from(users).where(like(users.email, "%@race.example"));
    expect(pending).toHaveLength(3);
  });
});
