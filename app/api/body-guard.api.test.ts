import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { MESSAGES } from "~/shared/messages";
import { testApiFixture } from "../../tests/support/fixture";
import { ENDPOINTS } from "../backend.server";
import { DEFAULT_MAX_BODY_BYTES, MAX_JSON_DEPTH, nestsDeeperThan } from "./body-guard.server";

const ctx = testApiFixture();

const nested = (depth: number) => `{"email":${"[".repeat(depth)}${"]".repeat(depth)},"password":"x"}`;

/** Calls the API while watching JSON.parse: answers the response and the longest text JSON.parse was given. */
async function watchingParse(run: () => Promise<{ status: number; body: { error: { code: string } } }>) {
  const parse = vi.spyOn(JSON, "parse");
  try {
    const res = await run();
    const longest = Math.max(0, ...parse.mock.calls.map(([text]) => String(text).length));
    return { res, longest };
  } finally {
    parse.mockRestore();
  }
}

describe("request bodies (security review finding 3)", () => {
  it("refuses a 10 MB body of nested arrays to the public sign-in with 413, never parsing it", async () => {
    const body = nested(5_000_000);
    const { res, longest } = await watchingParse(() => ctx.api.call("post", "/auth/signin", { body }));
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: "TOO_LARGE", message: MESSAGES.bodyTooLarge });
    expect(longest).toBeLessThan(1000);
  });

  it("refuses a body over the route's limit even without Content-Length", async () => {
    const text = JSON.stringify({ email: "a@b.example", password: "x".repeat(DEFAULT_MAX_BODY_BYTES) });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });
    const res = await ctx.api.app.fetch(
      new Request("http://keel.test/api/auth/signin", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
  });

  it("refuses a deeply nested body within the limit with 400 before parsing it", async () => {
    const body = nested(100_000); // 200 KB, under the 256 KB default
    const { res, longest } = await watchingParse(() => ctx.api.call("post", "/auth/signin", { body }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "TOO_DEEP", message: MESSAGES.bodyTooDeep });
    expect(longest).toBeLessThan(1000);
  });

  it("checks the depth of large bodies a route accepts too (CSV import, 10 MB nested)", async () => {
    const admin = await ctx.api.user("CorpAdmin");
    const body = `{"csv":${"[".repeat(5_000_000)}${"]".repeat(5_000_000)}}`;
    const { res, longest } = await watchingParse(() =>
      ctx.api.call("post", "/asset/import", { token: admin.token, body }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("TOO_DEEP");
    expect(longest).toBeLessThan(1000);
  });

  it("still accepts ordinary nesting and strings holding brackets", async () => {
    expect(nestsDeeperThan(JSON.stringify({ a: [{ b: [1, 2, { c: "[[[[[[" }] }] }), MAX_JSON_DEPTH)).toBe(
      false,
    );
    expect(nestsDeeperThan(JSON.stringify({ a: '\\"[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan("[".repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    const res = await ctx.api.call("post", "/auth/signin", {
      body: { email: "nobody@nowhere.example", password: "[[[[{{{{" },
    });
    expect(res.status).toBe(401);
  });

  it("every route that takes long text or files declares a body limit that fits it", () => {
    for (const ep of ENDPOINTS) {
      if (!ep.body) continue;
      const schema = JSON.stringify(
        z.toJSONSchema(ep.body as z.ZodType, { unrepresentable: "any", io: "input" }),
      );
      const longest = Math.max(0, ...[...schema.matchAll(/"maxLength":(\d+)/g)].map((m) => Number(m[1])));
      // A string of n characters of ordinary text is about n bytes of JSON; the default leaves room for the rest.
      if (longest > DEFAULT_MAX_BODY_BYTES / 4) {
        expect(ep.maxBodyBytes ?? 0, `${ep.method} ${ep.path}`).toBeGreaterThanOrEqual(2 * longest);
      }
    }
  });
});
