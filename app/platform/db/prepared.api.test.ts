import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { companies } from "~/domains/companies/schema.server";
import { testApiFixture } from "../../../tests/support/fixture";
import type { Db, Tx } from "./client.server";
import { prepared, UNNAMED } from "./prepared.server";

const ctx = testApiFixture();

/** A company's name by id, built through `prepared`; `builds` counts how often Drizzle built it. */
function companyName(conn: Db | Tx, builds: { n: number }, id: string) {
  return prepared(conn, "test:companyName", (c) => {
    builds.n++;
    return c
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, sql.placeholder("id")))
      .prepare(UNNAMED);
  }).execute({ id });
}

describe("prepared statements", () => {
  it("are built once per handle and answer each call with its own values", async () => {
    const a = await ctx.api.user("CorpAdmin", { company: "Prepared One Co" });
    const b = await ctx.api.user("CorpAdmin", { company: "Prepared Two Co" });
    const builds = { n: 0 };
    expect(await companyName(ctx.api.db, builds, a.companyId)).toEqual([{ name: "Prepared One Co" }]);
    expect(await companyName(ctx.api.db, builds, b.companyId)).toEqual([{ name: "Prepared Two Co" }]);
    const [both1, both2] = await Promise.all([
      companyName(ctx.api.db, builds, b.companyId),
      companyName(ctx.api.db, builds, a.companyId),
    ]);
    expect([both1, both2]).toEqual([[{ name: "Prepared Two Co" }], [{ name: "Prepared One Co" }]]);
    expect(builds.n).toBe(1);
  });

  it("in a transaction, run on the transaction: they see its uncommitted change, which the pool does not", async () => {
    const a = await ctx.api.user("CorpAdmin", { company: "Prepared Tx Co" });
    const builds = { n: 0 };
    // Built for the pool here or by the test before: either way, not again.
    await companyName(ctx.api.db, builds, a.companyId);
    const before = builds.n;
    let inside: unknown;
    await ctx.api.db
      .transaction(async (tx) => {
        await tx.update(companies).set({ name: "Renamed Co" }).where(eq(companies.id, a.companyId));
        inside = await companyName(tx, builds, a.companyId);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(inside).toEqual([{ name: "Renamed Co" }]);
    // Built once more, for the transaction's own handle.
    expect(builds.n).toBe(before + 1);
    expect(await companyName(ctx.api.db, builds, a.companyId)).toEqual([{ name: "Prepared Tx Co" }]);
  });

  it("go to the engine unnamed, as an unprepared statement does (no server-side statement to keep per connection)", async () => {
    const a = await ctx.api.user("CorpAdmin", { company: "Prepared Name Co" });
    const client = (ctx.api.db as unknown as { $client: { query(...args: unknown[]): unknown } }).$client;
    const query = client.query.bind(client);
    const sent: unknown[] = [];
    const spy = vi.spyOn(client, "query").mockImplementation((...args: unknown[]) => {
      sent.push(args[0]);
      return query(...args);
    });
    try {
      await companyName(ctx.api.db, { n: 0 }, a.companyId);
    } finally {
      spy.mockRestore();
    }
    expect(sent).toHaveLength(1);
    const [statement] = sent;
    // node-postgres takes a config object (a name there would prepare it on the server); PGlite takes the text.
    if (typeof statement !== "string") expect((statement as { name?: string }).name ?? "").toBe("");
    else expect(statement).toContain('from "companies"');
  });
});
