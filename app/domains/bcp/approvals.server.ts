import { and, eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { ApiError, badRequest, fieldError } from "~/api/errors.server";
import { APPROVER_MESSAGES, approverRefusal } from "~/domains/access/approvers";
import { REGISTER_MESSAGES } from "~/domains/registers/model";
import { unacknowledgedGaps } from "~/domains/registers/recovery-gaps.server";
import { editVersionsOf } from "~/platform/concurrency/versions.server";
import { displayName } from "~/shared/names";
import { type Conn, loadPlan, type PlanRow } from "./access.server";
import { type ApprovalView, approvalsOf } from "./approval-state.server";
import { auditPlan } from "./audit.server";
import { allCompletions, sectionCompletion } from "./completion.server";
import { inTransaction } from "./effects.server";
import { keepApprovedPlan } from "./kept-versions.server";
import { type ApprovalStatus, type ApproverDecision, BCP_MESSAGES, canMoveApproval } from "./model";
import { companyUser, planApproverRefusal } from "./people.server";
import { bcpApprovals, bcpProcesses } from "./schema.server";
import { type ApprovalTarget, approvalSubject, OVERALL, SECTIONS } from "./sections";
import { changedSinceSeen } from "./seen-versions";
import {
  announceDecision,
  assertEditable,
  movePlan,
  movePlanAllowed,
  requestApproval,
} from "./workflow.server";

export async function getApprovals(deps: ApiDeps, user: Principal, bcpId: string) {
  const plan = await loadPlan(deps.db, user, bcpId, "bcp.read");
  return approvalsOf(deps.db, plan);
}

export async function getOverall(deps: ApiDeps, user: Principal, bcpId: string) {
  const all = await getApprovals(deps, user, bcpId);
  return all.find((a) => a.section === OVERALL)!;
}

/** The people of a BCP who may not approve it: who sends it, its lead and its assignee. */
function planParts(plan: PlanRow, requesterId: string | null) {
  return { requesterId, leadId: plan.bcLeadId, assigneeId: plan.assigneeId };
}

/** Sends a section, or the whole plan, to an approver of the company. */
export async function sendForApproval(
  deps: ApiDeps,
  user: Principal,
  input: { bcpId: string; section: ApprovalTarget; approverId: string },
) {
  await inTransaction(deps, async (tx, effects) => {
    let plan = await loadPlan(tx, user, input.bcpId, "bcp.manage");
    assertEditable(plan);
    const approver = await companyUser(tx, plan.companyId, input.approverId, "approverId");
    const refusal = await planApproverRefusal(tx, approver, plan, user.id);
    if (refusal) throw fieldError("approverId", refusal);
    if (
      input.section !== OVERALL &&
      (await sectionCompletion(tx, plan.id, input.section)) === "not_started"
    ) {
      throw badRequest(BCP_MESSAGES.nothingToApprove, { section: [BCP_MESSAGES.nothingToApprove] });
    }
    if (input.section === OVERALL) {
      const missing = await whyNotReady(tx, plan.id);
      if (missing) throw badRequest(missing);
    }
    await assertGapsAcknowledged(tx, plan, input.section);
    const [row] = await tx
      .select()
      .from(bcpApprovals)
      .where(and(eq(bcpApprovals.bcpId, plan.id), eq(bcpApprovals.section, input.section)));
    // Four eyes, for everyone (corporate administrators too): whoever changed it since its last approval.
    if (row?.editorIds.includes(approver.id)) {
      throw fieldError(
        "approverId",
        BCP_MESSAGES.approverEdited(displayName(approver), approvalSubject(input.section)),
      );
    }
    const from: ApprovalStatus = row?.status ?? "NOT_SENT";
    if (!canMoveApproval(from, "AWAITING_APPROVAL")) throw badRequest(BCP_MESSAGES.notAwaitingApproval);
    const now = deps.now();
    if (input.section === OVERALL && plan.status !== "AWAITING_APPROVAL") {
      // Checked before anything is written; the move itself is recorded after the request.
      movePlanAllowed(plan, "AWAITING_APPROVAL");
    }
    const values = {
      status: "AWAITING_APPROVAL" as const,
      approverId: approver.id,
      requestedBy: user.id,
      requestedAt: now,
      decidedAt: null,
      approveComments: null,
    };
    await tx
      .insert(bcpApprovals)
      .values({ bcpId: plan.id, section: input.section, ...values })
      .onConflictDoUpdate({ target: [bcpApprovals.bcpId, bcpApprovals.section], set: values });
    await auditPlan(tx, user, plan, "approval.requested", {
      section: input.section,
      approver: approver.email,
      from,
    });
    if (input.section === OVERALL) plan = await movePlan(tx, user, plan, "AWAITING_APPROVAL", now);
    await requestApproval(tx, deps, effects, {
      plan,
      section: input.section,
      approverId: approver.id,
      requester: user,
    });
  });
  const approvals = await getApprovals(deps, user, input.bcpId);
  if (input.section !== OVERALL) return approvals;
  // A whole plan with a section not started is refused above, so the list is empty; the field stays for clients.
  return approvalsSent(approvals, []);
}

/**
 * What a whole plan lacks before it may go for approval (issue 32): a service with a process, and every section
 * started. Sections "Partially Done" may go; the sender confirms them first (web tier). Null when ready.
 */
async function whyNotReady(tx: Conn, bcpId: string): Promise<string | null> {
  const [withProcess] = await tx
    .select({ id: bcpProcesses.id })
    .from(bcpProcesses)
    .where(eq(bcpProcesses.bcpId, bcpId))
    .limit(1);
  if (!withProcess) return BCP_MESSAGES.planNeedsProcess;
  const completions = await allCompletions(tx, bcpId);
  const notStarted = SECTIONS.filter((s) => completions[s.key] === "not_started").map((s) => s.label);
  return notStarted.length ? BCP_MESSAGES.sectionsNotStarted(notStarted) : null;
}

/**
 * A process that depends on something slower than its MAD must have that gap acknowledged with a reason before
 * the whole plan, or its dependencies section, goes for approval or is approved (issue 33).
 */
async function assertGapsAcknowledged(tx: Conn, plan: PlanRow, section: ApprovalTarget) {
  if (section !== OVERALL && section !== "dependencies") return;
  const open = await unacknowledgedGaps(tx, plan.companyId, plan.id);
  if (open > 0) throw badRequest(REGISTER_MESSAGES.gapsNotAcknowledged(open));
}

/**
 * The whole plan's send answers its approvals as an object keyed "0", "1", … (as the array was once spread into
 * it) with the labels of the sections not started (the sender's orange toast). Spelled out so its type says so.
 */
function approvalsSent(approvals: ApprovalView[], sectionsNotStarted: string[]) {
  const byIndex: Record<string, ApprovalView> = Object.fromEntries(approvals.entries());
  return { ...byIndex, sectionsNotStarted };
}

/** The approver approves or rejects (with approveComments), from the app or from the emailed link. */
export async function decide(
  deps: ApiDeps,
  user: Principal,
  input: {
    bcpId: string;
    section: ApprovalTarget;
    status: ApproverDecision;
    approveComments: string;
    /** The versions the approver was shown (seen-versions.ts); the API requires them (N3). */
    seen: string;
  },
) {
  await inTransaction(deps, async (tx, effects) => {
    let plan = await loadPlan(tx, user, input.bcpId, "bcp.read");
    // The decision is on what the approver read: a change since refuses it, naming what changed (N3).
    const changed = changedSinceSeen(input.seen, await editVersionsOf(tx, "bcp", plan.id), input.section);
    if (changed.length) throw new ApiError(409, "PLAN_CHANGED", BCP_MESSAGES.planChangedParts(changed));
    const [row] = await tx
      .select()
      .from(bcpApprovals)
      .where(and(eq(bcpApprovals.bcpId, plan.id), eq(bcpApprovals.section, input.section)));
    if (row?.status !== "AWAITING_APPROVAL" || row.approverId !== user.id) {
      throw new ApiError(403, "NOT_APPROVER", BCP_MESSAGES.notAwaitingApproval);
    }
    // Four eyes: an approver who changed it after it was sent to them (or before) may not decide on it.
    if (row.editorIds.includes(user.id)) {
      throw new ApiError(403, "EDITED_BY_APPROVER", BCP_MESSAGES.youEdited(approvalSubject(input.section)));
    }
    // A plan's lead or assignee who was named approver before they took that part still may not decide.
    if (approverRefusal(user, planParts(plan, row.requestedBy), "bcp.approve")) {
      throw new ApiError(403, "NOT_APPROVER", APPROVER_MESSAGES.ownPlan);
    }
    if (!canMoveApproval(row.status, input.status))
      throw fieldError("status", BCP_MESSAGES.notAwaitingApproval);
    if (input.status === "APPROVED") await assertGapsAcknowledged(tx, plan, input.section);
    const now = deps.now();
    await tx
      .update(bcpApprovals)
      .set({
        status: input.status,
        decidedAt: now,
        approveComments: input.approveComments || null,
        // An approval closes the round: who changes it next starts the next one.
        ...(input.status === "APPROVED" ? { editorIds: [] } : {}),
      })
      .where(and(eq(bcpApprovals.bcpId, plan.id), eq(bcpApprovals.section, input.section)));
    const approved = input.status === "APPROVED";
    await auditPlan(tx, user, plan, approved ? "approval.approved" : "approval.rejected", {
      section: input.section,
      approveComments: input.approveComments,
    });
    if (input.section === OVERALL) {
      plan = await movePlan(tx, user, plan, approved ? "APPROVED" : "IN_PROGRESS", now);
      // Approving the whole plan approves each of its sections: one state, the same on badges, view and PDF.
      if (approved) {
        await approveAllSections(tx, plan.id, user.id, row.requestedBy, now);
        // The plan as approved is kept unchanged, with its digest (issue 35 item 6), or the approval fails too.
        await keepApprovedPlan(tx, { ...deps, now: () => now }, user, plan);
      }
    }
    await announceDecision(tx, deps, effects, {
      plan,
      section: input.section,
      approver: user,
      approved,
      comments: input.approveComments,
      requestedBy: row.requestedBy,
    });
  });
  return getApprovals(deps, user, input.bcpId);
}

/** Every section of the plan Approved by the whole plan's approver (rows created for those never sent). */
async function approveAllSections(
  tx: Conn,
  bcpId: string,
  approverId: string,
  requestedBy: string | null,
  now: Date,
) {
  for (const s of SECTIONS) {
    const values = {
      status: "APPROVED" as const,
      approverId,
      requestedBy,
      requestedAt: now,
      decidedAt: now,
      approveComments: null,
      editorIds: [],
    };
    await tx
      .insert(bcpApprovals)
      .values({ bcpId, section: s.key, ...values })
      .onConflictDoUpdate({ target: [bcpApprovals.bcpId, bcpApprovals.section], set: values });
  }
}
