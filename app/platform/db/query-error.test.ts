import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { loggableError } from "./query-error";

describe("the log line of a failed query (review N6)", () => {
  it("keeps the SQL text, shortened, and the parameter count, never the parameters", () => {
    const params = Array.from({ length: 80_000 }, (_, i) => `secret-${i}`);
    const sql = `insert into "impacted_assets" values ${params.map((_, i) => `($${i + 1})`).join(", ")}`;
    const line = String(
      loggableError(
        new DrizzleQueryError(sql, params, new Error("bind message has 14464 parameter formats")),
      ),
    );
    expect(line).toContain("80000 parameters");
    expect(line).toContain("bind message has 14464 parameter formats");
    expect(line).not.toContain("secret-");
    expect(line.length).toBeLessThan(4000);
  });

  it("leaves other errors as they are", () => {
    const error = new Error("boom");
    expect(loggableError(error)).toBe(error);
  });
});
