import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getConfig, reloadEnv } from "./config.server";

/** docs/security.md "Secrets": the session secret comes from the environment, else is generated into DATA_DIR. */

const saved = { DATA_DIR: process.env.DATA_DIR, SESSION_SECRET: process.env.SESSION_SECRET };
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  reloadEnv();
});

describe("the session secret", () => {
  it("is generated once into the data folder, readable by the owner only, when none is set", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keel-secret-"));
    try {
      process.env.DATA_DIR = dir;
      delete process.env.SESSION_SECRET;
      reloadEnv();
      const first = getConfig().sessionSecret;
      expect(first).toMatch(/^[\w-]{43}$/);
      const file = path.join(dir, "session-secret");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      reloadEnv();
      expect(getConfig().sessionSecret).toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is the environment's SESSION_SECRET when set, and nothing is written", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keel-secret-"));
    try {
      process.env.DATA_DIR = dir;
      process.env.SESSION_SECRET = "from-the-secret-store";
      reloadEnv();
      expect(getConfig().sessionSecret).toBe("from-the-secret-store");
      expect(fs.existsSync(path.join(dir, "session-secret"))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
