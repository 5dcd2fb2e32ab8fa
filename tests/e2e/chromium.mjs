// The browser the e2e suite drives: Debian's Chromium, never a downloaded build. Its headless shell (package
// chromium-headless-shell, the same Chromium release without the desktop browser's UI layers, what Playwright
// itself runs headless) takes about a quarter less CPU per test than the full browser in headless mode
// (docs/performance.md, "Test suite time, fourth pass"); the full browser serves when the shell is missing.
// CHROMIUM_PATH names another binary.
import { existsSync } from "node:fs";

export const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const FULL_CHROMIUM = "/usr/bin/chromium";

/** The binary Playwright launches. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) || !existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
