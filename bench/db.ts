import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "~/db/client.server";

export type Engine = "pglite" | "postgres";
export const PGLITE_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? "bench/scale-data");
/** PostgreSQL: DATABASE_URL, else the local server's socket (database keel_bench, created when missing). */
export const POSTGRES_URL =
  process.env.DATABASE_URL || `postgres://${os.userInfo().username}@/keel_bench?host=/var/run/postgresql`;

export async function openBenchDatabase(engine: Engine): Promise<Database> {
  if (engine === "pglite") {
    fs.mkdirSync(PGLITE_DIR, { recursive: true });
    return openDatabase({ dataDir: path.join(PGLITE_DIR, "pglite") });
  }
  return openDatabase({ url: POSTGRES_URL });
}
