import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makePlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";

/**
 * Migration 0006 moves the hand-kept links (assets.process_ids / bcp_ids) into delivery locations. The test
 * puts the old columns back on a migrated database, writes old-style links, and runs the migration's SQL.
 */

const ctx = testApiFixture();

const MIGRATION = readFileSync("migrations/0008_site_delivery_links.sql", "utf8")
  .split("--> statement-breakpoint")
  .map((s) => s.trim())
  .filter(Boolean);

describe("migration 0006_site_delivery_links", () => {
  it("moves process and plan links into delivery locations and links free-text sites by name", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Legacyco" });
    const lead = await ctx.api.user("BCPLead", { company: "Legacyco" });
    const unitId = (await makeUnit(ctx.api, admin.companyId)).unit.id;
    const plan = async (name: string) => {
      const p = await makePlan(ctx.api, admin.token, { businessUnitId: unitId, bcLeadId: lead.id, name });
      const service = await makeService(ctx.api, admin.token, p.id);
      const a = await makeProcess(ctx.api, admin.token, service.id, { name: `${name} A` });
      const b = await makeProcess(ctx.api, admin.token, service.id, { name: `${name} B` });
      return { id: p.id, a: a.id, b: b.id };
    };
    const one = await plan("One");
    const two = await plan("Two");
    const three = await plan("Three");
    // Back to the schema before the migration.
    await ctx.api.db.execute(
      sql.raw(
        `ALTER TABLE "bcp_process_locations" DROP CONSTRAINT "bcp_process_locations_asset_id_assets_id_fk"`,
      ),
    );
    await ctx.api.db.execute(sql.raw(`DROP INDEX "bcp_process_locations_asset_idx"`));
    await ctx.api.db.execute(
      sql.raw(`ALTER TABLE "assets" ADD COLUMN "bcp_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL`),
    );
    await ctx.api.db.execute(
      sql.raw(`ALTER TABLE "assets" ADD COLUMN "process_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL`),
    );
    const c = admin.companyId;
    const site = async (name: string, processIds: string[], bcpIds: string[]) => {
      const rows = await ctx.api.db.execute<{ id: string }>(sql`
        INSERT INTO assets (company_id, name, type, lat, lng, process_ids, bcp_ids)
        VALUES (${c}, ${name}, 'site', 1, 1, ${`{${processIds.join(",")}}`}::uuid[], ${`{${bcpIds.join(",")}}`}::uuid[])
        RETURNING id`);
      return (
        (rows as unknown as { rows: { id: string }[] }).rows?.[0]?.id ??
        (rows as unknown as { id: string }[])[0].id
      );
    };
    const manchester = await site("Manchester DC", [one.a], [one.id]);
    const leeds = await site("Leeds Depot", [], [two.id]);
    await site("Lyon Transport Depot", [], []);
    // A free-text location named like a site (other case), and one pointing at no site.
    await ctx.api.db.execute(sql`
      INSERT INTO bcp_process_locations (company_id, process_id, site_name) VALUES (${c}, ${three.a}, 'lyon transport depot')`);
    await ctx.api.db.execute(sql`
      INSERT INTO bcp_process_locations (company_id, process_id, asset_id, site_name)
      VALUES (${c}, ${three.b}, ${crypto.randomUUID()}, 'Gone')`);

    for (const statement of MIGRATION) await ctx.api.db.execute(sql.raw(statement));

    const result = await ctx.api.db.execute<{ process: string; site: string | null }>(sql`
      SELECT p.name AS process, a.name AS site FROM bcp_process_locations l
      JOIN bcp_processes p ON p.id = l.process_id LEFT JOIN assets a ON a.id = l.asset_id
      WHERE l.company_id = ${c} ORDER BY p.name, a.name`);
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as {
      process: string;
      site: string | null;
    }[];
    expect(rows.map((r) => [r.process, r.site])).toEqual([
      // Only the listed process of plan One (its plan was listed too, but one of its processes is there).
      ["One A", "Manchester DC"],
      // A free-text site named like a register site is linked; a dangling id is cleared.
      ["Three A", "Lyon Transport Depot"],
      ["Three B", null],
      // Plan Two was listed with none of its processes: all of them are delivered there.
      ["Two A", "Leeds Depot"],
      ["Two B", "Leeds Depot"],
    ]);
    expect(manchester).toBeTruthy();
    expect(leeds).toBeTruthy();
  });
});
