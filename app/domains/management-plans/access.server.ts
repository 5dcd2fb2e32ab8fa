import { and, eq, inArray } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { ApiError, badRequest, fieldError, forbidden, notFound } from "~/api/errors.server";
import { approverRefusal } from "~/domains/access/approvers";
import { type Action, scopeFor } from "~/domains/access/policy";
import { users } from "~/domains/companies/users-schema.server";
import { auditLog } from "~/platform/audit/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { displayName } from "~/shared/names";
import { canMovePlan, PLAN_MESSAGES, PLAN_STATUS_LABELS, type PlanStatus } from "./model";
import { managementPlans } from "./schema.server";

export type Conn = Db | Tx;
export type PlanRow = typeof managementPlans.$inferSelect;

/**
 * One plan the caller may act on: another company's plan answers 404, and an "own" grant reaches only
 * the plans the caller owns (or, for approving, is the approver of).
 */
export async function loadPlan(db: Conn, user: Principal, id: string, action: Action): Promise<PlanRow> {
  const scope = scopeFor(user.role, action);
  const [plan] = await db.select().from(managementPlans).where(eq(managementPlans.id, id));
  if (!plan || (scope !== "all" && plan.companyId !== user.companyId)) throw notFound();
  if (scope === null) throw forbidden();
  if (scope === "own") {
    const mine = action === "managementPlan.approve" ? plan.approverId === user.id : plan.ownerId === user.id;
    if (!mine) throw forbidden();
  }
  return plan;
}

export function assertNotCancelled(plan: PlanRow) {
  if (plan.status === "CANCELLED") throw new ApiError(409, "PLAN_CANCELLED", PLAN_MESSAGES.cancelledPlan);
}

/** Moves a plan along the transition table, refusing an illegal move with a clear message. */
export async function movePlan(
  db: Conn,
  plan: PlanRow,
  to: PlanStatus,
  now: Date,
  extra: Partial<PlanRow> = {},
) {
  if (!canMovePlan(plan.status, to)) {
    const message = PLAN_MESSAGES.illegalTransition(PLAN_STATUS_LABELS[plan.status], PLAN_STATUS_LABELS[to]);
    throw new ApiError(409, "ILLEGAL_TRANSITION", message, { status: [message] });
  }
  const [row] = await db
    .update(managementPlans)
    .set({ ...extra, status: to, updatedAt: now })
    .where(eq(managementPlans.id, plan.id))
    .returning();
  return row!;
}

/**
 * Every change of a plan's content goes through here: a cancelled plan refuses it, a new plan starts
 * being worked on, and an approved (or pending) plan goes back to In Progress to be approved again.
 */
export async function touchPlan(db: Conn, plan: PlanRow, now: Date) {
  assertNotCancelled(plan);
  if (plan.status === "IN_PROGRESS") {
    await db.update(managementPlans).set({ updatedAt: now }).where(eq(managementPlans.id, plan.id));
    return;
  }
  await movePlan(db, plan, "IN_PROGRESS", now, { approvedAt: null });
}

/** The users behind ids, all of the company; a stranger is refused on the form field that named it. */
export async function assertCompanyUsers(
  db: Conn,
  companyId: string,
  ids: Record<string, string | null | undefined>,
) {
  const wanted = Object.entries(ids).filter((e): e is [string, string] => !!e[1]);
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: users.id, disabled: users.disabled })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(
          users.id,
          wanted.map(([, id]) => id),
        ),
      ),
    );
  const fields: Record<string, string[]> = {};
  for (const [field, id] of wanted) {
    const row = rows.find((r) => r.id === id);
    if (!row || row.disabled) fields[field] = [PLAN_MESSAGES.userNotInCompany];
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first[0]!, fields);
}

export interface Person {
  id: string;
  name: string;
  email: string;
}

export async function peopleById(db: Conn, ids: (string | null | undefined)[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: displayName(r), email: r.email }]));
}

export async function auditPlan(
  db: Conn,
  user: Principal,
  plan: { id: string; companyId: string },
  action: string,
  changes?: Record<string, unknown>,
) {
  await db.insert(auditLog).values({
    companyId: plan.companyId,
    actorId: user.id,
    entityType: "management_plan",
    entityId: plan.id,
    action,
    changes: changes ?? null,
  });
}

/**
 * Refuses an approver who may not approve the plan (its owner, or a role that may not approve plans), with the
 * message on the approver field. The approver and owner are company users (`assertCompanyUsers` first).
 */
export async function assertApprover(
  db: Conn,
  parts: { approverId?: string | null; ownerId?: string | null },
) {
  if (!parts.approverId) return;
  const [approver] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, parts.approverId));
  if (!approver) return;
  const refusal = approverRefusal(approver, { ownerId: parts.ownerId }, "managementPlan.approve");
  if (refusal) throw fieldError("approverId", refusal);
}
