import { and, eq, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueMadWarnings } from "~/domains/activation/mad-warnings.server";
import { runDueWaves } from "~/domains/incident-messages/waves.server";
import { EXERCISE_LABEL } from "~/domains/incidents/model";
import { runDueReminders } from "~/domains/incidents/reminders.server";
import { notifications } from "~/domains/notifications/schema.server";
import { messages } from "~/platform/messages/schema.server";
import type { TestApi } from "../../../tests/support/api";
import { activatedExercise, approvedPlan } from "../../../tests/support/exercises";
import { assignTeam } from "../../../tests/support/incidents";
import { apiWithSmsProvider, sendAreYouSafe, siteWithPeople } from "../../../tests/support/messaging";
import { runDueInjects } from "./injects.server";

/**
 * Issue 35, "exercises never reach real recipients as real alerts": one exercise is run through every path that
 * writes to people (publishing, activation, a message by email, SMS and voice, a call for help, timed injects,
 * escalation waves, MAD warnings, status check reminders, the close), and every message and notification it wrote is checked at once.
 * A path added later that forgets the mark fails here without a test of its own.
 */
let api: TestApi;
let close: () => Promise<void>;
type User = Awaited<ReturnType<TestApi["user"]>>;
let admin: User;
let lead: User;
let approver: User;
let member: User;
const T0 = new Date("2026-06-15T08:00:00Z");
const HOUR = 3600_000;
const at = (h: number) => new Date(T0.getTime() + h * HOUR);
const MARK = `[${EXERCISE_LABEL}]`;

beforeAll(async () => {
  // SMS and voice go to a fake provider: a call is placed, as a real one would be.
  ({ api, close } = await apiWithSmsProvider());
  api.setNow(T0);
  admin = await api.user("CorpAdmin", { company: "Quiet Drill Co" });
  lead = await api.user("BCPLead", { company: "Quiet Drill Co" });
  approver = await api.user("BCPLead", { company: "Quiet Drill Co" });
  member = await api.user("BCPLead", { company: "Quiet Drill Co" });
  await siteWithPeople(api, admin.token, "Quiet depot", [
    { firstName: "Nia", lastName: "Quinn", email: "nia@quiet.example", mobile: "+447700900777" },
  ]);
});
afterAll(() => close());

describe("an exercise run through every path that tells people", () => {
  it("writes no message and no notification that is not marked EXERCISE", async () => {
    const plan = await approvedPlan(api, { admin, lead, approver }, "Quiet BCP");
    // What the plan's approval wrote is real business: only what the exercise writes from here on is checked.
    const before = (await api.db.select({ id: messages.id }).from(messages)).map((m) => m.id);
    const bellBefore = (await api.db.select({ id: notifications.id }).from(notifications)).map((n) => n.id);

    const id = await activatedExercise(api, admin.token, plan, {
      title: "Quiet flood drill",
      exerciseType: "Live",
      statusCheckCadence: "Every Hour",
      notifyBCPLeads: true,
      notifyBusinessCoordinator: true,
    });
    const team = await assignTeam(api, admin.token, id, {
      responseCoordinatorId: lead.id,
      members: [{ userId: member.id, role: "MEMBER" }],
    });
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    const sent = await sendAreYouSafe(api, admin.token, id, {
      audiences: ["impacted_people", "response_team"],
      channels: ["email", "sms", "voice"],
      body: "Flood at the depot. Are you safe?",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // Nia asks for help from her emailed link: the team, the coordinator and the plan's lead are told.
    const copy = (await api.outbox("nia@quiet.example")).at(-1)!;
    const help = copy.text.match(/I need help: \S+\/m\/(\S+)/);
    expect(help, copy.text).not.toBeNull();
    const answered = await api.call("post", "/message-link", {
      body: { token: decodeURIComponent(help![1]) },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBeLessThan(300);
    const inject = await api.call("post", `/incident/${id}/injects`, {
      token: admin.token,
      body: { time: "2026-06-15T10:00", text: "The backup generator fails." },
    });
    expect(inject.status, JSON.stringify(inject.body)).toBe(201);
    api.setNow(null);

    // The workers as the day goes on: the inject falls due, status checks are late, the MAD (1 day) runs out.
    for (const h of [2, 3, 12, 18, 25]) {
      const now = () => at(h);
      await runDueInjects({ db: api.db, now });
      await runDueReminders({ db: api.db, now });
      await runDueMadWarnings({ ...api.deps, db: api.db, now });
      await runDueWaves({ ...api.deps, now });
    }
    api.setNow(at(26));
    for (const status of ["In Progress", "Completed"])
      await api.call("put", `/incident/${id}/status`, { token: admin.token, body: { status } });
    api.setNow(null);

    const written = await api.db
      .select()
      .from(messages)
      .where(before.length ? notInArray(messages.id, before) : undefined);
    // Every kind of path wrote something: a path that stopped writing would make this test prove nothing.
    expect(new Set(written.map((m) => m.channel))).toEqual(new Set(["email", "sms", "voice"]));
    expect(written.length).toBeGreaterThanOrEqual(8);
    const unmarked = written.filter(
      (m) => !m.text.includes(MARK) || (m.channel === "email" && !m.subject.startsWith(MARK)),
    );
    expect(unmarked.map((m) => `${m.channel} ${m.to}: ${m.subject} | ${m.text.slice(0, 80)}`)).toEqual([]);

    const bell = await api.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.companyId, admin.companyId),
          bellBefore.length ? notInArray(notifications.id, bellBefore) : undefined,
        ),
      );
    const kinds = new Set(bell.map((n) => n.type));
    for (const kind of ["MAD_WARNING", "STATUS_CHECK"]) expect(kinds, [...kinds].join(", ")).toContain(kind);
    const quiet = bell.filter((n) => !JSON.stringify(n.additionalInfo).includes(MARK));
    expect(quiet.map((n) => `${n.type}: ${JSON.stringify(n.additionalInfo).slice(0, 160)}`)).toEqual([]);
  }, 120_000);
});
