import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "~/domains/notifications/schema.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { runDueReminders } from "./reminders.server";

const HOUR = 3600_000;

const ctx = testApiFixture(
  {
    admin: "CorpAdmin",
    member: "Employee",
    owner: "Employee",
    bystander: "Employee",
    contractor: "Contractor",
  },
  { company: "Linkco" },
);

/** What the page behind an in-app link asks the API for, as the recipient. */
function apiOf(link: string) {
  const url = new URL(link, "http://keel.test");
  if (url.pathname.startsWith("/viewincident/")) return `/incident/${url.searchParams.get("incident_id")}`;
  if (url.pathname === "/bcpActivationResponse")
    return `/bcpProcess/impactedBcps?incidentId=${url.searchParams.get("incidentId")}`;
  throw new Error(`unknown link ${link}`);
}

describe("a notification link opens for the people it is sent to", () => {
  it("lets a team member and an action owner open the incident, the owner move the action, nobody else", async () => {
    const t0 = new Date();
    ctx.api.setNow(t0);
    const { id } = await publishedIncident(ctx.api, ctx.admin.token, { statusCheckCadence: "Every Hour" });
    const team = await assignTeam(ctx.api, ctx.admin.token, id, {
      members: [
        { userId: ctx.member.id, role: "MEMBER" },
        { userId: ctx.contractor.id, role: "MEMBER" },
      ],
    });
    expect(team.status).toBe(200);
    const added = await ctx.api.call("post", `/incident/${id}/actions`, {
      token: ctx.admin.token,
      body: { title: "Book flood restoration contractor", ownerId: ctx.owner.id },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    ctx.api.setNow(null);
    await runDueReminders({ db: ctx.api.db, now: () => new Date(t0.getTime() + HOUR) });

    // Every notification about this incident, for every role that received one: its link answers.
    const sent = (await ctx.api.db.select().from(notifications)).filter(
      (n) => n.additionalInfo.incidentId === id || String(n.additionalInfo.link ?? "").includes(id),
    );
    const kinds = new Set(sent.map((n) => `${n.type}→${n.userId}`));
    expect(kinds).toEqual(
      new Set([
        `STATUS_CHECK→${ctx.member.id}`,
        `STATUS_CHECK→${ctx.contractor.id}`,
        `ASSIGNMENT→${ctx.owner.id}`,
      ]),
    );
    const tokens = new Map([ctx.member, ctx.owner, ctx.contractor].map((u) => [u.id, u.token]));
    for (const n of sent) {
      const res = await ctx.api.call("get", apiOf(String(n.additionalInfo.link)), {
        token: tokens.get(n.userId)!,
      });
      expect(res.status, `${n.type} for ${n.userId}: ${JSON.stringify(res.body)}`).toBe(200);
    }

    // The owner sees the actions and moves their own action's status.
    const actions = await ctx.api.call("get", `/incident/${id}/actions`, { token: ctx.owner.token });
    expect(actions.status).toBe(200);
    const moved = await ctx.api.call("patch", `/incident/${id}/actions/${added.body.data.id}`, {
      token: ctx.owner.token,
      body: { status: "In Progress" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.status).toBe("In Progress");
    // A team member who does not own it may not change it, nor add actions.
    const notTheirs = await ctx.api.call("patch", `/incident/${id}/actions/${added.body.data.id}`, {
      token: ctx.member.token,
      body: { status: "Completed" },
    });
    expect(notTheirs.status).toBe(403);
    const addByMember = await ctx.api.call("post", `/incident/${id}/actions`, {
      token: ctx.member.token,
      body: { title: "x" },
    });
    expect(addByMember.status).toBe(403);

    // An employee who takes no part does not see it, nor the company's list.
    expect((await ctx.api.call("get", `/incident/${id}`, { token: ctx.bystander.token })).status).toBe(404);
    expect((await ctx.api.call("get", "/incident/all", { token: ctx.member.token })).body.data).toEqual([]);
    const [note] = await ctx.api.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ctx.bystander.id));
    expect(note).toBeUndefined();

    // Home counts and lists the open incidents each takes part in (it said 0 to everyone reading their own only).
    const homeOf = async (token: string) =>
      (await ctx.api.call("get", "/home", { token })).body.data.incidents as {
        total: number;
        rows: { id: string }[];
      };
    for (const user of [ctx.member, ctx.owner, ctx.contractor]) {
      const home = await homeOf(user.token);
      expect([home.total, home.rows.map((r) => r.id)], user.email).toEqual([1, [id]]);
    }
    expect((await homeOf(ctx.bystander.token)).total).toBe(0);
  });
});
