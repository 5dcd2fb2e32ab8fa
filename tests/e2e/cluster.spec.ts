import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";

/**
 * `npm start` with WEB_CONCURRENCY (scripts/serve.mjs, README "Scaling out"): workers share the port, one that
 * dies is replaced while the others keep answering, and SIGTERM stops them all. On PostgreSQL when
 * TEST_DATABASE_URL names a server (as in CI); the PGlite fallback (one process) is checked either way.
 * Not a browser test: it runs in the `js` project only.
 */
const PORT = 3231;
const BASE = `http://localhost:${PORT}`;

const childrenOf = (pid: number) =>
  fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const health = () =>
  fetch(`${BASE}/api/health`).then(
    (r) => r.status,
    () => 0,
  );

function start(env: Record<string, string>) {
  let output = "";
  const child = spawn(process.execPath, ["scripts/serve.mjs", "build/index.js"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      NODE_ENV: "production",
      KEEL_DEMO: "false",
      SESSION_SECRET: "keel-cluster-test-session-secret",
      APP_URL: BASE,
      SMTP_URL: "",
      REMINDER_WORKER: "off",
      ...env,
    },
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  return { child, output: () => output };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

test.describe("npm start with WEB_CONCURRENCY", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a server test: once is enough");
  test.setTimeout(120_000);

  test("on PostgreSQL: two workers share the port, a dead one is replaced, SIGTERM stops them all", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    test.skip(!serverUrl, "TEST_DATABASE_URL is not set (CI sets it)");
    const name = `keel_cluster_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const { child, output } = start({ WEB_CONCURRENCY: "2", DATABASE_URL: url.toString() });
    try {
      await expect.poll(health, { timeout: 60_000 }).toBe(200);
      await expect.poll(() => childrenOf(child.pid!).length).toBe(2);
      const [first, second] = childrenOf(child.pid!);
      process.kill(first, "SIGKILL");
      // The other worker answers meanwhile; then a new one takes the dead one's place.
      for (let i = 0; i < 5; i++) expect(await health()).toBe(200);
      await expect.poll(() => childrenOf(child.pid!), { timeout: 30_000 }).toHaveLength(2);
      expect(childrenOf(child.pid!)).toContain(second);
      expect(childrenOf(child.pid!)).not.toContain(first);
      expect(output()).toContain("worker 0 stopped (SIGKILL); starting another");
      const workers = childrenOf(child.pid!);
      await stop(child);
      for (const pid of workers) await expect.poll(() => alive(pid)).toBe(false);
      expect(await health()).toBe(0);
    } finally {
      await stop(child);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  test("on PGlite: one process whatever it says, with a warning that says why", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keel-cluster-"));
    const { child, output } = start({ WEB_CONCURRENCY: "2", DATABASE_URL: "", DATA_DIR: dataDir });
    try {
      await expect.poll(health, { timeout: 60_000 }).toBe(200);
      expect(childrenOf(child.pid!)).toEqual([]);
      expect(output()).toContain("WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL)");
      await stop(child);
      expect(await health()).toBe(0);
    } finally {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
