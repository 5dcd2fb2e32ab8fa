import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ssoDomains } from "~/domains/sso/schema.server";
import { auditLog } from "~/platform/audit/schema.server";
import { messages } from "~/platform/messages/schema.server";
import { createTestApi, type TestApi } from "../../../tests/support/api";
import { testApiFixture } from "../../../tests/support/fixture";
import { assignTeam, publishedIncident } from "../../../tests/support/incidents";
import { sendAreYouSafe, sentEarlier } from "../../../tests/support/messaging";
import { QUOTA_MESSAGES, UNVERIFIED_MESSAGES_PER_DAY } from "./quota.server";

// Issue 31 item 5, review N4 and N5: an unverified company is an untrusted sender (a small daily quota), SMS and calls
// reach only the countries and number ranges the company allows, and racing sends cannot pass the quota.

type User = Awaited<ReturnType<TestApi["user"]>>;

const ctx = testApiFixture();

async function queuedSince(companyId: string, since: Date) {
  const rows = await ctx.api.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.companyId, companyId), gt(messages.createdAt, since)));
  return rows.length;
}

/** A published incident whose response team is `size` users: a message to it by email is `size` copies. */
async function incidentWithTeam(t: TestApi, admin: User, company: string, size = 1) {
  const [coordinator, ...others] = await Promise.all(
    Array.from({ length: size }, () => t.user("BUAdmin", { company })),
  );
  const { id } = await publishedIncident(t, admin.token);
  const team = await assignTeam(t, admin.token, id, {
    responseCoordinatorId: coordinator.id,
    members: others.map((u) => ({ userId: u.id, role: "MEMBER" })),
  });
  expect(team.status, JSON.stringify(team.body)).toBe(200);
  return id;
}

const sendToTeam = (t: TestApi, token: string, incidentId: string, n = 0) =>
  t.call("post", `/incident/${incidentId}/messages`, {
    token,
    body: {
      template: "information",
      subject: `Update ${n}`,
      body: "The depot is closed today.",
      audiences: ["response_team"],
      channels: ["email"],
    },
  });

describe("unverified companies are untrusted senders", () => {
  it("refuses an unverified company past its small daily quota, saying why and what to do on the form's field", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Fresh Signup Ltd" });
    const incidentId = await incidentWithTeam(ctx.api, admin, "Fresh Signup Ltd");
    await ctx.api.db.delete(messages).where(eq(messages.companyId, admin.companyId));
    await sentEarlier(ctx.api, admin.companyId, UNVERIFIED_MESSAGES_PER_DAY);
    const before = new Date(Date.now() - 1000);

    const refused = await sendToTeam(ctx.api, admin.token, incidentId);
    expect(refused.status).toBe(429);
    const message = `${QUOTA_MESSAGES.messagesSpent(UNVERIFIED_MESSAGES_PER_DAY)} ${QUOTA_MESSAGES.unverified}`;
    expect(refused.body.error.fields.audiences).toEqual([message]);
    expect(message).toContain("Verify your email domain");
    expect(await queuedSince(admin.companyId, before)).toBe(0);

    // Its administrators see the quota, what is used and that it is not verified.
    const company = await ctx.api.call("get", "/company", { token: admin.token });
    expect(company.body.data.sending).toMatchObject({
      verified: false,
      verifiedBy: null,
      limit: UNVERIFIED_MESSAGES_PER_DAY,
      usedToday: UNVERIFIED_MESSAGES_PER_DAY,
    });
    // Employees do not.
    const employee = await ctx.api.user("Employee", { company: "Fresh Signup Ltd" });
    const seen = await ctx.api.call("get", "/company", { token: employee.token });
    expect(seen.body.data.sending).toBeUndefined();
  });

  it("verifies a company whose email domain is proven by SSO domain verification: the small quota no longer applies", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Proven Domain Ltd" });
    const incidentId = await incidentWithTeam(ctx.api, admin, "Proven Domain Ltd");
    await ctx.api.db.delete(messages).where(eq(messages.companyId, admin.companyId));
    await sentEarlier(ctx.api, admin.companyId, UNVERIFIED_MESSAGES_PER_DAY);
    // A claim alone proves nothing.
    await ctx.api.db
      .insert(ssoDomains)
      .values({ domain: "proven-domain.example", companyId: admin.companyId });
    expect((await sendToTeam(ctx.api, admin.token, incidentId)).status).toBe(429);

    // The DNS TXT proof (what POST /company/sso/verify records) makes it a verified sender.
    await ctx.api.db
      .update(ssoDomains)
      .set({ verifiedAt: new Date() })
      .where(eq(ssoDomains.companyId, admin.companyId));
    const sent = await sendToTeam(ctx.api, admin.token, incidentId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const company = await ctx.api.call("get", "/company", { token: admin.token });
    expect(company.body.data.sending).toMatchObject({ verified: true, verifiedBy: "domain", limit: 5000 });
  });

  it("lets only a System Administrator confirm a company as verified, audited", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Confirmed Ltd" });
    const sysadmin = await ctx.api.user("Admin", { company: "Keel Operations" });
    const incidentId = await incidentWithTeam(ctx.api, admin, "Confirmed Ltd");
    await ctx.api.db.delete(messages).where(eq(messages.companyId, admin.companyId));
    await sentEarlier(ctx.api, admin.companyId, UNVERIFIED_MESSAGES_PER_DAY);

    // The company's own administrator may not vouch for it.
    const self = await ctx.api.call("post", `/company/detail/${admin.companyId}/verify`, {
      token: admin.token,
    });
    expect(self.status).toBe(403);
    const listed = await ctx.api.call("get", "/company/all", { token: sysadmin.token });
    expect(listed.body.data.find((c: { id: string }) => c.id === admin.companyId)).toMatchObject({
      verified: false,
    });

    const confirmed = await ctx.api.call("post", `/company/detail/${admin.companyId}/verify`, {
      token: sysadmin.token,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.sending).toMatchObject({ verified: true, verifiedBy: "administrator" });
    const trail = await ctx.api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, admin.companyId), eq(auditLog.action, "verified")));
    expect(trail).toHaveLength(1);
    expect(trail[0].actorId).toBe(sysadmin.id);

    expect((await sendToTeam(ctx.api, admin.token, incidentId)).status).toBe(201);
    const after = await ctx.api.call("get", "/company/all", { token: sysadmin.token });
    expect(after.body.data.find((c: { id: string }) => c.id === admin.companyId)).toMatchObject({
      verified: true,
    });
  });
});

describe("SMS and calls reach only the numbers the company allows", () => {
  /** A company with one site in the United Kingdom and one impacted person at it, reachable on `mobile`. */
  async function companyWithPerson(company: string, mobile: string) {
    const admin = await ctx.api.user("CorpAdmin", { company });
    const site = await ctx.api.call("post", "/asset", {
      token: admin.token,
      body: {
        name: `Depot ${company}`,
        type: "site",
        lat: 53.48,
        lng: -2.24,
        city: "Manchester",
        country: "United Kingdom",
      },
    });
    expect(site.status, JSON.stringify(site.body)).toBe(201);
    const person = await ctx.api.call("post", "/people", {
      token: admin.token,
      body: {
        type: "employee",
        firstName: "Pat",
        lastName: "Reach",
        email: `pat@${company.toLowerCase().replace(/\W+/g, "-")}.example`,
        mobile,
        homeAssetId: site.body.data.asset.id,
      },
    });
    expect(person.status, JSON.stringify(person.body)).toBe(201);
    const { id } = await publishedIncident(ctx.api, admin.token, { lat: 53.48, long: -2.24, viewRadius: 5 });
    return { admin, incidentId: id };
  }

  const sms = (token: string, incidentId: string) =>
    sendAreYouSafe(ctx.api, token, incidentId, {
      audiences: ["impacted_people"],
      channels: ["email", "sms"],
    });

  async function allow(admin: User, callingCodes: string) {
    const current = await ctx.api.call("get", "/company", { token: admin.token });
    const saved = await ctx.api.call("put", "/company", {
      token: admin.token,
      headers: { "if-match": String(current.body.data.editVersions.profile) },
      body: { name: current.body.data.name, settings: { ...current.body.data.settings, callingCodes } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body.data;
  }

  it("texts a number in the company's own country by default", async () => {
    const { admin, incidentId } = await companyWithPerson("Home Country Ltd", "+44 161 555 0101");
    const sent = await sms(admin.token, incidentId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await ctx.api.outbox("+44 161 555 0101")).toHaveLength(1);
  });

  it("refuses a premium-rate number, naming it on the channels field, even with its country allowed, until its range is listed", async () => {
    const { admin, incidentId } = await companyWithPerson("Premium Target Ltd", "+1 900 555 0199");
    const before = new Date(Date.now() - 1000);
    const refused = await sms(admin.token, incidentId);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.channels).toEqual([QUOTA_MESSAGES.premium("+1 900 555 0199")]);
    expect(await queuedSince(admin.companyId, before)).toBe(0);

    await allow(admin, "+44, +1");
    expect((await sms(admin.token, incidentId)).status).toBe(400);
    const settings = await allow(admin, "+44, +1900");
    expect(settings.sending.callingCodes).toEqual(["44", "1900"]);
    expect((await sms(admin.token, incidentId)).status).toBe(201);
  });

  it.each([
    ["a UK premium number", "+44 909 879 0000", "premium"],
    ["a UK shared-revenue number", "+44 871 234 5678", "premium"],
    ["a UK personal number", "+44 70 1234 5678", "premium"],
    ["an international network number", "+882 1234 5678", "premium"],
    ["a number in another country", "+33 6 12 34 56 78", "country"],
  ] as const)("refuses %s unless the company allows it", async (_, number, why) => {
    const { admin, incidentId } = await companyWithPerson(`Refusing ${number} Ltd`, number);
    const refused = await sms(admin.token, incidentId);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.channels).toEqual([QUOTA_MESSAGES[why](number)]);
  });

  it("refuses a calling code that does not exist on the Company form's field", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Typo Ltd" });
    const current = await ctx.api.call("get", "/company", { token: admin.token });
    const saved = await ctx.api.call("put", "/company", {
      token: admin.token,
      headers: { "if-match": String(current.body.data.editVersions.profile) },
      body: { name: "Typo Ltd", settings: { ...current.body.data.settings, callingCodes: "+44, +999" } },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.error.fields["settings.callingCodes"][0]).toContain("+999 is not a calling code");
  });
});

describe("the daily quota under racing sends", () => {
  const LIMIT = 30;
  let small: TestApi;
  beforeAll(async () => {
    small = await createTestApi({ messagesPerDay: LIMIT });
  });
  afterAll(() => small.close());

  it(`never queues more than the quota when 10 sends race (each 4 copies, quota ${LIMIT})`, async () => {
    // Unverified: a verified company's alerts go past its limit by design (quota-overrun.api.test.ts).
    const admin = await small.user("CorpAdmin", { company: "Racing Ltd" });
    const incidentId = await incidentWithTeam(small, admin, "Racing Ltd", 4);
    await small.db.delete(messages).where(eq(messages.companyId, admin.companyId));

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendToTeam(small, admin.token, incidentId, i)),
    );
    const statuses = answers.map((a) => a.status).sort();
    const queued = (
      await small.db.select({ id: messages.id }).from(messages).where(eq(messages.companyId, admin.companyId))
    ).length;
    expect(queued).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((s) => s === 201)).toHaveLength(Math.floor(LIMIT / 4));
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - Math.floor(LIMIT / 4));
    expect(queued).toBe(Math.floor(LIMIT / 4) * 4);
  });
});
