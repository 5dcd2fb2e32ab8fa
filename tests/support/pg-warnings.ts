import { afterAll } from "vitest";

/**
 * pg warns (once per process) when a query is handed to a connection that is still running one, as a
 * `Promise.all` of reads inside a transaction does; pg 9 refuses it. The test file during which it is warned fails
 * here. Files share a worker process (vitest.config.ts), so the listener is added once per process.
 */
const shared = globalThis as { keelPgWarnings?: string[] };
if (!shared.keelPgWarnings) {
  const seen: string[] = [];
  shared.keelPgWarnings = seen;
  process.on("warning", (warning) => {
    if (warning.message.includes("already executing a query")) seen.push(warning.stack ?? warning.message);
  });
}
const seen = shared.keelPgWarnings;

afterAll(async () => {
  await new Promise((r) => setImmediate(r)); // warnings are emitted on a later tick
  const found = seen.splice(0);
  if (found.length) throw new Error(`a transaction ran queries side by side on one connection:\n${found[0]}`);
});
