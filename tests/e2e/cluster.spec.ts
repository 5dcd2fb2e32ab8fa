import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
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

/** A port nobody holds, fresh for every attempt, so a retry never talks to what an earlier attempt left. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const childrenOf = (pid: number) => {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // the process is gone
  }
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  health: () => Promise<number>;
}
const running: Server[] = [];

async function start(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  let output = "";
  // Its own process group, so whatever a failed or timed-out attempt leaves can be killed whole (afterEach).
  const child = spawn(process.execPath, ["scripts/serve.mjs", "build/index.js"], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      KEEL_DEMO: "false",
      SESSION_SECRET: "keel-cluster-test-session-secret",
      APP_URL: base,
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
  // A new connection per probe, as a browser's first visit makes: fetch would reuse a kept-alive socket (it drops a
  // Connection header), and that socket may belong to the worker the test has just killed.
  const health = () =>
    new Promise<number>((resolve) => {
      const request = http.get(`${base}/api/health`, { agent: false, timeout: 10_000 }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("timeout", () => request.destroy());
      request.on("error", () => resolve(0));
    });
  const server = { child, base, output: () => output, health };
  running.push(server);
  return server;
}

/** SIGTERM, as a process manager sends it; resolves once the primary has exited. */
async function stop(child: ChildProcess) {
  if (exited(child)) return;
  const done = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await done;
}

test.describe("npm start with WEB_CONCURRENCY", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a server test: once is enough");
  test.setTimeout(180_000);

  test.afterEach(async () => {
    const testInfo = test.info();
    for (const server of running.splice(0)) {
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach("server output", { body: server.output(), contentType: "text/plain" });
      if (server.child.pid && !exited(server.child)) {
        try {
          process.kill(-server.child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    }
  });

  test("on PostgreSQL: two workers share the port, a dead one is replaced, SIGTERM stops them all", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    test.skip(!serverUrl, "TEST_DATABASE_URL is not set (CI sets it)");
    const name = `keel_cluster_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    try {
      const { child, output, health } = await start({ WEB_CONCURRENCY: "2", DATABASE_URL: url.toString() });
      // The first worker migrates the fresh database while the second waits for the migration lock.
      await expect.poll(health, { timeout: 120_000 }).toBe(200);
      await expect.poll(() => childrenOf(child.pid!).length, { timeout: 30_000 }).toBe(2);
      const [first, second] = childrenOf(child.pid!);
      process.kill(first, "SIGKILL");
      // Once the primary has seen the death (a connection handed to the dying worker in the same instant is lost,
      // as with any crashed process), the other worker answers meanwhile; then a new one takes the dead one's place.
      await expect.poll(output).toMatch(/worker \d stopped \(SIGKILL\); starting another/);
      for (let i = 0; i < 5; i++) expect(await health()).toBe(200);
      await expect.poll(() => childrenOf(child.pid!), { timeout: 30_000 }).toHaveLength(2);
      expect(childrenOf(child.pid!)).toContain(second);
      expect(childrenOf(child.pid!)).not.toContain(first);
      expect(await health()).toBe(200);
      const workers = childrenOf(child.pid!);
      await stop(child);
      for (const pid of workers) await expect.poll(() => alive(pid)).toBe(false);
      expect(await health()).toBe(0);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  test("on PGlite: one process whatever it says, with a warning that says why", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keel-cluster-"));
    try {
      const { child, output, health } = await start({
        WEB_CONCURRENCY: "2",
        DATABASE_URL: "",
        DATA_DIR: dataDir,
      });
      await expect.poll(health, { timeout: 60_000 }).toBe(200);
      expect(childrenOf(child.pid!)).toEqual([]);
      expect(output()).toContain("WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL)");
      await stop(child);
      expect(await health()).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
