import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, notFound } from "~/api/errors.server";
import { scopeFor } from "~/domains/access/policy";
import { companyToday } from "~/domains/companies/dates.server";
import { auditPlan, loadPlan } from "~/domains/management-plans/access.server";
import { cmTests } from "~/domains/management-plans/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { assertFindingOwner, closeLockedFinding, select } from "./findings.server";
import { FINDING_MESSAGES as M } from "./model";
import { findings } from "./schema.server";
import type { closeFindingSchema, cmTestFindingSchema } from "./validation";

/**
 * A CM test's corrective actions (issue 35 items 3 and 4): a CM test is an exercise of its IMP or CMP, and its
 * follow-ups are the same findings as an after-action review's (owner, due day, Open/Closed, evidence), audited on
 * the plan. Its tenancy and rights are its plan's: another company's test is not found.
 */
async function loadTest(
  db: Db | Tx,
  user: Principal,
  testId: string,
  action: "managementPlan.read" | "managementPlan.test",
) {
  const [test] = await db.select().from(cmTests).where(eq(cmTests.id, testId));
  // The System Administrator reads across companies, as loadPlan lets them; anyone else only their own.
  if (!test || (scopeFor(user.role, action) !== "all" && test.companyId !== user.companyId)) throw notFound();
  const plan = await loadPlan(db, user, test.planId, action);
  return { test, plan };
}

/** Whether the caller may test the plan (and so raise its test's actions): as loadPlan decides it. */
function mayTest(user: Principal, plan: { ownerId: string }) {
  const scope = scopeFor(user.role, "managementPlan.test");
  return scope === "own" ? plan.ownerId === user.id : scope !== null;
}

/** A CM test's review: the test, its notes (the free-text follow-ups recorded before), and its findings. */
export async function cmTestReview(deps: ApiDeps, user: Principal, testId: string) {
  const { test, plan } = await loadTest(deps.db, user, testId, "managementPlan.read");
  const day = await companyToday(deps, test.companyId);
  return {
    // Follow-ups are raised once the test has been run (its outcome recorded), by those who test the plan.
    open: test.status === "COMPLETED",
    canAdd: mayTest(user, plan),
    test: {
      id: test.id,
      scenario: test.scenario,
      scheduledFor: test.scheduledFor,
      exerciseType: test.exerciseType,
      status: test.status,
      outcome: test.outcome,
      plan: { id: plan.id, code: plan.code, name: plan.name, type: plan.type },
      notes: test.followUpActions,
    },
    findings: await select(
      deps.db,
      user,
      and(eq(findings.companyId, test.companyId), eq(findings.cmTestId, test.id)),
      day,
    ),
  };
}

/** Adds a corrective action to a CM test whose outcome is recorded (audited on its plan). */
export async function addCmTestFinding(
  deps: ApiDeps,
  user: Principal,
  testId: string,
  input: z.output<typeof cmTestFindingSchema>,
) {
  return deps.db.transaction(async (tx) => {
    const { test, plan } = await loadTest(tx, user, testId, "managementPlan.test");
    if (test.status !== "COMPLETED") throw badRequest(M.cmTestNotRecorded);
    await assertFindingOwner(tx, test.companyId, input.ownerId);
    const now = deps.now();
    const [row] = await tx
      .insert(findings)
      .values({
        companyId: test.companyId,
        cmTestId: test.id,
        finding: input.finding,
        action: input.action,
        ownerId: input.ownerId,
        dueDate: input.dueDate,
        createdById: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: findings.id });
    await auditPlan(tx, user, plan, "cmTest.finding", {
      testId: test.id,
      findingId: row.id,
      ownerId: input.ownerId,
      dueDate: input.dueDate,
    });
    return { id: row.id, message: M.added };
  });
}

/** Closes a CM test's corrective action with its evidence: its owner, or those who manage incidents. */
export async function closeCmTestFinding(
  deps: ApiDeps,
  user: Principal,
  testId: string,
  findingId: string,
  input: z.output<typeof closeFindingSchema>,
) {
  return deps.db.transaction(async (tx) => {
    const [test] = await tx
      .select()
      .from(cmTests)
      .where(and(eq(cmTests.id, testId), eq(cmTests.companyId, user.companyId)));
    if (!test) throw notFound();
    const row = await closeLockedFinding(
      tx,
      user,
      {
        findingId,
        parent: eq(findings.cmTestId, test.id),
        readPermission: "managementPlan.read",
        now: deps.now(),
      },
      input.evidence,
    );
    await auditPlan(tx, user, { id: test.planId, companyId: test.companyId }, "cmTest.findingClosed", {
      testId: test.id,
      findingId: row.id,
      evidence: input.evidence,
    });
    return { id: row.id, message: M.closed };
  });
}

/** An IMP's or CMP's open corrective actions, from its CM tests, overdue ones marked (the plan's page). */
export async function managementPlanFindings(deps: ApiDeps, user: Principal, planId: string) {
  const plan = await loadPlan(deps.db, user, planId, "managementPlan.read");
  const day = await companyToday(deps, plan.companyId);
  const tests = deps.db.select({ id: cmTests.id }).from(cmTests).where(eq(cmTests.planId, plan.id));
  return select(
    deps.db,
    user,
    and(
      eq(findings.companyId, plan.companyId),
      eq(findings.status, "Open"),
      inArray(findings.cmTestId, tests),
    ),
    day,
  );
}
