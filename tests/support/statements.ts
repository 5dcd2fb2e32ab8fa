import { sql } from "drizzle-orm";
import { vi } from "vitest";
import type { TestApi } from "./api";

/**
 * The statements `work` sends, in order, as the engine receives them: read off the driver's client, so a statement
 * built once and run again (app/platform/db/prepared.server.ts) counts each time it runs.
 */
export async function statementsSent(api: TestApi, work: () => Promise<unknown>) {
  const sent: string[] = [];
  const client = (api.db as unknown as { $client: { query(...args: unknown[]): unknown } }).$client;
  const query = client.query.bind(client);
  const spy = vi.spyOn(client, "query").mockImplementation((...args: unknown[]) => {
    sent.push(typeof args[0] === "string" ? args[0] : (args[0] as { text: string }).text);
    return query(...args);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

/**
 * PostgreSQL's plan for `query`, as EXPLAIN prints it, with the scans named in `off` forbidden (tiny test tables
 * would be scanned whatever the indexes; forbidding that shows whether an index can serve).
 */
export async function plannedAs(
  api: TestApi,
  query: { toSQL(): { sql: string; params: unknown[] } },
  off: readonly ("enable_seqscan" | "enable_bitmapscan")[] = ["enable_seqscan"],
) {
  const { sql: text, params } = query.toSQL();
  return api.db.transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
    // From the last parameter down, so that $1 never rewrites the start of $10.
    const literal = params.reduceRight<string>(
      (s, p, i) => s.replaceAll(`$${i + 1}`, `'${String(p).replaceAll("'", "''")}'`),
      text,
    );
    const result = (await tx.execute(sql.raw(`explain ${literal}`))) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((r) => Object.values(r)[0]).join("\n");
  });
}
