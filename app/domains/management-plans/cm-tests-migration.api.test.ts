import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testApiFixture } from "../../../tests/support/fixture";
import { cmTests } from "./schema.server";
import { makePlan } from "./test-helpers";

/**
 * Migration 0043 makes CM tests exercises of a kind (issue 35 item 4: "their records migrated, nothing lost"). The
 * test records CM tests as they were before it (the migration's table and columns taken away again), runs the
 * migration's SQL, and compares every column of every test before and after.
 */

const ctx = testApiFixture({ admin: "CorpAdmin" }, { company: "Legacy CM tests" });

const MIGRATION = readFileSync("migrations/0043_exercise_programme.sql", "utf8")
  .split("--> statement-breakpoint")
  .map((s) => s.trim())
  .filter(Boolean);

describe("migration 0043_exercise_programme", () => {
  it("turns every CM test into a tabletop exercise of its plan, each field as it was", async () => {
    const cmp = await makePlan(ctx.api, ctx.admin, { type: "Crisis", name: "Legacy CMP" });
    const imp = await makePlan(ctx.api, ctx.admin, { type: "Incident", name: "Legacy IMP" });
    const schedule = (planId: string, body: Record<string, unknown>) =>
      ctx.api.call("post", `/managementPlan/${planId}/cmTest`, { token: ctx.admin.token, body });
    const done = await schedule(cmp.id, {
      scenario: "Ransomware at head office",
      scheduledFor: "2025-03-01",
      participants: ["Crisis team", "Comms lead"],
    });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const recorded = await ctx.api.call("put", `/managementPlan/cmTest/${done.body.data.id}/outcome`, {
      token: ctx.admin.token,
      body: {
        outcome: "PASSED_WITH_FINDINGS",
        findings: "<p>The holding statement took <strong>50 minutes</strong>.</p>",
        followUpActions: [
          { action: "Pre-approve two holding statements", owner: "Communications", dueDate: "2025-04-01" },
          { action: "Add the deputy to the call tree", owner: "HR", dueDate: null },
        ],
        conductedOn: "2025-03-02",
      },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect((await schedule(imp.id, { scenario: "Flood drill", scheduledFor: "2027-01-10" })).status).toBe(
      201,
    );

    const rows = () =>
      ctx.api.db
        .select()
        .from(cmTests)
        .where(eq(cmTests.companyId, ctx.admin.companyId))
        .orderBy(cmTests.scenario);
    const before = await rows();
    expect(before).toHaveLength(2);
    // Before the migration: no injects table, no re-test flag, CM tests without a kind.
    await ctx.api.db.execute(sql.raw(`DROP TABLE "exercise_injects"`));
    await ctx.api.db.execute(sql.raw(`ALTER TABLE "findings" DROP COLUMN "requires_retest"`));
    await ctx.api.db.execute(sql.raw(`ALTER TABLE "cm_tests" DROP COLUMN "exercise_type"`));
    for (const statement of MIGRATION) await ctx.api.db.execute(sql.raw(statement));

    const after = await rows();
    // Every field kept: scenario, dates, participants, status, outcome, findings, follow-up actions, who and when.
    expect(after).toEqual(before.map((r) => ({ ...r, exerciseType: "Tabletop" })));
    // And the completed one is its plan's last exercise in the programme, with its result; the other is due.
    const programme = (await ctx.api.call("get", "/exercise-programme", { token: ctx.admin.token })).body
      .data;
    const row = (id: string) => programme.managementPlans.find((p: { id: string }) => p.id === id);
    expect(row(cmp.id)).toMatchObject({
      lastExercise: { scenario: "Ransomware at head office", exerciseType: "Tabletop" },
      result: "Passed with findings, 2 follow-up actions",
    });
    expect(row(imp.id)).toMatchObject({ lastExercise: null, overdue: true });
  });
});
