/** Builds the app (remix build) when build/ is missing or older than the sources; SOAK_SKIP_BUILD=1 skips. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

export function ensureBuild() {
  if (process.env.SOAK_SKIP_BUILD) return;
  const built = fs.existsSync("build/index.js") ? fs.statSync("build/index.js").mtimeMs : 0;
  if (built > newest("app")) return;
  console.log("building (remix build)…");
  const result = spawnSync("npx", ["remix", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("remix build failed");
}
