import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/shared/messages";
import { TEST_PASSWORD } from "../../../tests/support/api";
import { testApiFixture } from "../../../tests/support/fixture";
import { geoAdmin } from "../../../tests/support/tenancy";
import { USER_MESSAGES } from "./model";

const ctx = testApiFixture();

const PNG_1PX =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function inviteLink(to: string) {
  const mails = await ctx.api.outbox(to);
  const match = /\/signup\?invite=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? "");
  return match?.[1] ?? null;
}

/** Invites someone as the holder of `token`. */
const invite = (token: string, body: Record<string, unknown>) =>
  ctx.api.call("post", "/user/invite", { token, body });

const accept = (token: string, email: string, extra: Record<string, unknown> = {}) =>
  ctx.api.call("post", "/auth/signup", {
    body: {
      inviteToken: token,
      email,
      firstName: "Ivy",
      lastName: "Invitee",
      password: "Joined!pass1",
      confirmPassword: "Joined!pass1",
      ...extra,
    },
  });

/**
 * A company whose top unit is in one country, with a sub unit in another and a sub unit of no country of its own,
 * and a BUGeoAdmin over the top unit who covers the top unit's country.
 */
async function geoCompany(company: string, top: [string, string], abroad: [string, string], home: string) {
  const corp = await ctx.api.user("CorpAdmin", { company });
  const topUnit = await ctx.api.unit(corp.companyId, top[0], { country: top[1] });
  const abroadUnit = await ctx.api.unit(corp.companyId, abroad[0], {
    parentId: topUnit.id,
    country: abroad[1],
  });
  const homeUnit = await ctx.api.unit(corp.companyId, home, { parentId: topUnit.id });
  const geo = await geoAdmin(ctx.api, company, [topUnit.id], [top[1]]);
  return { top: topUnit, abroad: abroadUnit, home: homeUnit, geo };
}

describe("inviting a user", () => {
  it("emails a single-use link; the invitee signs up with the invited role and business units", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Invite Co" });
    const ops = await ctx.api.unit(admin.companyId, "Operations");
    const email = unique("ivy");
    const invited = await invite(admin.token, { email, role: "BCPLead", businessUnitIds: [ops.id] });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email, role: "BCPLead", status: "Invited" });

    const token = await inviteLink(email);
    expect(token).toBeTruthy();
    const check = await ctx.api.call("get", "/user/validate-invite-link", { query: { token: token! } });
    expect(check.body.data).toMatchObject({ email, role: "BCPLead", companyName: "Invite Co" });

    const signup = await accept(token!, email);
    expect(signup.status).toBe(201);
    expect(signup.body.data.user).toMatchObject({ role: "BCPLead", companyId: admin.companyId });
    const signin = await ctx.api.call("post", "/auth/signin", { body: { email, password: "Joined!pass1" } });
    expect(signin.status).toBe(200);
    expect(signin.body.data.user.role).toBe("BCPLead");

    const listed = await ctx.api.call("get", "/user/all", { token: admin.token, query: { search: email } });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({
      status: "Active",
      name: "Ivy Invitee",
      roleLabel: "BCP Lead",
      businessUnits: [{ id: ops.id, name: "Operations" }],
    });

    const again = await accept(token!, email);
    expect(again.status).toBe(400);
    expect(again.body.error.fields.inviteToken).toEqual([MESSAGES.inviteLinkInvalid]);
  });

  it("names the invitee before they sign up: the list, the email and the sign-up form carry it (UX B-7)", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Invite Co" });
    const email = unique("finance.director");
    const tooLong = await invite(admin.token, {
      email,
      role: "CorpAdmin",
      firstName: "D".repeat(101),
      lastName: "Okafor",
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.firstName).toEqual(["First name is too long."]);
    expect(await ctx.api.outbox(email)).toHaveLength(0);

    const invited = await invite(admin.token, {
      email,
      role: "CorpAdmin",
      firstName: " Daniel ",
      lastName: "Okafor",
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email, name: "Daniel Okafor", status: "Invited" });
    const [mail] = await ctx.api.outbox(email);
    expect(mail.text).toContain("Hello Daniel,");
    const token = await inviteLink(email);
    const check = await ctx.api.call("get", "/user/validate-invite-link", { query: { token: token! } });
    expect(check.body.data).toMatchObject({ email, firstName: "Daniel", lastName: "Okafor" });
    const signup = await ctx.api.call("post", "/auth/signup", {
      body: {
        inviteToken: token,
        email,
        firstName: "Daniel",
        lastName: "Okafor",
        password: "Joined!pass1",
        confirmPassword: "Joined!pass1",
      },
    });
    expect(signup.status).toBe(201);
    const listed = await ctx.api.call("get", "/user/all", { token: admin.token, query: { search: email } });
    expect(listed.body.data[0]).toMatchObject({ status: "Active", name: "Daniel Okafor" });
  });

  it("refuses a taken email, and BU roles without units or countries, on their fields", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Invite Co" });
    const taken = await invite(admin.token, { email: admin.email.toUpperCase(), role: "Employee" });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.email).toEqual([MESSAGES.emailTaken]);

    const geo = await invite(admin.token, { email: unique("geo"), role: "BUGeoAdmin", businessUnitIds: [] });
    expect(geo.status).toBe(400);
    expect(geo.body.error.fields.businessUnitIds).toEqual([USER_MESSAGES.businessUnitsRequired]);
    expect(geo.body.error.fields.countries).toEqual([USER_MESSAGES.countriesRequired]);
  });

  it("lets a new invitation replace the earlier link", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Invite Co" });
    const email = unique("twice");
    const invited = await invite(admin.token, { email, role: "Employee" });
    const first = await inviteLink(email);
    const resent = await ctx.api.call("post", "/user/resend-invite", {
      token: admin.token,
      body: { userId: invited.body.data.id },
    });
    expect(resent.status).toBe(200);
    const second = await inviteLink(email);
    expect(second).not.toBe(first);
    expect((await accept(first!, email)).status).toBe(400);
    expect((await accept(second!, email)).status).toBe(201);
  });

  it("does not let a BU administrator give a wider role or someone else's business unit", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Units Co" });
    const mine = await ctx.api.unit(corp.companyId, "Mine");
    const theirs = await ctx.api.unit(corp.companyId, "Theirs");
    const bu = await ctx.api.user("BUAdmin", { company: "Units Co", businessUnitIds: [mine.id] });
    const wider = await invite(bu.token, {
      email: unique("x"),
      role: "CorpAdmin",
      businessUnitIds: [mine.id],
    });
    expect(wider.status).toBe(400);
    expect(wider.body.error.fields.role).toEqual([USER_MESSAGES.roleNotAssignable]);
    const other = await invite(bu.token, {
      email: unique("x"),
      role: "Employee",
      businessUnitIds: [theirs.id],
    });
    expect(other.status).toBe(400);
    expect(other.body.error.fields.businessUnitIds).toEqual([USER_MESSAGES.unitOutsideScope]);
    const ok = await invite(bu.token, { email: unique("x"), role: "Employee", businessUnitIds: [mine.id] });
    expect(ok.status).toBe(201);
  });

  it("creates an External user who sets a password from the emailed link", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Invite Co" });
    const email = unique("ext");
    const res = await ctx.api.call("post", "/user/create-external-user", {
      token: admin.token,
      body: { email, firstName: "Erin", lastName: "Outside" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ role: "External", name: "Erin Outside", status: "Invited" });
    const token = await inviteLink(email);
    expect(
      (await ctx.api.call("get", "/user/validate-invite-link", { query: { token: token! } })).body.data,
    ).toMatchObject({ role: "External", firstName: "Erin", lastName: "Outside" });
    const signup = await accept(token!, email, { firstName: "Erin", lastName: "Outside" });
    expect(signup.body.data.user.role).toBe("External");
  });
});

describe("Manage Users list", () => {
  it("searches, filters by role and pages, counting all matches", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "List Co" });
    for (let i = 0; i < 3; i++) await ctx.api.user("Employee", { company: "List Co" });
    await ctx.api.user("BCPLead", { company: "List Co" });
    const page1 = await ctx.api.call("get", "/user/all", {
      token: admin.token,
      query: { role: "Employee", pageSize: 2, page: 1 },
    });
    expect(page1.status).toBe(200);
    expect(page1.body.page).toEqual({ page: 1, pageSize: 2, total: 3 });
    expect(page1.body.data).toHaveLength(2);
    const page2 = await ctx.api.call("get", "/user/all", {
      token: admin.token,
      query: { role: "Employee", pageSize: 2, page: 2 },
    });
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.data.every((u: { role: string }) => u.role === "Employee")).toBe(true);
    const search = await ctx.api.call("get", "/user/all", {
      token: admin.token,
      query: { search: "bcplead" },
    });
    expect(search.body.data.map((u: { role: string }) => u.role)).toEqual(["BCPLead"]);
  });

  it("shows a BU administrator only the users of their business units", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Scope Co" });
    const north = await ctx.api.unit(corp.companyId, "North");
    const south = await ctx.api.unit(corp.companyId, "South");
    const northSub = await ctx.api.unit(corp.companyId, "North Depot", { parentId: north.id });
    const bu = await ctx.api.user("BUAdmin", { company: "Scope Co", businessUnitIds: [north.id] });
    const inNorth = await ctx.api.user("Employee", { company: "Scope Co", businessUnitIds: [northSub.id] });
    const inSouth = await ctx.api.user("Employee", { company: "Scope Co", businessUnitIds: [south.id] });
    const list = await ctx.api.call("get", "/user/all", { token: bu.token, query: { pageSize: 100 } });
    const ids = list.body.data.map((u: { id: string }) => u.id);
    expect(ids).toContain(inNorth.id);
    expect(ids).not.toContain(inSouth.id);
    expect(ids).not.toContain(corp.id);
    expect((await ctx.api.call("get", `/user/detail/${inSouth.id}`, { token: bu.token })).status).toBe(404);
    expect((await ctx.api.call("get", `/user/detail/${inNorth.id}`, { token: bu.token })).status).toBe(200);
  });

  it("limits a BUGeoAdmin to their units within their countries", async () => {
    const {
      abroad: uk,
      home: paris,
      geo,
    } = await geoCompany("Geo Co", ["Europe", "France"], ["UK branch", "United Kingdom"], "Paris");
    const inParis = await ctx.api.user("Employee", { company: "Geo Co", businessUnitIds: [paris.id] });
    const inUk = await ctx.api.user("Employee", { company: "Geo Co", businessUnitIds: [uk.id] });
    const ids = (await ctx.api.call("get", "/user/all", { token: geo.token })).body.data.map(
      (u: { id: string }) => u.id,
    );
    expect(ids).toContain(inParis.id);
    expect(ids).not.toContain(inUk.id);
  });

  it("lets a BUGeoAdmin give other roles only on units wholly inside their geography (review finding 8)", async () => {
    const {
      top: ops,
      abroad: france,
      home: leeds,
      geo,
    } = await geoCompany(
      "Geo Give Co",
      ["Operations", "United Kingdom"],
      ["European Transport", "France"],
      "Leeds",
    );
    const whole = await invite(geo.token, {
      email: unique("geo6"),
      role: "BUViewOnly",
      businessUnitIds: [ops.id],
    });
    expect(whole.status).toBe(400);
    expect(JSON.stringify(whole.body.error)).toContain("sub units outside your countries");
    const inside = await invite(geo.token, {
      email: unique("geo7"),
      role: "BUViewOnly",
      businessUnitIds: [leeds.id],
    });
    expect(inside.status).toBe(201);
    expect(france.id).toBeTruthy();
  });

  it("refuses view-only roles with 403", async () => {
    const viewer = await ctx.api.user("CorpViewOnly", { company: "List Co" });
    expect((await ctx.api.call("get", "/user/all", { token: viewer.token })).status).toBe(403);
    const write = await invite(viewer.token, { email: unique("v"), role: "Employee" });
    expect(write.status).toBe(403);
  });
});

describe("disabling and changing roles", () => {
  it("ends the user's open session at once, tells them, and lets them back in when enabled", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Disable Co" });
    const victim = await ctx.api.user("Employee", { company: "Disable Co" });
    expect((await ctx.api.call("get", "/auth/session", { token: victim.token })).status).toBe(200);
    const res = await ctx.api.call("put", "/user/disable-user", {
      token: admin.token,
      body: { userId: victim.id, disabled: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("Disabled");
    const refused = await ctx.api.call("get", "/auth/session", { token: victim.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MESSAGES.userDisabled);
    const { sessions } = await import("~/domains/auth/schema.server");
    const { eq: eqOp, isNull } = await import("drizzle-orm");
    const { and } = await import("drizzle-orm");
    const open = await ctx.api.db
      .select()
      .from(sessions)
      .where(and(eqOp(sessions.userId, victim.id), isNull(sessions.revokedAt)));
    expect(open).toEqual([]);
    const signin = await ctx.api.call("post", "/auth/signin", {
      body: { email: victim.email, password: TEST_PASSWORD },
    });
    expect(signin.body.error.message).toBe(MESSAGES.userDisabled);
    const { notifications } = await import("~/domains/notifications/schema.server");
    const { eq } = await import("drizzle-orm");
    const notes = await ctx.api.db.select().from(notifications).where(eq(notifications.userId, victim.id));
    expect(notes.map((n) => n.type)).toEqual(["USER_DISABLED"]);
    const disabled = await ctx.api.call("get", "/user/is-user-disabled", {
      token: admin.token,
      query: { userId: victim.id },
    });
    expect(disabled.body.data.disabled).toBe(true);

    await ctx.api.call("put", "/user/disable-user", {
      token: admin.token,
      body: { userId: victim.id, disabled: false },
    });
    expect((await ctx.api.call("get", "/auth/session", { token: victim.token })).status).toBe(401);
    const back = await ctx.api.call("post", "/auth/signin", {
      body: { email: victim.email, password: TEST_PASSWORD },
    });
    expect(back.status).toBe(200);
  });

  it("never disables oneself, nor removes a company's last Corporate Administrator", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Last Co" });
    const self = await ctx.api.call("put", "/user/disable-user", {
      token: corp.token,
      body: { userId: corp.id },
    });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(USER_MESSAGES.cannotDisableSelf);
    const sysadmin = await ctx.api.user("Admin", { company: "Keel Ops" });
    const lastDisable = await ctx.api.call("put", "/user/disable-user", {
      token: sysadmin.token,
      body: { userId: corp.id, disabled: true },
    });
    expect(lastDisable.status).toBe(409);
    expect(lastDisable.body.error.message).toBe(USER_MESSAGES.lastCorpAdmin);
    const lastDemote = await ctx.api.call("put", "/user/update-role", {
      token: sysadmin.token,
      body: { userId: corp.id, role: "Employee" },
    });
    expect(lastDemote.status).toBe(409);

    const second = await ctx.api.user("CorpAdmin", { company: "Last Co" });
    const demote = await ctx.api.call("put", "/user/update-user-role", {
      token: second.token,
      body: { userId: corp.id, role: "BCPLead" },
    });
    expect(demote.status).toBe(200);
    expect(demote.body.data).toMatchObject({ role: "BCPLead", roleLabel: "BCP Lead" });
    const own = await ctx.api.call("put", "/user/update-role", {
      token: second.token,
      body: { userId: second.id, role: "Employee" },
    });
    expect(own.status).toBe(409);
  });

  it("keeps one Corporate Administrator when two demote each other at the same moment", async () => {
    const a = await ctx.api.user("CorpAdmin", { company: "Race Co" });
    const b = await ctx.api.user("CorpAdmin", { company: "Race Co" });
    const results = await Promise.all([
      ctx.api.call("put", "/user/update-role", { token: a.token, body: { userId: b.id, role: "Employee" } }),
      ctx.api.call("put", "/user/disable-user", { token: b.token, body: { userId: a.id, disabled: true } }),
    ]);
    // Exactly one change goes through. The other is refused by the last-administrator rule (409) when both
    // passed sign-in checks before either saved; when one had already saved, the other's caller is no longer
    // an administrator (403) or is disabled (401). Which of these happens depends on timing.
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect([401, 403, 409]).toContain(statuses.find((s) => s !== 200));
    const listed = await ctx.api.call("get", "/user/all", {
      token: (await ctx.api.user("Admin", { company: "Keel Ops" })).token,
      query: { companyId: a.companyId, role: "CorpAdmin", status: "Active" },
    });
    expect(listed.body.page.total).toBe(1);
  });

  it("stops a BU administrator at users who also belong to other units, and at wider roles", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Mixed Co" });
    const a = await ctx.api.unit(corp.companyId, "A");
    const b = await ctx.api.unit(corp.companyId, "B");
    const bu = await ctx.api.user("BUAdmin", { company: "Mixed Co", businessUnitIds: [a.id] });
    const both = await ctx.api.user("Employee", { company: "Mixed Co", businessUnitIds: [a.id, b.id] });
    const onlyA = await ctx.api.user("Employee", { company: "Mixed Co", businessUnitIds: [a.id] });
    const res = await ctx.api.call("put", "/user/disable-user", {
      token: bu.token,
      body: { userId: both.id },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(USER_MESSAGES.unitsOutsideScope);
    const ok = await ctx.api.call("put", "/user/update-role", {
      token: bu.token,
      body: { userId: onlyA.id, role: "BUViewOnly", businessUnitIds: [a.id] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.businessUnits).toEqual([{ id: a.id, name: "A" }]);

    // The list and the detail say which users the caller may change, so Manage Users offers Edit and Disable
    // only there (a BU administrator was offered them on a user of two units, and refused).
    const listed = await ctx.api.call("get", "/user/all", { token: bu.token });
    const canManage = Object.fromEntries(
      listed.body.data.map((u: { id: string; canManage: boolean }) => [u.id, u.canManage]),
    );
    expect(canManage).toEqual({ [bu.id]: false, [both.id]: false, [onlyA.id]: true });
    const detail = await ctx.api.call("get", `/user/detail/${both.id}`, { token: bu.token });
    expect(detail.body.data.canManage).toBe(false);
  });

  it("tells a Corporate Administrator they may not change the System Administrator (list and detail)", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Above Co" });
    const sys = await ctx.api.user("Admin", { company: "Above Co" });
    const emp = await ctx.api.user("Employee", { company: "Above Co" });
    const listed = await ctx.api.call("get", "/user/all", { token: corp.token });
    const canManage = Object.fromEntries(
      listed.body.data.map((u: { id: string; canManage: boolean }) => [u.id, u.canManage]),
    );
    expect(canManage).toMatchObject({ [corp.id]: false, [sys.id]: false, [emp.id]: true });
    expect(
      (await ctx.api.call("get", `/user/detail/${sys.id}`, { token: corp.token })).body.data.canManage,
    ).toBe(false);
    const refused = await ctx.api.call("put", "/user/disable-user", {
      token: corp.token,
      body: { userId: sys.id, disabled: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(USER_MESSAGES.cannotManageUser);
  });
});

describe("validation helpers and pickers", () => {
  it("checks an email is well formed and free, and a password against the rule", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Check Co" });
    const call = (email: string) =>
      ctx.api.call("get", "/user/validate-email", { token: admin.token, query: { email } });
    expect((await call("nobody@nowhere")).body.data).toMatchObject({ valid: false });
    expect((await call(admin.email)).body.data).toMatchObject({ valid: false, message: MESSAGES.emailTaken });
    expect((await call(unique("free"))).body.data).toMatchObject({ valid: true, available: true });
    const weak = await ctx.api.call("post", "/user/validate-password", { body: { password: "password1" } });
    expect(weak.body.data).toEqual({ valid: false, message: MESSAGES.passwordRule });
    const strong = await ctx.api.call("post", "/user/validate-password", {
      body: { password: "Strong#pass1" },
    });
    expect(strong.body.data.valid).toBe(true);
  });

  it("does not tell whether an email has an account in another company (security review finding 15)", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Probe Co" });
    const elsewhere = await ctx.api.user("CorpAdmin", { company: "Victim Probe Co" });
    const res = await ctx.api.call("get", "/user/validate-email", {
      token: admin.token,
      query: { email: elsewhere.email },
    });
    expect(res.body.data).toMatchObject({ valid: true, available: true });
  });

  it("answers an invitation to another company's address like a new one and tells the owner (review finding 15)", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Invite Probe Co" });
    const elsewhere = await ctx.api.user("CorpAdmin", { company: "Invite Victim Co" });
    const fresh = await invite(admin.token, { email: unique("new"), role: "Employee" });
    const taken = await invite(admin.token, { email: elsewhere.email, role: "Employee" });
    expect(fresh.status).toBe(201);
    expect(taken.status).toBe(201);
    expect(Object.keys(taken.body.data).sort()).toEqual(Object.keys(fresh.body.data).sort());
    expect(taken.body.data).toMatchObject({ status: fresh.body.data.status, email: elsewhere.email });
    const note = await ctx.api.outbox(elsewhere.email);
    expect(note.at(-1)?.text).toContain("already has an account. No account was created.");
    // The owner's account is untouched: still in its own company, still signing in.
    const signin = await ctx.api.call("post", "/auth/signin", {
      body: { email: elsewhere.email, password: TEST_PASSWORD },
    });
    expect(signin.body.data.user.companyId).toBe(elsewhere.companyId);
  });

  it("offers pickers only the active people of the caller's company", async () => {
    const lead = await ctx.api.user("BCPLead", { company: "Pick Co" });
    const admin = await ctx.api.user("CorpAdmin", { company: "Pick Co" });
    const gone = await ctx.api.user("Employee", { company: "Pick Co" });
    const stranger = await ctx.api.user("Employee", { company: "Other Pick Co" });
    await ctx.api.call("put", "/user/disable-user", { token: admin.token, body: { userId: gone.id } });
    const picks = await ctx.api.call("get", "/user/users-dropdown-generic", { token: lead.token });
    const ids = picks.body.data.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([lead.id, admin.id]));
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(stranger.id);
    expect(Object.keys(picks.body.data[0]).sort()).toEqual(
      ["email", "id", "name", "profileImage", "role", "roleLabel"].sort(),
    );
    const admins = await ctx.api.call("get", "/user/role-assigned-users", {
      token: lead.token,
      query: { role: "CorpAdmin" },
    });
    expect(admins.body.data.map((u: { id: string }) => u.id)).toEqual([admin.id]);
  });
});

describe("profile", () => {
  it("stores a checked image and refuses other files or oversized ones on the field", async () => {
    const me = await ctx.api.user("Employee", { company: "Profile Co" });
    const ok = await ctx.api.call("put", "/user", {
      token: me.token,
      body: { firstName: "Pat", lastName: "Picture", profileImage: PNG_1PX },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: "Pat Picture", profileImage: PNG_1PX });
    const session = await ctx.api.call("get", "/auth/session", { token: me.token });
    expect(session.body.data.profileImage).toBe(PNG_1PX);

    const disguised = `data:image/png;base64,${Buffer.from("<svg onload=alert(1)>").toString("base64")}`;
    const bad = await ctx.api.call("put", "/user", {
      token: me.token,
      body: { firstName: "Pat", lastName: "Picture", profileImage: disguised },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.profileImage).toBeDefined();
    const big = Buffer.concat([Buffer.from(PNG_1PX.split(",")[1], "base64"), Buffer.alloc(300 * 1024)]);
    const tooBig = await ctx.api.call("put", "/user", {
      token: me.token,
      body: {
        firstName: "Pat",
        lastName: "Picture",
        profileImage: `data:image/png;base64,${big.toString("base64")}`,
      },
    });
    expect(tooBig.status).toBe(400);

    const removed = await ctx.api.call("put", "/user", {
      token: me.token,
      body: { firstName: "Pat", lastName: "Picture", profileImage: null },
    });
    expect(removed.body.data.profileImage).toBeNull();
  });
});
