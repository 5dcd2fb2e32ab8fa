import { readFileSync } from "node:fs";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadPlan, makeProcess, makeService, makeUnit } from "../../../tests/support/bcp";
import { testApiFixture } from "../../../tests/support/fixture";

/**
 * Migration 0012 merges the organisation's sites into the site register (assets). The test puts the old
 * two-table shape back on a migrated database, writes rows and references the old way, runs the migration's
 * SQL, and checks every reference still resolves, through the database and through both views' API.
 */

const ctx = testApiFixture();

const MIGRATION = readFileSync("migrations/0012_one_site_register.sql", "utf8")
  .split("--> statement-breakpoint")
  .map((s) => s.trim())
  .filter(Boolean);

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await ctx.api.db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? result) as T[];
}

describe("migration 0012_one_site_register", () => {
  it("merges a site into the register site of the same name and carries the rest over, every reference kept", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Mergeco" });
    const other = await ctx.api.user("CorpAdmin", { company: "Elsewhere" });
    const lead = await ctx.api.user("BCPLead", { company: "Mergeco" });
    const unitId = (await makeUnit(ctx.api, admin.companyId)).unit.id;
    const plan = await leadPlan(ctx.api, { admin: admin, lead: lead }, unitId, { name: "Freight" });
    const service = await makeService(ctx.api, admin.token, plan.id);
    const process = await makeProcess(ctx.api, admin.token, service.id, { name: "Dispatch" });

    // Back to the schema before the migration: assets always placed, and a separate sites table.
    for (const statement of [
      `ALTER TABLE "assets" DROP CONSTRAINT "assets_point_whole"`,
      `ALTER TABLE "assets" ALTER COLUMN "lat" SET NOT NULL`,
      `ALTER TABLE "assets" ALTER COLUMN "lng" SET NOT NULL`,
      `CREATE TABLE "sites" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
        "company_id" uuid NOT NULL REFERENCES "companies"("id"),
        "business_unit_id" uuid REFERENCES "business_units"("id"),
        "name" text NOT NULL,
        "country" text NOT NULL,
        "state" text,
        "city" text,
        "address" text,
        "lat" double precision,
        "long" double precision,
        "created_at" timestamp with time zone DEFAULT now() NOT NULL
      )`,
    ])
      await ctx.api.db.execute(sql.raw(statement));

    const c = admin.companyId;
    const asset = async (name: string, incidentId: string | null = null) =>
      (
        await rows<{ id: string }>(sql`
          INSERT INTO assets (company_id, name, type, lat, lng, city, incident_id)
          VALUES (${c}, ${name}, 'warehouse', 45.76, 4.84, 'Lyon', ${incidentId}) RETURNING id`)
      )[0].id;
    const site = async (
      company: string,
      name: string,
      more: { lat?: number; long?: number; address?: string; unit?: string } = {},
    ) =>
      (
        await rows<{ id: string }>(sql`
          INSERT INTO sites (company_id, business_unit_id, name, country, city, address, lat, long)
          VALUES (${company}, ${more.unit ?? null}, ${name}, 'France', 'Paris', ${more.address ?? null},
            ${more.lat ?? null}, ${more.long ?? null}) RETURNING id`)
      )[0].id;

    const lyon = await asset("Lyon Transport Depot");
    const adhocParis = await asset("Paris Office", crypto.randomUUID());
    // The same place in Manage Company (another case), with what only it knew: its unit and address.
    const lyonSite = await site(c, "lyon transport depot", { unit: unitId, address: "12 Rue du Port" });
    const paris = await site(c, "Paris Office", { unit: unitId });
    const placed = await site(c, "Marseille Hub", { lat: 43.3, long: 5.37 });
    const half = await site(c, "Half Placed", { lat: 43.3 });
    const elsewhere = await site(other.companyId, "Lyon Transport Depot", { lat: 1, long: 1 });

    // References keyed on the register site, and an edit version keyed on the Manage Company site.
    const [person] = await rows<{ id: string }>(sql`
      INSERT INTO people (company_id, type, first_name, last_name, home_asset_id, lat, lng)
      VALUES (${c}, 'employee', 'Ada', 'Lyon', ${lyon}, 45.76, 4.84) RETURNING id`);
    await ctx.api.db.execute(sql`
      INSERT INTO bcp_process_locations (company_id, process_id, asset_id, site_name, headcount)
      VALUES (${c}, ${process.id}, ${lyon}, 'Lyon Transport Depot', 7)`);
    await ctx.api.db.execute(sql`
      INSERT INTO impacted_assets (company_id, incident_id, asset_id, distance_km)
      VALUES (${c}, ${crypto.randomUUID()}, ${lyon}, 1.5)`);
    await ctx.api.db.execute(sql`
      INSERT INTO edit_versions (entity, entity_id, part, version) VALUES ('company', ${c}, ${`site:${lyonSite}`}, 3)`);

    for (const statement of MIGRATION) await ctx.api.db.execute(sql.raw(statement));

    const register = await rows<{
      id: string;
      name: string;
      type: string;
      lat: number | null;
      lng: number | null;
      business_unit_id: string | null;
      address: string | null;
      country: string | null;
      incident_id: string | null;
    }>(sql`SELECT id, name, type, lat, lng, business_unit_id, address, country, incident_id
      FROM assets WHERE company_id = ${c} ORDER BY name, incident_id NULLS FIRST`);
    expect(register.map((r) => [r.name, r.id, r.type, r.lat, r.lng])).toEqual([
      // A half point is no point.
      ["Half Placed", half, "site", null, null],
      // Merged: the register's id, type and point, with the unit and address only the site had.
      ["Lyon Transport Depot", lyon, "warehouse", 45.76, 4.84],
      ["Marseille Hub", placed, "site", 43.3, 5.37],
      // Carried over with its own id; the ad hoc incident location of that name is not the same place.
      ["Paris Office", paris, "site", null, null],
      ["Paris Office", adhocParis, "warehouse", 45.76, 4.84],
    ]);
    const merged = register.find((r) => r.id === lyon)!;
    expect([merged.business_unit_id, merged.address, merged.country]).toEqual([
      unitId,
      "12 Rue du Port",
      "France",
    ]);
    // Another company's site of the same name stays that company's own.
    expect(
      await rows<{ id: string }>(sql`SELECT id FROM assets WHERE company_id = ${other.companyId}`),
    ).toEqual([{ id: elsewhere }]);

    // Every reference resolves to the same place.
    const [resolved] = await rows<{ home: string; delivered: string; impacted: string }>(sql`
      SELECT (SELECT a.name FROM people p JOIN assets a ON a.id = p.home_asset_id WHERE p.id = ${person.id}) AS home,
        (SELECT a.name FROM bcp_process_locations l JOIN assets a ON a.id = l.asset_id WHERE l.process_id = ${process.id}) AS delivered,
        (SELECT a.name FROM impacted_assets i JOIN assets a ON a.id = i.asset_id WHERE i.company_id = ${c}) AS impacted`);
    expect(resolved).toEqual({
      home: "Lyon Transport Depot",
      delivered: "Lyon Transport Depot",
      impacted: "Lyon Transport Depot",
    });
    expect(
      await rows<{ part: string; version: number }>(
        sql`SELECT part, version FROM edit_versions WHERE entity = 'company' AND entity_id = ${c}`,
      ),
    ).toEqual([{ part: `site:${lyon}`, version: 3 }]);
    expect(
      await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'sites'`,
      ),
    ).toEqual([{ n: 0 }]);

    // Both views answer the same sites.
    const org = (await ctx.api.call("get", "/bcpOrganization", { token: admin.token })).body.data;
    expect(org.sites.map((s: { id: string; name: string }) => [s.name, s.id]).sort()).toEqual(
      [
        ["Half Placed", half],
        ["Lyon Transport Depot", lyon],
        ["Marseille Hub", placed],
        ["Paris Office", paris],
      ].sort(),
    );
    expect(org.editVersions[`site:${lyon}`]).toBe(3);
    const all = (
      await ctx.api.call("get", "/asset/all", { token: admin.token, query: { page: 1, pageSize: 50 } })
    ).body.data;
    expect(all.map((a: { id: string }) => a.id).sort()).toEqual([half, lyon, placed, paris].sort());
    const page = (await ctx.api.call("get", `/asset/${lyon}`, { token: admin.token })).body.data;
    expect(page.peopleCount).toBe(1);
    expect(page.processes.map((p: { name: string; headcount: number }) => [p.name, p.headcount])).toEqual([
      ["Dispatch", 7],
    ]);
    expect(
      (await ctx.api.call("get", `/bcpOrganization/sites/${paris}`, { token: admin.token })).status,
    ).toBe(200);
    // A Manage Company removal keeps the register's refusals: Ada still has it as home site.
    const removal = await ctx.api.call("delete", `/bcpOrganization/sites/${lyon}`, { token: admin.token });
    expect(removal.status).toBe(409);
    expect(removal.body.error.message).toContain("as home site");
  });
});
