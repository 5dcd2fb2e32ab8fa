import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes the next migration from the schema; the app applies migrations/ on start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/schema.server.ts",
  out: "./migrations",
});
