import { beforeAll, describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";

/** Issue 23 item 6: the company's date format and time zone reach what the API writes for people to read. */

// 14:30 UTC on 15 March 2026 is 10:30 in New York (EDT).
const NOW = new Date("2026-03-15T14:30:00Z");

const ctx = testApiFixture({ admin: "CorpAdmin" }, { company: "Zoned Co" });
beforeAll(async () => {
  const res = await ctx.api.call("put", "/company", {
    token: ctx.admin.token,
    body: { name: "Zoned Co", settings: { timezone: "America/New_York", dateFormat: "DD/MM/YYYY" } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});

describe("the company's date format and time zone", () => {
  it("dates the invitation's expiry in the invitation email", async () => {
    ctx.api.setNow(NOW);
    try {
      const email = `zoe.${Math.random().toString(36).slice(2, 8)}@zoned.example`;
      const res = await ctx.api.call("post", "/user/invite", {
        token: ctx.admin.token,
        body: { email, role: "Employee" },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [mail] = await ctx.api.outbox(email);
      // Seven days on: 22 March 2026 14:30 UTC, 10:30 in New York.
      expect(mail.text).toContain("expires in 7 days, on 22/03/2026 10:30 America/New_York.");
    } finally {
      ctx.api.setNow(null);
    }
  });

  it("dates a refused concurrent save in the company's format", async () => {
    const company = async () => (await ctx.api.call("get", "/company", { token: ctx.admin.token })).body.data;
    const loaded = (await company()).editVersions.profile as number;
    const save = (name: string) =>
      ctx.api.call("put", "/company", {
        token: ctx.admin.token,
        headers: { "if-match": String(loaded) },
        body: { name, settings: { timezone: "America/New_York", dateFormat: "DD/MM/YYYY" } },
      });
    ctx.api.setNow(NOW);
    try {
      expect((await save("Zoned Co")).status).toBe(200);
      const stale = await save("Zoned Co (stale)");
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toContain(
        " at 15/03/2026 10:30 America/New_York while you were editing.",
      );
    } finally {
      ctx.api.setNow(null);
    }
  });
});
