/**
 * npm run bench:import — a 10,000-row site import on embedded PGlite, and how long other requests wait meanwhile
 * (issue 20 item 12). Prints the import's duration and the slowest /api/health answer sent every 25 ms during it.
 */
import { createTestApi } from "../tests/support/api";

const ROWS = Number(process.env.ROWS ?? 10_000);
const api = await createTestApi();
const evil = await api.user("CorpAdmin", { company: "Evil Corp" });
const other = await api.user("CorpAdmin", { company: "Other Corp" });
const csv = `Name,Type,Latitude,Longitude\n${Array.from({ length: ROWS }, (_, i) => `Site ${i + 1},office,1.5,1.5`).join("\n")}\n`;
// Warm up the code paths once.
await api.call("post", "/asset/import", {
  token: other.token,
  body: { csv: "Name,Type,Latitude,Longitude\nW,office,1,1\n" },
});

const waits: number[] = [];
let done = false;
const probe = (async () => {
  while (!done) {
    const started = performance.now();
    await api.call("get", "/asset/all", { token: other.token, query: { pageSize: 10 } });
    waits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
})();
const cpu = process.cpuUsage();
const started = performance.now();
const res = await api.call("post", "/asset/import", { token: evil.token, body: { csv } });
const importMs = performance.now() - started;
const cpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000;
done = true;
await probe;
waits.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    rows: ROWS,
    status: res.status,
    created: res.body?.data?.created,
    importMs: Math.round(importMs),
    // CPU time of the process meanwhile: on a shared, loaded machine the wall time is mostly waiting.
    cpuMs: Math.round(cpuMs),
    otherRequests: waits.length,
    otherMaxMs: Math.round(waits.at(-1) ?? 0),
    otherP95Ms: Math.round(waits[Math.floor(waits.length * 0.95)] ?? 0),
    otherMedianMs: Math.round(waits[Math.floor(waits.length / 2)] ?? 0),
  }),
);
await api.close();
