// The e2e suite drives Debian's Chromium headless shell (tests/e2e/chromium.mjs); install it when missing (never a
// downloaded browser build).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { HEADLESS_SHELL } from "./chromium.mjs";

if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL)) {
  console.log(`[e2e] ${HEADLESS_SHELL} is missing: installing Debian's chromium-headless-shell`);
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell",
    { stdio: "inherit" },
  );
}
