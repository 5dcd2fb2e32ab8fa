import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "tests/unit/**/*.test.ts"],
    environment: "node",
    // Generous: CI runs this beside the browser suite on 2 cores, where a test of 30 sign-ins (scrypt each) or a
    // fresh database can take several times what it takes on an idle machine.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A query handed to a busy connection fails the file (pg warns now, pg 9 refuses).
    setupFiles: ["tests/support/pg-warnings.ts"],
  },
});
