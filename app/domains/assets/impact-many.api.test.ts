import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { hazardFixture } from "../../../tests/support/incidents";
import { impactedAssets } from "./impact-schema.server";
import { assets } from "./schema.server";

/**
 * Security review N6: an incident over 20,000 sites inserted one impacted row per site in one INSERT, past
 * PostgreSQL's 65,535 bind parameters: 500 after seconds of work, and the whole parameter list in the log.
 */

const ctx = testApiFixture({}, { timeout: 180_000 });

describe("an incident over tens of thousands of sites (N6)", () => {
  it("is created with every site impacted (inserted in chunks), never a 500", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Many Sites Co" });
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      companyId: admin.companyId,
      name: `Depot ${i}`,
      type: "site" as const,
      lat: 1.5 + (i % 100) * 0.0001,
      lng: 1.5 + Math.floor(i / 100) * 0.0001,
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await ctx.api.db.insert(assets).values(rows.slice(i, i + 2000));
    const { categoryId, hazardId } = await hazardFixture(ctx.api, admin.token);
    const logged = vi.spyOn(console, "error");
    const res = await ctx.api.call("post", "/incident/adhocIncident/direct", {
      token: admin.token,
      body: {
        type: "Incident",
        hazardCategoryId: categoryId,
        hazardId,
        lat: 1.5,
        long: 1.5,
        viewRadius: 5,
        title: "Big",
        impact: "High",
      },
    });
    expect(logged).not.toHaveBeenCalled();
    expect(res.status).toBe(201);
    const impacted = await ctx.api.db
      .select({ id: impactedAssets.id })
      .from(impactedAssets)
      .where(eq(impactedAssets.incidentId, res.body.data.id));
    expect(impacted).toHaveLength(20_000);
  }, 300_000);
});
