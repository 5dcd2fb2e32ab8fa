import { describe, expect, it } from "vitest";
import { authenticateShared, shareScope } from "~/api/shared-auth.server";
import { authenticateToken } from "~/domains/auth/service.server";
import { impactGrid, makeAnalysisPlan, maloLevels } from "../../../tests/support/analysis";
import { testApiFixture } from "../../../tests/support/fixture";
import type { MaloLevels } from "./malo";
import {
  biaRows,
  blockRows,
  maloRows,
  riskRows,
  rosterRows,
  scenarioRows,
  stakeholderRows,
  summaryRows,
} from "./plan-rows.server";
import {
  bcpBia,
  bcpBrtMembers,
  bcpDependencyBlocks,
  bcpExecutiveSummaries,
  bcpMalo,
  bcpRisks,
  bcpScenarios,
  bcpStakeholders,
  type ImpactGrid,
} from "./schema.server";

/**
 * A page request's reads take a plan's eight analysis tables from one statement, read as JSON and decoded column
 * by column (issue 37): each table must come back exactly as its own statement reads it, types and order included.
 */

const ctx = testApiFixture();
const READS = {
  biaRows,
  scenarioRows,
  rosterRows,
  summaryRows,
  riskRows,
  stakeholderRows,
  maloRows,
  blockRows,
};

/** The caller as a page request's reads see it: one object whose reads are shared. */
async function pageReader(token: string) {
  const call = new Request("http://keel.internal/api/bcp");
  shareScope(call, new Map());
  return authenticateShared(call, token, () => authenticateToken(ctx.api.deps, token));
}

describe("a plan's analysis tables read together", () => {
  it("answer every table as its own statement does: each column's type, nulls, JSON and order", async () => {
    const acme = await makeAnalysisPlan(ctx.api, { company: "Rows Co", processes: ["Pick", "Pack"] });
    const base = { companyId: acme.admin.companyId, bcpId: acme.plan.id };
    const [pick, pack] = acme.processes;
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 9, minute, 12, 345));
    const db = ctx.api.db;
    await db.insert(bcpBia).values([
      { ...base, processId: pick.id, impacts: impactGrid("high") as ImpactGrid, businessImpactLevel: "high" },
      {
        ...base,
        processId: pack.id,
        impacts: impactGrid() as ImpactGrid,
        businessImpactLevel: "medium",
        updatedBy: acme.admin.id,
      },
    ]);
    await db.insert(bcpScenarios).values([
      {
        ...base,
        scenario: "site_inaccessible",
        shortTermStrategy: "Move to the other hall",
        responseStrategyTypeShortTerm: "AWS",
      },
      { ...base, scenario: "people_unavailable", active: false, strategyStatus: "Partially Working" },
    ]);
    await db.insert(bcpBrtMembers).values([
      { ...base, name: "Zoe Later", role: "MEMBER", createdAt: at(5), phone: "+44 20 7946 0000" },
      {
        ...base,
        name: "Al Earlier",
        role: "LEADER",
        createdAt: at(1),
        userId: acme.lead.id,
        email: "al@rows.example",
      },
    ]);
    await db
      .insert(bcpExecutiveSummaries)
      .values({ ...base, html: "<p>Keep paying people &amp; suppliers</p>" });
    await db.insert(bcpRisks).values([
      {
        ...base,
        name: "B flood",
        type: "Environmental",
        severity: "High",
        probability: "Low",
        createdAt: at(2),
      },
      {
        ...base,
        name: "A flood",
        type: "Environmental",
        severity: "Low",
        probability: "High",
        createdAt: at(2),
      },
      {
        ...base,
        name: "Power",
        type: "Cybersecurity",
        severity: "Medium",
        probability: "Moderate",
        createdAt: at(0),
      },
    ]);
    await db.insert(bcpStakeholders).values([
      { ...base, name: "Bank", kind: "external", organisation: "First Bank", createdAt: at(9) },
      { ...base, name: "Staff", kind: "internal", createdAt: at(3) },
    ]);
    await db.insert(bcpMalo).values({
      ...base,
      processId: pick.id,
      levels: maloLevels([0, 10, 20, 40, 60, 80, 90, 100]) as MaloLevels,
    });
    await db.insert(bcpDependencyBlocks).values([
      { ...base, processId: pick.id, block: "itapplication", dependencies: ["Ledger", "Bank portal"] },
      {
        ...base,
        processId: pack.id,
        block: "otherdependencies",
        dependencies: [],
        enabled: false,
        scenario: "Strike",
      },
    ]);

    const reader = await pageReader(acme.admin.token);
    for (const [name, read] of Object.entries(READS)) {
      const alone = await read(db, acme.plan.id);
      const together = await read(db, acme.plan.id, reader);
      expect(alone.length, name).toBeGreaterThan(0);
      expect(together, name).toEqual(alone);
    }
    // The ordered tables keep their order (rows written out of it above).
    expect((await rosterRows(db, acme.plan.id, reader)).map((r) => r.name)).toEqual([
      "Al Earlier",
      "Zoe Later",
    ]);
    expect((await riskRows(db, acme.plan.id, reader)).map((r) => r.name)).toEqual([
      "Power",
      "A flood",
      "B flood",
    ]);
    const [summary] = await summaryRows(db, acme.plan.id, reader);
    expect(summary.updatedAt).toBeInstanceOf(Date);
  });

  it("answer empty tables as empty, and another plan's rows never", async () => {
    const one = await makeAnalysisPlan(ctx.api, { company: "Empty Rows Co" });
    const other = await makeAnalysisPlan(ctx.api, { company: "Empty Rows Co" });
    await ctx.api.db.insert(bcpExecutiveSummaries).values({
      companyId: other.admin.companyId,
      bcpId: other.plan.id,
      html: "<p>Other</p>",
    });
    const reader = await pageReader(one.admin.token);
    for (const [name, read] of Object.entries(READS))
      expect(await read(ctx.api.db, one.plan.id, reader), name).toEqual([]);
  });
});
