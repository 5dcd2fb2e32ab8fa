import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "../../../tests/support/api";
import { apiWithSmsProvider } from "../../../tests/support/messaging";
import { startSmtpPeer } from "../../../tests/support/smtp-peer";
import { makePlan } from "../management-plans/test-helpers";
import { DRILL_MESSAGES, DRILL_SUBJECT } from "./model";

// Issue 36 item 5, the other rosters: an IMP/CMP's roster (its page shows the last result and the entries that
// did not answer) and a site's people (those whose home site it is, drilled by those who manage sites).
let api: TestApi;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let close: () => Promise<void>;
type User = Awaited<ReturnType<TestApi["user"]>>;
let admin: User;
let viewer: User;
let stranger: User;

const roster = (token: string, rosterKind: string, rosterId: string) =>
  api.call("get", "/drill-roster", { token, query: { rosterKind, rosterId } });
const start = (token: string, rosterKind: string, rosterId: string, channels = ["email", "sms"]) =>
  api.call("post", "/drills", { token, body: { rosterKind, rosterId, channels } });
/** Acknowledges through the link in the newest copy to `to`. */
async function acknowledge(to: string) {
  const copy = (await api.outbox(to)).at(-1);
  const token = /\/d\/([A-Za-z0-9_-]{32})/.exec(copy?.text ?? "")?.[1];
  if (!token) throw new Error(`no drill link sent to ${to}`);
  const res = await api.call("post", "/drill-link", { body: { token } });
  expect(res.body.data.state).toBe("recorded");
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ({ api, close } = await apiWithSmsProvider({ smtpUrl: smtp.url }));
  admin = await api.user("CorpAdmin", { company: "Roster Drills" });
  viewer = await api.user("CorpViewOnly", { company: "Roster Drills" });
  stranger = await api.user("CorpAdmin", { company: "Roster Elsewhere" });
  // A site in the UK: the company's SMS may reach +44 numbers (its sites' countries, by default).
  const office = await api.call("post", "/asset", {
    token: admin.token,
    body: { name: "Head office", type: "site", lat: 51.5, lng: -0.12, city: "London", country: "GB" },
  });
  expect(office.status).toBe(201);
});
afterAll(async () => {
  await close();
  await smtp.close();
});

describe("a drill of an IMP/CMP roster", () => {
  it("gives the plan's page its last result, the entries that did not answer, and the start link to its managers", async () => {
    const plan = await makePlan(api, admin, { name: "Head office CMP" });
    const entries: Record<string, string> = {};
    for (const body of [
      { name: "Dee Dunn", email: "dee@cmp.example" },
      { name: "Eve East", phone: "+447700900201" },
      { userId: viewer.id },
    ]) {
      const res = await api.call("post", `/managementPlan/${plan.id}/roster`, {
        token: admin.token,
        body: { role: "MEMBER", ...body },
      });
      expect(res.status).toBe(201);
    }
    const full = await api.call("get", `/managementPlan/${plan.id}`, { token: admin.token });
    for (const r of full.body.data.roster as { id: string; email: string | null; name: string }[])
      entries[r.email === viewer.email ? "Fay" : r.name.split(" ")[0]] = r.id;

    const before = await roster(admin.token, "cmp", plan.id);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ last: null, unverified: [], canStart: true });

    const res = await start(admin.token, "cmp", plan.id);
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe(DRILL_MESSAGES.started(3));
    // The roster user's copy goes to their account's email.
    expect((await api.outbox(viewer.email)).at(-1)).toMatchObject({ subject: DRILL_SUBJECT });
    await acknowledge("dee@cmp.example");

    const after = await roster(admin.token, "cmp", plan.id);
    expect(after.body.data.last).toMatchObject({ id: res.body.data.id, answered: 1, total: 3 });
    expect([...after.body.data.unverified].sort()).toEqual([entries.Eve, entries.Fay].sort());
    // A reader of the plan sees the result but is not offered the start.
    const seen = await roster(viewer.token, "cmp", plan.id);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ canStart: false, last: { answered: 1, total: 3 } });
    expect((await start(viewer.token, "cmp", plan.id)).status).toBe(403);
    // Another company's administrator neither reads nor drills it.
    expect((await roster(stranger.token, "cmp", plan.id)).status).toBe(404);
    expect((await start(stranger.token, "cmp", plan.id)).status).toBe(404);

    // Their own plan's roster shows their own drill, after this company's was read (the read is built once).
    const third = await api.user("CorpAdmin", { company: "Roster Third" });
    const theirs = await makePlan(api, third, { name: "Elsewhere CMP" });
    const entry = await api.call("post", `/managementPlan/${theirs.id}/roster`, {
      token: third.token,
      body: { role: "MEMBER", name: "Kit Kerr", email: "kit@elsewhere.example" },
    });
    expect(entry.status).toBe(201);
    const drilled = await start(third.token, "cmp", theirs.id, ["email"]);
    expect(drilled.status).toBe(201);
    const read = await roster(third.token, "cmp", theirs.id);
    expect(read.body.data.last).toMatchObject({ id: drilled.body.data.id, answered: 0, total: 1 });
    expect((await roster(admin.token, "cmp", plan.id)).body.data.last).toMatchObject({
      id: res.body.data.id,
    });
  });
});

describe("a drill of a site's people", () => {
  let siteId: string;
  let drillId: string;
  const person: Record<string, string> = {};

  beforeAll(async () => {
    const site = await api.call("post", "/asset", {
      token: admin.token,
      body: { name: "Quayside", type: "site", lat: 53.4, lng: -2.99, city: "Liverpool" },
    });
    siteId = site.body.data.asset.id;
    const other = await api.call("post", "/asset", {
      token: admin.token,
      body: { name: "Dockside", type: "site", lat: 53.41, lng: -2.98, city: "Liverpool" },
    });
    for (const [firstName, email, mobile, home] of [
      ["Gus", "gus@site.example", "+447700900301", siteId],
      ["Hal", "hal@site.example", null, siteId],
      ["Ivy", "ivy@site.example", "+447700900303", other.body.data.asset.id],
    ] as const) {
      const res = await api.call("post", "/people", {
        token: admin.token,
        body: {
          type: "employee",
          firstName,
          lastName: "Quay",
          email,
          mobile: mobile ?? undefined,
          homeAssetId: home,
        },
      });
      expect(res.status).toBe(201);
      person[firstName] = res.body.data.id ?? res.body.data.person?.id;
    }
  });

  it("tests the people whose home site it is, and scores each per channel", async () => {
    const res = await start(admin.token, "site", siteId);
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe(DRILL_MESSAGES.started(2));
    drillId = res.body.data.id;
    // Ivy's home site is another one: she is not on this roster.
    expect(await api.outbox("ivy@site.example")).toEqual([]);
    await acknowledge("+447700900301");
    const card = await api.call("get", `/drills/${drillId}`, { token: admin.token });
    expect(card.status).toBe(200);
    expect(card.body.data.drill).toMatchObject({
      rosterKind: "site",
      rosterName: "Quayside",
      answered: 1,
      total: 2,
    });
    const byName = Object.fromEntries(
      card.body.data.people.map((p: { name: string; channels: { channel: string; state: string }[] }) => [
        p.name,
        Object.fromEntries(p.channels.map((c) => [c.channel, c.state])),
      ]),
    );
    expect(byName["Gus Quay"].sms).toBe("answered");
    expect(byName["Hal Quay"].sms).toBe("noNumber");
    expect(byName["Hal Quay"].email).not.toBe("answered");
  });

  it("marks the people who did not answer unverified on the site, for readers of the People register", async () => {
    const seen = await roster(viewer.token, "site", siteId);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      rosterName: "Quayside",
      canStart: false,
      last: { id: drillId, answered: 1, total: 2 },
    });
    expect(seen.body.data.unverified).toEqual([person.Hal]);
    expect((await roster(admin.token, "site", siteId)).body.data.canStart).toBe(true);
    const list = await api.call("get", "/drills", { token: viewer.token });
    expect(list.body.data.map((d: { id: string }) => d.id)).toContain(drillId);
  });

  it("is started only by those who manage sites, and never across companies", async () => {
    expect((await start(viewer.token, "site", siteId)).status).toBe(403);
    // A business unit administrator may drill plans' rosters, but not the People register of a site.
    const unitAdmin = await api.user("BUAdmin", { company: "Roster Drills" });
    expect((await start(unitAdmin.token, "site", siteId)).status).toBe(403);
    expect((await roster(unitAdmin.token, "site", siteId)).body.data.canStart).toBe(false);

    expect((await start(stranger.token, "site", siteId)).status).toBe(404);
    expect((await roster(stranger.token, "site", siteId)).status).toBe(404);
    expect((await api.call("get", `/drills/${drillId}`, { token: stranger.token })).status).toBe(404);
    expect((await api.call("get", "/drills", { token: stranger.token })).body.data).toEqual([]);
    // Not a site at all (a plan's id) answers 404 too.
    const plan = await makePlan(api, admin, { name: "Not a site" });
    expect((await start(admin.token, "site", plan.id)).status).toBe(404);
  });
});
