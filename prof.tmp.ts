// Temporary: profile one page under load on the small scale data.
import { spawn } from "node:child_process";
import { load, timeIt } from "./bench/load";
import { SCALE_ADMIN } from "./bench/seed-scale";
import { PGLITE_DIR } from "./bench/db";
const PORT = 3317, BASE = `http://localhost:${PORT}`;
const args = process.env.PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/perf-prof"] : [];
const child = spawn(process.execPath, [...args, "node_modules/@remix-run/serve/dist/cli.js", "build/index.js"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PORT: String(PORT), DATA_DIR: PGLITE_DIR, DATABASE_URL: process.env.PG ?? "", KEEL_DEMO: "false", NODE_ENV: "production",
    SESSION_SECRET: "keel-bench-session-secret", APP_URL: BASE, COOKIE_SECURE: "false", SMTP_URL: "" },
});
for (let i = 0; i < 240; i++) { if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 500)); }
const page = await fetch(`${BASE}/login`, { method: "POST", body: new URLSearchParams(SCALE_ADMIN), redirect: "manual" });
const cookie = page.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
for (const path of (process.env.PATHS ?? "/overview,/notifications,/businesscontinuityplan,/incidents,/people").split(",")) {
  const url = BASE + path;
  const t = await timeIt(async () => { const r = await fetch(url, { headers: { cookie }, redirect: "manual" }); await r.arrayBuffer(); if (r.status !== 200) throw new Error(`${path} ${r.status}`); }, 20);
  const l = await load(url, { cookie }, { concurrency: 20, requests: 100 });
  console.log(`${path.padEnd(30)} 1 user p50 ${t.p50.toFixed(1)} · x20 p50 ${l.p50.toFixed(0)} p95 ${l.p95.toFixed(0)} · ${l.rps.toFixed(0)} req/s ${JSON.stringify(l.statuses)}`);
}
child.kill("SIGINT"); await new Promise((r) => child.once("exit", r));
