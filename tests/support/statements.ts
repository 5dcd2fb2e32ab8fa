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
