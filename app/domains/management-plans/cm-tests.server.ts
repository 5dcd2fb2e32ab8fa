import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { ApiError, notFound } from "~/api/errors.server";
import { companyRow } from "~/platform/db/company-rows.server";
import { sanitizeRichText, stripTags } from "~/shared/sanitize.server";
import { assertNotCancelled, auditPlan, loadPlan } from "./access.server";
import { PLAN_MESSAGES } from "./model";
import { cmTests } from "./schema.server";
import type { cmTestOutcomeSchema, cmTestSchema } from "./validation";
import { testView } from "./views.server";

export async function listTests(deps: ApiDeps, user: Principal, planId: string) {
  const plan = await loadPlan(deps.db, user, planId, "managementPlan.read");
  const rows = await deps.db
    .select()
    .from(cmTests)
    .where(eq(cmTests.planId, plan.id))
    .orderBy(cmTests.scheduledFor);
  return rows.map(testView);
}

/** Create CM Test: schedules an exercise of the plan with a scenario, participants and a date. */
export async function scheduleTest(
  deps: ApiDeps,
  user: Principal,
  planId: string,
  input: z.output<typeof cmTestSchema>,
) {
  return deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, user, planId, "managementPlan.test");
    assertNotCancelled(plan);
    const [row] = await tx
      .insert(cmTests)
      .values({
        companyId: plan.companyId,
        planId: plan.id,
        scenario: stripTags(input.scenario),
        scheduledFor: new Date(input.scheduledFor),
        exerciseType: input.exerciseType,
        participants: input.participants.map((p) => stripTags(p)),
        createdBy: user.id,
      })
      .returning();
    await auditPlan(tx, user, plan, "cmTest.scheduled", { testId: row!.id });
    return testView(row!);
  });
}

async function loadTest(deps: ApiDeps, user: Principal, id: string) {
  const row = await companyRow(deps.db, cmTests, user.companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function getTest(deps: ApiDeps, user: Principal, id: string) {
  const row = await loadTest(deps, user, id);
  await loadPlan(deps.db, user, row.planId, "managementPlan.read");
  return testView(row);
}

/** Records how the exercise went: outcome, findings (rich text) and follow-up actions. Once. */
export async function recordOutcome(
  deps: ApiDeps,
  user: Principal,
  id: string,
  input: z.output<typeof cmTestOutcomeSchema>,
) {
  const test = await loadTest(deps, user, id);
  return deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, user, test.planId, "managementPlan.test");
    const [row] = await tx
      .update(cmTests)
      .set({
        status: "COMPLETED",
        outcome: input.outcome,
        findings: sanitizeRichText(input.findings),
        followUpActions: input.followUpActions.map((a) => ({
          action: stripTags(a.action),
          owner: a.owner ? stripTags(a.owner) : null,
          dueDate: a.dueDate,
        })),
        conductedOn: input.conductedOn ? new Date(input.conductedOn) : deps.now(),
        recordedBy: user.id,
      })
      .where(and(eq(cmTests.id, test.id), eq(cmTests.status, "SCHEDULED")))
      .returning();
    if (!row) throw new ApiError(409, "ALREADY_RECORDED", PLAN_MESSAGES.testAlreadyRecorded);
    await auditPlan(tx, user, plan, "cmTest.recorded", { testId: row.id, outcome: input.outcome });
    return testView(row);
  });
}
