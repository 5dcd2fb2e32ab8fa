import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mentions } from "~/domains/notifications/schema.server";
import { displayName } from "~/shared/names";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, hazardFixture, publishedIncident } from "../../../tests/support/incidents";
import { makePlan } from "../management-plans/test-helpers";
import {
  canEscalate,
  canTransition,
  INCIDENT_MESSAGES,
  INCIDENT_STATUSES,
  INCIDENT_TRANSITIONS,
  type IncidentStatus,
  illegalTransitionMessage,
} from "./model";
import { incidents } from "./schema.server";

const ctx = testApiFixture({ admin: "CorpAdmin" }, { company: "Lifeco" });

describe("the status transition table", () => {
  it("allows exactly the table's moves and refuses every other one on the status field", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    for (const from of INCIDENT_STATUSES) {
      await ctx.api.db.update(incidents).set({ status: from }).where(eq(incidents.id, id));
      for (const to of INCIDENT_STATUSES) {
        if (to === from) continue;
        await ctx.api.db.update(incidents).set({ status: from }).where(eq(incidents.id, id));
        const res = await ctx.api.call("put", `/incident/${id}/status`, {
          token: ctx.admin.token,
          body: { status: to },
        });
        if (canTransition(from, to)) {
          expect(res.status, `${from} → ${to}`).toBe(200);
          expect(res.body.data.status).toBe(to);
        } else {
          expect(res.status, `${from} → ${to}`).toBe(400);
          expect(res.body.error.fields.status).toEqual([illegalTransitionMessage(from, to)]);
          const [row] = await ctx.api.db.select().from(incidents).where(eq(incidents.id, id));
          expect(row.status).toBe(from);
        }
      }
    }
  });

  it("walks the response forward and keeps closed incidents closed", () => {
    const path: IncidentStatus[] = ["Just Created", "Assigned Team", "In Progress", "Completed"];
    for (let i = 0; i + 1 < path.length; i++) expect(canTransition(path[i], path[i + 1])).toBe(true);
    expect(INCIDENT_TRANSITIONS.Completed).toEqual([]);
    expect(INCIDENT_TRANSITIONS.Cancelled).toEqual([]);
    expect(canTransition("In Progress", "Just Created")).toBe(false);
  });

  it("refuses an illegal move made through the wizard's general info step too", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, id));
    const res = await ctx.api.call("put", `/incident/${id}`, {
      token: ctx.admin.token,
      body: { step: "general_info", title: "Reopened", impact: "Low", status: "In Progress" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.status).toEqual([illegalTransitionMessage("Completed", "In Progress")]);
  });

  it("moves a Just Created incident to Assigned Team when a team is assigned", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    const member = await ctx.api.user("BCPLead", { company: "Lifeco" });
    const res = await assignTeam(ctx.api, ctx.admin.token, id, {
      responseCoordinatorId: ctx.admin.id,
      members: [{ userId: member.id, role: "LEADER" }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("Assigned Team");
    // The page names who opened it and who coordinates it, and the team with its roles.
    const coordinator = await ctx.api.user("BCPLead", { company: "Lifeco" });
    await assignTeam(ctx.api, ctx.admin.token, id, {
      responseCoordinatorId: coordinator.id,
      members: [{ userId: member.id, role: "LEADER" }],
    });
    const page = (await ctx.api.call("get", `/incident/${id}`, { token: member.token })).body.data;
    expect(page).toMatchObject({
      creatorName: displayName(ctx.admin),
      responseCoordinatorName: displayName(coordinator),
      team: [{ userId: member.id, role: "LEADER", name: displayName(member) }],
    });
    const stranger = await ctx.api.user("BCPLead", { company: "Otherco" });
    const bad = await assignTeam(ctx.api, ctx.admin.token, id, {
      members: [{ userId: stranger.id, role: "MEMBER" }],
    });
    expect(bad.status).toBe(400);
  });
});

describe("escalation and disabling", () => {
  it("turns an incident into a crisis keeping its history, once", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    await ctx.api.call("put", `/incident/${id}/status`, {
      token: ctx.admin.token,
      body: { status: "In Progress" },
    });
    const res = await ctx.api.call("post", `/incident/${id}/escalate`, { token: ctx.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, type: "Crisis", status: "In Progress" });
    const timeline = await ctx.api.call("get", `/incident/${id}/timeline`, { token: ctx.admin.token });
    expect(timeline.body.data.map((e: { kind: string }) => e.kind)).toEqual([
      "created",
      "status",
      "escalated",
    ]);
    const again = await ctx.api.call("post", `/incident/${id}/escalate`, { token: ctx.admin.token });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(INCIDENT_MESSAGES.crisisCannotEscalate);
    const crises = await ctx.api.call("get", "/incident/all", {
      token: ctx.admin.token,
      query: { type: "Crisis" },
    });
    expect(crises.body.data.map((r: { id: string }) => r.id)).toContain(id);
  });

  it("refuses to escalate a Completed incident, saying why, and the list and page rule agree", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    await ctx.api.db.update(incidents).set({ status: "Completed" }).where(eq(incidents.id, id));
    const res = await ctx.api.call("post", `/incident/${id}/escalate`, { token: ctx.admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("A completed incident cannot be escalated.");
    const [row] = await ctx.api.db.select().from(incidents).where(eq(incidents.id, id));
    expect(row.type).toBe("Incident");
    // The rule that hides the row action in the list and on the page.
    expect(canEscalate({ type: "Incident", isDraft: false, status: "Completed" })).toBe(false);
    expect(canEscalate({ type: "Incident", isDraft: false, status: "In Progress" })).toBe(true);
  });

  it("does not let a BCP lead escalate", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    const lead = await ctx.api.user("BCPLead", { company: "Lifeco" });
    expect((await ctx.api.call("post", `/incident/${id}/escalate`, { token: lead.token })).status).toBe(403);
  });

  it("hides a disabled incident from active lists without deleting it", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token, { title: "To disable" });
    expect((await ctx.api.call("post", `/incident/${id}/disable`, { token: ctx.admin.token })).status).toBe(
      200,
    );
    const active = await ctx.api.call("get", "/incident/all", { token: ctx.admin.token });
    expect(active.body.data.map((r: { id: string }) => r.id)).not.toContain(id);
    const all = await ctx.api.call("get", "/incident/all", {
      token: ctx.admin.token,
      query: { includeDisabled: "true" },
    });
    expect(all.body.data.find((r: { id: string }) => r.id === id)).toMatchObject({ disabled: true });
    expect((await ctx.api.call("get", `/incident/${id}`, { token: ctx.admin.token })).status).toBe(200);
  });
});

describe("associated IMPs/CMPs (one path: /associatedManagementPlan)", () => {
  it("takes approved IMPs on an incident, refuses a CMP until it is escalated to a crisis", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    const approver = await ctx.api.user("BUAdmin", { company: "Lifeco" });
    const imp = await makePlan(ctx.api, ctx.admin, {
      type: "Incident",
      name: "Flood IMP",
      approver,
      approve: true,
    });
    const cmp = await makePlan(ctx.api, ctx.admin, {
      type: "Crisis",
      name: "Crisis CMP",
      approver,
      approve: true,
    });
    const associate = (planIds: string[]) =>
      ctx.api.call("put", `/associatedManagementPlan/${id}`, {
        token: ctx.admin.token,
        body: { incidentType: "Incident", planIds },
      });
    expect((await associate([imp.id])).status).toBe(200);
    const refused = await associate([imp.id, cmp.id]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.planIds).toEqual(["Invalid CMP/IMP"]);
    await ctx.api.call("post", `/incident/${id}/escalate`, { token: ctx.admin.token });
    // The recorded incident's own kind decides: once a crisis, it takes the CMP too.
    expect((await associate([imp.id, cmp.id])).status).toBe(200);
    const plans = await ctx.api.call("get", `/associatedManagementPlan/${id}`, { token: ctx.admin.token });
    expect(plans.body.data.map((p: { name: string }) => p.name).sort()).toEqual(["Crisis CMP", "Flood IMP"]);
    // The incidents domain's own unchecked association is gone.
    const old = await ctx.api.call("post", `/incident/${id}/plans`, {
      token: ctx.admin.token,
      body: { planId: crypto.randomUUID(), kind: "IMP" },
    });
    expect(old.status).toBe(404);
  });
});

describe("response actions", () => {
  it("adds a task with owner and due time, and a comment whose @mention reaches the user", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    const owner = await ctx.api.user("BCPLead", { company: "Lifeco" });
    const added = await ctx.api.call("post", `/incident/${id}/actions`, {
      token: ctx.admin.token,
      body: { title: "Evacuate floor 2", ownerId: owner.id, dueAt: "2030-01-01T10:00:00Z" },
    });
    expect(added.status).toBe(201);
    const actionId = added.body.data.id;
    const comment = await ctx.api.call("post", `/incident/${id}/actions/${actionId}/comments`, {
      token: ctx.admin.token,
      body: { text: `Please confirm @[BCPLead Tester](${owner.id})` },
    });
    expect(comment.status).toBe(201);
    expect(comment.body.data.mentioned).toEqual([owner.id]);
    const got = await ctx.api.db
      .select()
      .from(mentions)
      .where(and(eq(mentions.userId, owner.id)));
    expect(got).toHaveLength(1);
    expect(got[0].mention).toMatchObject({ entityType: "incident", entityId: id });
    expect(got[0].mention.link).toBe(`/viewincident/response_actions?incident_id=${id}`);

    const list = await ctx.api.call("get", `/incident/${id}/actions`, { token: ctx.admin.token });
    expect(list.body.data[0]).toMatchObject({
      title: "Evacuate floor 2",
      ownerName: "BCPLead Tester",
      status: "Not Started",
    });
    expect(list.body.data[0].comments[0].displayText).toBe("Please confirm @BCPLead Tester");

    const done = await ctx.api.call("patch", `/incident/${id}/actions/${actionId}`, {
      token: owner.token,
      body: { status: "Completed" },
    });
    expect(done.body.data.status).toBe("Completed");
    const timeline = await ctx.api.call("get", `/incident/${id}/timeline`, { token: ctx.admin.token });
    expect(timeline.body.data.map((e: { kind: string }) => e.kind)).toEqual([
      "created",
      "action",
      "comment",
      "action",
    ]);
  });

  it("does not record a mention of another company's user", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    const stranger = await ctx.api.user("BCPLead", { company: "Strangerco" });
    const added = await ctx.api.call("post", `/incident/${id}/actions`, {
      token: ctx.admin.token,
      body: { title: "Call" },
    });
    const comment = await ctx.api.call("post", `/incident/${id}/actions/${added.body.data.id}/comments`, {
      token: ctx.admin.token,
      body: { text: `@[Spy](${stranger.id}) look` },
    });
    expect(comment.body.data.mentioned).toEqual([]);
  });
});

describe("alerts", () => {
  it("records feed alerts once per external id, merges them and shows them on the incident", async () => {
    const { id } = await publishedIncident(ctx.api, ctx.admin.token);
    const body = {
      title: "Severe weather warning",
      source: "met-office",
      externalId: "W-1",
      lat: 51.5,
      lng: -0.1,
    };
    const first = await ctx.api.call("post", "/alert", { token: ctx.admin.token, body });
    const again = await ctx.api.call("post", "/alert", { token: ctx.admin.token, body });
    expect(first.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    const open = await ctx.api.call("get", "/alert/all", {
      token: ctx.admin.token,
      query: { status: "Open" },
    });
    expect(open.body.data.map((a: { id: string }) => a.id)).toContain(first.body.data.id);

    const merged = await ctx.api.call("post", `/alert/${first.body.data.id}/merge`, {
      token: ctx.admin.token,
      body: { incidentId: id },
    });
    expect(merged.status).toBe(200);
    const twice = await ctx.api.call("post", `/alert/${first.body.data.id}/merge`, {
      token: ctx.admin.token,
      body: { incidentId: id },
    });
    expect(twice.status).toBe(409);
    const tab = await ctx.api.call("get", `/incident/${id}/alerts`, { token: ctx.admin.token });
    expect(tab.body.data.map((a: { title: string }) => a.title)).toEqual(["Severe weather warning"]);
  });

  it("creates an incident draft from an alert, carrying its details", async () => {
    const alert = await ctx.api.call("post", "/alert", {
      token: ctx.admin.token,
      body: { title: "Power cut", lat: 48.85, lng: 2.35, severity: "Medium" },
    });
    const cats = await ctx.api.call("get", "/hazardCategory/all", { token: ctx.admin.token });
    const created = await ctx.api.call("post", "/incident", {
      token: ctx.admin.token,
      body: { hazardCategoryId: cats.body.data[0].id, alertId: alert.body.data.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: "Power cut",
      lat: 48.85,
      long: 2.35,
      impact: "Medium",
      isDraft: true,
    });
    const converted = await ctx.api.call("get", "/alert/all", {
      token: ctx.admin.token,
      query: { status: "Converted" },
    });
    expect(converted.body.data.map((a: { id: string }) => a.id)).toContain(alert.body.data.id);
    const mine = converted.body.data.find((a: { id: string }) => a.id === alert.body.data.id);
    expect(mine.incidentId).toBe(created.body.data.id);
    // The draft is its author's alone: a colleague sees the alert converted, with no incident to open.
    const colleague = await ctx.api.user("CorpAdmin", { company: "Lifeco" });
    const theirs = await ctx.api.call("get", "/alert/all", {
      token: colleague.token,
      query: { status: "Converted" },
    });
    const seen = theirs.body.data.find((a: { id: string }) => a.id === alert.body.data.id);
    expect(seen).toMatchObject({ status: "Converted", incidentId: null });
    expect(
      (await ctx.api.call("get", `/incident/${created.body.data.id}`, { token: colleague.token })).status,
    ).toBe(404);
  });
});

describe("date inputs of an incident (security review N9)", () => {
  it("answers 400 on the field, never 500 nor a silently changed date", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Dates N9" });
    const { categoryId, hazardId } = await hazardFixture(ctx.api, admin.token);
    const create = (alertDate: string) =>
      ctx.api.call("post", "/incident/adhocIncident/direct", {
        token: admin.token,
        body: {
          type: "Incident",
          hazardCategoryId: categoryId,
          hazardId,
          lat: 51.5,
          long: -0.12,
          viewRadius: 5,
          title: "Dates",
          impact: "High",
          alertDate,
        },
      });
    for (const [alertDate, message] of [
      ["+275760-09-13T00:00:00.000Z", "Alert date is not a valid date."],
      ["0001-01-01T00:00:00Z", "Alert date must be between 1970 and 2100."],
      ["2026-02-30T00:00:00Z", "Alert date is not a valid date."],
      ["9999-12-31T23:59:59Z", "Alert date must be between 1970 and 2100."],
    ]) {
      const res = await create(alertDate);
      expect(res.status, alertDate).toBe(400);
      expect(JSON.stringify(res.body.error), alertDate).toContain(message);
    }
    expect((await create("2026-02-28T09:30:00Z")).status).toBe(201);
  });
});
