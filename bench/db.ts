import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { parseEnv } from "~/config.server";
import { type Database, openDatabase } from "~/platform/db/client.server";
import { SCALE_DIVISOR } from "./scale";

export type Engine = "pglite" | "postgres";
/**
 * A quick check (BENCH_SMALL) seeds its own folder and database, one per size, so no run finds a company of
 * another size.
 */
const suffix = SCALE_DIVISOR === 1 ? "" : SCALE_DIVISOR === 20 ? "-small" : `-small${SCALE_DIVISOR}`;
export const PGLITE_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? `bench/scale-data${suffix}`);
const DATABASE = `keel_bench${suffix.replace("-", "_")}`;
/**
 * PostgreSQL: DATABASE_URL (any form the app takes, read as the app reads it: a bad one stops the bench with the
 * app's message), else the local server: its socket when there is one, else 127.0.0.1:5432 as `postgres`
 * (database keel_bench, created when missing).
 */
export const POSTGRES_URL =
  parseEnv({ DATABASE_URL: process.env.DATABASE_URL }).DATABASE_URL ||
  (fs.existsSync("/var/run/postgresql/.s.PGSQL.5432")
    ? `postgres://${os.userInfo().username}@/${DATABASE}?host=/var/run/postgresql`
    : `postgres://postgres@127.0.0.1:5432/${DATABASE}`);

/** Our own database on the local server (not DATABASE_URL's): made on the first run. */
async function createWhenMissing(url: string) {
  const admin = new pg.Client({ connectionString: url.replace(`/${DATABASE}`, "/postgres") });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [DATABASE]);
    if (!found.rowCount) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

export async function openBenchDatabase(engine: Engine): Promise<Database> {
  if (engine === "pglite") {
    fs.mkdirSync(PGLITE_DIR, { recursive: true });
    return openDatabase({ dataDir: path.join(PGLITE_DIR, "pglite") });
  }
  if (!process.env.DATABASE_URL) await createWhenMissing(POSTGRES_URL);
  return openDatabase({ url: POSTGRES_URL });
}
