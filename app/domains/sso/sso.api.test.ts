import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadEnv } from "~/config.server";
import { users } from "~/domains/companies/users-schema.server";
import { createTestApi, TEST_PASSWORD, type TestApi } from "../../../tests/support/api";
import {
  followToCallback,
  type IdpAccount,
  startTestIdp,
  type TestIdp,
} from "../../../tests/support/oidc-provider";
import { setTxtResolver } from "./domain-verification.server";
import { SSO_ERRORS } from "./model";
import { ssoConfigs } from "./schema.server";

process.env.SSO_ENCRYPTION_KEY = "test-only-sso-key";

const CALLBACK = "http://keel.test/api/auth/callback/sso";
let api: TestApi;
let idp: TestIdp;
let admin: Awaited<ReturnType<TestApi["user"]>>;

/** The stub DNS: TXT records "published" per domain (node:dns is never asked in tests). */
const published = new Map<string, string[]>();

beforeAll(async () => {
  setTxtResolver(async (domain) => (published.get(domain) ?? []).map((record) => [record]));
  api = await createTestApi();
  idp = await startTestIdp({ redirectUris: [CALLBACK] });
  admin = await api.user("CorpAdmin", { company: "Contoso" });
});
afterAll(async () => {
  setTxtResolver(null);
  await idp?.close();
  await api?.close();
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  domains: "contoso.example, contoso-labs.example",
  defaultRole: "Employee",
  passwordSignIn: true,
  ...overrides,
});

/** Saves the SSO settings as the holder of `token`, with `overrides` over the defaults. */
const saveSettings = (token: string, overrides: Record<string, unknown> = {}) =>
  api.call("put", "/company/sso", { token, body: settings(overrides) });

/** Saves the settings, then publishes and verifies each claimed domain, as an administrator would. */
async function configure(overrides: Record<string, unknown> = {}, token = admin.token) {
  const res = await saveSettings(token, overrides);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  let data = res.body.data;
  for (const claim of data.domainClaims as { domain: string; txtRecord: string; verified: boolean }[]) {
    if (claim.verified) continue;
    published.set(claim.domain, [claim.txtRecord]);
    const verified = await api.call("post", "/company/sso/verify", { token, body: { domain: claim.domain } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    data = verified.body.data;
  }
  return data;
}

/** Starts sign-in for `email`, plays the browser at the provider, and answers the callback address. */
async function toCallback(email: string, callbackUrl?: string, tamper?: (url: URL) => void) {
  const start = await api.call("post", "/auth/signin/sso", { body: { email, callbackUrl } });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const url = new URL(start.body.data.authorizationUrl);
  tamper?.(url);
  return followToCallback(url.href, CALLBACK);
}

const finish = (callbackUrl: string) => api.call("post", "/auth/callback/sso", { body: { callbackUrl } });

/** Signs in through the provider as `hint`, whose account there is `account`. */
async function signInAs(hint: string, account: IdpAccount) {
  idp.setAccount(hint, account);
  return finish(await toCallback(hint));
}

describe("SSO settings", () => {
  it("stores the client secret encrypted and never answers it", async () => {
    const saved = await configure();
    expect(saved).toMatchObject({
      configured: true,
      issuer: idp.issuer,
      domains: ["contoso-labs.example", "contoso.example"],
      hasClientSecret: true,
      callbackUrl: CALLBACK,
    });
    expect(JSON.stringify(saved)).not.toContain(idp.clientSecret);
    const read = await api.call("get", "/company/sso", { token: admin.token });
    expect(JSON.stringify(read.body)).not.toContain(idp.clientSecret);
    const [row] = await api.db.select().from(ssoConfigs).where(eq(ssoConfigs.companyId, admin.companyId));
    expect(row.clientSecretEncrypted).not.toContain(idp.clientSecret);
    expect(row.clientSecretEncrypted.startsWith("v1.")).toBe(true);
  });

  it("keeps the stored secret when the form leaves it empty", async () => {
    await configure({ clientSecret: "", defaultRole: "BCPLead" });
    const check = await api.call("post", "/company/sso/check", { token: admin.token });
    expect(check.body.data).toEqual({ ok: true, detail: null });
    await configure();
  });

  it("is for Corporate Administrators only", async () => {
    const lead = await api.user("BCPLead", { company: "Contoso" });
    expect((await api.call("get", "/company/sso", { token: lead.token })).status).toBe(403);
    expect((await saveSettings(lead.token)).status).toBe(403);
  });

  it("puts bad input on its fields", async () => {
    const res = await saveSettings(admin.token, {
      issuer: "http://idp.example.com",
      domains: "not a domain",
      defaultRole: "Admin",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(["defaultRole", "domains", "issuer"]);
    // The wrong entry named once, as typed (it was split word by word: "Not a domain name: a, domain, not").
    expect(res.body.error.fields.domains).toEqual([
      '"not a domain" is not a domain name (e.g. example.com).',
    ]);
  });

  it("refuses a domain that another company already uses", async () => {
    const other = await api.user("CorpAdmin", { company: "Fabrikam" });
    const res = await saveSettings(other.token, { domains: "contoso.example" });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.domains[0]).toContain("contoso.example");
    await api.user("Employee", { company: "Acme" });
    const usedByUsers = await saveSettings(other.token, { domains: "acme.example" });
    expect(usedByUsers.status).toBe(400);
    expect(usedByUsers.body.error.fields.domains).toEqual([
      "Users of another company have addresses at acme.example.",
    ]);
    const free = await saveSettings(other.token, { domains: "fabrikam.example" });
    expect(free.status).toBe(200);
  });

  it("gives a domain verified by two companies at once to one of them, and a clear 400 to the other", async () => {
    const a = await api.user("CorpAdmin", { company: "Race A" });
    const b = await api.user("CorpAdmin", { company: "Race B" });
    const body = settings({ domains: "contested.example" });
    const claims = await Promise.all([
      api.call("put", "/company/sso", { token: a.token, body }),
      api.call("put", "/company/sso", { token: b.token, body }),
    ]);
    expect(claims.map((r) => r.status)).toEqual([200, 200]);
    published.set(
      "contested.example",
      claims.map((r) => r.body.data.domainClaims[0].txtRecord),
    );
    const results = await Promise.all(
      [a, b].map((u) =>
        api.call("post", "/company/sso/verify", { token: u.token, body: { domain: "contested.example" } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    published.delete("contested.example");
  });

  it("is each company's own: another company's administrator sees only theirs", async () => {
    const other = await api.user("CorpAdmin", { company: "Globex" });
    const res = await api.call("get", "/company/sso", { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ configured: false, issuer: "", domains: [] });
    expect((await api.call("delete", "/company/sso", { token: other.token })).body.data.removed).toBe(false);
    const mine = await api.call("get", "/company/sso", { token: admin.token });
    expect(mine.body.data.configured).toBe(true);
  });

  it("lists the company's provider for an email of its domain", async () => {
    const res = await api.call("get", "/auth/providers", { query: { email: "kim@contoso.example" } });
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual(["sso", "credentials"]);
    const other = await api.call("get", "/auth/providers", { query: { email: "kim@elsewhere.example" } });
    expect(other.body.data.map((p: { id: string }) => p.id)).toEqual(["credentials"]);
  });
});

describe("signing in through the provider", () => {
  it("creates the user with the default role on first sign-in and lands on the redirect target", async () => {
    const callback = await toCallback("new.hire@contoso.example", "/notifications?tab=all");
    const res = await finish(callback);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.redirectTo).toBe("/notifications?tab=all");
    expect(res.body.data.user).toMatchObject({
      email: "new.hire@contoso.example",
      role: "Employee",
      companyId: admin.companyId,
      firstName: "Sam",
    });
    const session = await api.call("get", "/auth/session", { token: res.body.data.token });
    expect(session.body.data.email).toBe("new.hire@contoso.example");
    const again = await finish(await toCallback("new.hire@contoso.example"));
    expect(again.body.data.user.id).toBe(res.body.data.user.id);
  });

  it("refuses a tampered state", async () => {
    const callback = new URL(await toCallback("kim@contoso.example"));
    callback.searchParams.set("state", `${callback.searchParams.get("state")}x`);
    const res = await finish(callback.href);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: "OAuthState", message: SSO_ERRORS.OAuthState });
  });

  it("refuses a callback used twice", async () => {
    const callback = await toCallback("kim@contoso.example");
    expect((await finish(callback)).status).toBe(200);
    expect((await finish(callback)).body.error.code).toBe("OAuthState");
  });

  it("refuses an ID token with the wrong nonce", async () => {
    const callback = await toCallback("kim@contoso.example", undefined, (url) =>
      url.searchParams.set("nonce", "a-nonce-an-attacker-chose"),
    );
    const res = await finish(callback);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: "OAuthCallback", message: SSO_ERRORS.OAuthCallback });
  });

  it("refuses an expired code", async () => {
    idp.setCodeTtl(1);
    try {
      const callback = await toCallback("kim@contoso.example");
      await new Promise((r) => setTimeout(r, 2100));
      const res = await finish(callback);
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({ code: "OAuthCallback", message: SSO_ERRORS.OAuthCallback });
    } finally {
      idp.setCodeTtl(60);
    }
  });

  it("refuses an account whose email domain is not the company's", async () => {
    const res = await signInAs("mallory@contoso.example", {
      sub: "mallory",
      email: "mallory@evil.example",
      email_verified: true,
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: "OAuthAccountNotLinked",
      message: SSO_ERRORS.OAuthAccountNotLinked,
    });
    const [created] = await api.db.select().from(users).where(eq(users.email, "mallory@evil.example"));
    expect(created).toBeUndefined();
  });

  it("refuses an email that belongs to a user of another company", async () => {
    // Added to another company after Contoso claimed the domain (e.g. by a System Administrator).
    const elsewhere = await api.user("Employee", { company: "Initech", email: "moved@contoso.example" });
    try {
      const res = await finish(await toCallback("moved@contoso.example"));
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("OAuthAccountNotLinked");
    } finally {
      await api.db.delete(users).where(eq(users.id, elsewhere.id));
    }
  });

  it("does not link a password account on an unverified email, and does on a verified one", async () => {
    const pw = await api.user("BCPLead", { company: "Contoso", email: "lena@contoso.example" });
    const refused = await signInAs("lena@contoso.example", {
      sub: "lena",
      email: "lena@contoso.example",
      email_verified: false,
    });
    expect(refused.body.error.code).toBe("OAuthAccountNotLinked");
    const linked = await signInAs("lena@contoso.example", {
      sub: "lena",
      email: "lena@contoso.example",
      email_verified: true,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data.user).toMatchObject({ id: pw.id, role: "BCPLead" });
  });

  it("refuses a disabled user with the spec's message", async () => {
    const first = await finish(await toCallback("gone@contoso.example"));
    await api.db.update(users).set({ disabled: true }).where(eq(users.id, first.body.data.user.id));
    const res = await finish(await toCallback("gone@contoso.example"));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("This user is disabled.");
  });

  it("refuses a redirect target off this site, and a callback on another path", async () => {
    const start = await api.call("post", "/auth/signin/sso", {
      body: { email: "kim@contoso.example", callbackUrl: "https://evil.example/" },
    });
    expect(start.status).toBe(400);
    expect(start.body.error).toMatchObject({
      code: "InvalidCallbackUrl",
      message: SSO_ERRORS.InvalidCallbackUrl,
    });
    const res = await finish("http://keel.test/api/auth/callback/elsewhere?code=x&state=y");
    expect(res.body.error.code).toBe("InvalidCallbackUrl");
  });

  it("says when no provider is set up for the email's domain", async () => {
    const res = await api.call("post", "/auth/signin/sso", { body: { email: "kim@nowhere.example" } });
    expect(res.status).toBe(404);
    expect(res.body.error.fields.email).toEqual([SSO_ERRORS.NoProvider]);
  });

  it("says when the provider cannot be reached, and records a wrong secret for the admins", async () => {
    await configure({ issuer: "http://127.0.0.1:9" });
    const down = await api.call("post", "/auth/signin/sso", { body: { email: "kim@contoso.example" } });
    expect(down.status).toBe(503);
    expect(down.body.error.message).toBe(SSO_ERRORS.ProviderUnreachable);

    await configure({ clientSecret: "not-the-secret" });
    const res = await finish(await toCallback("kim@contoso.example"));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: "Configuration", message: SSO_ERRORS.Configuration });
    const read = await api.call("get", "/company/sso", { token: admin.token });
    expect(read.body.data.lastError).toContain("invalid_client");
    await configure();
  });

  it("refuses password sign-in when the company turned it off, except for its administrators", async () => {
    const employee = await api.user("Employee", { company: "Contoso", email: "pat@contoso.example" });
    await configure({ passwordSignIn: false });
    try {
      const refused = await api.call("post", "/auth/signin", {
        body: { email: employee.email, password: TEST_PASSWORD },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(SSO_ERRORS.SsoRequired);
      const adminSignIn = await api.call("post", "/auth/signin", {
        body: { email: admin.email, password: TEST_PASSWORD },
      });
      expect(adminSignIn.status).toBe(200);
      const providers = await api.call("get", "/auth/providers", { query: { email: employee.email } });
      expect(providers.body.data.map((p: { id: string }) => p.id)).toEqual(["sso"]);
    } finally {
      await configure();
    }
  });

  it("re-encrypts a secret under the new key after a rotation", async () => {
    const [before] = await api.db.select().from(ssoConfigs).where(eq(ssoConfigs.companyId, admin.companyId));
    process.env.SSO_ENCRYPTION_KEY_PREVIOUS = process.env.SSO_ENCRYPTION_KEY;
    process.env.SSO_ENCRYPTION_KEY = "the-next-sso-key";
    reloadEnv();
    try {
      const res = await finish(await toCallback("kim@contoso.example"));
      expect(res.status).toBe(200);
      const [after] = await api.db.select().from(ssoConfigs).where(eq(ssoConfigs.companyId, admin.companyId));
      expect(after.clientSecretEncrypted.split(".")[1]).not.toBe(before.clientSecretEncrypted.split(".")[1]);
    } finally {
      process.env.SSO_ENCRYPTION_KEY = "test-only-sso-key";
      delete process.env.SSO_ENCRYPTION_KEY_PREVIOUS;
      reloadEnv();
      await configure();
    }
  });

  it("once removed, the domain signs in with passwords again and SSO users keep their accounts", async () => {
    const sso = await finish(await toCallback("stays@contoso.example"));
    expect(sso.status).toBe(200);
    const removed = await api.call("delete", "/company/sso", { token: admin.token });
    expect(removed.body.data).toEqual({ removed: true });
    const providers = await api.call("get", "/auth/providers", { query: { email: "stays@contoso.example" } });
    expect(providers.body.data.map((p: { id: string }) => p.id)).toEqual(["credentials"]);
    const start = await api.call("post", "/auth/signin/sso", { body: { email: "stays@contoso.example" } });
    expect(start.status).toBe(404);
    const [user] = await api.db.select().from(users).where(eq(users.id, sso.body.data.user.id));
    expect(user.email).toBe("stays@contoso.example");
    await configure();
  });
});

describe("email domains must be proved (security review findings 1 and 5)", () => {
  it("routes no sign-in to a company's provider until it proves the domain with a DNS TXT record", async () => {
    const squatter = await api.user("CorpAdmin", { company: "Squatter" });
    const res = await saveSettings(squatter.token, { domains: "victim-corp.example" });
    expect(res.status).toBe(200);
    const [claim] = res.body.data.domainClaims;
    expect(claim).toMatchObject({ domain: "victim-corp.example", verified: false });
    expect(claim.txtRecord).toMatch(/^keel-domain-verification=[0-9a-f]{32}$/);
    // Not proved: the email's domain offers passwords only, and starting SSO finds no provider.
    const providers = await api.call("get", "/auth/providers", {
      query: { email: "ceo@victim-corp.example" },
    });
    expect(providers.body.data.map((p: { id: string }) => p.id)).toEqual(["credentials"]);
    const start = await api.call("post", "/auth/signin/sso", { body: { email: "ceo@victim-corp.example" } });
    expect(start.body.error.code).toBe("NoProvider");
    const verify = await api.call("post", "/company/sso/verify", {
      token: squatter.token,
      body: { domain: "victim-corp.example" },
    });
    expect(verify.status).toBe(400);
    expect(verify.body.error.fields.domain[0]).toContain(claim.txtRecord);
    // The real owner claims the same domain, publishes its record and gets it; the squatter never can.
    const owner = await api.user("CorpAdmin", { company: "Victim Corp" });
    await configure({ domains: "victim-corp.example" }, owner.token);
    const later = await api.call("post", "/company/sso/verify", {
      token: squatter.token,
      body: { domain: "victim-corp.example" },
    });
    expect(later.status).toBe(400);
    const routed = await api.call("get", "/auth/providers", { query: { email: "ceo@victim-corp.example" } });
    expect(routed.body.data[0].name).toBe("Victim Corp single sign-on");
  });

  it("never signs in or links the System Administrator, nor a password account older than the proof", async () => {
    const corp = await api.user("CorpAdmin", { company: "Takeover" });
    const sysadmin = await api.user("Admin", { company: "Takeover", email: "root@takeover.example" });
    const colleague = await api.user("CorpAdmin", { company: "Takeover", email: "cfo@takeover.example" });
    // Even a company that controls the domain and runs the provider asserting the email as verified:
    await configure({ domains: "takeover.example" }, corp.token);
    const admin = await signInAs("root@takeover.example", {
      sub: "evil-root",
      email: "root@takeover.example",
      email_verified: true,
    });
    expect(admin.status).toBe(403);
    expect(admin.body.error.code).toBe("OAuthAccountNotLinked");
    const older = await signInAs("cfo@takeover.example", {
      sub: "evil-cfo",
      email: "cfo@takeover.example",
      email_verified: true,
    });
    expect(older.body.error.code).toBe("OAuthAccountNotLinked");
    // Their passwords still work; no identity was linked.
    for (const u of [sysadmin, colleague]) {
      const signin = await api.call("post", "/auth/signin", {
        body: { email: u.email, password: TEST_PASSWORD },
      });
      expect(signin.status).toBe(200);
    }
  });
});
