import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "~/shared/messages";
import { testApiFixture } from "../../tests/support/fixture";
import { ENDPOINTS } from "../backend.server";
import { pathOfNul } from "./nul-guard.server";

const ctx = testApiFixture();

/** A concrete path for a route: every {param} becomes a random (non-existent) id. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, () => crypto.randomUUID());

function expectErrorShape(body: unknown) {
  const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
  expect(typeof error?.code).toBe("string");
  expect(typeof error?.message).toBe("string");
}

/** One query that counts the rows of every table; the tables are listed once (no test adds one). */
let countAll: ReturnType<typeof sql.raw> | undefined;
async function rowCounts(): Promise<string> {
  if (!countAll) {
    // Both engines answer { rows }; the shared Db type does not say so.
    const tables = (await ctx.api.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const names = tables.rows.map((r) => r.table_name).filter((n) => n !== "login_attempts");
    countAll = sql.raw(
      names.map((n) => `select '${n}' as t, count(*)::int as c from "${n}"`).join(" union all "),
    );
  }
  const counts = (await ctx.api.db.execute(countAll)) as unknown as { rows: unknown[] };
  return JSON.stringify(counts.rows);
}

const protectedEndpoints = ENDPOINTS.filter((e) => e.permission !== "public");

describe("every protected route refuses callers without a valid token", () => {
  let expired = "";
  let revoked = "";
  beforeAll(async () => {
    const u1 = await ctx.api.user("CorpAdmin");
    expired = u1.token;
    const u2 = await ctx.api.user("CorpAdmin");
    revoked = u2.token;
    await ctx.api.call("post", "/auth/signout", { token: revoked });
  });

  it.each(protectedEndpoints.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    "%s: no, forged, expired and revoked tokens get 401",
    async (_name, ep) => {
      const path = concrete(ep.path);
      for (const token of [undefined, "forged.token.value", revoked]) {
        const res = await ctx.api.call(ep.method, path, { token, body: ep.body ? {} : undefined });
        expect(res.status, `${token ?? "no token"}`).toBe(401);
        expectErrorShape(res.body);
      }
      ctx.api.setNow(new Date(Date.now() + 24 * 3_600_000));
      try {
        const res = await ctx.api.call(ep.method, path, { token: expired, body: ep.body ? {} : undefined });
        expect(res.status, "expired").toBe(401);
      } finally {
        ctx.api.setNow(null);
      }
    },
  );
});

describe("bad input never reaches the database", () => {
  const bodyEndpoints = ENDPOINTS.filter((e) => e.body);
  let token = "";
  beforeAll(async () => {
    token = (await ctx.api.user("Admin")).token;
  });

  const injections = fc.constantFrom(
    "' or 1=1 --",
    "'; drop table users; --",
    '"><script>alert(1)</script>',
    "../../etc/passwd",
    "\u0000",
    "a".repeat(10_000),
  );
  const hostile = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(
      fc.string(),
      fc.oneof(fc.string(), injections, fc.integer(), fc.boolean(), fc.constant(null)),
    ),
    injections,
  );

  it.each(bodyEndpoints.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    "%s: malformed JSON gets 400 with the error shape",
    async (_name, ep) => {
      const res = await ctx.api.call(ep.method, concrete(ep.path), { token, body: "{ this is not json" });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    },
  );

  it.each(bodyEndpoints.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    "%s: random and hostile bodies get a 4xx (never a 5xx) and a 400 changes nothing",
    async (_name, ep) => {
      // The counts after a run that changed nothing are the next run's counts before, so a run counts every table
      // once instead of twice (that count was most of this file's time, docs/performance.md "Test suite time").
      let counted: string | undefined;
      await fc.assert(
        fc.asyncProperty(hostile, async (body) => {
          const before = counted ?? (await rowCounts());
          counted = undefined;
          const res = await ctx.api.call(ep.method, concrete(ep.path), { token, body });
          // Work the answer left running (runLater) is done before anything is counted.
          await ctx.api.settle();
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expectErrorShape(res.body);
          if (res.status === 400) {
            const after = await rowCounts();
            expect(after).toBe(before);
            counted = after;
          }
        }),
        { numRuns: 15 },
      );
    },
  );
});

/** PostgreSQL text cannot hold NUL; the fuzz found `{"name":"\u0000"}` answered 500 before the API refused it. */
describe("a NUL character never reaches the database", () => {
  let token = "";
  beforeAll(async () => {
    token = (await ctx.api.user("Admin")).token;
  });
  const shapeKeys = (schema: unknown) =>
    Object.keys((schema as { shape?: Record<string, unknown> }).shape ?? {});

  it("is refused on the field that holds it, and nothing is written", async () => {
    const corp = await ctx.api.user("CorpAdmin", { company: "Nul Co" });
    const before = await rowCounts();
    const res = await ctx.api.call("post", "/bcpOrganization/businessUnits", {
      token: corp.token,
      body: { name: "Ops\u0000" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ name: [MESSAGES.nulCharacter] });
    expect(await rowCounts()).toBe(before);
    const search = await ctx.api.call("get", "/asset/all", { token: corp.token, query: { q: "a\u0000b" } });
    expect(search.status).toBe(400);
    expect(search.body.error.fields).toEqual({ q: [MESSAGES.nulCharacter] });
  });

  it.each(
    ENDPOINTS.filter((e) => e.body || e.query).map(
      (e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const,
    ),
  )("%s: NUL in every field gets a 4xx, never a 5xx", async (_name, ep) => {
    const nul = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, "x\u0000"]));
    const res = await ctx.api.call(ep.method, concrete(ep.path), {
      token,
      body: ep.body ? nul(shapeKeys(ep.body)) : undefined,
      query: ep.query ? nul(shapeKeys(ep.query)) : undefined,
    });
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expectErrorShape(res.body);
  });
});

describe("pathOfNul", () => {
  it("names the first string holding a NUL, however deep", () => {
    expect(pathOfNul({ a: "ok", b: [{ c: "x" }, { c: "y\u0000" }] })).toBe("b.1.c");
    expect(pathOfNul("\u0000")).toBe("body");
    expect(pathOfNul({ a: "ok", n: 1, t: true, z: null })).toBeNull();
  });
});
