import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { keptVersions } from "~/domains/evidence/schema.server";
import { messages } from "~/platform/messages/schema.server";
import { activatedExercise, approvedPlan } from "../../../tests/support/exercises";
import { PLAN_TEAM, testApiFixture } from "../../../tests/support/fixture";
import { assignTeam } from "../../../tests/support/incidents";
import { sendAreYouSafe, siteWithPeople } from "../../../tests/support/messaging";
import { EXERCISE_NOTES_MAX, REPORT_MESSAGES as M, REPORT_GROUPS } from "./model";

const NOW = new Date("2026-06-15T10:00:00Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const ctx = testApiFixture(
  {
    ...PLAN_TEAM,
    viewer: "CorpViewOnly",
    employee: "Employee",
    outsider: ["CorpAdmin", { company: "Elsewhere Co" }],
  },
  { company: "Report Co", now: NOW },
);
beforeAll(async () => {
  await siteWithPeople(ctx.api, ctx.admin.token, "Riverside", [
    { firstName: "Tom", lastName: "Hughes", email: "tom@report.example", mobile: "+447700900001" },
    { firstName: "Ann", lastName: "Hughes", email: "ann@report.example", mobile: undefined },
  ]);
});

/** A tabletop with one approved plan (one process, MAD 1 day) activated at NOW, and lead as its coordinator. */
async function runningExercise(kind: "Tabletop" | "real" = "Tabletop") {
  const plan = await approvedPlan(ctx.api, { admin: ctx.admin, lead: ctx.lead, approver: ctx.approver });
  const id = await activatedExercise(ctx.api, ctx.admin.token, plan, {
    title: "Payroll tabletop",
    exerciseType: kind === "real" ? undefined : kind,
    lat: 51.5,
    long: -0.12,
    viewRadius: 5,
    description: "<p>The payroll office floods on pay day.</p>",
    reason: "Tabletop",
  });
  const team = await assignTeam(ctx.api, ctx.admin.token, id, {
    responseCoordinatorId: ctx.lead.id,
    members: [],
  });
  expect(team.status, JSON.stringify(team.body)).toBe(200);
  return id;
}

const status = (id: string, s: string) =>
  ctx.api.call("put", `/incident/${id}/status`, { token: ctx.admin.token, body: { status: s } });
const panel = (id: string, token = ctx.admin.token) =>
  ctx.api.call("get", `/incident/${id}/exercise-report`, { token });
const version = (id: string, versionId: string, token = ctx.admin.token) =>
  ctx.api.call("get", `/incident/${id}/exercise-report/version`, { token, query: { versionId } });

/** The "I'm safe" / "I need help" link in the newest copy sent to `to`. */
async function link(to: string, label: string) {
  const copies = await ctx.api.outbox(to);
  const m = copies[copies.length - 1].text.match(new RegExp(`${label}: \\S+/m/(\\S+)`));
  return decodeURIComponent(m![1]);
}

describe("post-exercise report", () => {
  it("is written and kept when the exercise is Completed, with the figures a facilitator checks", async () => {
    ctx.api.setNow(NOW);
    const id = await runningExercise();
    const notes = await ctx.api.call("put", `/incident/${id}/exercise-notes`, {
      token: ctx.admin.token,
      body: { objectives: "Test the pay-day call tree.", observations: "Calm and quick." },
    });
    expect(notes.status, JSON.stringify(notes.body)).toBe(200);
    expect(notes.body.data.message).toBe(M.notesSaved);

    const sent = await sendAreYouSafe(ctx.api, ctx.admin.token, id, {
      audiences: ["impacted_people", "response_team"],
      channels: ["email", "sms"],
      body: "Tabletop: are you safe?",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // Tom's SMS is taken by the transport: it reached him.
    const sms = await ctx.api.outbox("+447700900001");
    await ctx.api.db.update(messages).set({ status: "sent" }).where(eq(messages.id, sms[0].id));
    ctx.api.setNow(at(5));
    await ctx.api.call("post", "/message-link", { body: { token: await link(ctx.lead.email, "I'm safe") } });
    ctx.api.setNow(at(20));
    await ctx.api.call("post", "/message-link", {
      body: { token: await link("tom@report.example", "I need help") },
    });

    expect((await status(id, "In Progress")).status).toBe(200);
    ctx.api.setNow(at(6 * 60)); // six hours into a one-day MAD
    expect((await panel(id)).body.data.versions).toEqual([]);
    const closed = await status(id, "Completed");
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    const p = (await panel(id, ctx.viewer.token)).body.data;
    expect(p).toMatchObject({ exercise: true, completed: true, canManage: false });
    expect(p.versions).toHaveLength(1);
    expect(p.versions[0]).toMatchObject({ kind: "exercise_report", version: 1, verified: true });
    const v1 = await version(id, p.versions[0].id, ctx.viewer.token);
    expect(v1.status, JSON.stringify(v1.body)).toBe(200);
    const r = v1.body.data.content;
    expect(r.closedAt).toBe(at(360).toISOString());
    expect(r.incident).toMatchObject({ title: "Payroll tabletop", exerciseType: "Tabletop" });
    expect(r.scenario).toBe("The payroll office floods on pay day.");
    expect(r).toMatchObject({ objectives: "Test the pay-day call tree.", observations: "Calm and quick." });
    expect(r.participants).toEqual(
      expect.arrayContaining([
        {
          name: `${ctx.lead.firstName} ${ctx.lead.lastName}`.trim() || ctx.lead.email,
          role: "Response coordinator",
        },
        expect.objectContaining({ name: "Tom Hughes" }),
        expect.objectContaining({ name: "Ann Hughes" }),
      ]),
    );
    // Time to acknowledge and to answer: the coordinator in 5 minutes, Tom in 20, Ann not at all.
    const group = (name: string) => r.groups.find((g: { name: string }) => g.name === name);
    expect(group(REPORT_GROUPS.team)).toMatchObject({
      messages: 1,
      acknowledged: 1,
      answered: 1,
      medianAckMinutes: 5,
      medianAnswerMinutes: 5,
    });
    expect(group(REPORT_GROUPS.others)).toMatchObject({
      messages: 2,
      acknowledged: 1,
      answered: 1,
      medianAckMinutes: 20,
    });
    const person = (name: string) => r.people.find((g: { name: string }) => g.name === name);
    expect(person("Tom Hughes")).toMatchObject({ medianAnswerMinutes: 20, group: REPORT_GROUPS.others });
    expect(person("Ann Hughes")).toMatchObject({ acknowledged: 0, medianAckMinutes: null });
    // Reach and answers per channel: three emailed (none taken by a transport yet), Tom's SMS reached him.
    expect(r.channels).toEqual([
      { channel: "Email", sent: 3, reached: 0, answered: 2 },
      { channel: "SMS", sent: 1, reached: 1, answered: 1 },
    ]);
    // Each process's state and share of its MAD used: six hours of one day.
    expect(r.processes).toEqual([
      expect.objectContaining({ name: "Pay run", plan: "Payroll BCP", madUsedPct: 25 }),
    ]);
    expect(r.timeline.map((t: { text: string }) => t.text)).toContain(
      "Status changed from In Progress to Completed",
    );
    expect(r.findings).toEqual([]);

    // PDF: marked EXERCISE, readable by the incident's readers.
    const pdf = await ctx.api.call("get", `/incident/${id}/exercise-report/pdf`, {
      token: ctx.viewer.token,
      query: { versionId: p.versions[0].id },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("stays as kept after later edits; an updated report is a new version with the close's figures", async () => {
    ctx.api.setNow(NOW);
    const id = await runningExercise();
    await status(id, "In Progress");
    ctx.api.setNow(at(6 * 60));
    await status(id, "Completed");
    const [first] = (await panel(id)).body.data.versions;
    const before = (await version(id, first.id)).body.data;

    // Later: a finding, new observations, two hours on.
    ctx.api.setNow(at(8 * 60));
    const finding = await ctx.api.call("post", `/incident/${id}/findings`, {
      token: ctx.admin.token,
      body: {
        finding: "Call tree out of date",
        action: "Refresh it",
        ownerId: ctx.lead.id,
        dueDate: "2026-07-01",
      },
    });
    expect(finding.status).toBe(201);
    await ctx.api.call("put", `/incident/${id}/exercise-notes`, {
      token: ctx.admin.token,
      body: { objectives: "", observations: "Findings agreed at the debrief." },
    });
    const again = (await version(id, first.id)).body.data;
    expect(again.digest).toBe(before.digest);
    expect(again.content).toEqual(before.content);
    expect(again.verified).toBe(true);
    // Nobody, not even a direct write, changes a kept report.
    await expect(
      ctx.api.db.update(keptVersions).set({ content: "{}" }).where(eq(keptVersions.id, first.id)),
    ).rejects.toThrow();

    const kept = await ctx.api.call("post", `/incident/${id}/exercise-report`, { token: ctx.admin.token });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.body.data.message).toBe(M.kept);
    const versions = (await panel(id)).body.data.versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const v2 = (await version(id, versions[0].id)).body.data.content;
    expect(v2.observations).toBe("Findings agreed at the debrief.");
    expect(v2.findings).toEqual([
      expect.objectContaining({ finding: "Call tree out of date", action: "Refresh it", status: "Open" }),
    ]);
    // The figures stay those of the close (six hours of one day), not of two hours later.
    expect(v2.closedAt).toBe(before.content.closedAt);
    expect(v2.processes[0].madUsedPct).toBe(25);
  });

  it("is refused to those who may not read the incident; only its managers write notes; bounded input", async () => {
    ctx.api.setNow(NOW);
    const id = await runningExercise();
    await status(id, "In Progress");
    await status(id, "Completed");
    const [v] = (await panel(id)).body.data.versions;
    for (const token of [ctx.employee.token, ctx.outsider.token]) {
      expect((await panel(id, token)).status).toBe(404);
      expect((await version(id, v.id, token)).status).toBe(404);
      const pdf = await ctx.api.call("get", `/incident/${id}/exercise-report/pdf`, {
        token,
        query: { versionId: v.id },
      });
      expect(pdf.status).toBe(404);
    }
    const byViewer = await ctx.api.call("put", `/incident/${id}/exercise-notes`, {
      token: ctx.viewer.token,
      body: { objectives: "x", observations: "y" },
    });
    expect(byViewer.status).toBe(403);
    expect(
      (await ctx.api.call("post", `/incident/${id}/exercise-report`, { token: ctx.viewer.token })).status,
    ).toBe(403);
    const long = await ctx.api.call("put", `/incident/${id}/exercise-notes`, {
      token: ctx.admin.token,
      body: { objectives: "", observations: "x".repeat(EXERCISE_NOTES_MAX + 1) },
    });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.fields)).toEqual(["observations"]);
  });

  it("is not written for a real incident", async () => {
    ctx.api.setNow(NOW);
    const id = await runningExercise("real");
    await status(id, "In Progress");
    expect((await status(id, "Completed")).status).toBe(200);
    expect((await panel(id)).body.data).toMatchObject({ exercise: false, versions: [] });
    const notes = await ctx.api.call("put", `/incident/${id}/exercise-notes`, {
      token: ctx.admin.token,
      body: { objectives: "x", observations: "" },
    });
    expect(notes.status).toBe(400);
    expect(notes.body.error.message).toBe(M.notExercise);
    expect(
      (await ctx.api.call("post", `/incident/${id}/exercise-report`, { token: ctx.admin.token })).body.error
        .message,
    ).toBe(M.notExercise);
  });
});
