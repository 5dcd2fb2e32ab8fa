import { randomBytes } from "node:crypto";
import pg from "pg";
import { parseEnv } from "~/config.server";
import { type Database, openDatabase } from "~/platform/db/client.server";

/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server of TEST_DATABASE_URL (dropped on close), which takes every form
 * DATABASE_URL takes (read the same way).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = parseEnv({ DATABASE_URL: process.env.TEST_DATABASE_URL }).DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: "memory://" });
  const name = `keel_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
