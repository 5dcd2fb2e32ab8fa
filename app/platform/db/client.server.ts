import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { getEnv } from "~/config.server";
import { openPgliteThread, type PgliteClient } from "./pglite-thread.server";

/**
 * One type for both engines: domain services never know which one runs. No schema is handed to Drizzle: the app
 * builds every statement from its tables (no relational `db.query`), so the platform needs no domain's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /** PGlite only: on a worker thread of its own, or on the request thread (docs/decisions.md). */
  thread?: PgliteThread;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar (a template for `loadDataDir`). */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent the embedded PGlite engine is used. */
  url?: string;
  /** PGlite data directory; "memory://" for a throwaway database. */
  dataDir?: string;
  /**
   * PGlite only: start from this dumped data directory (a migrated template; the test suite opens one per file
   * instead of running every migration again). Migrations still run, so a stale template only costs time.
   */
  loadDataDir?: Blob;
  /**
   * PGlite only: "worker" runs it on a thread of its own (scripts/pglite-worker.mjs), "main" on the caller's.
   * Unset: a data folder gets a worker unless KEEL_PGLITE_WORKER=false; "memory://" (the tests' throwaway
   * databases) stays on the caller's thread, where opening it costs no second PGlite start-up.
   */
  thread?: PgliteThread;
  /**
   * PGlite on a worker only: what to do if the thread fails or ends unasked (the server stops, so that its
   * supervisor starts it again; a second instance must never open the same data folder).
   */
  onThreadStop?: (error: Error) => void;
}

export type PgliteThread = "worker" | "main";

const migrationsFolder = () => path.resolve(getEnv().MIGRATIONS_DIR);
// An arbitrary constant: every instance takes this advisory lock while migrating.
const MIGRATION_LOCK_KEY = 724_301;
/** KEEL_LOG_SQL=1 prints every statement (to see what a page costs); off by default. */
const logger = () => getEnv().KEEL_LOG_SQL;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { DB_POOL_SIZE, DB_POOL_IDLE_SECONDS } = getEnv();
    const pool = new pg.Pool({
      connectionString: options.url,
      max: DB_POOL_SIZE,
      idleTimeoutMillis: DB_POOL_IDLE_SECONDS * 1000,
    });
    // An idle connection that the server ends (restart, failover, dropped database) must not crash the
    // process: the pool replaces it on the next query.
    pool.on("error", (error) => console.warn(`[db] idle connection closed: ${error.message}`));
    const db = drizzlePg(pool, { logger: logger() }) as unknown as Db;
    const lockClient = await pool.connect();
    try {
      await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
    return { db, engine: "postgres", close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? "memory://";
  // A DATA_DIR that does not exist yet is made, as on the first `npm start`.
  if (!dataDir.startsWith("memory://")) fs.mkdirSync(dataDir, { recursive: true });
  // PGlite's Node file system writes through to the data folder on every write, so its after-query "sync" has
  // nothing to flush; waiting for it cost about 1 ms per statement (docs/performance.md). Relaxed durability
  // only stops waiting: an acknowledged write is already in the files, as the kill -9 soak checks.
  // pg_trgm: the search indexes (migrations/0005); PostgreSQL ships it in contrib. The worker opens it the same way.
  const thread =
    options.thread ?? (!dataDir.startsWith("memory://") && getEnv().KEEL_PGLITE_WORKER ? "worker" : "main");
  const client: PgliteClient =
    thread === "worker"
      ? await openPgliteThread({ dataDir, loadDataDir: options.loadDataDir, onStop: options.onThreadStop })
      : await PGlite.create(dataDir, {
          relaxedDurability: true,
          extensions: { pg_trgm },
          loadDataDir: options.loadDataDir,
        });
  // Drizzle's driver calls query, exec and transaction, which the thread's client forwards as they are.
  const pgliteDb = drizzlePglite(client as unknown as PGlite, { logger: logger() });
  try {
    await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return {
    db: pgliteDb as unknown as Db,
    engine: "pglite",
    thread,
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}
