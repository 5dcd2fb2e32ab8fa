import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "pg-connection-string";
import { afterEach, describe, expect, it } from "vitest";
import { getConfig, parseEnv, reloadEnv } from "./config.server";

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

describe("DATABASE_URL", () => {
  /** What pg will connect to, read from the value Keel keeps (pg reads it with this parser). */
  const target = (value: string) => {
    const { host, port, database, user } = parse(parseEnv({ DATABASE_URL: value }).DATABASE_URL!);
    return { host, port: port || undefined, database, user: user || undefined };
  };

  it("takes a TCP URI, with either scheme", () => {
    expect(target("postgres://keel:secret@db.example.com:5433/keel")).toEqual({
      host: "db.example.com",
      port: "5433",
      database: "keel",
      user: "keel",
    });
    expect(target("postgresql://postgres@127.0.0.1/keel_test").host).toBe("127.0.0.1");
  });

  it("takes a Unix socket folder, as ?host=, percent-encoded, or with a user and no host", () => {
    const socket = { host: "/var/run/postgresql", port: undefined, database: "keel" };
    // No user named: the OS user, as libpq (pg alone would send an empty user name, which the server refuses).
    const me = os.userInfo().username;
    expect(target("postgres:///keel?host=/var/run/postgresql")).toEqual({ ...socket, user: me });
    expect(target("postgresql://%2Fvar%2Frun%2Fpostgresql/keel")).toEqual({ ...socket, user: me });
    expect(target("postgres://keel@/keel?host=/var/run/postgresql")).toEqual({ ...socket, user: "keel" });
  });

  it("takes libpq's keyword/value form, quoted values included", () => {
    expect(target("host=/var/run/postgresql dbname=keel")).toEqual({
      host: "/var/run/postgresql",
      port: undefined,
      database: "keel",
      user: os.userInfo().username,
    });
    const tcp = parse(
      parseEnv({
        DATABASE_URL: "host = db.example.com port=5433 dbname=keel user=app password='it\\'s a secret'",
      }).DATABASE_URL!,
    );
    expect(tcp).toMatchObject({
      host: "db.example.com",
      port: "5433",
      database: "keel",
      user: "app",
      password: "it's a secret",
    });
  });

  it("refuses what is not a PostgreSQL connection string, naming the variable and an example", () => {
    for (const bad of [
      "not a url",
      "mysql://db.example.com/keel",
      "host=/tmp dbnmae=keel",
      "postgres://db:port/keel",
    ]) {
      expect(() => parseEnv({ DATABASE_URL: bad }), bad).toThrow(
        /DATABASE_URL: must be a PostgreSQL connection string, e\.g\. postgres:\/\/user:password@db\.example\.com:5432\/keel/,
      );
    }
    expect(() => parseEnv({ DATABASE_URL: "mysql://root:hunter2@db/keel" })).not.toThrow(/hunter2/);
  });

  it("leaves PostgreSQL off when unset or empty", () => {
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
