import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../../tests/support/api";
import { makePlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";
import { hazardFixture } from "../../../tests/support/incidents";
import { CLIENT_LOG_LIMIT, CLIENT_LOG_MAX_BYTES } from "./client-log.server";

/** Spec §7 Authentication (csrf, form-encoded sign-in, session update, _log) and §3 session user fields. */

const ctx = testApiFixture();

const FORM = "application/x-www-form-urlencoded";
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function csrf() {
  const res = await ctx.api.call("get", "/auth/csrf");
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  return { token: res.body.data.csrfToken as string, cookie };
}

describe("form-encoded sign-in with csrfToken and callbackUrl", () => {
  it("signs in with the token /auth/csrf issued and answers the local callbackUrl", async () => {
    const u = await ctx.api.user("CorpAdmin");
    const { token, cookie } = await csrf();
    expect(cookie).toMatch(/^keel_api_csrf=/);
    const res = await ctx.api.call("post", "/auth/signin", {
      headers: { "content-type": FORM, cookie },
      body: form({ email: u.email, password: TEST_PASSWORD, csrfToken: token, callbackUrl: "/incidents" }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.redirectTo).toBe("/incidents");
    expect(res.body.data.user.sessionToken).toBe(res.body.data.token);
  });

  it("refuses a form without the browser's token, and an off-site callbackUrl", async () => {
    const u = await ctx.api.user("CorpAdmin");
    const { cookie } = await csrf();
    const forged = await ctx.api.call("post", "/auth/signin", {
      headers: { "content-type": FORM, cookie },
      body: form({ email: u.email, password: TEST_PASSWORD, csrfToken: "guessed" }),
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error.fields.csrfToken).toBeDefined();
    const offSite = await ctx.api.call("post", "/auth/signin", {
      body: { email: u.email, password: TEST_PASSWORD, callbackUrl: "https://evil.example/" },
    });
    expect(offSite.status).toBe(400);
    expect(offSite.body.error.code).toBe("InvalidCallbackUrl");
  });

  it("takes the callback form-encoded too (no 415)", async () => {
    const { token, cookie } = await csrf();
    const res = await ctx.api.call("post", "/auth/callback/sso", {
      headers: { "content-type": FORM, cookie },
      body: form({ callbackUrl: "http://keel.test/api/auth/callback/sso?state=none", csrfToken: token }),
    });
    expect(res.status).not.toBe(415);
    expect(res.body.error.code).toBe("OAuthState");
  });
});

describe("the session user and its update", () => {
  it("carries the spec's profileImgURL and sessionToken besides profileImage", async () => {
    const u = await ctx.api.user("Employee");
    const res = await ctx.api.call("get", "/auth/session", { token: u.token });
    expect(res.body.data).toMatchObject({ profileImgURL: null, profileImage: null, sessionToken: u.token });
  });

  it("updates the names with csrfToken and data, and refuses other fields", async () => {
    const u = await ctx.api.user("BCPLead");
    const { token, cookie } = await csrf();
    const res = await ctx.api.call("post", "/auth/session", {
      token: u.token,
      headers: { "content-type": FORM, cookie },
      body: form({ csrfToken: token, data: JSON.stringify({ firstName: "Nadia" }) }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: "Nadia", lastName: "Tester" });
    expect((await ctx.api.call("get", "/auth/session", { token: u.token })).body.data.firstName).toBe(
      "Nadia",
    );
    const bad = await ctx.api.call("post", "/auth/session", {
      token: u.token,
      body: { data: { role: "Admin" } },
    });
    expect(bad.status).toBe(400);
    expect((await ctx.api.call("get", "/auth/session", { token: u.token })).body.data.role).toBe("BCPLead");
  });
});

describe("client error reports (/auth/_log)", () => {
  it("accepts a report, refuses an oversized one, and limits the rate", async () => {
    const u = await ctx.api.user("Employee");
    const ok = await ctx.api.call("post", "/auth/_log", { token: u.token, body: { message: "Map failed" } });
    expect(ok.status).toBe(200);
    const big = await ctx.api.call("post", "/auth/_log", {
      token: u.token,
      body: { message: "x".repeat(CLIENT_LOG_MAX_BYTES + 10) },
    });
    expect(big.status).toBe(413);
    let last = 0;
    for (let i = 0; i < CLIENT_LOG_LIMIT + 1; i++) {
      last = (await ctx.api.call("post", "/auth/_log", { token: u.token, body: { message: `n${i}` } }))
        .status;
    }
    expect(last).toBe(429);
  });
});

describe("catalogue paths that were missing", () => {
  it("raises an ad hoc incident as a draft, or published at once; nothing is left by a refused one", async () => {
    const u = await ctx.api.user("CorpAdmin", { company: "Adhoc" });
    const { categoryId, hazardId } = await hazardFixture(ctx.api, u.token);
    const body = {
      hazardCategoryId: categoryId,
      hazardId,
      lat: 51.5,
      long: -0.1,
      viewRadius: 3,
      title: "Gas leak",
      impact: "High",
      adhocProcessNames: ["Evacuate"],
    };
    const draft = await ctx.api.call("post", "/incident/adhocIncident", { token: u.token, body });
    expect(draft.status).toBe(201);
    expect(draft.body.data).toMatchObject({ isDraft: true, title: "Gas leak" });
    const direct = await ctx.api.call("post", "/incident/adhocIncident/direct", { token: u.token, body });
    expect(direct.status).toBe(201);
    expect(direct.body.data.isDraft).toBe(false);
    const before = (await ctx.api.call("get", "/incident/drafts", { token: u.token })).body.data.length;
    const other = await hazardFixture(ctx.api, u.token);
    const refused = await ctx.api.call("post", "/incident/adhocIncident", {
      token: u.token,
      body: { ...body, hazardId: other.hazardId },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.hazardId).toBeDefined();
    expect((await ctx.api.call("get", "/incident/drafts", { token: u.token })).body.data.length).toBe(before);
    const filtered = await ctx.api.call("get", "/incident/filtered", {
      token: u.token,
      query: { impact: "High" },
    });
    expect(filtered.body.data.map((i: { id: string }) => i.id)).toEqual([direct.body.data.id]);
  });

  it("lists a business unit's processes; another company's unit answers 404", async () => {
    const u = await ctx.api.user("CorpAdmin", { company: "Units" });
    const stranger = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
    const { unit } = await makeUnit(ctx.api, u.companyId);
    const unitProcesses = (token: string) =>
      ctx.api.call("get", "/bcpProcess/businessUnit", { token, query: { businessUnitId: unit.id } });
    const mine = await unitProcesses(u.token);
    expect(mine.status).toBe(200);
    expect(mine.body.businessUnit.name).toBe(unit.name);
    const theirs = await unitProcesses(stranger.token);
    expect(theirs.status).toBe(404);
  });
});

describe("sending a whole plan with sections Not Started", () => {
  it("is refused, naming the sections Not Started (issue 32: a plan is ready before it is approved)", async () => {
    const u = await ctx.api.user("CorpAdmin", { company: "Warn" });
    const approver = await ctx.api.user("CorpAdmin", { company: "Warn" });
    const { unit } = await makeUnit(ctx.api, u.companyId, "Warehouse");
    const plan = await makePlan(ctx.api, u.token, { businessUnitId: unit.id, bcLeadId: u.id });
    const service = await makeService(ctx.api, u.token, plan.id);
    await makeProcess(ctx.api, u.token, service.id);
    const sent = await ctx.api.call("put", "/bcp/approvalStatus", {
      token: u.token,
      body: { bcpId: plan.id, section: "overall", approverId: approver.id },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(400);
    for (const label of ["Business Impact Analysis", "Risk Assessment", "Executive Summary"])
      expect(sent.body.error.message).toContain(label);
    expect(sent.body.error.message).not.toContain("Services");
  });
});
