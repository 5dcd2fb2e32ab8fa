import os from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./tests/e2e/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";

/** Every spec runs twice: once with JavaScript, once without (progressive enhancement is a requirement). */
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files run side by side, one per core (issue 30): each writes only to its own company (tests/e2e/fixtures.ts)
  // or reads the demo without changing what another spec reads. The tests of one file stay in order in one worker:
  // several share an expensive beforeAll seed, and a file's company is made once per worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? os.availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "nojs", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node tests/e2e/start-server.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      APP_URL: `http://localhost:${PORT}`,
      KEEL_DEMO: "true",
      // Test runs only: every demo account gets this known password (tests/e2e/support.ts DEMO_PASSWORD) and the
      // System Administrator is not asked to change it; demo-first-start.spec.ts starts a real install instead.
      KEEL_TEST_DEMO_PASSWORD: "Keel!demo2026",
      // Test runs only: SSO domain verification reads TXT records from this file (tests/e2e/support.ts publishTxt).
      KEEL_TEST_DNS_TXT_FILE: `${DATA_DIR}-dns.json`,
      NODE_ENV: "production",
      DATABASE_URL: "",
      SMTP_URL: "",
      // The SSO spec's provider runs on this machine over plain HTTP: allowed here only (never in a deployment).
      SSO_ALLOW_PRIVATE_ISSUER: "true",
      // The webhooks spec's receiver runs on this machine over plain HTTP: allowed here only (never in a deployment).
      WEBHOOKS_ALLOW_PRIVATE: "true",
      // Every spec's company and invited users sign up from loopback, one client to Keel's per-client budgets
      // (security review N2); the suite is one office behind one address, so it gets an office's budget.
      SIGNUPS_PER_CLIENT_PER_HOUR: "5000",
      RECOVERIES_PER_CLIENT_PER_15_MINUTES: "5000",
      // Every spec signs up its own company: the suite sends more sign-up emails an hour than a site would.
      SIGNUP_EMAILS_PER_HOUR: "5000",
    },
  },
});
