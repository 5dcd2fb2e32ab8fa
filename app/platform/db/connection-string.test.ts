import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config.server";

/**
 * The socket form the README gives, `postgres:///db?host=/var/run/postgresql`, names no user: libpq connects as the
 * OS user, and so must Keel (pg alone sends an empty user name, which the server refuses). Runs where the local
 * server's socket is there and the PostgreSQL suite runs (TEST_DATABASE_URL).
 */
const SOCKET_FOLDER = "/var/run/postgresql";
const hasSocket = fs.existsSync(`${SOCKET_FOLDER}/.s.PGSQL.5432`);

describe.skipIf(!process.env.TEST_DATABASE_URL || !hasSocket)("DATABASE_URL on the local socket", () => {
  it.each([`postgres:///postgres?host=${SOCKET_FOLDER}`, `host=${SOCKET_FOLDER} dbname=postgres`])(
    "connects with %s, as the OS user",
    async (value) => {
      const client = new pg.Client({ connectionString: parseEnv({ DATABASE_URL: value }).DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ user: string }>("select current_user as user");
        expect(rows[0]!.user).toBe(os.userInfo().username);
      } finally {
        await client.end();
      }
    },
  );
});
