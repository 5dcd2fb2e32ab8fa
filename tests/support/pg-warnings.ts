import { afterAll } from "vitest";

/**
 * pg warns (once per process) when a query is handed to a connection that is still running one, as a
 * `Promise.all` of reads inside a transaction does; pg 9 refuses it. The test file that causes it fails here.
 */
const seen: string[] = [];
process.on("warning", (warning) => {
  if (warning.message.includes("already executing a query")) seen.push(warning.stack ?? warning.message);
});

afterAll(async () => {
  await new Promise((r) => setImmediate(r)); // warnings are emitted on a later tick
  if (seen.length) throw new Error(`a transaction ran queries side by side on one connection:\n${seen[0]}`);
});
