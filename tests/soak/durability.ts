/**
 * kill -9 durability: a burst of concurrent whole-plan writes, SIGKILL at a random moment (0.5–3 s in), restart
 * on the same data, then every acknowledged write must read back whole and no half-written plan may exist.
 * The ledger spans the rounds, so a later kill must not lose an earlier round's writes either.
 */
import fs from "node:fs";
import path from "node:path";
import { type Database, openDatabase } from "~/platform/db/client.server";
import { type AppServer, killHard, startApp, stopApp } from "./app-server";
import { type Fixture, makeFixture } from "./fixtures";
import { ApiClient, signInCompany, signUpCompany } from "./http";
import { freshDatabase } from "./postgres";
import { completeness, readBack } from "./verify";
import { Ledger, type WriteKind, writer } from "./writers";

export type Engine = "pglite" | "postgres";
export interface RoundResult {
  round: number;
  killAfterMs: number;
  acknowledged: Partial<Record<WriteKind, number>>;
  unanswered: Record<string, number>;
  restartSeconds: number;
  problems: string[];
}
export interface DurabilityResult {
  engine: Engine;
  skipped?: string;
  rounds: RoundResult[];
  /** The SQL completeness check: rows counted, and what was found half-written. */
  sql?: { counted: Record<string, number>; problems: string[] };
  seconds: number;
}

function count(acks: { kind: WriteKind }[]) {
  const counts: Partial<Record<WriteKind, number>> = {};
  for (const a of acks) counts[a.kind] = (counts[a.kind] ?? 0) + 1;
  return counts;
}

async function sqlCheck(open: () => Promise<Database>, fx: Fixture) {
  const database = await open();
  try {
    return await completeness(database.db, fx);
  } finally {
    await database.close();
  }
}

export async function durability(
  engine: Engine,
  options: { port: number; workDir: string; rounds: number; clients: number },
): Promise<DurabilityResult> {
  const started = Date.now();
  const pgdb = engine === "postgres" ? await freshDatabase() : undefined;
  if (pgdb && "skipped" in pgdb) return { engine, skipped: pgdb.skipped, rounds: [], seconds: 0 };
  const dataDir = path.join(options.workDir, `durability-${engine}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const app = {
    port: options.port,
    dataDir,
    databaseUrl: pgdb?.url,
    logFile: path.join(options.workDir, `${engine}.log`),
  };
  const open = () => openDatabase(pgdb ? { url: pgdb.url } : { dataDir: path.join(dataDir, "pglite") });
  const founder = await signUpCompany(open, `Durable ${engine}`);
  let server: AppServer | undefined = await startApp(app);
  const result: DurabilityResult = { engine, rounds: [], seconds: 0 };
  try {
    const company = await signInCompany(server.url, founder);
    const fx = await makeFixture(company.api, company);
    const ledger = new Ledger();
    for (let round = 1; round <= options.rounds; round++) {
      const before = ledger.acks.length;
      const unansweredBefore = { ...ledger.unanswered };
      const api = new ApiClient(server.url, company.api.token);
      const clients = Array.from({ length: options.clients }, (_, i) =>
        writer(api, fx, ledger, `r${round}c${i}`, i),
      );
      // The kill lands 0.5–3 s into the burst proper: counted from its first acknowledged write, since the first
      // requests after a (re)start are slow on a busy machine and a kill before any answer would prove little.
      await ledger.firstAckAfter(before, 60_000);
      const killAfterMs = Math.round(500 + Math.random() * 2500);
      await new Promise((r) => setTimeout(r, killAfterMs));
      await killHard(server);
      server = undefined;
      await Promise.all(clients);
      const t = Date.now();
      server = await startApp(app);
      const restartSeconds = (Date.now() - t) / 1000;
      const problems = await readBack(new ApiClient(server.url, company.api.token), ledger);
      const unanswered = Object.fromEntries(
        Object.entries(ledger.unanswered).map(([k, v]) => [k, v - (unansweredBefore[k] ?? 0)]),
      );
      const r = {
        round,
        killAfterMs,
        acknowledged: count(ledger.acks.slice(before)),
        unanswered,
        restartSeconds,
        problems,
      };
      result.rounds.push(r);
      console.log(
        `  ${engine} round ${round}: killed after ${killAfterMs} ms; acknowledged ${JSON.stringify(r.acknowledged)}; ` +
          `in flight ${JSON.stringify(unanswered)}; restart ${restartSeconds.toFixed(1)} s; ` +
          `${problems.length ? `PROBLEMS: ${problems.join("; ")}` : "all acknowledged writes read back whole"}`,
      );
      // PostgreSQL can be read beside the server after each round; PGlite admits one process, so it is
      // checked after the last round (rows are never deleted, so that check covers every round).
      if (engine === "postgres") {
        const check = await sqlCheck(open, fx);
        result.sql = check;
        if (check.problems.length)
          console.log(`  ${engine} round ${round} SQL: ${check.problems.join("; ")}`);
      }
    }
    if (ledger.refused.length)
      console.log(`  ${engine}: refused writes: ${ledger.refused.slice(0, 5).join(" | ")}`);
    await stopApp(server);
    server = undefined;
    if (engine === "pglite") result.sql = await sqlCheck(open, fx);
    console.log(
      `  ${engine} SQL completeness: ${JSON.stringify(result.sql?.counted)}; ${result.sql?.problems.length ? `PROBLEMS: ${result.sql.problems.join("; ")}` : "no half-written plan"}`,
    );
    if (ledger.refused.length)
      result.rounds.at(-1)!.problems.push(...ledger.refused.map((r) => `refused: ${r}`));
  } finally {
    if (server) await stopApp(server);
    if (pgdb && "drop" in pgdb) await pgdb.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    result.seconds = (Date.now() - started) / 1000;
  }
  return result;
}
