import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "~/domains/companies/schema.server";
import { incidentTimeline } from "~/domains/incidents/schema.server";
import { notifications } from "~/domains/notifications/schema.server";
import { auditLog } from "~/platform/audit/schema.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { runDueReportWarnings } from "./clock.server";
import { REPORTING_MESSAGES } from "./model";
import { incidentClassifications, incidentReportDeadlines } from "./schema.server";

const HOUR = 3600_000;
const T0 = new Date("2026-03-02T06:00:00Z");
const at = (h: number) => new Date(T0.getTime() + h * HOUR);
const iso = (h: number) => at(h).toISOString();

const ctx = testApiFixture(
  { admin: "CorpAdmin", coordinator: "BUAdmin" },
  { company: "Reporting Co", now: T0 },
);

async function incident(title: string, opts: { exerciseType?: "Tabletop" } = {}) {
  const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title, type: "Crisis", ...opts });
  await assignTeam(ctx.api, ctx.admin.token, id, { responseCoordinatorId: ctx.coordinator.id, members: [] });
  return id;
}
const classify = (id: string, body: Record<string, unknown>, token = ctx.admin.token) =>
  ctx.api.call("put", `/incident/${id}/classification`, { token, body });
const major = (awareH: number, classifiedH: number, regimes = ["DORA"]) => ({
  awareAt: iso(awareH),
  classifiedAt: iso(classifiedH),
  criteria: ["criticalServices", "dataLosses"],
  result: "major",
  reason: "Payments down for all clients; data encrypted.",
  regimes,
});
const viewOf = async (id: string, token = ctx.admin.token) =>
  (await ctx.api.call("get", `/incident/${id}/classification`, { token })).body.data;
type Deadline = { id: string; regime: string; report: string; dueAt: string | null; state: string };
const due = (deadlines: Deadline[], regime: string, report: string) =>
  deadlines.find((d) => d.regime === regime && d.report === report);

describe("incident classification and the reporting clocks", () => {
  it("computes each regime's deadlines: DORA's initial notification at the earlier of 4 h after classification and 24 h after awareness", async () => {
    // Sessions last a day: the clock stays near sign-in, and the times are set back 29 hours.
    ctx.api.setNow(at(1));
    // Classified 2 h after awareness: 4 h after classification comes first.
    const soon = await incident("Early classification");
    expect((await classify(soon, major(-29, -27, ["DORA", "NIS2", "GDPR"]))).status).toBe(200);
    const v1 = (await viewOf(soon)).deadlines as Deadline[];
    expect(due(v1, "DORA", "initial")?.dueAt).toBe(iso(-23));
    expect(due(v1, "DORA", "intermediate")).toMatchObject({ dueAt: null, state: "Waiting" });
    expect(due(v1, "NIS2", "early_warning")?.dueAt).toBe(iso(-5));
    expect(due(v1, "NIS2", "notification")?.dueAt).toBe(iso(43));
    expect(due(v1, "NIS2", "final")?.dueAt).toBeNull();
    expect(due(v1, "GDPR", "notification")?.dueAt).toBe(iso(43));
    expect(v1).toHaveLength(7);

    // Classified 22 h after awareness: the 24 h backstop comes first.
    const late = await incident("Late classification");
    expect((await classify(late, major(-29, -7))).status).toBe(200);
    const v2 = (await viewOf(late)).deadlines as Deadline[];
    expect(due(v2, "DORA", "initial")).toMatchObject({ dueAt: iso(-5), state: "Overdue" });
    expect(v2.map((d) => d.regime)).toEqual(["DORA", "DORA", "DORA"]);

    // Not major: no clock runs, whatever regimes were ticked.
    const minor = await incident("Minor");
    const res = await classify(minor, { ...major(-29, -28, ["GDPR"]), result: "not_major" });
    expect(res.status).toBe(200);
    const v3 = await viewOf(minor);
    expect(v3.classification).toMatchObject({ result: "not_major", regimes: [] });
    expect(v3.deadlines).toEqual([]);
    ctx.api.setNow(null);
  });

  it("counts the intermediate from the initial notification sent, and the final a calendar month after the intermediate (month end)", async () => {
    await ctx.api.db
      .update(companies)
      .set({ settings: { timezone: "Europe/Brussels" } })
      .where(eq(companies.id, ctx.admin.companyId));
    const aware = new Date("2026-01-26T08:00:00Z");
    ctx.api.setNow(new Date("2026-02-05T00:00:00Z"));
    const id = await incident("Month end");
    const body = {
      ...major(0, 0),
      awareAt: aware.toISOString(),
      classifiedAt: new Date(aware.getTime() + HOUR).toISOString(),
    };
    expect((await classify(id, body)).status).toBe(200);
    let view = await viewOf(id);
    const initial = due(view.deadlines, "DORA", "initial") as Deadline;
    expect(initial.dueAt).toBe("2026-01-26T13:00:00.000Z");
    const sentInitial = await ctx.api.call("post", `/incident/${id}/reports/sent`, {
      token: ctx.admin.token,
      body: { deadlineId: initial.id, sentAt: "2026-01-26T12:00:00.000Z", reference: "CA-2026-001" },
    });
    expect(sentInitial.status, JSON.stringify(sentInitial.body)).toBe(200);
    expect(sentInitial.body.data.state).toBe("Met");
    view = await viewOf(id);
    const intermediate = due(view.deadlines, "DORA", "intermediate") as Deadline;
    expect(intermediate.dueAt).toBe("2026-01-29T12:00:00.000Z");
    expect(due(view.deadlines, "DORA", "initial")?.state).toBe("Met");
    // Sent on 31 January at 10:00 in Brussels: the final report is due on the last day of February, same hour.
    const sentIntermediate = await ctx.api.call("post", `/incident/${id}/reports/sent`, {
      token: ctx.admin.token,
      body: { deadlineId: intermediate.id, sentAt: "2026-01-31T09:00:00.000Z", reference: "CA-2026-002" },
    });
    expect(sentIntermediate.body.data.state).toBe("Sent late");
    view = await viewOf(id);
    expect(due(view.deadlines, "DORA", "final")?.dueAt).toBe("2026-02-28T09:00:00.000Z");

    // The record is in the incident's history and the audit log.
    const timeline = await ctx.api.db
      .select()
      .from(incidentTimeline)
      .where(eq(incidentTimeline.incidentId, id));
    expect(timeline.map((t) => t.kind)).toEqual(
      expect.arrayContaining(["incident_classified", "report_sent", "report_sent"]),
    );
    expect(timeline.find((t) => t.kind === "report_sent")?.message).toContain("CA-2026-001");
    const audit = await ctx.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "report_sent")));
    expect(audit).toHaveLength(2);
    await ctx.api.db.update(companies).set({ settings: {} }).where(eq(companies.id, ctx.admin.companyId));
    ctx.api.setNow(null);
  });

  it("warns the coordinator and the classifier an hour before a deadline and when it passes, once each however many workers race, and not once the report is sent", async () => {
    ctx.api.setNow(at(1));
    const id = await incident("Racing workers");
    expect((await classify(id, major(0, 1))).status).toBe(200);
    const initial = due((await viewOf(id)).deadlines, "DORA", "initial") as Deadline;
    expect(initial.dueAt).toBe(iso(5));
    const runAt = (h: number) =>
      Promise.all(
        Array.from({ length: 4 }, () =>
          runDueReportWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => at(h) }),
        ),
      );
    const told = async (userId: string) =>
      (await ctx.api.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .filter((n) => n.type === "REPORT_DEADLINE" && n.additionalInfo.incidentId === id)
        .map((n) => Number(n.additionalInfo.stage))
        .sort();
    await runAt(3.9);
    expect(await told(ctx.coordinator.id)).toEqual([]);
    await runAt(4);
    await runAt(4.5);
    for (const u of [ctx.coordinator, ctx.admin]) expect(await told(u.id)).toEqual([1]);
    await runAt(5);
    await runAt(8);
    for (const u of [ctx.coordinator, ctx.admin]) expect(await told(u.id)).toEqual([1, 2]);
    const mail = (await ctx.api.outbox(ctx.coordinator.email)).map((m) => m.subject);
    expect(mail.filter((s) => s === "DORA initial notification overdue: Racing workers")).toHaveLength(1);

    // Recorded as sent (late): marked, and no more warnings; the intermediate's clock starts from the sending.
    ctx.api.setNow(at(8));
    const sent = await ctx.api.call("post", `/incident/${id}/reports/sent`, {
      token: ctx.admin.token,
      body: { deadlineId: initial.id, sentAt: iso(7.5), reference: "REF-1" },
    });
    expect(sent.body.data.state).toBe("Sent late");
    const rows = await ctx.api.db
      .select()
      .from(incidentReportDeadlines)
      .where(eq(incidentReportDeadlines.incidentId, id));
    expect(rows.find((r) => r.report === "initial")?.warningDueAt).toBeNull();
    expect(rows.find((r) => r.report === "intermediate")?.warningDueAt?.toISOString()).toBe(iso(7.5 + 71));
    await runAt(9);
    expect(await told(ctx.coordinator.id)).toEqual([1, 2]);

    // A second try at the same report is refused.
    const again = await ctx.api.call("post", `/incident/${id}/reports/sent`, {
      token: ctx.admin.token,
      body: { deadlineId: initial.id, sentAt: iso(7.9), reference: "REF-2" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields.sentAt).toEqual([REPORTING_MESSAGES.alreadySent]);
    ctx.api.setNow(null);
  });

  it("moves the clocks on a reclassification: a dropped regime's unsent reports go, a sent report stays, the history keeps both", async () => {
    ctx.api.setNow(at(2));
    const id = await incident("Reclassified");
    expect((await classify(id, major(0, 1, ["DORA", "GDPR"]))).status).toBe(200);
    const initial = due((await viewOf(id)).deadlines, "DORA", "initial") as Deadline;
    await ctx.api.call("post", `/incident/${id}/reports/sent`, {
      token: ctx.admin.token,
      body: { deadlineId: initial.id, sentAt: iso(2), reference: "R-1" },
    });
    expect((await classify(id, major(0, 1, ["GDPR"]))).status).toBe(200);
    let view = await viewOf(id);
    expect(view.deadlines.map((d: Deadline) => `${d.regime}:${d.report}:${d.state}`)).toEqual([
      "DORA:initial:Met",
      "GDPR:notification:Due",
    ]);
    // Awareness was earlier than first thought: the GDPR deadline moves with it.
    expect((await classify(id, major(-10, 1, ["GDPR"]))).status).toBe(200);
    view = await viewOf(id);
    expect(due(view.deadlines, "GDPR", "notification")?.dueAt).toBe(iso(62));
    expect((await classify(id, { ...major(0, 1), result: "not_major" })).status).toBe(200);
    view = await viewOf(id);
    expect(view.deadlines.map((d: Deadline) => d.report)).toEqual(["initial"]);
    const kinds = (
      await ctx.api.db.select().from(incidentTimeline).where(eq(incidentTimeline.incidentId, id))
    ).map((t) => t.kind);
    expect(kinds.filter((k) => k === "incident_reclassified")).toHaveLength(3);
    ctx.api.setNow(null);
  });

  it("keeps a sent report's deadline on a reclassification: a report sent late stays late", async () => {
    ctx.api.setNow(at(8));
    const id = await incident("Sent late, then reclassified");
    expect((await classify(id, major(0, 1))).status).toBe(200);
    const initial = due((await viewOf(id)).deadlines, "DORA", "initial") as Deadline;
    expect(initial.dueAt).toBe(iso(5));
    const sent = await ctx.api.call("post", `/incident/${id}/reports/sent`, {
      token: ctx.admin.token,
      body: { deadlineId: initial.id, sentAt: iso(7.5), reference: "LATE-1" },
    });
    expect(sent.body.data.state).toBe("Sent late");
    // Classified later than first recorded: 4 h from 6 h would have made the sent report "Met".
    expect((await classify(id, major(0, 6))).status).toBe(200);
    const after = (await viewOf(id)).deadlines as Deadline[];
    expect(due(after, "DORA", "initial")).toMatchObject({ dueAt: iso(5), state: "Sent late" });
    // The intermediate still counts from the sending.
    expect(due(after, "DORA", "intermediate")?.dueAt).toBe(iso(7.5 + 72));
    ctx.api.setNow(null);
  });

  it("refuses bad input on its field and writes nothing", async () => {
    ctx.api.setNow(at(1));
    const id = await incident("Bad input");
    const cases: [Record<string, unknown>, string, string][] = [
      [major(-24, -27), "awareAt", REPORTING_MESSAGES.awareAfterClassified],
      [{ ...major(-29, -27), reason: "  " }, "reason", "Reason is required."],
      [{ ...major(-29, -27), regimes: ["SEC"] }, "regimes", "Choose regimes from the list."],
      [{ ...major(-29, -27), regimes: [] }, "regimes", REPORTING_MESSAGES.regimeRequired],
      [{ ...major(-29, -27), classifiedAt: iso(2) }, "classifiedAt", REPORTING_MESSAGES.classifiedInFuture],
      [{ ...major(-29, -27), awareAt: "yesterday" }, "awareAt", "Became aware at: give a date and time."],
    ];
    for (const [body, field, message] of cases) {
      const res = await classify(id, body);
      expect(res.status, field).toBe(400);
      expect(Object.values(res.body.error.fields ?? {}).flat(), field).toContain(message);
      expect(Object.keys(res.body.error.fields ?? {}), field).toContain(field);
    }
    const written = await ctx.api.db
      .select()
      .from(incidentClassifications)
      .where(eq(incidentClassifications.incidentId, id));
    expect(written).toEqual([]);
    expect(
      await ctx.api.db
        .select()
        .from(incidentReportDeadlines)
        .where(eq(incidentReportDeadlines.incidentId, id)),
    ).toEqual([]);

    // A report sent before the firm became aware, in the future, or before the one it follows.
    expect((await classify(id, major(-29, -27))).status).toBe(200);
    const { deadlines } = await viewOf(id);
    const initial = due(deadlines, "DORA", "initial") as Deadline;
    const intermediate = due(deadlines, "DORA", "intermediate") as Deadline;
    for (const [body, message] of [
      [{ deadlineId: initial.id, sentAt: iso(-30), reference: "X" }, REPORTING_MESSAGES.sentBeforeAware],
      [{ deadlineId: initial.id, sentAt: iso(2), reference: "X" }, REPORTING_MESSAGES.sentInFuture],
      [{ deadlineId: intermediate.id, sentAt: iso(-26), reference: "X" }, REPORTING_MESSAGES.previousNotSent],
    ] as const) {
      const res = await ctx.api.call("post", `/incident/${id}/reports/sent`, {
        token: ctx.admin.token,
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.sentAt).toEqual([message]);
    }
    const missing = await ctx.api.call("post", `/incident/${id}/reports/sent`, {
      token: ctx.admin.token,
      body: { deadlineId: initial.id, sentAt: iso(-26), reference: "" },
    });
    expect(missing.body.error.fields.reference).toEqual(["Reference is required."]);
    const rows = await ctx.api.db
      .select()
      .from(incidentReportDeadlines)
      .where(eq(incidentReportDeadlines.incidentId, id));
    expect(rows.every((r) => r.sentAt === null)).toBe(true);
    ctx.api.setNow(null);
  });

  it("is for those who may edit the incident, within their company; Home lists the reports due in open incidents", async () => {
    ctx.api.setNow(at(1));
    const id = await incident("Scoped");
    const viewer = await ctx.api.user("CorpViewOnly", { company: "Reporting Co" });
    const refused = await classify(id, major(0, 1), viewer.token);
    expect(refused.status).toBe(403);
    expect((await viewOf(id, viewer.token)).canClassify).toBe(false);
    expect((await viewOf(id, viewer.token)).classification).toBeNull();

    const stranger = await ctx.api.user("CorpAdmin", { company: "Elsewhere Ltd" });
    expect((await classify(id, major(0, 1), stranger.token)).status).toBe(404);
    expect(
      (await ctx.api.call("get", `/incident/${id}/classification`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await classify(id, major(0, 1))).status).toBe(200);
    const [initial] = (await viewOf(id)).deadlines;
    const foreign = await ctx.api.call("post", `/incident/${id}/reports/sent`, {
      token: stranger.token,
      body: { deadlineId: initial.id, sentAt: iso(1), reference: "X" },
    });
    expect(foreign.status).toBe(404);

    const home = await ctx.api.call("get", "/home", { token: ctx.admin.token });
    expect(
      home.body.data.reportDeadlines.some(
        (d: { incident: { id: string }; report: string }) => d.incident.id === id && d.report === "initial",
      ),
    ).toBe(true);
    const elsewhere = await ctx.api.call("get", "/home", { token: stranger.token });
    expect(elsewhere.body.data.reportDeadlines).toEqual([]);
    ctx.api.setNow(null);
  });

  it("marks an exercise's report warnings EXERCISE, as its MAD warnings are", async () => {
    ctx.api.setNow(at(1));
    const id = await incident("Drill crisis", { exerciseType: "Tabletop" });
    expect((await classify(id, major(0, 1))).status).toBe(200);
    await runDueReportWarnings({ ...ctx.api.deps, db: ctx.api.db, now: () => at(8) });
    const mail = (await ctx.api.outbox(ctx.coordinator.email))
      .map((m) => m.subject)
      .filter((s) => s.includes("Drill crisis"));
    expect(mail).toEqual(["[EXERCISE] DORA initial notification overdue: Drill crisis"]);
    ctx.api.setNow(null);
  });
});
