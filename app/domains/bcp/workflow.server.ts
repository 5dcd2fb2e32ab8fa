import { and, eq, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest } from "~/api/errors.server";
import { users } from "~/domains/companies/users-schema.server";
import { notifyAndEmail } from "~/domains/notifications/events.server";
import { paths } from "~/paths";
import { recordEdit } from "~/platform/concurrency/versions.server";
import type { Db } from "~/platform/db/client.server";
import { readAll } from "~/platform/db/read-all.server";
import { displayName } from "~/shared/names";
import type { Conn, PlanRow } from "./access.server";
import { auditPlan } from "./audit.server";
import type { Effects } from "./effects.server";
import { BCP_MESSAGES, BCP_STATUS_LABELS, type BcpStatus, canMoveBcp } from "./model";
import { planCode } from "./people.server";
import { bcpApprovals, bcps } from "./schema.server";
import { type ApprovalTarget, OVERALL, sectionLabel } from "./sections";
import { isPlanPart, type PlanPart, partLabel } from "./seen-versions";

/** A plan changed while awaiting approval tells its approver again at most this often. */
export const RENOTIFY_AFTER_MS = 30 * 60_000;

/** Moves a plan through the BCP transition table, or refuses with a clear error. */
export async function movePlan(db: Conn, user: Principal, plan: PlanRow, to: BcpStatus, now: Date) {
  if (plan.status === to) return plan;
  movePlanAllowed(plan, to);
  const [updated] = await db
    .update(bcps)
    .set({ status: to, updatedAt: now })
    .where(eq(bcps.id, plan.id))
    .returning();
  await auditPlan(db, user, plan, "status.changed", { status: { from: plan.status, to } });
  return updated;
}

/** Refuses a move the BCP transition table does not allow. */
export function movePlanAllowed(plan: PlanRow, to: BcpStatus) {
  if (plan.status === to || canMoveBcp(plan.status, to)) return;
  const message = BCP_MESSAGES.illegalTransition(BCP_STATUS_LABELS[plan.status], BCP_STATUS_LABELS[to]);
  throw badRequest(message, { status: [message] });
}

/** A plan whose content can still change, or a 400. */
export function assertEditable(plan: PlanRow) {
  if (plan.status === "CANCELLED") throw badRequest(BCP_MESSAGES.planCancelled);
}

/** What an approval message is about: a plan, and one of its sections or the whole plan (OVERALL). */
type ApprovalSubject = { plan: PlanRow; section: ApprovalTarget };

/** Queues the approval request to the approver: in-app (BCP_Approve) and by email with the deep link. */
export async function requestApproval(
  db: Conn,
  deps: ApiDeps,
  _effects: Effects,
  input: ApprovalSubject & {
    approverId: string;
    requester: Principal;
    /** Sent again because the plan changed after approval, or while the approver had it. */
    changed?: "after approval" | "while awaiting";
  },
) {
  const [approver] = await db.select().from(users).where(eq(users.id, input.approverId));
  if (!approver) return;
  const what =
    input.section === OVERALL
      ? "The business continuity plan"
      : `The ${sectionLabel(input.section)} section of the business continuity plan`;
  const changed =
    input.changed === "after approval"
      ? "was changed after approval and"
      : input.changed === "while awaiting"
        ? "was changed while awaiting your decision (read it again) and"
        : "";
  const line =
    `${what} "${input.plan.name}" (${planCode(input.plan.number)}) ${changed} was sent by ${displayName(
      input.requester,
    )} for your approval.`.replace(/\s+/g, " ");
  // The one path of every notification: in-app, and email to those who accept approval emails.
  await notifyAndEmail(
    { ...deps, db: db as Db },
    {
      companyId: input.plan.companyId,
      userIds: [approver.id],
      type: "BCP_Approve",
      message: `<p>${escapeHtml(line)}</p>`,
      link: paths.viewBcp(input.plan.id, input.section),
      extra: { bcpId: input.plan.id, section: input.section },
      email: {
        kind: "approvals",
        subject: `Approval requested: ${input.plan.name}`,
        lines: [line, "You can approve it, or reject it with a comment, from the plan."],
        actionLabel: "Review the plan",
      },
    },
  );
}

/** Queues the approver's decision to the plan's lead, assignee and requester. */
export async function announceDecision(
  db: Conn,
  deps: ApiDeps,
  _effects: Effects,
  input: ApprovalSubject & {
    approver: Principal;
    approved: boolean;
    comments: string;
    requestedBy: string | null;
  },
) {
  const ids = [input.plan.bcLeadId, input.plan.assigneeId, input.requestedBy].filter(
    (v): v is string => !!v && v !== input.approver.id,
  );
  if (ids.length === 0) return;
  const what =
    input.section === OVERALL
      ? "The business continuity plan"
      : `The ${sectionLabel(input.section)} section of`;
  const line = `${what} "${input.plan.name}" (${planCode(input.plan.number)}) was ${
    input.approved ? "approved" : "rejected"
  } by ${displayName(input.approver)}.`.replace(/\s+/g, " ");
  const lines = input.comments ? [line, `Comments: ${input.comments}`] : [line];
  await notifyAndEmail(
    { ...deps, db: db as Db },
    {
      companyId: input.plan.companyId,
      userIds: ids,
      type: "BCP_Approve",
      message: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(""),
      link: paths.viewBcp(input.plan.id, input.section),
      extra: { bcpId: input.plan.id },
      email: {
        kind: "approvals",
        subject: `${input.approved ? "Approved" : "Rejected"}: ${input.plan.name}`,
        lines,
        actionLabel: "Open the plan",
      },
    },
  );
}

/**
 * Called by every change to a section's content (this domain's and the analysis sections'):
 * a just-created plan is now in progress, and an approved section (or plan) goes back to its
 * approver for approval.
 */
export async function sectionChanged(
  db: Conn,
  deps: ApiDeps,
  effects: Effects,
  user: Principal,
  plan: PlanRow,
  section: ApprovalTarget | PlanPart,
) {
  assertEditable(plan);
  const now = deps.now();
  // Refuses (409) a save made from a stale copy of this section; bumps its version otherwise.
  await recordEdit(db, user, { entity: "bcp", entityId: plan.id, part: section }, now);
  let current = plan;
  if (current.status === "JUST_CREATED") current = await movePlan(db, user, current, "IN_PROGRESS", now);
  else await db.update(bcps).set({ updatedAt: now }).where(eq(bcps.id, plan.id));

  // A plan part (its details, its files) is approved with the whole plan only (security review N8).
  const targets: ApprovalTarget[] = isPlanPart(section) ? [OVERALL] : [section, OVERALL];
  for (const target of targets) await recordEditor(db, plan.id, target, user.id);
  const approvals = await db.select().from(bcpApprovals).where(eq(bcpApprovals.bcpId, plan.id));
  for (const target of targets) {
    const row = approvals.find((a) => a.section === target);
    if (!row?.approverId) continue;
    if (row.status === "AWAITING_APPROVAL") {
      // Changed while awaiting a decision (security review N3): the request for what the approver may have read
      // is withdrawn and the changed plan sent again (a decision on the old reading is refused by its versions).
      // The approver is told again only once a while, so a lead saving several sections sends one message.
      const renotify = !row.requestedAt || now.getTime() - row.requestedAt.getTime() >= RENOTIFY_AFTER_MS;
      await db
        .update(bcpApprovals)
        .set(renotify ? { requestedAt: now, requestedBy: user.id } : { requestedBy: user.id })
        .where(and(eq(bcpApprovals.bcpId, plan.id), eq(bcpApprovals.section, target)));
      await auditPlan(db, user, plan, "approval.withdrawn", {
        section: target,
        reason: `Changed while awaiting approval (${partLabel(section)}); sent again`,
      });
      const overallPending = approvals.find((a) => a.section === OVERALL && a.status === "AWAITING_APPROVAL");
      const withPlan = target !== OVERALL && overallPending?.approverId === row.approverId;
      if (renotify && !withPlan) {
        await requestApproval(db, deps, effects, {
          plan: current,
          section: target,
          approverId: row.approverId,
          requester: user,
          changed: "while awaiting",
        });
      }
      continue;
    }
    if (row.status !== "APPROVED") continue;
    await db
      .update(bcpApprovals)
      .set({ status: "AWAITING_APPROVAL", requestedAt: now, requestedBy: user.id, decidedAt: null })
      .where(and(eq(bcpApprovals.bcpId, plan.id), eq(bcpApprovals.section, target)));
    await auditPlan(db, user, plan, "approval.resubmitted", {
      section: target,
      reason: `Changed after approval (${partLabel(section)})`,
    });
    if (target === OVERALL && current.status === "APPROVED") {
      current = await movePlan(db, user, current, "AWAITING_APPROVAL", now);
    }
    // A section approved with the whole plan goes back with it: one request to that approver, for the plan.
    const overall = approvals.find((a) => a.section === OVERALL);
    const withPlan =
      target !== OVERALL && overall?.status === "APPROVED" && overall.approverId === row.approverId;
    if (withPlan) continue;
    await requestApproval(db, deps, effects, {
      plan: current,
      section: target,
      approverId: row.approverId,
      requester: user,
      changed: "after approval",
    });
  }
  return current;
}

/** Adds the user to who changed `target` since its last approval (four eyes), creating its row when never sent. */
async function recordEditor(db: Conn, bcpId: string, target: ApprovalTarget, userId: string) {
  await db
    .insert(bcpApprovals)
    .values({ bcpId, section: target, status: "NOT_SENT", editorIds: [userId] })
    .onConflictDoUpdate({
      target: [bcpApprovals.bcpId, bcpApprovals.section],
      set: {
        editorIds: sql`case when ${userId}::uuid = any(${bcpApprovals.editorIds}) then ${bcpApprovals.editorIds}
          else array_append(${bcpApprovals.editorIds}, ${userId}::uuid) end`,
      },
    });
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
