import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies } from "~/domains/companies/schema.server";
import { incidents, incidentTimeline } from "~/domains/incidents/schema.server";
import { notifications } from "~/domains/notifications/schema.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { runDueInjects } from "./injects.server";
import { INJECT_MESSAGES as M } from "./model";

/** 09:00 in London on a summer day (UTC+1): the company's clock reads 10:00. */
const NOW = new Date("2026-06-15T09:00:00Z");
const at = (iso: string) => new Date(iso);

const ctx = testApiFixture(
  {
    admin: "CorpAdmin",
    member: "BCPLead",
    employee: "Employee",
    viewer: "CorpViewOnly",
    outsider: ["CorpAdmin", { company: "Other Inject Co" }],
  },
  { company: "Inject Co", now: NOW },
);
beforeAll(async () => {
  await ctx.api.db
    .update(companies)
    .set({
      settings: sql`coalesce(${companies.settings}, '{}'::jsonb) || '{"timezone":"Europe/London"}'::jsonb`,
    })
    .where(eq(companies.id, ctx.admin.companyId));
});

async function tabletop(title = "Backup site tabletop") {
  const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title, exerciseType: "Tabletop" });
  const team = await assignTeam(ctx.api, ctx.admin.token, id, {
    responseCoordinatorId: ctx.employee.id,
    members: [{ userId: ctx.member.id, role: "MEMBER" }],
  });
  expect(team.status, JSON.stringify(team.body)).toBe(200);
  return id;
}

const schedule = (id: string, body: Record<string, unknown>, token = ctx.admin.token) =>
  ctx.api.call("post", `/incident/${id}/injects`, { token, body });
const list = (id: string, token = ctx.admin.token) =>
  ctx.api.call("get", `/incident/${id}/injects`, { token });
const timelineOf = (id: string) =>
  ctx.api.db
    .select()
    .from(incidentTimeline)
    .where(and(eq(incidentTimeline.incidentId, id), eq(incidentTimeline.kind, "inject")));
const bellOf = (userId: string) =>
  ctx.api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "EXERCISE_INJECT")));

describe("exercise injects", () => {
  it("are scheduled in the company's time zone and posted once when due, even with two workers racing", async () => {
    const id = await tabletop();
    const made = await schedule(id, { time: "2026-06-15T10:40", text: "The backup site loses power." });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.message).toBe(M.scheduled);
    await schedule(id, { time: "2026-06-15T11:15", text: "The press calls." });

    const before = await list(id);
    expect(before.body.data.canSchedule).toBe(true);
    expect(before.body.data.timezone).toBe("Europe/London");
    expect(before.body.data.injects.map((i: { status: string }) => i.status)).toEqual([
      "Scheduled",
      "Scheduled",
    ]);
    // 10:40 in London in June is 09:40 UTC.
    expect(before.body.data.injects[0].dueAt).toBe("2026-06-15T09:40:00.000Z");

    const worker = (when: Date) => runDueInjects({ db: ctx.api.db, now: () => when });
    expect(await worker(at("2026-06-15T09:39:59Z"))).toBe(0);
    expect(await timelineOf(id)).toHaveLength(0);

    // Two instances wake at the same due moment: one posts it, the other finds nothing left.
    const raced = await Promise.all([worker(at("2026-06-15T09:40:00Z")), worker(at("2026-06-15T09:40:00Z"))]);
    expect(raced[0] + raced[1]).toBe(1);
    const posted = await timelineOf(id);
    expect(posted).toHaveLength(1);
    expect(posted[0].message).toBe("[EXERCISE] Inject: The backup site loses power.");
    // The team, the coordinator and the creator each hear it once, marked as an exercise.
    for (const u of [ctx.admin, ctx.member, ctx.employee]) {
      const bell = await bellOf(u.id);
      expect(bell).toHaveLength(1);
      expect(bell[0].additionalInfo.message).toContain("[EXERCISE] Inject: The backup site loses power.");
    }
    expect(await bellOf(ctx.viewer.id)).toHaveLength(0);
    // Later ticks do not post it again.
    expect(await worker(at("2026-06-15T09:50:00Z"))).toBe(0);
    expect(await timelineOf(id)).toHaveLength(1);

    const after = await list(id, ctx.member.token);
    expect(after.body.data.injects.map((i: { status: string }) => i.status)).toEqual(["Posted", "Scheduled"]);
    expect(after.body.data.injects[0].postedAt).toBe("2026-06-15T09:40:00.000Z");
  });

  it("refuses bad input, other companies, non-exercises and readers who do not own the exercise", async () => {
    const id = await tabletop("Refusals tabletop");
    const past = await schedule(id, { time: "2026-06-15T09:59", text: "Too late" });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.time).toContain(M.timePast);
    const blank = await schedule(id, { time: "", text: "" });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.time).toContain(M.timeRequired);
    expect(blank.body.error.fields.text).toContain(M.textRequired);
    const long = await schedule(id, { time: "2026-06-15T12:00", text: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.text).toBeTruthy();

    expect((await schedule(id, { time: "2026-06-15T12:00", text: "x" }, ctx.outsider.token)).status).toBe(
      404,
    );
    expect((await list(id, ctx.outsider.token)).status).toBe(404);
    const read = await list(id, ctx.viewer.token);
    expect(read.status).toBe(200);
    expect(read.body.data.canSchedule).toBe(false);
    expect((await schedule(id, { time: "2026-06-15T12:00", text: "x" }, ctx.viewer.token)).status).toBe(403);
    // The coordinator owns the exercise even without the right to manage incidents.
    expect((await list(id, ctx.employee.token)).body.data.canSchedule).toBe(true);
    expect(
      (await schedule(id, { time: "2026-06-15T12:00", text: "Coordinator's inject" }, ctx.employee.token))
        .status,
    ).toBe(201);

    const real = await publishedIncident(ctx.api, ctx.admin.token, { title: "A real flood" });
    const refused = await schedule(real.id, { time: "2026-06-15T12:00", text: "x" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(M.notExercise);
  });

  it("can be cancelled before they are posted, and are skipped when the exercise ends first", async () => {
    const id = await tabletop("Ending tabletop");
    const a = await schedule(id, { time: "2026-06-15T13:00", text: "Cancelled one" });
    await schedule(id, { time: "2026-06-15T14:00", text: "Never happens" });
    const gone = await ctx.api.call("delete", `/incident/${id}/injects/${a.body.data.id}`, {
      token: ctx.admin.token,
    });
    expect(gone.status).toBe(200);
    expect(gone.body.data.message).toBe(M.cancelled);
    await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, id));
    // (Other exercises' injects due by then are posted; this one's is not.)
    await runDueInjects({ db: ctx.api.db, now: () => at("2026-06-15T14:00:00Z") });
    const after = await list(id);
    expect(after.body.data.canSchedule).toBe(false);
    expect(after.body.data.injects.map((i: { status: string }) => i.status)).toEqual(["Skipped"]);
    expect(await timelineOf(id)).toHaveLength(0);
    const closed = await schedule(id, { time: "2026-06-15T15:00", text: "x" });
    expect(closed.body.error.message).toBe(M.closed);
  });
});
