import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * scripts/serve.mjs (`npm start`) with WEB_CONCURRENCY workers: a worker that dies before it serves (here, a build
 * whose first import throws, as the server entry does on a bad setting) stops the launcher with an error, instead
 * of being replaced for ever by workers that die the same way.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keel-serve-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function launch(build: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/serve.mjs", build], {
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
});
