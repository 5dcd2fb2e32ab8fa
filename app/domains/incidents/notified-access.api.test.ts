import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "~/domains/notifications/schema.server";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { publishedIncident } from "../../../tests/support/incidents";
import { runDueReminders } from "./reminders.server";

let api: TestApi;
type User = Awaited<ReturnType<TestApi["user"]>>;
let admin: User;
let member: User;
let owner: User;
let bystander: User;
let contractor: User;
const HOUR = 3600_000;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.user("CorpAdmin", { company: "Linkco" });
  member = await api.user("Employee", { company: "Linkco" });
  owner = await api.user("Employee", { company: "Linkco" });
  bystander = await api.user("Employee", { company: "Linkco" });
  contractor = await api.user("Contractor", { company: "Linkco" });
});
afterAll(() => api.close());

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
    api.setNow(t0);
    const { id } = await publishedIncident(api, admin.token, { statusCheckCadence: "Every Hour" });
    const team = await api.call("put", `/incident/${id}/team`, {
      token: admin.token,
      body: {
        members: [
          { userId: member.id, role: "MEMBER" },
          { userId: contractor.id, role: "MEMBER" },
        ],
      },
    });
    expect(team.status).toBe(200);
    const added = await api.call("post", `/incident/${id}/actions`, {
      token: admin.token,
      body: { title: "Book flood restoration contractor", ownerId: owner.id },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    api.setNow(null);
    await runDueReminders({ db: api.db, now: () => new Date(t0.getTime() + HOUR) });

    // Every notification about this incident, for every role that received one: its link answers.
    const sent = (await api.db.select().from(notifications)).filter(
      (n) => n.additionalInfo.incidentId === id || String(n.additionalInfo.link ?? "").includes(id),
    );
    const kinds = new Set(sent.map((n) => `${n.type}→${n.userId}`));
    expect(kinds).toEqual(
      new Set([`STATUS_CHECK→${member.id}`, `STATUS_CHECK→${contractor.id}`, `ASSIGNMENT→${owner.id}`]),
    );
    const tokens = new Map([member, owner, contractor].map((u) => [u.id, u.token]));
    for (const n of sent) {
      const res = await api.call("get", apiOf(String(n.additionalInfo.link)), {
        token: tokens.get(n.userId)!,
      });
      expect(res.status, `${n.type} for ${n.userId}: ${JSON.stringify(res.body)}`).toBe(200);
    }

    // The owner sees the actions and moves their own action's status.
    const actions = await api.call("get", `/incident/${id}/actions`, { token: owner.token });
    expect(actions.status).toBe(200);
    const moved = await api.call("patch", `/incident/${id}/actions/${added.body.data.id}`, {
      token: owner.token,
      body: { status: "In Progress" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.status).toBe("In Progress");
    // A team member who does not own it may not change it, nor add actions.
    const notTheirs = await api.call("patch", `/incident/${id}/actions/${added.body.data.id}`, {
      token: member.token,
      body: { status: "Completed" },
    });
    expect(notTheirs.status).toBe(403);
    const addByMember = await api.call("post", `/incident/${id}/actions`, {
      token: member.token,
      body: { title: "x" },
    });
    expect(addByMember.status).toBe(403);

    // An employee who takes no part does not see it, nor the company's list.
    expect((await api.call("get", `/incident/${id}`, { token: bystander.token })).status).toBe(404);
    expect((await api.call("get", "/incident/all", { token: member.token })).body.data).toEqual([]);
    const [note] = await api.db.select().from(notifications).where(eq(notifications.userId, bystander.id));
    expect(note).toBeUndefined();
  });
});
