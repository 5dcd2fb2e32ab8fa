/**
 * The SQL a request really sends, captured and replayed: the bench's SQL column (issue 37). A hand-written model of
 * a page's statements undercounted what the page sends (the plan page's model had 4 statements; the page sends
 * 39), so "time over SQL" was read against too little SQL.
 *
 * Capture: the built app runs as one process with KEEL_LOG_SQL=1 (Drizzle's logger prints "Query: <sql> -- params:
 * [json]"); each request is sent once to warm it and once to capture. Replay: the captured statements, with their
 * parameters, one after the other on the same engine through the same driver, as the bench times them.
 */
import type { Database } from "~/platform/db/client.server";
import type { Engine } from "./db";
import type { ScaleIds } from "./seed-scale";
import { signIn, startServer, stopServer } from "./server";
import type { Target } from "./targets";

export interface Statement {
  text: string;
  params: unknown[];
}

/** Statements the app's own timers run beside the request (the outbox's claim): not the request's. */
const notTheRequest = (s: Statement) =>
  /^(begin|commit|rollback)\b/i.test(s.text) || s.text.includes('from "messages" where ("messages"."status"');

/**
 * The statements in a stretch of the server's output. A statement written over several lines is logged over
 * several lines, so the output is split on the logger's prefix; the parameters are JSON on the statement's last line.
 */
export function parseLogged(output: string): Statement[] {
  return `\n${output}`
    .split(/\nQuery: /)
    .slice(1)
    .map((chunk) => {
      const at = chunk.indexOf(" -- params: ");
      if (at < 0) return { text: chunk.split("\n")[0]!.trim(), params: [] };
      const end = chunk.indexOf("\n", at);
      return {
        text: chunk.slice(0, at),
        params: JSON.parse(chunk.slice(at + 12, end < 0 ? undefined : end)) as unknown[],
      };
    })
    .filter((s) => !notTheRequest(s));
}

/** Each target's statements (by name), captured from one request sent after a warming one. */
export async function captureStatements(
  engine: Engine,
  ids: ScaleIds,
  targets: Target[],
  port: number,
): Promise<Map<string, Statement[]>> {
  const base = `http://localhost:${port}`;
  const server = await startServer(engine, { port, workers: 1, stdout: "pipe", env: { KEEL_LOG_SQL: "1" } });
  let logged = "";
  server.stdout?.on("data", (chunk) => {
    logged += String(chunk);
  });
  const settle = () => new Promise((r) => setTimeout(r, 200));
  const captured = new Map<string, Statement[]>();
  try {
    const signedIn = await signIn(base);
    for (const target of targets) {
      const ask = () =>
        fetch(base + target.path(ids), {
          headers: target.floor ? {} : target.kind === "page" ? signedIn.page : signedIn.api,
        }).then((r) => r.arrayBuffer());
      await ask();
      await settle();
      logged = "";
      await ask();
      await settle();
      captured.set(target.name, parseLogged(logged));
    }
  } finally {
    await stopServer(server);
  }
  return captured;
}

/** Runs the statements one after the other, as the request's driver would, with their parameters. */
export async function replay(database: Database, statements: Statement[]) {
  // Drizzle's client of either engine (pg's Pool, PGlite or its thread) answers query(text, params).
  const client = (
    database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }
  ).$client;
  for (const s of statements) await client.query(s.text, s.params);
}
