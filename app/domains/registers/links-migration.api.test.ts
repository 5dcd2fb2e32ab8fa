import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeAnalysisPlan } from "../../../tests/support/analysis";
import { testApiFixture } from "../../../tests/support/fixture";

/**
 * Migration 0021 turns the free text of the dependency blocks into links. The test saves blocks, takes the links
 * and the entries they made away again (the state before the migration), and runs the migration's SQL.
 */

const ctx = testApiFixture();

const MIGRATION = readFileSync("migrations/0021_dependency_links.sql", "utf8")
  .split("--> statement-breakpoint")
  .map((s) => s.trim())
  .filter(Boolean);

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`; a driver may answer the array). */
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? result) as T[];

describe("migration 0021_dependency_links", () => {
  it("makes one entry per distinct name per company, links every line, and finds upstream processes", async () => {
    const acme = await makeAnalysisPlan(ctx.api, {
      company: "Legacy links",
      processes: ["Pick", "Pack", "Ship"],
    });
    const token = acme.admin.token;
    const [pick, pack, ship] = acme.processes;
    const kept = await ctx.api.call("post", "/registerEntry", {
      token,
      body: { kind: "application", name: "Payroll system" },
    });
    const save = (path: string, processId: string, dependencies: string[]) =>
      ctx.api.call("put", path, { token, body: { processId, dependencies } });
    await save("/itapplication", pick.id, ["WMS", "payroll system"]);
    await save("/itapplication", pack.id, ["wms "]);
    await save("/upstream", ship.id, ["Pack", "Customs broker"]);
    await save("/criticalrecords", ship.id, ["Manifests"]);
    // Before the migration: no link table, and only the entries typed into the register.
    await ctx.api.db.execute(sql.raw(`DROP TABLE "bcp_dependency_links"`));
    await ctx.api.db.execute(sql.raw(`DELETE FROM "register_entries" WHERE "from_plan"`));
    for (const statement of MIGRATION) await ctx.api.db.execute(sql.raw(statement));

    const entries = await ctx.api.db.execute(
      sql.raw(
        `SELECT kind, name, from_plan FROM register_entries WHERE company_id = '${acme.admin.companyId}' ORDER BY kind, name`,
      ),
    );
    expect(rowsOf<{ kind: string; name: string; from_plan: boolean }>(entries)).toEqual([
      { kind: "application", name: "Payroll system", from_plan: false },
      { kind: "application", name: "WMS", from_plan: true },
      { kind: "other", name: "Customs broker", from_plan: true },
      { kind: "record", name: "Manifests", from_plan: true },
    ]);
    const wms = await ctx.api.call("get", "/registerEntry/all", {
      token,
      query: { kind: "application", q: "wms" },
    });
    const wmsPage = await ctx.api.call("get", `/registerEntry/${wms.body.data[0].id}`, { token });
    expect(wmsPage.body.data.dependants.map((d: { id: string }) => d.id).sort()).toEqual(
      [pick.id, pack.id].sort(),
    );
    const keptPage = await ctx.api.call("get", `/registerEntry/${kept.body.data.entry.id}`, { token });
    expect(keptPage.body.data.dependants.map((d: { id: string }) => d.id)).toEqual([pick.id]);
    const upstream = await ctx.api.db.execute(
      sql.raw(
        `SELECT upstream_process_id FROM bcp_dependency_links WHERE process_id = '${ship.id}' AND upstream_process_id IS NOT NULL`,
      ),
    );
    expect(rowsOf<{ upstream_process_id: string }>(upstream)).toEqual([{ upstream_process_id: pack.id }]);
  });
});
