// Runs the API and database suites again on PostgreSQL when TEST_DATABASE_URL names a server
// (each test file creates and drops its own database there). Without it, says so and succeeds.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("[test:pg] TEST_DATABASE_URL is not set: the API suite ran on PGlite only.");
  process.exit(0);
}
const result = spawnSync("npx", ["vitest", "run", "api.test", "app/platform/db/"], {
  stdio: "inherit",
  env: process.env,
});
process.exit(result.status ?? 1);
