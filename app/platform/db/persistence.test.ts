import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ApiDeps } from "~/api/context.server";
import { createApi } from "~/backend.server";
import { messages } from "~/platform/messages/schema.server";
import { type DatabaseOptions, openDatabase } from "./client.server";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked field by field in the tests
type Call = (m: string, p: string, b?: unknown, t?: string) => Promise<{ status: number; body: any }>;

/** Opens the database as a start of the app would, signs up (or signs in), then closes it: a stop. */
async function runOnce(
  options: DatabaseOptions,
  step: (call: Call, readOutbox: () => Promise<(typeof messages.$inferSelect)[]>) => Promise<void>,
) {
  const database = await openDatabase(options);
  const deps: ApiDeps = {
    db: database.db,
    transports: {},
    appUrl: "http://keel.test",
    now: () => new Date(),
    proxyHops: 0,
  };
  const api = createApi(deps);
  try {
    await step(
      async (method, p, body, token) => {
        const res = await api.fetch(
          new Request(`http://keel.test/api${p}`, {
            method,
            headers: {
              "content-type": "application/json",
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: body ? JSON.stringify(body) : undefined,
          }),
        );
        return { status: res.status, body: await res.json() };
      },
      () => database.db.select().from(messages),
    );
  } finally {
    await database.close();
  }
}

async function survivesRestart(options: DatabaseOptions) {
  const email = `keep.${Date.now()}@restart.example`;
  let token = "";
  await runOnce(options, async (call, readOutbox) => {
    const asked = await call("POST", "/auth/signup", {
      companyName: "Restart Ltd",
      firstName: "Rita",
      lastName: "Restart",
      email,
      password: "Restart!2026",
      confirmPassword: "Restart!2026",
    });
    expect(asked.status).toBe(201);
    const link = (await readOutbox()).find((m) => m.to === email)?.text ?? "";
    const confirmToken = /\/signup\/confirm\?token=([\w-]+)/.exec(link)?.[1];
    const res = await call("POST", "/auth/signup/confirm", { token: confirmToken });
    expect(res.status).toBe(201);
    token = res.body.data.token;
  });
  await runOnce(options, async (call) => {
    const session = await call("GET", "/auth/session", undefined, token);
    expect(session.status).toBe(200);
    expect(session.body.data.email).toBe(email);
    const signin = await call("POST", "/auth/signin", { email, password: "Restart!2026" });
    expect(signin.status).toBe(200);
  });
}

describe("data survives a restart", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  // On its own thread, as the server runs it on a data folder, and on the caller's (KEEL_PGLITE_WORKER=false).
  it.each(["worker", "main"] as const)(
    "on embedded PGlite, thread %s (users and sessions are still there)",
    async (thread) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keel-pglite-"));
      dirs.push(dir);
      await survivesRestart({ dataDir: dir, thread });
    },
    180_000, // two starts of PGlite from disk, each migrating; slow on a busy machine
  );

  it.runIf(!!process.env.TEST_DATABASE_URL)("on PostgreSQL", async () => {
    // A fresh database, opened twice through its URL, as two starts of the app would.
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    const pg = await import("pg");
    const name = `keel_restart_${Date.now()}`;
    const admin = new pg.default.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const dbUrl = new URL(serverUrl);
      dbUrl.pathname = `/${name}`;
      await survivesRestart({ url: dbUrl.toString() });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
