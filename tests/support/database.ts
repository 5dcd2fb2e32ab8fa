import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { parseEnv } from "~/config.server";
import { type Database, openDatabase, type PgliteThread } from "~/platform/db/client.server";

/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server of TEST_DATABASE_URL (dropped on close), which takes every form
 * DATABASE_URL takes (read the same way).
 * PGlite runs on the test's own thread, or on a worker thread as the server runs it on a data folder
 * (KEEL_TEST_PGLITE_WORKER=1 for every file, or `thread` for one database).
 */
export async function openTestDatabase(options: { thread?: PgliteThread } = {}): Promise<Database> {
  const serverUrl = parseEnv({ DATABASE_URL: process.env.TEST_DATABASE_URL }).DATABASE_URL;
  if (!serverUrl)
    return openDatabase({
      dataDir: "memory://",
      loadDataDir: await migratedTemplate(),
      thread: options.thread ?? (process.env.KEEL_TEST_PGLITE_WORKER === "1" ? "worker" : "main"),
    });
  const name = `keel_test_${randomBytes(6).toString("hex")}`;
  const template = await postgresTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
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

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A digest of the migrations folder: a template is made again when a migration changes or is added. */
function migrationsDigest(): string {
  const folder = path.resolve("migrations");
  const digest = createHash("sha256");
  for (const file of fs.readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) digest.update(file).update(fs.readFileSync(full));
  }
  return digest.digest("hex").slice(0, 16);
}

// Any constant: the test processes that find no template take this lock, so one makes it and the others wait.
const TEMPLATE_LOCK_KEY = 724_302;

/**
 * On PostgreSQL, the same idea with the server's own templates: one migrated database per version of the
 * migrations, copied by `create database … template` for each test file (a file copy, no migration to run).
 */
let pgTemplate: Promise<string> | undefined;
function postgresTemplate(serverUrl: string): Promise<string> {
  pgTemplate ??= (async () => {
    const name = `keel_template_${migrationsDigest()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
      const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (!found.rowCount) {
        // Made under another name and renamed when whole, so a run stopped halfway leaves no broken template.
        const part = `${name}_part`;
        await admin.query(`drop database if exists ${part} with (force)`);
        await admin.query(`create database ${part}`);
        const migrated = await openDatabase({ url: databaseUrl(serverUrl, part) });
        await migrated.close();
        await admin.query(`alter database ${part} rename to ${name}`);
      }
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]).catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return pgTemplate;
}

/**
 * Every migration, run once per version of the migrations folder and kept as a PGlite data directory, so each test
 * file starts from a copy instead of running 20-odd migrations again (about 3 s a file on 2 cores). The file name
 * holds a digest of the migrations, so a changed or added migration makes a new template; workers that race to
 * make it each write their own file and rename it into place (a rename is atomic, and any copy is as good).
 */
let template: Promise<Blob> | undefined;
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const dir = path.resolve("node_modules", ".cache", "keel-test-db");
    const file = path.join(dir, `migrated-slim-${migrationsDigest()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const fresh = await openDatabase({ dataDir: "memory://", thread: "main" });
    // Keel's tables live in the `postgres` database; template0 and template1 (15 of the 45 MB, 600 of 1,500 files)
    // only serve `create database`, which no test runs on PGlite. Without them each file's open unpacks a third
    // less: about 0.9 → 0.7 CPU s (docs/performance.md, third pass). The checkpoint leaves nothing to replay on start.
    await fresh.db.execute(sql`update pg_database set datistemplate = false where datname like 'template_'`);
    await fresh.db.execute(sql`drop database template0`);
    await fresh.db.execute(sql`drop database template1`);
    await fresh.db.execute(sql`checkpoint`);
    const dump = await fresh.dump!();
    await fresh.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(dir, { recursive: true });
    const part = `${file}.${process.pid}.part`;
    fs.writeFileSync(part, bytes);
    fs.renameSync(part, file);
    return new Blob([bytes]);
  })();
  return template;
}
