/** The built app as `npm start` runs it (remix-serve, NODE_ENV=production), as a child process the soak can kill. */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { SERVER_NODE_FLAGS } from "../../scripts/node-flags.mjs";

export interface AppOptions {
  port: number;
  /** DATA_DIR: PGlite lives in `<dataDir>/pglite`, plus the uploads. */
  dataDir: string;
  /** PostgreSQL; PGlite when absent. */
  databaseUrl?: string;
  /** Server output (stdout and stderr) is appended here, to read after a failure. */
  logFile: string;
  /** More environment for the server. */
  env?: Record<string, string>;
}

export interface AppServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
}

/** Whether nothing listens on the port (another engineer's server may hold one of ours). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Starts the app on `options.port`, or on the next free port when that one is taken. */
export async function startApp(options: AppOptions): Promise<AppServer> {
  let port = options.port;
  while (!(await portFree(port))) port++;
  const url = `http://localhost:${port}`;
  const log = fs.openSync(options.logFile, "a");
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, "node_modules/@remix-run/serve/dist/cli.js", "build/index.js"],
    {
      stdio: ["ignore", log, log],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? "",
        KEEL_DEMO: "false",
        NODE_ENV: "production",
        SESSION_SECRET: "keel-soak-session-secret",
        APP_URL: url,
        COOKIE_SECURE: "false",
        SMTP_URL: "",
        ...options.env,
      },
    },
  );
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const server = { url, pid: child.pid!, child, exited };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}); see ${options.logFile}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer in 60 s; see ${options.logFile}`);
}

/** kill -9: no shutdown hook runs, nothing is flushed by the app. */
export async function killHard(server: AppServer) {
  server.child.kill("SIGKILL");
  await server.exited;
}

export async function stopApp(server: AppServer) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
  await server.exited;
  clearTimeout(timer);
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
