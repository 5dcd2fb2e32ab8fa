import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { users } from "../companies/users-schema.server";
import { EXERCISE_LABEL } from "./model";
import { STATUS_PAGE_MESSAGES } from "./status-page";

const ctx = testApiFixture(
  { coordinator: "CorpAdmin", employee: "Employee", other: ["CorpAdmin", { company: "Elsewhere Co" }] },
  { company: "Status Co" },
);
beforeAll(async () => {
  // Names a public page must never show.
  await ctx.api.db
    .update(users)
    .set({ firstName: "Zelda", lastName: "Quartermaine" })
    .where(eq(users.id, ctx.coordinator.id));
});

const settings = (id: string, token = ctx.coordinator.token) =>
  ctx.api.call("get", `/incident/${id}/status-page`, { token });
const renew = (id: string, token = ctx.coordinator.token) =>
  ctx.api.call("post", `/incident/${id}/status-page/link`, { token });
const publish = (id: string, published: boolean, token = ctx.coordinator.token) =>
  ctx.api.call("put", `/incident/${id}/status-page`, { token, body: { published } });
const responders = (token: string) => ctx.api.call("get", "/status-page", { query: { token } });
const publicPage = (id: string) => ctx.api.call("get", `/status-page/public/${id}`);
/** The messages of the incident's timeline, as its coordinator reads them. */
async function timelineMessages(id: string) {
  const res = await ctx.api.call("get", `/incident/${id}/timeline`, { token: ctx.coordinator.token });
  return (res.body.data as { message: string }[]).map((e) => e.message);
}
const tokenOf = (url: string) => url.split("/status/")[1]!;

/** A published incident with its coordinator on its team, moved on one status. */
async function incident(opts: { title?: string; exerciseType?: "Tabletop" } = {}) {
  const { id } = await publishedIncident(ctx.api, ctx.coordinator.token, {
    title: opts.title ?? "Depot flood",
    ...opts,
  });
  const team = await assignTeam(ctx.api, ctx.coordinator.token, id, {
    responseCoordinatorId: ctx.coordinator.id,
    members: [{ userId: ctx.coordinator.id, role: "LEADER" }],
  });
  expect(team.status, JSON.stringify(team.body)).toBe(200);
  const moved = await ctx.api.call("put", `/incident/${id}/status`, {
    token: ctx.coordinator.token,
    body: { status: "In Progress" },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return id;
}

describe("an incident's status page", () => {
  it("has no responders' link and no public page until the coordinator makes them", async () => {
    const id = await incident();
    const s = await settings(id);
    expect(s.status).toBe(200);
    expect(s.body.data).toMatchObject({ published: false, responderUrl: null });
    expect((await publicPage(id)).status).toBe(404);
  });

  it("opens the responders' page by its link, with the team's roles; a renewed link revokes the old one", async () => {
    const id = await incident();
    const first = await renew(id);
    expect(first.status).toBe(200);
    expect(first.body.data.renewed).toBe(false);
    const oldToken = tokenOf(first.body.data.responderUrl);
    expect(oldToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The settings show the same link again (for pasting into a message).
    expect((await settings(id)).body.data.responderUrl).toBe(first.body.data.responderUrl);

    const page = await responders(oldToken);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      audience: "responders",
      status: "In Progress",
      title: "Depot flood",
    });
    expect(page.body.data.team).toEqual([{ name: "Zelda Quartermaine", role: "Leader" }]);
    expect(page.body.data.updates[0].message).toContain("In Progress");

    const second = await renew(id);
    expect(second.body.data.renewed).toBe(true);
    const newToken = tokenOf(second.body.data.responderUrl);
    expect(newToken).not.toBe(oldToken);
    expect((await responders(oldToken)).status).toBe(404);
    expect((await responders(newToken)).status).toBe(200);

    const messages = await timelineMessages(id);
    expect(messages).toContain(STATUS_PAGE_MESSAGES.timelineLinkCreated);
    expect(messages).toContain(STATUS_PAGE_MESSAGES.timelineLinkRenewed);
  });

  it("refuses a forged or unknown token", async () => {
    expect((await responders("A".repeat(32))).status).toBe(404);
    expect((await responders("not-a-token")).status).toBe(404);
  });

  it("shows the public page only while published, naming nobody; audited on the timeline", async () => {
    const id = await incident({ title: "Warehouse fire" });
    expect((await publicPage(id)).status).toBe(404);
    const on = await publish(id, true);
    expect(on.status).toBe(200);
    expect(on.body.data.published).toBe(true);

    const page = await publicPage(id);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      audience: "public",
      title: "Warehouse fire",
      status: "In Progress",
      team: null,
      coordinator: null,
    });
    const text = JSON.stringify(page.body);
    expect(text).not.toContain("Zelda");
    expect(text).not.toContain("Quartermaine");
    expect(text).not.toContain(ctx.coordinator.email);

    expect((await publish(id, false)).status).toBe(200);
    expect((await publicPage(id)).status).toBe(404);
    const messages = await timelineMessages(id);
    expect(messages).toContain(STATUS_PAGE_MESSAGES.timelinePublished);
    expect(messages).toContain(STATUS_PAGE_MESSAGES.timelineUnpublished);
  });

  it("marks an exercise's page EXERCISE", async () => {
    const id = await incident({ title: "Flood drill", exerciseType: "Tabletop" });
    await publish(id, true);
    const page = await publicPage(id);
    expect(page.body.data.exerciseType).toBe("Tabletop");
    expect(page.body.data.title).toBe(`[${EXERCISE_LABEL}] Flood drill`);
  });

  it("is never reachable from another company, and only those who may manage the incident set it", async () => {
    const id = await incident();
    expect((await settings(id, ctx.other.token)).status).toBe(404);
    expect((await renew(id, ctx.other.token)).status).toBe(404);
    expect((await publish(id, true, ctx.other.token)).status).toBe(404);
    expect((await publish(id, true, ctx.employee.token)).status).toBe(403);
    expect((await renew(id, ctx.employee.token)).status).toBe(403);
    // Still unpublished: none of those calls changed it.
    expect((await publicPage(id)).status).toBe(404);
  });
});
