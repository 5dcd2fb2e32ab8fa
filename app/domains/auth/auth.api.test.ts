import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "~/shared/messages";
import { TEST_PASSWORD } from "../../../tests/support/api";
import { testApiFixture } from "../../../tests/support/fixture";
import { loginAttempts } from "./schema.server";

const ctx = testApiFixture();

const signup = (overrides: Record<string, unknown> = {}) => ({
  companyName: "Northwind",
  firstName: "Nora",
  lastName: "North",
  email: `nora.${Math.random().toString(36).slice(2, 7)}@northwind.example`,
  password: "Strong!pass9",
  confirmPassword: "Strong!pass9",
  ...overrides,
});

describe("sign-up and sign-in", () => {
  it("creates a company whose first user is its Corporate Administrator, once the emailed link is used", async () => {
    const body = signup();
    const asked = await ctx.api.call("post", "/auth/signup", { body });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toEqual({
      emailSent: true,
      email: body.email,
      message: MESSAGES.signupEmailSent,
    });
    // Nothing exists until the address's owner uses the link.
    const early = await ctx.api.call("post", "/auth/signin", {
      body: { email: body.email, password: body.password },
    });
    expect(early.status).toBe(401);
    const [mail] = await ctx.api.outbox(body.email);
    const token = /\/signup\/confirm\?token=([\w-]+)/.exec(mail.text)![1];
    const peek = await ctx.api.call("get", "/auth/signup/confirm", { query: { token } });
    expect(peek.body.data).toMatchObject({ email: body.email, companyName: "Northwind" });
    const res = await ctx.api.call("post", "/auth/signup/confirm", { body: { token } });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ email: body.email, role: "CorpAdmin", firstName: "Nora" });
    const session = await ctx.api.call("get", "/auth/session", { token: res.body.data.token });
    expect(session.status).toBe(200);
    expect(session.body.data.email).toBe(body.email);
    // The link works once.
    const again = await ctx.api.call("post", "/auth/signup/confirm", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(MESSAGES.signupLinkInvalid);
  });

  it("refuses an expired sign-up link", async () => {
    const body = signup();
    await ctx.api.call("post", "/auth/signup", { body });
    const token = /token=([\w-]+)/.exec((await ctx.api.outbox(body.email))[0].text)![1];
    ctx.api.setNow(new Date(Date.now() + 25 * 3_600_000));
    const res = await ctx.api.call("post", "/auth/signup/confirm", { body: { token } });
    ctx.api.setNow(null);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("SIGNUP_LINK_INVALID");
  });

  it("refuses a weak password and a malformed email on their fields", async () => {
    const res = await ctx.api.call("post", "/auth/signup", {
      body: signup({ email: "nora@northwind", password: "weak", confirmPassword: "weak" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.fields.email).toContain(MESSAGES.emailInvalid);
    expect(res.body.error.fields.password).toContain(MESSAGES.passwordRule);
  });

  it("answers a sign-up with a taken email exactly as a new one, and tells the owner instead (finding 15)", async () => {
    const owner = await ctx.api.user("BCPLead", { company: "Owner Co" });
    const fresh = signup();
    const taken = signup({ email: owner.email.toUpperCase() });
    const a = await ctx.api.call("post", "/auth/signup", { body: fresh });
    const b = await ctx.api.call("post", "/auth/signup", { body: taken });
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual({ data: { ...a.body.data, email: taken.email.toLowerCase() } });
    // Same work: one email to the address either way; the owner's carries no link that makes an account.
    const [toNew] = await ctx.api.outbox(fresh.email);
    const toOwner = await ctx.api.outbox(owner.email);
    expect(toNew.text).toMatch(/\/signup\/confirm\?token=/);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0].subject).toBe("Someone tried to sign up to Keel with your address");
    expect(toOwner[0].text).toContain("http://keel.test/login");
    expect(toOwner[0].text).not.toMatch(/token=/);
    // The owner's account is untouched: their password still signs in, the attempt's does not.
    const mine = await ctx.api.call("post", "/auth/signin", {
      body: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(mine.status).toBe(200);
    const theirs = await ctx.api.call("post", "/auth/signin", {
      body: { email: owner.email, password: taken.password },
    });
    expect(theirs.status).toBe(401);
  });

  it("spends a password hash on a taken email as on a new one (timing, medians with a generous bound)", async () => {
    const owner = await ctx.api.user("BCPLead", { company: "Owner Co" });
    const timed = async (body: Record<string, unknown>) => {
      const t0 = performance.now();
      await ctx.api.call("post", "/auth/signup", {
        body,
        headers: { "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250)}` },
      });
      return performance.now() - t0;
    };
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 5; i++) {
      fresh.push(await timed(signup()));
      taken.push(await timed(signup({ email: owner.email })));
    }
    // A scrypt hash (tens of ms) dominates both; a path without it would be several times faster.
    expect(median(taken)).toBeGreaterThan(median(fresh) / 3);
    expect(median(fresh)).toBeGreaterThan(median(taken) / 3);
  });

  it("answers a wrong password with 401 and the error on the password field", async () => {
    const u = await ctx.api.user("BCPLead");
    const res = await ctx.api.call("post", "/auth/signin", {
      body: { email: u.email, password: "Wrong!pass1" },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({
      code: "INVALID_CREDENTIALS",
      fields: { password: [MESSAGES.invalidCredentials] },
    });
  });

  it("refuses a disabled user with the spec's message, at sign-in and on an open session", async () => {
    const u = await ctx.api.user("Employee");
    const { users } = await import("~/domains/companies/users-schema.server");
    const { eq } = await import("drizzle-orm");
    await ctx.api.db.update(users).set({ disabled: true }).where(eq(users.id, u.id));
    const signin = await ctx.api.call("post", "/auth/signin", {
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expect(signin.status).toBe(403);
    expect(signin.body.error.message).toBe("This user is disabled.");
    const session = await ctx.api.call("get", "/auth/session", { token: u.token });
    expect(session.status).toBe(403);
    expect(session.body.error.message).toBe("This user is disabled.");
  });

  it("locks an account after 5 failures, even for the right password, and says so", async () => {
    const u = await ctx.api.user("BCPLead");
    for (let i = 0; i < 5; i++) {
      const res = await ctx.api.call("post", "/auth/signin", {
        body: { email: u.email, password: "Wrong!pass1" },
      });
      expect(res.status).toBe(401);
    }
    const locked = await ctx.api.call("post", "/auth/signin", {
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(MESSAGES.tooManyAttempts);
    ctx.api.setNow(new Date(Date.now() + 16 * 60_000));
    const later = await ctx.api.call("post", "/auth/signin", {
      body: { email: u.email, password: TEST_PASSWORD },
    });
    ctx.api.setNow(null);
    expect(later.status).toBe(200);
  });

  it("limits failures per client address across accounts", async () => {
    const headers = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < 30; i++) {
      await ctx.api.call("post", "/auth/signin", {
        headers,
        body: { email: `nobody${i}@x.example`, password: "Wrong!pass1" },
      });
    }
    const u = await ctx.api.user("BCPLead");
    const res = await ctx.api.call("post", "/auth/signin", {
      headers,
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(429);
  });
});

describe("throttling keyed on the address the trusted proxy saw (security review findings 11 and 14)", () => {
  it("takes the right-most X-Forwarded-For entry: rotating the client-written left entries does not escape", async () => {
    for (let i = 0; i < 30; i++) {
      const res = await ctx.api.call("post", "/auth/signin", {
        headers: { "x-forwarded-for": `198.51.100.${i}, 192.0.2.44` },
        body: { email: `rot${i % 9}@nowhere.example`, password: "Wrong!pass1" },
      });
      expect(res.status).toBe(401);
    }
    const next = await ctx.api.call("post", "/auth/signin", {
      headers: { "x-forwarded-for": "198.51.100.250, 192.0.2.44" },
      body: { email: "rot1@nowhere.example", password: "Wrong!pass1" },
    });
    expect(next.status).toBe(429);
    // A client that writes someone else's address on the left is still counted as itself.
    const other = await ctx.api.call("post", "/auth/signin", {
      headers: { "x-forwarded-for": "192.0.2.44, 192.0.2.45" },
      body: { email: "rot1@nowhere.example", password: "Wrong!pass1" },
    });
    expect(other.status).toBe(401);
    // 31 sign-ins, each a full scrypt check: on a busy 2-core machine that is more than the default 30 s.
  }, 120_000);

  it("slows down the client that fails on an account, never the account's owner elsewhere", async () => {
    const u = await ctx.api.user("BCPLead");
    const attacker = { "x-forwarded-for": "192.0.2.66" };
    for (let i = 0; i < 5; i++) {
      await ctx.api.call("post", "/auth/signin", {
        headers: attacker,
        body: { email: u.email, password: "Wrong!pass1" },
      });
    }
    const blocked = await ctx.api.call("post", "/auth/signin", {
      headers: attacker,
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    const owner = await ctx.api.call("post", "/auth/signin", {
      headers: { "x-forwarded-for": "192.0.2.77" },
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expect(owner.status).toBe(200);
  });

  it("caps failed sign-ins of clients without an address with one global ceiling per minute", async () => {
    // One frozen minute (a fresh window): the loop takes longer than a minute on a busy machine.
    const start = new Date(Date.now() + 10 * 60_000);
    ctx.api.setNow(start);
    for (let i = 0; i < 100; i++) {
      await ctx.api.call("post", "/auth/signin", {
        body: { email: `spray${i}@nowhere.example`, password: "Wrong!pass1" },
      });
    }
    const capped = await ctx.api.call("post", "/auth/signin", {
      body: { email: "spray0@nowhere.example", password: "Wrong!pass1" },
    });
    expect(capped.status).toBe(429);
    ctx.api.setNow(new Date(start.getTime() + 2 * 60_000));
    const later = await ctx.api.call("post", "/auth/signin", {
      body: { email: "spray-late@nowhere.example", password: "Wrong!pass1" },
    });
    ctx.api.setNow(null);
    expect(later.status).toBe(401);
    // The ceiling holds until a minute after the frozen clock: lift it for the tests that follow.
    await ctx.api.db.delete(loginAttempts);
  }, 240_000);

  it("limits sign-ups and password recovery per client", async () => {
    const headers = { "x-forwarded-for": "192.0.2.88" };
    for (let i = 0; i < 10; i++) {
      const res = await ctx.api.call("post", "/auth/signup", { headers, body: signup() });
      expect(res.status).toBe(201);
    }
    const eleventh = await ctx.api.call("post", "/auth/signup", { headers, body: signup() });
    expect(eleventh.status).toBe(429);
    for (let i = 0; i < 10; i++) {
      const res = await ctx.api.call("post", "/user/forgot-password", {
        headers,
        body: { email: `x${i}@nowhere.example` },
      });
      expect(res.status).toBe(200);
    }
    const more = await ctx.api.call("post", "/user/forgot-password", {
      headers,
      body: { email: "x@nowhere.example" },
    });
    expect(more.status).toBe(429);
  });
});

describe("sessions", () => {
  it("rejects no token, a forged token and a revoked token with 401 and the error shape", async () => {
    const none = await ctx.api.call("get", "/auth/session");
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: { code: "UNAUTHENTICATED", message: MESSAGES.unauthenticated } });
    expect((await ctx.api.call("get", "/auth/session", { token: "forged-token" })).status).toBe(401);
    const u = await ctx.api.user("BCPLead");
    expect((await ctx.api.call("post", "/auth/signout", { token: u.token })).status).toBe(200);
    expect((await ctx.api.call("get", "/auth/session", { token: u.token })).status).toBe(401);
  });

  it("expires a session after its lifetime", async () => {
    const u = await ctx.api.user("BCPLead");
    ctx.api.setNow(new Date(Date.now() + 13 * 3_600_000));
    const res = await ctx.api.call("get", "/auth/session", { token: u.token });
    ctx.api.setNow(null);
    expect(res.status).toBe(401);
  });

  it("answers malformed JSON with 400 and the error shape, not 500", async () => {
    const res = await ctx.api.call("post", "/auth/signin", { body: "{not json" });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBeTruthy();
  });
});

describe("password recovery", () => {
  it("emails a link that works once and expires", async () => {
    const u = await ctx.api.user("BCPLead");
    const res = await ctx.api.call("post", "/user/forgot-password", { body: { email: u.email } });
    expect(res.status).toBe(200);
    const [mail] = await ctx.api.outbox(u.email);
    const token = /token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail.text).toContain("http://keel.test/user/resetpassword?token=");
    expect(
      (await ctx.api.call("get", "/user/validate-reset-password-link", { query: { token: token! } })).status,
    ).toBe(200);
    const reset = await ctx.api.call("post", "/user/reset-password", {
      body: { token, password: "Brand!new22" },
    });
    expect(reset.status).toBe(200);
    // the old session is gone, the new password works, the link is spent
    expect((await ctx.api.call("get", "/auth/session", { token: u.token })).status).toBe(401);
    expect(
      (await ctx.api.call("post", "/auth/signin", { body: { email: u.email, password: "Brand!new22" } }))
        .status,
    ).toBe(200);
    const again = await ctx.api.call("post", "/user/reset-password", {
      body: { token, password: "Other!new33" },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(MESSAGES.resetLinkInvalid);
  });

  it("a reset or a password change spends every other reset link (security review finding 16)", async () => {
    const u = await ctx.api.user("BCPLead");
    const linkFor = async () => {
      await ctx.api.call("post", "/user/forgot-password", { body: { email: u.email } });
      const mails = await ctx.api.outbox(u.email);
      return /token=([\w-]+)/.exec(mails[mails.length - 1].text)![1];
    };
    const older = await linkFor();
    const newer = await linkFor();
    expect(older).not.toBe(newer);
    const reset = await ctx.api.call("post", "/user/reset-password", {
      body: { token: newer, password: "Brand!new22" },
    });
    expect(reset.status).toBe(200);
    const stale = await ctx.api.call("post", "/user/reset-password", {
      body: { token: older, password: "Evil!pass33" },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toBe(MESSAGES.resetLinkInvalid);
    // a change of password while signed in spends an outstanding link too, and signs out the other sessions
    const signin = await ctx.api.call("post", "/auth/signin", {
      body: { email: u.email, password: "Brand!new22" },
    });
    const other = await ctx.api.call("post", "/auth/signin", {
      body: { email: u.email, password: "Brand!new22" },
    });
    const pending = await linkFor();
    const change = await ctx.api.call("post", "/user/update-password", {
      token: signin.body.data.token,
      body: { currentPassword: "Brand!new22", password: "Next!pass44", confirmPassword: "Next!pass44" },
    });
    expect(change.status).toBe(200);
    expect(
      (await ctx.api.call("get", "/user/validate-reset-password-link", { query: { token: pending } })).status,
    ).toBe(400);
    expect((await ctx.api.call("get", "/auth/session", { token: other.body.data.token })).status).toBe(401);
    expect((await ctx.api.call("get", "/auth/session", { token: signin.body.data.token })).status).toBe(200);
  });

  it("does not tell whether an account exists: same answer, and one email to the address either way", async () => {
    const u = await ctx.api.user("BCPLead");
    const real = await ctx.api.call("post", "/user/forgot-password", { body: { email: u.email } });
    const res = await ctx.api.call("post", "/user/forgot-password", {
      body: { email: "ghost@nowhere.example" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(real.body);
    // The same work: each request sends one email (with SMTP, awaited the same way); only a real account's
    // carries a reset link.
    const ghost = await ctx.api.outbox("ghost@nowhere.example");
    expect(ghost).toHaveLength(1);
    expect(ghost[0].text).not.toMatch(/token=/);
    expect(ghost[0].text).toContain("no active account uses it");
    const mine = await ctx.api.outbox(u.email);
    expect(mine).toHaveLength(1);
    expect(mine[0].text).toMatch(/\/user\/resetpassword\?token=/);
  });

  it("does the same work for an address without an account as for one with (finding 15, timing)", async () => {
    const u = await ctx.api.user("Employee");
    const transactions = vi.spyOn(ctx.api.db, "transaction");
    const counts: number[] = [];
    for (const email of [u.email, "nobody-timing@nowhere.example"]) {
      transactions.mockClear();
      const res = await ctx.api.call("post", "/user/forgot-password", {
        headers: { "x-forwarded-for": "192.0.2.150" },
        body: { email },
      });
      expect(res.status).toBe(200);
      await ctx.api.settle();
      counts.push(transactions.mock.calls.length);
    }
    transactions.mockRestore();
    // The client's budget is one transaction; the reset (or its stand-in) and its email are the other.
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeGreaterThan(1);
  });

  it("answers a known and an unknown address alike, before any account-dependent work (finding 15, timing)", async () => {
    const u = await ctx.api.user("Employee");
    const held: (() => Promise<void>)[] = [];
    const later = ctx.api.deps.later;
    // Hold the deferred work: what the answer waited for is then all the request did.
    ctx.api.deps.later = (task) => void held.push(task);
    const transactions = vi.spyOn(ctx.api.db, "transaction");
    const answers = [];
    try {
      for (const email of [u.email, "nobody-alike@nowhere.example"]) {
        transactions.mockClear();
        const res = await ctx.api.call("post", "/user/forgot-password", {
          headers: { "x-forwarded-for": "192.0.2.151" },
          body: { email },
        });
        answers.push({
          status: res.status,
          body: res.body,
          headers: [...res.headers.entries()].filter(([name]) => name !== "date"),
          transactions: transactions.mock.calls.length,
        });
      }
      // Same status, body and headers, and only the client's budget was spent before answering.
      expect(answers[0].status).toBe(200);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[0].transactions).toBe(1);
      expect(await ctx.api.outbox(u.email)).toHaveLength(0);
      expect(held).toHaveLength(2);
      // The held work is the expensive step for both: one transaction that writes (or stands in for) the
      // token and queues one email.
      const work: number[] = [];
      for (const task of held) {
        transactions.mockClear();
        await task();
        work.push(transactions.mock.calls.length);
      }
      expect(work).toEqual([1, 1]);
      expect(await ctx.api.outbox(u.email)).toHaveLength(1);
      expect(await ctx.api.outbox("nobody-alike@nowhere.example")).toHaveLength(1);
    } finally {
      transactions.mockRestore();
      ctx.api.deps.later = later;
    }
  });

  it("refuses an expired link", async () => {
    const u = await ctx.api.user("BCPLead");
    await ctx.api.call("post", "/user/forgot-password", { body: { email: u.email } });
    const [mail] = await ctx.api.outbox(u.email);
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    ctx.api.setNow(new Date(Date.now() + 61 * 60_000));
    const res = await ctx.api.call("get", "/user/validate-reset-password-link", { query: { token } });
    ctx.api.setNow(null);
    expect(res.status).toBe(400);
  });

  it("changes a signed-in user's password only with the current one", async () => {
    const u = await ctx.api.user("BCPLead");
    const wrong = await ctx.api.call("post", "/user/update-password", {
      token: u.token,
      body: { currentPassword: "Nope!nope1", password: "Next!pass44", confirmPassword: "Next!pass44" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.currentPassword).toEqual([MESSAGES.currentPasswordWrong]);
    const ok = await ctx.api.call("post", "/user/update-password", {
      token: u.token,
      body: { currentPassword: TEST_PASSWORD, password: "Next!pass44", confirmPassword: "Next!pass44" },
    });
    expect(ok.status).toBe(200);
    expect((await ctx.api.call("get", "/auth/session", { token: u.token })).status).toBe(200);
  });
});

describe("the API surface", () => {
  it("publishes an OpenAPI document listing its routes", async () => {
    const res = await ctx.api.call("get", "/openapi.json");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/api/auth/signin", "/api/auth/session", "/api/mail/outbox"]),
    );
  });

  it("answers an unknown route with 404 in the error shape", async () => {
    const res = await ctx.api.call("get", "/no/such/route");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });

  it("lets only the System Administrator read the outbox", async () => {
    const admin = await ctx.api.user("Admin");
    const corp = await ctx.api.user("CorpAdmin");
    expect((await ctx.api.call("get", "/mail/outbox", { token: admin.token })).status).toBe(200);
    const refused = await ctx.api.call("get", "/mail/outbox", { token: corp.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("FORBIDDEN");
  });
});
