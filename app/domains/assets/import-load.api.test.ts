import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiDeps } from "~/api/context.server";
import { testApiFixture } from "../../../tests/support/fixture";
import { IMPORT_MESSAGES, IMPORTS_PER_HOUR, withImportSlot } from "./import-batches.server";
import { assets } from "./schema.server";

// Issue 20 item 12: one company's CSV import must not stall every other company (PGlite runs one transaction
// at a time), and imports are limited per company. Times are measured by `npm run bench:import`, not here.

const ctx = testApiFixture();

const sitesCsv = (n: number, prefix = "Site") =>
  `Name,Type,Latitude,Longitude\n${Array.from({ length: n }, (_, i) => `${prefix} ${i + 1},office,1.5,1.5`).join("\n")}\n`;

/** Resolves once the company has its first imported row (an import is then holding its slot). */
async function rowsAppear(companyId: string) {
  for (;;) {
    const [row] = await ctx.api.db.select({ n: count() }).from(assets).where(eq(assets.companyId, companyId));
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("CSV import under load", () => {
  it("lets another company's request through while 10,000 rows are written, and writes them all", async () => {
    const evil = await ctx.api.user("CorpAdmin", { company: "Evil Corp" });
    const other = await ctx.api.user("CorpAdmin", { company: "Other Corp" });
    const order: string[] = [];
    const importing = ctx.api
      .call("post", "/asset/import", { token: evil.token, body: { csv: sitesCsv(10_000) } })
      .then((res) => {
        order.push("import");
        return res;
      });
    // Wait until the first rows are in, then ask for something else.
    await rowsAppear(evil.companyId);
    const health = ctx.api.call("get", "/health").then((res) => {
      order.push("health");
      return res;
    });
    const list = ctx.api.call("get", "/asset/all", { token: other.token }).then((res) => {
      order.push("other company");
      return res;
    });
    const [imported, h, l] = await Promise.all([importing, health, list]);
    expect(h.status).toBe(200);
    expect(l.status).toBe(200);
    expect(order.indexOf("health")).toBeLessThan(order.indexOf("import"));
    expect(order.indexOf("other company")).toBeLessThan(order.indexOf("import"));
    expect(imported.status).toBe(200);
    expect(imported.body.data).toMatchObject({ created: 10_000, failed: 0 });
    const [row] = await ctx.api.db
      .select({ n: count() })
      .from(assets)
      .where(eq(assets.companyId, evil.companyId));
    expect(row?.n).toBe(10_000);
  });

  it("runs one import per company at a time, and at most 20 an hour, with the message on the file field", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Busy Corp" });
    // An import holds the company's slot (held here until released, so which request runs first is no race);
    // meanwhile a second is refused on the file field, and once it is done the next goes through.
    let release = () => {};
    const held = withImportSlot({ now: () => new Date() } as ApiDeps, admin.companyId, () => {
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const second = await ctx.api.call("post", "/asset/import", {
      token: admin.token,
      body: { csv: sitesCsv(10, "B") },
    });
    release();
    await held;
    const first = await ctx.api.call("post", "/asset/import", {
      token: admin.token,
      body: { csv: sitesCsv(10, "A") },
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(429);
    expect(second.body.error.fields.csv).toEqual([IMPORT_MESSAGES.running]);
    // Two have run (the held one and the first); the rest of the hour's allowance, by the people import.
    for (let i = 2; i < IMPORTS_PER_HOUR; i++) {
      const res = await ctx.api.call("post", "/people/import", {
        token: admin.token,
        body: { csv: "Type,First Name,Last Name\nemployee,Ann,Example\n" },
      });
      expect(res.status).toBe(200);
    }
    const over = await ctx.api.call("post", "/asset/import", {
      token: admin.token,
      body: { csv: sitesCsv(1) },
    });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(
      "Your company has run 20 imports in the last hour, the most allowed. Try again later.",
    );
    // Another company is not held back.
    const other = await ctx.api.user("CorpAdmin", { company: "Calm Corp" });
    expect(
      (await ctx.api.call("post", "/asset/import", { token: other.token, body: { csv: sitesCsv(1) } }))
        .status,
    ).toBe(200);
  });
});
