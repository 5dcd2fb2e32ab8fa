import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "~/domains/notifications/schema.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { addCadence, nextDueAfter } from "./cadence";
import { runDueReminders } from "./reminders.server";
import { incidentReminders } from "./schema.server";

const HOUR = 3600_000;
const ctx = testApiFixture({ admin: "CorpAdmin" }, { company: "Remindco" });

/** Runs the worker as an instance whose clock reads `at`. */
const runAt = (at: Date) => runDueReminders({ db: ctx.api.db, now: () => at });
const remindersOf = async (userId: string, incidentId: string) =>
  (await ctx.api.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.type === "STATUS_CHECK" && n.additionalInfo.incidentId === incidentId,
  );

describe("status check cadence reminders", () => {
  it("reminds the response team at the cadence, once per due time, until the incident is completed", async () => {
    const t0 = new Date();
    ctx.api.setNow(t0);
    const { id } = await publishedIncident(ctx.api, ctx.admin.token, { statusCheckCadence: "Every Hour" });
    const member = await ctx.api.user("BCPLead", { company: "Remindco" });
    await assignTeam(ctx.api, ctx.admin.token, id, { members: [{ userId: member.id, role: "MEMBER" }] });
    ctx.api.setNow(null);

    // The job is in the database, so it survives a restart of the app.
    const [job] = await ctx.api.db
      .select()
      .from(incidentReminders)
      .where(eq(incidentReminders.incidentId, id));
    expect(job.dueAt.getTime()).toBe(t0.getTime() + HOUR);

    await runAt(new Date(t0.getTime() + HOUR - 1000));
    expect(await remindersOf(member.id, id)).toHaveLength(0);

    await runAt(new Date(t0.getTime() + HOUR));
    await runAt(new Date(t0.getTime() + HOUR + 1000));
    expect(await remindersOf(member.id, id)).toHaveLength(1);

    // Four instances waking at the same moment send it once (on PostgreSQL they race for real).
    const sent = await Promise.all(Array.from({ length: 4 }, () => runAt(new Date(t0.getTime() + 2 * HOUR))));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await remindersOf(member.id, id)).toHaveLength(2);

    // After downtime the missed reminders collapse into one, and the schedule keeps its rhythm.
    await runAt(new Date(t0.getTime() + 5.5 * HOUR));
    expect(await remindersOf(member.id, id)).toHaveLength(3);
    const [after] = await ctx.api.db
      .select()
      .from(incidentReminders)
      .where(eq(incidentReminders.incidentId, id));
    expect(after.dueAt.getTime()).toBe(t0.getTime() + 6 * HOUR);

    await ctx.api.call("put", `/incident/${id}/status`, {
      token: ctx.admin.token,
      body: { status: "In Progress" },
    });
    await ctx.api.call("put", `/incident/${id}/status`, {
      token: ctx.admin.token,
      body: { status: "Completed" },
    });
    await runAt(new Date(t0.getTime() + 10 * HOUR));
    expect(await remindersOf(member.id, id)).toHaveLength(3);
    expect(
      await ctx.api.db.select().from(incidentReminders).where(eq(incidentReminders.incidentId, id)),
    ).toEqual([]);
  });

  it("reminds the creator while no team is assigned, and stops when the incident is disabled", async () => {
    const t0 = new Date();
    ctx.api.setNow(t0);
    const { id } = await publishedIncident(ctx.api, ctx.admin.token, { statusCheckCadence: "Weekly" });
    ctx.api.setNow(null);
    await runAt(new Date(t0.getTime() + 6 * 24 * HOUR));
    expect(await remindersOf(ctx.admin.id, id)).toHaveLength(0);
    await runAt(new Date(t0.getTime() + 7 * 24 * HOUR));
    expect(await remindersOf(ctx.admin.id, id)).toHaveLength(1);
    await ctx.api.call("post", `/incident/${id}/disable`, { token: ctx.admin.token });
    await runAt(new Date(t0.getTime() + 30 * 24 * HOUR));
    expect(await remindersOf(ctx.admin.id, id)).toHaveLength(1);
  });

  it("sends nothing for an incident without a cadence", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    expect(
      await ctx.api.db.select().from(incidentReminders).where(eq(incidentReminders.incidentId, id)),
    ).toEqual([]);
  });

  it("steps monthly and quarterly cadences by calendar months", () => {
    const jan31 = new Date("2026-01-31T09:00:00Z");
    expect(addCadence(jan31, "Monthly").toISOString()).toBe("2026-02-28T09:00:00.000Z");
    expect(addCadence(jan31, "Quarterly").toISOString()).toBe("2026-04-30T09:00:00.000Z");
    expect(addCadence(jan31, "2 Hours").toISOString()).toBe("2026-01-31T11:00:00.000Z");
    expect(nextDueAfter(jan31, "12 Hours", new Date("2026-02-01T10:00:00Z")).toISOString()).toBe(
      "2026-02-01T21:00:00.000Z",
    );
  });
});
