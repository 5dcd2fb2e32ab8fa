import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError } from "~/api/errors.server";
import { users } from "~/domains/companies/users-schema.server";
import { incidentHook } from "./hooks.server";
import {
  CLOSED_STATUSES,
  canTransition,
  INCIDENT_MESSAGES,
  type IncidentStatus,
  illegalTransitionMessage,
} from "./model";
import { escalationRecipients, notifyOnEscalation } from "./recipients.server";
import { changeIncident, findIncident, updateIncident } from "./records.server";
import { syncReminder } from "./reminders.server";
import { incidentTeam, incidentUserMarks } from "./schema.server";
import type { teamSchema } from "./validation";

function requirePublished(i: { isDraft: boolean; disabled: boolean }) {
  if (i.isDraft) throw badRequest(INCIDENT_MESSAGES.isDraft);
  if (i.disabled) throw badRequest(INCIDENT_MESSAGES.alreadyDisabled);
}

/** Moves an incident along the transition table; any other move is refused on the status field. */
export async function changeStatus(deps: ApiDeps, user: Principal, id: string, status: IncidentStatus) {
  return changeIncident(deps, user, id, async (tx, incident, now) => {
    requirePublished(incident);
    // The form shows the current status first: sent unchanged, it asks for a choice rather than calling it illegal.
    if (incident.status === status) throw fieldError("status", INCIDENT_MESSAGES.sameStatus(status));
    if (!canTransition(incident.status, status)) {
      throw fieldError("status", illegalTransitionMessage(incident.status, status, incident.type));
    }
    const saved = await updateIncident(
      tx,
      user,
      id,
      { status, updatedAt: now },
      {
        kind: "status",
        message: `Status changed from ${incident.status} to ${status}`,
        at: now,
        changes: { from: incident.status, to: status },
      },
    );
    await syncReminder(tx, saved, now);
    // An exercise's close writes and keeps its post-exercise report, in the same transaction (issue 35 item 2).
    if (status === "Completed") await incidentHook("keepReportAtClose")(tx, deps, user, saved);
    if (CLOSED_STATUSES.includes(status))
      await incidentHook("standDownPlans")(
        tx,
        user,
        saved,
        INCIDENT_MESSAGES.standDownReason(saved.type, status),
        now,
      );
    return saved;
  });
}

/** Escalate to Crisis: the same record becomes a crisis, so its history, team and actions stay with it. */
export async function escalate(deps: ApiDeps, user: Principal, id: string) {
  return changeIncident(deps, user, id, async (tx, incident, now) => {
    requirePublished(incident);
    if (incident.type === "Crisis") throw badRequest(INCIDENT_MESSAGES.crisisCannotEscalate);
    if (CLOSED_STATUSES.includes(incident.status)) {
      throw badRequest(INCIDENT_MESSAGES.closedCannotEscalate(incident.status));
    }
    const saved = await updateIncident(
      tx,
      user,
      id,
      { type: "Crisis", escalatedAt: now, updatedAt: now },
      { kind: "escalated", message: "Escalated to crisis", at: now },
    );
    // In the escalation's transaction: the notifications and queued emails commit with it or not at all.
    await notifyOnEscalation({ ...deps, db: tx }, saved!, await escalationRecipients(tx, saved!, user.id));
    return saved;
  });
}

/** Disable: hidden from active lists and reminders, never deleted. */
export async function disable(deps: ApiDeps, user: Principal, id: string) {
  return changeIncident(deps, user, id, async (tx, incident, now) => {
    requirePublished(incident);
    const saved = await updateIncident(
      tx,
      user,
      id,
      { disabled: true, updatedAt: now },
      { kind: "disabled", message: "Disabled", at: now },
    );
    await syncReminder(tx, saved, now);
    await incidentHook("standDownPlans")(
      tx,
      user,
      saved,
      INCIDENT_MESSAGES.standDownReason(saved.type, "disabled"),
      now,
    );
    return saved;
  });
}

async function setMark(
  deps: ApiDeps,
  user: Principal,
  id: string,
  mark: { favourite?: boolean; readAt?: Date | null },
) {
  await findIncident(deps.db, user, id);
  await deps.db
    .insert(incidentUserMarks)
    .values({ incidentId: id, userId: user.id, ...mark })
    .onConflictDoUpdate({ target: [incidentUserMarks.incidentId, incidentUserMarks.userId], set: mark });
}

export async function markRead(deps: ApiDeps, user: Principal, id: string) {
  await setMark(deps, user, id, { readAt: deps.now() });
  return { read: true, message: INCIDENT_MESSAGES.markedRead };
}

export async function setFavourite(deps: ApiDeps, user: Principal, id: string, favourite: boolean) {
  await setMark(deps, user, id, { favourite });
  return { favourite };
}

/** Assigns the response team (and coordinator); a Just Created incident moves to Assigned Team. */
export async function setTeam(
  deps: ApiDeps,
  user: Principal,
  id: string,
  input: z.output<typeof teamSchema>,
) {
  return changeIncident(deps, user, id, async (tx, incident, now) => {
    requirePublished(incident);
    const ids = [
      ...new Set([...input.members.map((m) => m.userId), input.responseCoordinatorId].filter(Boolean)),
    ] as string[];
    if (ids.length) {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, user.companyId), inArray(users.id, ids)));
      if (found.length !== ids.length) throw fieldError("members", "Choose people of your company.");
    }
    await tx.delete(incidentTeam).where(eq(incidentTeam.incidentId, id));
    if (input.members.length) {
      const unique = [...new Map(input.members.map((m) => [m.userId, m])).values()];
      await tx
        .insert(incidentTeam)
        .values(unique.map((m) => ({ incidentId: id, userId: m.userId, role: m.role })));
    }
    const status =
      incident.status === "Just Created" && input.members.length ? "Assigned Team" : incident.status;
    const saved = await updateIncident(
      tx,
      user,
      id,
      { responseCoordinatorId: input.responseCoordinatorId ?? null, status, updatedAt: now },
      {
        kind: "team",
        message:
          status !== incident.status
            ? `Response team assigned (${input.members.length}); status changed to ${status}`
            : `Response team updated (${input.members.length})`,
        at: now,
      },
    );
    return saved;
  });
}
