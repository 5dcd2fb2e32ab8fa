// Starts the built app exactly as `npm start` does (scripts/serve.mjs: remix-serve), for the end-to-end suite.
import { spawn } from "node:child_process";
import { SERVER_NODE_FLAGS } from "../../scripts/node-flags.mjs";

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/serve.mjs", "build/index.js"], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
