/**
 * The built app as the bench runs it (`scripts/serve.mjs build/index.js`, as `npm start`), and the scale admin's
 * sign-in: shared by the bench (bench/run.ts) and the CPU-per-request measure (bench/cpu.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { SERVER_NODE_FLAGS } from "../scripts/node-flags.mjs";
import { type Engine, PGLITE_DIR, POSTGRES_URL } from "./db";
import { SCALE_ADMIN } from "./seed-scale";

export interface ServerOptions {
  port: number;
  workers: number;
  /** Arguments for node before the script (e.g. `--cpu-prof`), after the server's own (SERVER_NODE_FLAGS). */
  nodeArgs?: string[];
  /** The server build to serve (another build, to compare two side by side). */
  build?: string;
  /** Whether the server's standard output is kept for the caller (`child.stdout`) or dropped. */
  stdout?: "pipe" | "ignore";
  /** More environment for the server (e.g. KEEL_LOG_SQL=1 to capture its statements). */
  env?: Record<string, string>;
}

export async function startServer(
  engine: Engine,
  { port, workers, nodeArgs = [], build = "build/index.js", stdout = "ignore", env = {} }: ServerOptions,
) {
  const base = `http://localhost:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeArgs, "scripts/serve.mjs", build],
    {
      stdio: ["ignore", stdout, "inherit"],
      env: {
        ...process.env,
        WEB_CONCURRENCY: String(engine === "postgres" ? workers : 1),
        PORT: String(port),
        DATA_DIR: PGLITE_DIR,
        DATABASE_URL: engine === "postgres" ? POSTGRES_URL : "",
        KEEL_DEMO: "false",
        NODE_ENV: "production",
        SESSION_SECRET: "keel-bench-session-secret",
        APP_URL: base,
        COOKIE_SECURE: "false",
        SMTP_URL: "",
        ...env,
      },
    },
  );
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start in 120 s");
}

/** Stops the server and waits for it to have gone (a CPU profile is written as it exits). */
export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const gone = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await gone;
}

/** The scale admin signed in twice: a cookie session for pages, a bearer token for /api. */
export async function signIn(base: string) {
  const api = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(SCALE_ADMIN),
  });
  const token = ((await api.json()) as { data: { token: string } }).data.token;
  const form = new URLSearchParams(SCALE_ADMIN);
  const page = await fetch(`${base}/login`, { method: "POST", body: form, redirect: "manual" });
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!token || !cookie) throw new Error("bench sign-in failed");
  return { api: { authorization: `Bearer ${token}` }, page: { cookie } };
}
