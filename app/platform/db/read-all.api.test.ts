import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { readAll } from "./read-all.server";

const ctx = testApiFixture();

/** Reads that note when each starts and ends, so the test sees whether they overlapped. */
function tracked(db: { execute: (q: ReturnType<typeof sql>) => PromiseLike<unknown> }, log: string[]) {
  return ["a", "b", "c"].map((name) => async () => {
    log.push(`start ${name}`);
    await db.execute(sql`select pg_sleep(0.02)`);
    await new Promise((r) => setTimeout(r, 5));
    log.push(`end ${name}`);
    return name;
  });
}

describe("readAll", () => {
  it("runs a transaction's reads one after another, in order, and returns each result in its place", async () => {
    const log: string[] = [];
    const results = await ctx.api.db.transaction((tx) => readAll(tx, tracked(tx, log)));
    expect(results).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("runs reads on the pool side by side", async () => {
    const log: string[] = [];
    const results = await readAll(ctx.api.db, tracked(ctx.api.db, log));
    expect(results).toEqual(["a", "b", "c"]);
    expect(log.slice(0, 3)).toEqual(["start a", "start b", "start c"]);
  });
});
