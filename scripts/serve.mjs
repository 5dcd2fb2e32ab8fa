#!/usr/bin/env node
/**
 * `npm start`: remix-serve, once per core you ask for. WEB_CONCURRENCY=N (PostgreSQL only) starts N worker
 * processes that share the port (Node's cluster module); the app keeps no state in a process (sessions, sign-in
 * limits, jobs and live updates go through the database), so any worker can answer any request. PGlite is one
 * process per data folder, so with it Keel runs one process whatever WEB_CONCURRENCY says.
 * A worker that dies after it served is replaced; one that dies before it served stops them all (exit 1), as its
 * replacement would die the same way. SIGTERM/SIGINT stop them all.
 */
import cluster from "node:cluster";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { installSocketPeer } from "./socket-peer.mjs";

/** remix-serve's command, found through the `bin` its package declares (its public entry, not a dist path). */
function remixServeBin() {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("@remix-run/serve/package.json");
  const { bin } = require(manifest);
  const entry = typeof bin === "string" ? bin : bin["remix-serve"];
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
}

const asked =
  process.env.WEB_CONCURRENCY === "auto"
    ? os.availableParallelism()
    : Number(process.env.WEB_CONCURRENCY ?? 1);
const workers = Number.isInteger(asked) && asked > 1 ? asked : 1;
const GRACE_MS = 5000;
const serve = () => {
  // remix-serve stops accepting connections on SIGTERM/SIGINT; the database pool and the background jobs would
  // keep the process alive, so it ends once the requests in flight have had GRACE_MS to finish.
  for (const signal of ["SIGTERM", "SIGINT"])
    process.once(signal, () => setTimeout(() => process.exit(0), GRACE_MS).unref());
  // Each request carries its TCP peer's address, for the per-client limits (security review N2).
  installSocketPeer();
  return import(remixServeBin());
};

if (workers === 1 || !cluster.isPrimary) {
  await serve();
} else if (!process.env.DATABASE_URL) {
  console.warn(
    `[keel] WEB_CONCURRENCY=${workers} needs PostgreSQL (DATABASE_URL): PGlite is one process; starting one.`,
  );
  await serve();
} else {
  process.env.PORT ??= "3000";
  let stopping = false;
  /** Stops every worker with `signal`, then the launcher with `code` once they are all gone. */
  const stop = (signal, code) => {
    stopping = true;
    process.exitCode = code;
    // A worker stays in cluster.workers until its IPC channel has closed too, which may come after its 'exit'
    // event: count the dead ones, or the primary can wait for ever for the last worker to leave the list.
    const allDead = () => Object.values(cluster.workers ?? {}).every((worker) => !worker || worker.isDead());
    cluster.on("exit", () => {
      if (allDead()) process.exit(code);
    });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (allDead()) process.exit(code);
  };
  const fork = (index) => {
    // Only the first worker seeds the demo company, so it is seeded (and its accounts printed) once.
    const worker = cluster.fork({ KEEL_WORKER: String(index), ...(index > 0 ? { KEEL_DEMO: "false" } : {}) });
    let served = false;
    worker.once("listening", () => {
      served = true;
    });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      if (!served) {
        // It died before it served (a bad setting, an unreachable database, a broken build): another would die
        // the same way, for ever. Stop, so the operator or the supervisor sees the error instead of a loop.
        console.error(`[keel] worker ${index} failed to start (${signal ?? code}); stopping`);
        stop("SIGTERM", 1);
        return;
      }
      console.error(`[keel] worker ${index} stopped (${signal ?? code}); starting another`);
      setTimeout(() => {
        if (!stopping) fork(index);
      }, 1000);
    });
  };
  for (let i = 0; i < workers; i++) fork(i);
  console.log(`[keel] ${workers} workers on port ${process.env.PORT}`);
  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => stop(signal, 0));
}
