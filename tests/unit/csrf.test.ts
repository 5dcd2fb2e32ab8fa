import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ActionFunction, ServerBuild } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * Every route module that exports an action, run through the guard exactly as the server build wires
 * it (server.ts → guardRouteActions), on a real database signed in as a real user: a cross-site form
 * post is refused with 403 before the action runs and no table changes; a same-origin post still works.
 */
const APP = "http://localhost:3311";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keel-csrf-"));
process.env.DATA_DIR = dataDir;
process.env.APP_URL = APP;
process.env.KEEL_DEMO = "true";
process.env.KEEL_TEST_DEMO_PASSWORD = "Keel!demo2026";
process.env.DATABASE_URL = "";
process.env.REMINDER_WORKER = "off";

const routesDir = path.resolve(__dirname, "../../app/routes");

type Routes = ServerBuild["routes"];
let routes: Routes;
let cookie: string;
let snapshot: () => Promise<string>;

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // each refusal is logged; not wanted in test output
  vi.spyOn(console, "log").mockImplementation(() => {}); // the demo accounts banner
  const { guardRouteActions } = await import("~/web/action-guard.server");
  const { getConfig } = await import("~/config.server");
  const raw: Routes = {};
  for (const file of fs.readdirSync(routesDir).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))) {
    const id = `routes/${file.replace(/\.tsx?$/, "")}`;
    raw[id] = { id, path: id, module: await import(path.join(routesDir, file)) };
  }
  routes = guardRouteActions(raw, () => getConfig().appUrl);

  const { getRuntime } = await import("~/runtime.server");
  const { callApi } = await import("~/web/api.server");
  const { sessionStorage } = await import("~/web/session.server");
  const runtime = await getRuntime();
  const signin = await callApi("post", "/auth/signin", {
    body: { email: "corp.admin@northwind.example", password: "Keel!demo2026" },
  });
  if (!signin.ok) throw new Error("demo sign-in failed");
  const session = await sessionStorage().getSession();
  session.set("token", signin.data.token);
  cookie = (await sessionStorage().commitSession(session)).split(";")[0];

  // Every row of every table, hashed: "changes nothing" means this string is the same afterwards.
  snapshot = async () => {
    const tables = (await runtime.database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] };
    const parts: string[] = [];
    for (const { tablename } of tables.rows) {
      const row = (await runtime.database.db.execute(
        sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as h from "${tablename}" t`),
      )) as unknown as { rows: { h: string | null }[] };
      parts.push(`${tablename}:${row.rows[0]?.h}`);
    }
    return parts.join("\n");
  };
}, 120_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function actionOf(id: string): ActionFunction {
  return routes[id].module.action as ActionFunction;
}

/** A form post as a browser sends it, with the signed-in user's cookie and the given provenance headers. */
function formPost(pathname: string, headers: Record<string, string>, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ intent: "delete", firstName: "Mallory", name: "Forged", ...fields }))
    body.set(k, v);
  return new Request(`${APP}${pathname}`, { method: "POST", headers: { cookie, ...headers }, body });
}

async function outcome(run: () => unknown): Promise<Response | unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

describe("cross-site request guard on every action", () => {
  it("is the server build's entry (remix.config.js `server`), so every action the build serves is guarded", async () => {
    const config = (await import("../../remix.config.js")).default as { server?: string };
    expect(config.server).toBe("./server.ts");
  });

  it("finds the actions (the walk covers them all, not a chosen few)", () => {
    const withAction = Object.keys(routes).filter((id) => typeof routes[id].module.action === "function");
    expect(Object.keys(routes).length).toBeGreaterThanOrEqual(60);
    expect(withAction.length).toBeGreaterThanOrEqual(40);
    expect(withAction).toEqual(
      expect.arrayContaining(["routes/_app.profile", "routes/api.$", "routes/logout"]),
    );
  });

  const forged: [string, Record<string, string>][] = [
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a look-alike Origin", { origin: "http://localhost:3311.evil.example" }],
    ["an opaque Origin (sandboxed frame)", { origin: "null" }],
    ["no Origin and a foreign Referer", { referer: "https://evil.example/page" }],
    ["no Origin or Referer, Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["no Origin or Referer, Sec-Fetch-Site same-site (sibling subdomain)", { "sec-fetch-site": "same-site" }],
  ];

  it.each(forged)("refuses %s with 403 on every action and changes nothing", async (_label, headers) => {
    const before = await snapshot();
    for (const [id, route] of Object.entries(routes)) {
      if (typeof route.module.action !== "function") continue;
      const pathname = `/${id.replace(/^routes\//, "").replace(/\$/g, "x")}`;
      const result = await outcome(() =>
        actionOf(id)({ request: formPost(pathname, headers), params: {}, context: {} }),
      );
      expect(result instanceof Response ? result.status : result, id).toBe(403);
      const body = await (result as Response).json();
      expect(body.error.code, id).toBe("CROSS_SITE_REQUEST");
      expect(body.error.message, id).toMatch(/another site/);
    }
    expect(await snapshot()).toBe(before);
  });

  it("lets a same-origin post through: the profile is saved", async () => {
    const before = await snapshot();
    const result = await outcome(() =>
      actionOf("routes/_app.profile")({
        request: formPost("/profile", { origin: APP }, { firstName: "Corinna", lastName: "Admin" }),
        params: {},
        context: {},
      }),
    );
    expect((result as Response).status).toBe(302);
    expect(await snapshot()).not.toBe(before);
  });

  it("lets a post with only a same-origin Referer, or no provenance at all (non-browser client), through", async () => {
    const provenances: Record<string, string>[] = [
      { referer: `${APP}/profile` },
      {},
      { "sec-fetch-site": "same-origin" },
    ];
    for (const headers of provenances) {
      const result = await outcome(() =>
        actionOf("routes/_app.profile")({
          request: formPost("/profile", headers, { firstName: "Cora", lastName: "Admin" }),
          params: {},
          context: {},
        }),
      );
      expect((result as Response).status).toBe(302);
    }
  });

  it("lets a bearer-token API client through without Origin, and even with a foreign one", async () => {
    const { callApi } = await import("~/web/api.server");
    const signin = await callApi("post", "/auth/signin", {
      body: { email: "corp.admin@northwind.example", password: "Keel!demo2026" },
    });
    if (!signin.ok) throw new Error("sign-in failed");
    for (const origin of [undefined, "https://integration.example"]) {
      const request = new Request(`${APP}/api/notifications/readEverything`, {
        method: "PUT",
        headers: { authorization: `Bearer ${signin.data.token}`, ...(origin ? { origin } : {}) },
      });
      const result = (await outcome(() =>
        actionOf("routes/api.$")({ request, params: { "*": "notifications/readEverything" }, context: {} }),
      )) as Response;
      expect(result.status).toBe(200);
    }
  });

  it("answers a body over the limit with 413 on every action before it is read, and changes nothing", async () => {
    const { MAX_ACTION_BODY_BYTES } = await import("~/web/action-guard.server");
    const before = await snapshot();
    for (const [id, route] of Object.entries(routes)) {
      if (typeof route.module.action !== "function") continue;
      const request = new Request(`${APP}/${id}`, {
        method: "POST",
        headers: { cookie, origin: APP, "content-length": String(MAX_ACTION_BODY_BYTES + 1) },
        body: "csv=x",
      });
      const result = (await outcome(() => actionOf(id)({ request, params: {}, context: {} }))) as Response;
      expect(result.status, id).toBe(413);
      expect((await result.json()).error.message, id).toMatch(/too large/);
    }
    expect(await snapshot()).toBe(before);
  });

  it("cuts off a body that grows past the limit without announcing its length (CSV import)", async () => {
    const { MAX_ACTION_BODY_BYTES } = await import("~/web/action-guard.server");
    const before = await snapshot();
    const chunk = new TextEncoder().encode(`Name,Email\n${"a,b@c.example\n".repeat(64 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_ACTION_BODY_BYTES * 2) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${APP}/people`, {
      method: "POST",
      headers: { cookie, origin: APP, "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    const result = await outcome(() =>
      actionOf("routes/_app.people._index")({ request, params: {}, context: {} }),
    );
    expect((result as Response).status).toBe(413);
    expect(sent).toBeLessThan(MAX_ACTION_BODY_BYTES * 1.5);
    expect(await snapshot()).toBe(before);
  });

  it("refuses the real sign-in form with 40,000 repeated fields (N1) before it parses them", async () => {
    const request = new Request(`${APP}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=x%40y.example&password=a${"&x=1".repeat(40_000)}`,
    });
    const result = (await outcome(() =>
      actionOf("routes/login")({ request, params: {}, context: {} }),
    )) as Response;
    expect(result.status).toBe(413);
  });

  it("the API takes no session cookie: a cookie without a bearer token is not signed in", async () => {
    const request = new Request(`${APP}/api/user`, { headers: { cookie } });
    const result = (await outcome(() =>
      (routes["routes/api.$"].module.loader as ActionFunction)({ request, params: {}, context: {} }),
    )) as Response;
    expect(result.status).toBe(401);
  });
});
