import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/shared/messages";
import { testApiFixture } from "../../../tests/support/fixture";
import { RULES } from "./rate-limit.server";

/**
 * Security review 2026-11-28, N4: a sign-up without an invitation emails the sender's words (their name, a
 * company name) to any address, and those emails counted against no quota. Now they are bounded per address and
 * for all clients together, per hour, besides each client's sign-up budget.
 */

const GLOBAL = 5;
const ctx = testApiFixture({}, { api: { signUpEmailsPerHour: GLOBAL } });

let clients = 0;
const signUp = (email: string, client = `198.51.100.${++clients}`) =>
  ctx.api.call("post", "/auth/signup", {
    headers: { "x-forwarded-for": client },
    body: {
      companyName: "Relay Ltd",
      firstName: "Visit cheap-pills.example",
      lastName: "Spam",
      email,
      password: "Strong!pass9",
      confirmPassword: "Strong!pass9",
    },
  });

describe("sign-up confirmation emails are bounded (N4)", () => {
  it("sends a few per address an hour, each client its own, then refuses on the email field; an hour later again", async () => {
    const victim = "victim@target.example";
    for (let i = 0; i < RULES.signUpEmailsPerAddress.limit; i++) {
      expect((await signUp(victim)).status).toBe(201);
    }
    // A fresh client changes nothing: the address has had its emails.
    const refused = await signUp(victim);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(MESSAGES.signupEmailsToAddress);
    expect(refused.body.error.fields.email).toEqual([MESSAGES.signupEmailsToAddress]);
    expect(await ctx.api.outbox(victim)).toHaveLength(RULES.signUpEmailsPerAddress.limit);

    ctx.api.setNow(new Date(Date.now() + 61 * 60_000));
    try {
      expect((await signUp(victim)).status).toBe(201);
    } finally {
      ctx.api.setNow(null);
    }
  });

  it("stops every client once Keel sent its hourly ceiling, saying so; nothing more is queued", async () => {
    const later = new Date(Date.now() + 3 * 3_600_000);
    ctx.api.setNow(later);
    try {
      for (let i = 0; i < GLOBAL; i++) expect((await signUp(`person${i}@many.example`)).status).toBe(201);
      const refused = await signUp("one-more@many.example");
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toBe(MESSAGES.signupEmailsEverywhere);
      expect(await ctx.api.outbox("one-more@many.example")).toHaveLength(0);
    } finally {
      ctx.api.setNow(null);
    }
  });
});
