import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../scripts/node-flags.mjs";

/**
 * scripts/serve.mjs (`npm start`) with WEB_CONCURRENCY workers: a worker that dies before it serves (here, a build
 * whose first import throws, as the server entry does on a bad setting) stops the launcher with an error, instead
 * of being replaced for ever by workers that die the same way.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keel-serve-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function launch(build: string, env: Record<string, string>, nodeFlags: string[] = []) {
  const child = spawn(process.execPath, [...nodeFlags, "scripts/serve.mjs", build], {
    env: { ...process.env, PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** A build whose first import throws, as the server entry does on a bad setting. */
function crashingBuild() {
  const build = path.join(dir, "crashes.mjs");
  fs.writeFileSync(
    build,
    'throw new Error("Keel cannot start: invalid environment variable(s): DATABASE_URL: must be ...");\n',
  );
  return build;
}

/**
 * A build whose first import checks the environment with the app's own settings schema, as the server entry
 * (server.ts) does at boot: run through tsx, so the real DATABASE_URL parsing decides.
 */
function checkingBuild() {
  const build = path.join(dir, "checks-env.mjs");
  const config = path.resolve("app/config.server.ts");
  fs.writeFileSync(build, `import { getEnv } from ${JSON.stringify(config)};\ngetEnv();\n`);
  return build;
}

describe("the launcher", () => {
  it("stops with a non-zero exit when a worker crashes at start, without starting another", async () => {
    const { child, exited, output } = launch(crashingBuild(), {
      WEB_CONCURRENCY: "2",
      DATABASE_URL: "postgres://keel@127.0.0.1:1/keel",
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    const code = await exited;
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(output()).toContain("Keel cannot start");
    expect(output()).toMatch(/worker \d failed to start \(1\); stopping/);
    expect(output()).not.toContain("starting another");
  });

  it("exits non-zero when its one process crashes at start", async () => {
    const { child, exited, output } = launch(crashingBuild(), { WEB_CONCURRENCY: "1" });
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    expect(await exited).toBe(1);
    clearTimeout(timer);
    expect(output()).toContain("Keel cannot start");
  });

  it.each(["1", "2"])(
    "refuses a bad DATABASE_URL at start (WEB_CONCURRENCY=%s): exits 1 within seconds, naming the variable and an example",
    async (workers) => {
      const started = Date.now();
      const { child, exited, output } = launch(
        checkingBuild(),
        { WEB_CONCURRENCY: workers, PORT: "65534", DATABASE_URL: "postgres//keel@db/keel" },
        ["--import", "tsx"],
      );
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      const code = await exited;
      clearTimeout(timer);
      expect(code).toBe(1);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(output()).toMatch(/DATABASE_URL: must be a PostgreSQL connection string, e\.g\. postgres:\/\//);
      expect(output()).toContain("postgres:///keel?host=/var/run/postgresql");
      expect(output()).not.toContain("starting another");
    },
    20_000,
  );
});

describe("the server's node flags (scripts/node-flags.mjs)", () => {
  it("are in the command of `npm start` and of the Docker image", () => {
    const start = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.start as string;
    const docker = fs.readFileSync("Dockerfile", "utf8").match(/^CMD (\[.*\])$/m)?.[1];
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(start.split(" ").slice(0, 1 + SERVER_NODE_FLAGS.length)).toEqual(["node", ...SERVER_NODE_FLAGS]);
    expect(JSON.parse(docker ?? "[]").slice(0, 1 + SERVER_NODE_FLAGS.length)).toEqual([
      "node",
      ...SERVER_NODE_FLAGS,
    ]);
  });

  it("reach every worker the launcher starts", async () => {
    // Each worker prints the flags its node runs with and stays up; the launcher is stopped once both have printed.
    const build = path.join(dir, "prints-flags.mjs");
    fs.writeFileSync(
      build,
      'console.log("flags " + JSON.stringify(process.execArgv));\nsetInterval(() => {}, 1000);\n',
    );
    const { child, exited, output } = launch(
      build,
      { WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://keel@127.0.0.1:1/keel" },
      SERVER_NODE_FLAGS,
    );
    const printed = () =>
      output()
        .split("\n")
        .filter((line) => line.startsWith("flags "))
        .map((line) => JSON.parse(line.slice(6)) as string[]);
    for (let i = 0; i < 150 && printed().length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    child.kill("SIGTERM");
    await exited;
    expect(printed()).toHaveLength(2);
    for (const flags of printed()) expect(flags).toEqual(expect.arrayContaining(SERVER_NODE_FLAGS));
  });
});
