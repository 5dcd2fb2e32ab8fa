import { eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { ApiError, badRequest, fieldError, forbidden } from "~/api/errors.server";
import { APPROVER_MESSAGES, approverRefusal } from "~/domains/access/approvers";
import { scopeFor } from "~/domains/access/policy";
import { users } from "~/domains/companies/users-schema.server";
import { notify } from "~/domains/notifications/notify.server";
import { paths } from "~/paths";
import { editVersionsOf } from "~/platform/concurrency/versions.server";
import { assertNotCancelled, auditPlan, loadPlan, movePlan, peopleById } from "./access.server";
import { PLAN_MESSAGES, PLAN_TYPE_LABELS } from "./model";
import { planDetailsOf } from "./plans.server";
import { planChangedSince } from "./seen";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The owner (or a plan manager) sends the plan to its approver, who is notified with a link to it. */
export async function sendForApproval(deps: ApiDeps, user: Principal, id: string) {
  const plan = await deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, user, id, "managementPlan.manage");
    assertNotCancelled(plan);
    if (!plan.approverId) {
      throw badRequest(PLAN_MESSAGES.approverRequired, { approverId: [PLAN_MESSAGES.approverRequired] });
    }
    const [approver] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, plan.approverId));
    const refusal =
      approver &&
      approverRefusal(approver, { requesterId: user.id, ownerId: plan.ownerId }, "managementPlan.approve");
    if (refusal) throw fieldError("approverId", refusal);
    const moved = await movePlan(tx, plan, "AWAITING_APPROVAL", deps.now(), {
      submittedAt: deps.now(),
      approveComments: null,
    });
    const people = await peopleById(tx, [user.id]);
    const link = paths.managementPlan(plan.id);
    await notify(tx, {
      companyId: plan.companyId,
      userIds: [plan.approverId],
      type: "BCP_Approve",
      info: {
        message: `<p>${escapeHtml(people.get(user.id)?.name ?? "A colleague")} asks you to approve the ${PLAN_TYPE_LABELS[plan.type]} <a href="${link}">${escapeHtml(plan.name)}</a> (${plan.code}).</p>`,
        link,
        planId: plan.id,
      },
    });
    await auditPlan(tx, user, plan, "approval.requested", { approverId: plan.approverId });
    return moved;
  });
  return planDetailsOf(deps, plan);
}

/** The plan's approver approves it, or rejects it back to In Progress with a comment; the owner is told. */
export async function decide(
  deps: ApiDeps,
  user: Principal,
  id: string,
  input: { decision: "APPROVED" | "REJECTED"; approveComments?: string; seen: string },
) {
  const plan = await deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, user, id, "managementPlan.approve");
    if (scopeFor(user.role, "managementPlan.approve") !== "all" && plan.approverId !== user.id) {
      throw forbidden(PLAN_MESSAGES.notApprover);
    }
    if (plan.ownerId === user.id) throw forbidden(APPROVER_MESSAGES.ownPlan);
    // The decision is on what the approver read: a change since refuses it (N3).
    const editVersions = await editVersionsOf(tx, "managementPlan", plan.id);
    if (planChangedSince(input.seen, { editVersions, updatedAt: plan.updatedAt })) {
      throw new ApiError(409, "PLAN_CHANGED", PLAN_MESSAGES.planChanged);
    }
    const comments = input.approveComments?.trim() || null;
    const moved =
      input.decision === "APPROVED"
        ? await movePlan(tx, plan, "APPROVED", deps.now(), {
            approvedAt: deps.now(),
            approveComments: comments,
          })
        : await movePlan(tx, plan, "IN_PROGRESS", deps.now(), {
            approvedAt: null,
            approveComments: comments,
          });
    const link = paths.managementPlan(plan.id);
    const verdict = input.decision === "APPROVED" ? "approved" : "sent back for changes";
    await notify(tx, {
      companyId: plan.companyId,
      userIds: [plan.ownerId],
      type: "BCP_Approve",
      info: {
        message: `<p>The ${PLAN_TYPE_LABELS[plan.type]} <a href="${link}">${escapeHtml(plan.name)}</a> was ${verdict}.${comments ? ` ${escapeHtml(comments)}` : ""}</p>`,
        link,
        planId: plan.id,
      },
    });
    await auditPlan(tx, user, plan, `approval.${input.decision.toLowerCase()}`, {
      approveComments: comments,
    });
    return moved;
  });
  return planDetailsOf(deps, plan);
}

/** Cancelling a plan is final; it then no longer applies to incidents. */
export async function cancelPlan(deps: ApiDeps, user: Principal, id: string) {
  const plan = await deps.db.transaction(async (tx) => {
    const plan = await loadPlan(tx, user, id, "managementPlan.manage");
    const moved = await movePlan(tx, plan, "CANCELLED", deps.now());
    await auditPlan(tx, user, plan, "cancelled");
    return moved;
  });
  return planDetailsOf(deps, plan);
}
