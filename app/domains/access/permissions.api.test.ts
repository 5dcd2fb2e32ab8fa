import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS } from "~/backend.server";
import { sessions } from "~/domains/auth/schema.server";
import { hashToken, newToken } from "~/domains/auth/tokens.server";
import { ROLES, type Role } from "~/shared/roles";
import { testApiFixture } from "../../../tests/support/fixture";
import { renderPermissionsDoc } from "./permissions-doc";
import { ACTIONS, type Action, scopeFor } from "./policy";

const usersByRole = new Map<Role, { id: string }>();

const ctx = testApiFixture();
beforeAll(async () => {
  const owner = await ctx.api.user("CorpAdmin", { company: "Matrix" });
  const unit = await ctx.api.unit(owner.companyId, "Operations", { country: "United Kingdom" });
  for (const role of ROLES) {
    usersByRole.set(
      role,
      await ctx.api.user(role, {
        company: "Matrix",
        businessUnitIds: [unit.id],
        countries: ["United Kingdom"],
      }),
    );
  }
});

/** A fresh session for each call, so that a route that ends sessions (sign-out) cannot affect the next cell. */
async function tokenFor(role: Role) {
  const token = newToken();
  await ctx.api.db.insert(sessions).values({
    userId: usersByRole.get(role)!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, "0b6f6c2e-5a0e-4e59-9d52-3c1d2f6b9a11");
const label = (ep: (typeof ENDPOINTS)[number]) => `${ep.method.toUpperCase()} ${ep.path}`;

describe("every API route declares its permission", () => {
  it("names public, authenticated or an action of the matrix", () => {
    const known = new Set<string>(["public", "authenticated", ...Object.keys(ACTIONS)]);
    const undeclared = ENDPOINTS.filter((ep) => !known.has(ep.permission as string)).map(label);
    expect(undeclared).toEqual([]);
  });

  it("declares each method and path once", () => {
    const seen = ENDPOINTS.map(label);
    expect(seen.filter((l, i) => seen.indexOf(l) !== i)).toEqual([]);
  });

  it("docs/permissions.md is generated from the current policy and routes (npm run docs:permissions)", () => {
    const onDisk = readFileSync("docs/permissions.md", "utf8");
    expect(onDisk, "docs/permissions.md is stale: run npm run docs:permissions").toBe(
      renderPermissionsDoc(ENDPOINTS),
    );
  });
});

describe("the matrix, cell by cell, on the API", () => {
  it.each(ENDPOINTS.filter((ep) => ep.permission !== "public").map((ep) => [label(ep), ep] as const))(
    "%s refuses a caller without a token",
    async (_name, ep) => {
      const res = await ctx.api.call(ep.method, concretePath(ep.path), {
        body: ["get", "delete"].includes(ep.method) ? undefined : {},
      });
      expect(res.status).toBe(401);
    },
  );

  /** Calls a route and reads its status; a stream (server-sent events) is closed without being read. */
  async function probe(method: string, path: string, token: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    const withBody = !["get", "delete"].includes(method);
    if (withBody) headers["content-type"] = "application/json";
    const res = await ctx.api.app.fetch(
      new Request(`http://keel.test/api${path}`, {
        method: method.toUpperCase(),
        headers,
        body: withBody ? "{}" : undefined,
      }),
    );
    if (res.headers.get("content-type")?.includes("text/event-stream")) {
      await res.body?.cancel();
      return { status: res.status, body: "(stream)" };
    }
    return { status: res.status, body: await res.text() };
  }

  const cells = ENDPOINTS.flatMap((ep) => ROLES.map((role) => [label(ep), role, ep] as const));
  it.each(cells)("%s as %s", async (_name, role, ep) => {
    const res = await probe(ep.method, concretePath(ep.path), await tokenFor(role));
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    const allowed =
      ep.permission === "public" ||
      ep.permission === "authenticated" ||
      scopeFor(role, ep.permission as Action) !== null;
    if (allowed) expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
    else expect(res.status, JSON.stringify(res.body)).toBe(403);
  });
});
