import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, conflict, fieldError, notFound } from "~/api/errors.server";
import { auditPlan } from "~/domains/bcp/audit.server";
import { madMs } from "~/domains/bcp/mad";
import { BCP_STATUS_LABELS } from "~/domains/bcp/model";
import {
  MAD_WARNING_THRESHOLDS,
  nextThreshold,
  STATE_MESSAGES as S,
  thresholdAt,
} from "~/domains/bcp/recovery-state";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { bcpBrtMembers } from "~/domains/bcp-analysis/schema.server";
import { bcpActivationProcesses, bcpActivations } from "~/domains/incidents/activation-schema.server";
import { CLOSED_STATUSES, markExercise } from "~/domains/incidents/model";
import { findIncident, type IncidentRow, recordEvent } from "~/domains/incidents/records.server";
import { syncReminder } from "~/domains/incidents/reminders.server";
import { notifyPlanActivated } from "~/domains/notifications/events.server";
import { syncServiceClocks } from "~/domains/resilience/clock.server";
import { paths } from "~/paths";
import type { Tx } from "~/platform/db/client.server";
import { countOf } from "~/shared/plural";
import { ACTIVATION_MESSAGES as M } from "./model";
import { runningActivations } from "./running-activations.server";
import type { ActivateInput, DisruptionInput } from "./validation";

/**
 * Activates plans for an incident. Rules (documented in docs/activation.md):
 * - the incident must be published, enabled and open;
 * - a plan must be impacted: at least one of its processes was loaded on the incident;
 * - a plan must be Approved: an unapproved plan has not been checked, so responders would follow an
 *   unreviewed plan; the message names the plan and its status;
 * - chosen processes must belong to a chosen plan; with none chosen, each plan's impacted processes.
 * Everything is one transaction; the lead, the assignees and the plan's BRT roster are notified after it
 * commits.
 */
export async function activatePlans(deps: ApiDeps, user: Principal, input: ActivateInput) {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const incident = await findIncident(tx, user, input.incidentId, {
      lock: true,
    });
    if (incident.isDraft) throw notFound();
    if (incident.disabled || CLOSED_STATUSES.includes(incident.status))
      throw fieldError("incidentId", M.incidentClosed);
    const plans = await tx
      .select()
      .from(bcps)
      .where(and(inArray(bcps.id, input.bcpIds), eq(bcps.companyId, user.companyId)));
    if (plans.length !== new Set(input.bcpIds).size) throw notFound();
    const processes = await tx
      .select({
        id: bcpProcesses.id,
        bcpId: bcpProcesses.bcpId,
        assignedTo: bcpProcesses.assignedTo,
        mad: bcpProcesses.mad,
        madDuration: bcpProcesses.madDuration,
      })
      .from(bcpProcesses)
      .where(inArray(bcpProcesses.bcpId, input.bcpIds));
    // The business recovery team (analysis section "team"): its members who are users hear of the activation.
    const roster = await tx
      .select({ bcpId: bcpBrtMembers.bcpId, userId: bcpBrtMembers.userId })
      .from(bcpBrtMembers)
      .where(and(inArray(bcpBrtMembers.bcpId, input.bcpIds), isNotNull(bcpBrtMembers.userId)));
    const impacted = new Set(incident.bcpProcessIds);
    for (const plan of plans) {
      if (!processes.some((p) => p.bcpId === plan.id && impacted.has(p.id)))
        throw fieldError("bcpIds", M.notImpacted(plan.name));
      if (plan.status !== "APPROVED")
        throw fieldError("bcpIds", M.notApproved(plan.name, BCP_STATUS_LABELS[plan.status]));
    }
    for (const id of input.processIds)
      if (!processes.some((p) => p.id === id)) throw fieldError("processIds", M.processNotInPlan);
    const already = await tx
      .select({ bcpId: bcpActivations.bcpId })
      .from(bcpActivations)
      .where(runningActivations(incident.id, input.bcpIds));
    if (already.length) {
      const name = plans.find((p) => p.id === already[0].bcpId)?.name ?? "";
      throw conflict(M.alreadyActive(name), {
        bcpIds: [M.alreadyActive(name)],
      });
    }
    // The MAD clock starts when the disruption did: the incident's alert time (never in the future).
    const disruptedSince =
      incident.alertDate && incident.alertDate.getTime() < now.getTime() ? incident.alertDate : now;
    const activations = [];
    for (const plan of plans) {
      const chosen = input.processIds.length
        ? processes.filter((p) => p.bcpId === plan.id && input.processIds.includes(p.id))
        : processes.filter((p) => p.bcpId === plan.id && impacted.has(p.id));
      const [activation] = await tx
        .insert(bcpActivations)
        .values({
          companyId: user.companyId,
          incidentId: incident.id,
          bcpId: plan.id,
          reason: input.reason,
          activatedBy: user.id,
          activatedAt: now,
        })
        .returning();
      if (chosen.length)
        await tx.insert(bcpActivationProcesses).values(
          chosen.map((p) => ({
            companyId: user.companyId,
            activationId: activation.id,
            processId: p.id,
            disruptedSince,
            madWarningDueAt: thresholdAt(
              disruptedSince,
              madMs(p.mad, p.madDuration),
              MAD_WARNING_THRESHOLDS[0],
            ),
          })),
        );
      await recordEvent(tx, {
        companyId: user.companyId,
        incidentId: incident.id,
        actorId: user.id,
        kind: "bcp_activated",
        message: `${plan.name} activated (${countOf(chosen.length, "process", "processes")}): ${input.reason}`,
        at: now,
        changes: { bcpId: plan.id, activationId: activation.id },
      });
      await auditPlan(tx, user, plan, "activated", {
        incidentId: incident.id,
        reason: input.reason,
        processIds: chosen.map((p) => p.id),
      });
      const recipients = new Set<string>([plan.bcLeadId]);
      if (plan.assigneeId) recipients.add(plan.assigneeId);
      for (const p of chosen) if (p.assignedTo) recipients.add(p.assignedTo);
      for (const m of roster) if (m.bcpId === plan.id && m.userId) recipients.add(m.userId);
      activations.push({
        activation,
        plan,
        recipients: [...recipients],
        processCount: chosen.length,
      });
    }
    await syncReminder(tx, incident, now);
    await syncServiceClocks(tx, user.companyId, incident.id, now);
    return { incident, activations };
  });
  for (const a of result.activations)
    await notifyPlanActivated(deps, {
      companyId: user.companyId,
      userIds: a.recipients,
      planName: a.plan.name,
      incidentName: result.incident.title ?? undefined,
      // An exercise's activation says so first, in the subject and the message: never read as a real one.
      mark: (text) => markExercise(text, result.incident.exerciseType),
      link: paths.response(result.incident.id),
    });
  return result.activations.map((a) => ({
    id: a.activation.id,
    bcpId: a.plan.id,
    bcpName: a.plan.name,
    activatedAt: a.activation.activatedAt,
    processCount: a.processCount,
    notified: a.recipients.length,
  }));
}

/** Ends the activation of plans for an incident: recorded in the timeline and each plan's audit trail. */
export async function deactivatePlans(
  deps: ApiDeps,
  user: Principal,
  input: { incidentId: string; bcpIds: string[]; reason?: string },
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const incident = await findIncident(tx, user, input.incidentId, {
      lock: true,
    });
    const rows = await runningOf(tx, user, incident.id, input.bcpIds);
    if (rows.length !== new Set(input.bcpIds).size) throw fieldError("bcpIds", M.notActive);
    await endActivations(tx, user, incident, rows, input.reason ?? null, now);
    return rows.map(({ activation, plan }) => ({
      id: activation.id,
      bcpId: plan.id,
      deactivatedAt: now,
    }));
  });
}

/**
 * Closing or disabling an incident stands down every plan still active for it, in the same transaction: a closed
 * incident's clocks no longer run on Home, Active BCPs or the MAD warnings (audit 2026-12-02: a Completed
 * incident's plan kept driving Home's most urgent clock). Each plan's deactivation is recorded as a hand-made one
 * is, with the reason.
 */
export async function standDownPlans(
  tx: Tx,
  user: Principal,
  incident: IncidentRow,
  reason: string,
  now: Date,
) {
  await endActivations(tx, user, incident, await runningOf(tx, user, incident.id), reason, now);
}

const runningOf = (tx: Tx, user: Principal, incidentId: string, bcpIds?: string[]) =>
  tx
    .select({ activation: bcpActivations, plan: bcps })
    .from(bcpActivations)
    .innerJoin(bcps, eq(bcps.id, bcpActivations.bcpId))
    .where(and(eq(bcpActivations.companyId, user.companyId), runningActivations(incidentId, bcpIds)));

async function endActivations(
  tx: Tx,
  user: Principal,
  incident: IncidentRow,
  rows: Awaited<ReturnType<typeof runningOf>>,
  reason: string | null,
  now: Date,
) {
  if (rows.length === 0) return;
  for (const { activation, plan } of rows) {
    await tx
      .update(bcpActivations)
      .set({ deactivatedAt: now, deactivatedBy: user.id, deactivationReason: reason })
      .where(eq(bcpActivations.id, activation.id));
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId: incident.id,
      actorId: user.id,
      kind: "bcp_deactivated",
      message: `${plan.name} deactivated${reason ? `: ${reason}` : ""}`,
      at: now,
      changes: { bcpId: plan.id, activationId: activation.id },
    });
    await auditPlan(tx, user, plan, "deactivated", { incidentId: incident.id, reason });
  }
  await syncReminder(tx, incident, now);
  await syncServiceClocks(tx, user.companyId, incident.id, now);
}

/** The caller's activated process (any activation, active or not), or 404. */
export async function findActivationProcess(db: ApiDeps["db"], user: Principal, id: string) {
  const [row] = await db
    .select({
      ap: bcpActivationProcesses,
      activation: bcpActivations,
      process: bcpProcesses,
      plan: bcps,
    })
    .from(bcpActivationProcesses)
    .innerJoin(bcpActivations, eq(bcpActivations.id, bcpActivationProcesses.activationId))
    .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpActivationProcesses.processId))
    .innerJoin(bcps, eq(bcps.id, bcpActivations.bcpId))
    .where(and(eq(bcpActivationProcesses.id, id), eq(bcpActivationProcesses.companyId, user.companyId)));
  if (!row) throw notFound();
  return row;
}

/** An activated process's disruption as the API answers it (the MAD warning schedule stays inside). */
function presentDisruption(ap: typeof bcpActivationProcesses.$inferSelect) {
  return {
    id: ap.id,
    activationId: ap.activationId,
    processId: ap.processId,
    disruptedSince: ap.disruptedSince,
    disruption: ap.disruption,
    disruptionUpdatedAt: ap.disruptionUpdatedAt,
    madWarnedPct: ap.madWarnedPct,
  };
}

/**
 * Sets when a process's disruption started (its MAD clock) with an optional note: timeline and plan audit
 * keep the time before and after. The next MAD warning is rescheduled from the new start; a threshold already
 * told is not told again.
 */
export async function updateDisruption(deps: ApiDeps, user: Principal, input: DisruptionInput) {
  const now = deps.now();
  if (input.disruptedSince.getTime() > now.getTime())
    throw fieldError("disruptedSince", S.disruptionStartFuture);
  const row = await findActivationProcess(deps.db, user, input.activationProcessId);
  if (row.activation.deactivatedAt) throw badRequest(M.notActive, { activationProcessId: [M.notActive] });
  const mad = madMs(row.process.mad, row.process.madDuration);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(bcpActivationProcesses)
      .where(eq(bcpActivationProcesses.id, row.ap.id))
      .for("update");
    const next = nextThreshold(locked.madWarnedPct);
    const [saved] = await tx
      .update(bcpActivationProcesses)
      .set({
        disruptedSince: input.disruptedSince,
        ...(input.disruption !== undefined ? { disruption: input.disruption } : {}),
        disruptionUpdatedAt: now,
        madWarningDueAt: next === null ? null : thresholdAt(input.disruptedSince, mad, next),
      })
      .where(eq(bcpActivationProcesses.id, row.ap.id))
      .returning();
    await syncServiceClocks(tx, user.companyId, row.activation.incidentId, now);
    const from = locked.disruptedSince.toISOString();
    const to = input.disruptedSince.toISOString();
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId: row.activation.incidentId,
      actorId: user.id,
      kind: "process_disruption",
      message: `Disruption of ${row.process.name} (${
        row.plan.name
      }) started ${to.slice(0, 16).replace("T", " ")} UTC${input.disruption ? `: ${input.disruption}` : ""}`,
      at: now,
      changes: { activationProcessId: row.ap.id, disruptedSince: { from, to } },
    });
    await auditPlan(tx, user, row.plan, "disruption_updated", {
      processId: row.process.id,
      disruptedSince: { from, to },
      disruption: input.disruption ?? null,
    });
    return presentDisruption(saved);
  });
}
