import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Test files that change process-wide state (environment variables, globals, spies on shared modules, the SSO
// resolver, the storage settings) run each in a fresh module graph; every other file shares its worker's modules,
// so the app is imported and transformed once per worker instead of once per file (about 40% of the suite's CPU
// on two cores, docs/decisions.md). Each file still opens its own database through tests/support.
const ISOLATED = [
  "app/api/body-guard.api.test.ts",
  "app/config.test.ts",
  "app/domains/activation/situation.api.test.ts",
  "app/domains/assets/impact-many.api.test.ts",
  "app/domains/assets/radius.api.test.ts",
  "app/domains/auth/auth.api.test.ts",
  "app/domains/bcp/pdf-content.api.test.ts",
  "app/domains/bcp/pdf.api.test.ts",
  "app/domains/demo/first-start.api.test.ts",
  "app/domains/sso/**/*.test.ts",
  "app/platform/concurrency/conflicts.api.test.ts",
  "app/platform/db/**/*.test.ts",
  "app/web/shared-auth.test.ts",
  "tests/unit/**/*.test.ts",
];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    // Generous: CI runs this beside the browser suite on 2 cores, where a test of 30 sign-ins (scrypt each) or a
    // fresh database can take several times what it takes on an idle machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: "forks",
    // A query handed to a busy connection fails the file (pg warns now, pg 9 refuses).
    setupFiles: ["tests/support/pg-warnings.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx"],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
