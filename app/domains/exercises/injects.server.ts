import { and, asc, count, eq, lte } from "drizzle-orm";
import { DateTime } from "luxon";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, fieldError, forbidden, notFound } from "~/api/errors.server";
import { can } from "~/domains/access/policy";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { CLOSED_STATUSES, markExercise } from "~/domains/incidents/model";
import {
  changeIncident,
  changeInIncident,
  escapeHtml,
  findIncident,
  type IncidentRow,
  notifyAboutIncident,
  recordEvent,
  teamAndCoordinator,
} from "~/domains/incidents/records.server";
import { incidents } from "~/domains/incidents/schema.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { displayName } from "~/shared/names";
import { INJECTS_MAX, injectMessage, INJECT_MESSAGES as M } from "./model";
import { exerciseInjects } from "./schema.server";
import type { injectSchema } from "./validation";

/** Whether the incident still takes injects: a published exercise, not over and not disabled. */
const running = (i: IncidentRow) =>
  !!i.exerciseType && !i.isDraft && !i.disabled && !CLOSED_STATUSES.includes(i.status);

/** The exercise's owner: who may manage incidents, or who created or coordinates this one. */
const ownsExercise = (user: Principal, i: IncidentRow) =>
  can(user, "incident.manage") || i.userId === user.id || i.responseCoordinatorId === user.id;

/** An exercise's injects, soonest first, with whether the reader may schedule more and the company's zone. */
export async function listInjects(deps: ApiDeps, user: Principal, incidentId: string) {
  const incident = await findIncident(deps.db, user, incidentId);
  const { timezone } = await dateSettingsOf(deps.db, user.companyId);
  const rows = await deps.db
    .select({
      i: exerciseInjects,
      by: userNameColumns,
    })
    .from(exerciseInjects)
    .leftJoin(users, eq(users.id, exerciseInjects.createdById))
    .where(and(eq(exerciseInjects.companyId, user.companyId), eq(exerciseInjects.incidentId, incident.id)))
    .orderBy(asc(exerciseInjects.dueAt), asc(exerciseInjects.createdAt))
    .limit(INJECTS_MAX);
  return {
    exercise: !!incident.exerciseType,
    canSchedule: running(incident) && ownsExercise(user, incident),
    timezone: timezone || "UTC",
    injects: rows.map((r) => ({
      id: r.i.id,
      dueAt: r.i.dueAt,
      text: r.i.text,
      status: r.i.status,
      postedAt: r.i.postedAt,
      createdBy: r.by?.email ? displayName(r.by) : null,
    })),
  };
}

/**
 * Schedules an inject at a local time of the company's zone. Only a running exercise takes injects, only from its
 * owner, only still to come, and at most INJECTS_MAX of them.
 */
export async function scheduleInject(
  deps: ApiDeps,
  user: Principal,
  incidentId: string,
  input: z.output<typeof injectSchema>,
) {
  return changeIncident(deps, user, incidentId, async (tx, incident) => {
    if (!incident.exerciseType) throw badRequest(M.notExercise);
    if (!ownsExercise(user, incident)) throw forbidden(M.forbidden);
    if (!running(incident)) throw badRequest(M.closed);
    const { timezone } = await dateSettingsOf(tx, user.companyId);
    const at = DateTime.fromISO(input.time, { zone: timezone || "UTC" });
    if (!at.isValid) throw fieldError("time", M.timeRequired);
    const now = deps.now();
    if (at.toMillis() <= now.getTime()) throw fieldError("time", M.timePast);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(exerciseInjects)
      .where(eq(exerciseInjects.incidentId, incident.id));
    if (n >= INJECTS_MAX) throw badRequest(M.tooMany);
    const [row] = await tx
      .insert(exerciseInjects)
      .values({
        companyId: user.companyId,
        incidentId: incident.id,
        dueAt: at.toJSDate(),
        text: input.text,
        createdById: user.id,
        createdAt: now,
      })
      .returning({ id: exerciseInjects.id });
    return { id: row.id, message: M.scheduled };
  });
}

/** Cancels an inject not yet posted (removed: it never happened). */
export async function cancelInject(deps: ApiDeps, user: Principal, incidentId: string, injectId: string) {
  return changeInIncident(deps, user, incidentId, async (tx, incident) => {
    if (!ownsExercise(user, incident)) throw forbidden(M.forbidden);
    const [row] = await tx
      .select()
      .from(exerciseInjects)
      .where(
        and(
          eq(exerciseInjects.id, injectId),
          eq(exerciseInjects.companyId, user.companyId),
          eq(exerciseInjects.incidentId, incident.id),
        ),
      )
      .for("update");
    if (!row) throw notFound();
    if (row.status !== "Scheduled") throw badRequest(M.notScheduled);
    await tx.delete(exerciseInjects).where(eq(exerciseInjects.id, row.id));
    return { id: row.id, message: M.cancelled };
  });
}

/** Who hears an inject: the exercise's team, its coordinator and its creator. */
async function audience(db: Db | Tx, incident: IncidentRow) {
  return [...(await teamAndCoordinator(db, incident)), incident.userId];
}

/**
 * Posts every due inject once: claimed with FOR UPDATE SKIP LOCKED in one transaction with its timeline entry, its
 * notifications and its move to Posted, so instances racing for it post it once, and a crash before commit posts
 * it later rather than never. An inject of an exercise already over (or disabled) is Skipped. Answers how many
 * rows were claimed and how many posted.
 */
export async function injectBatch(
  deps: Pick<ApiDeps, "db" | "now">,
  /** `incidentId`: one exercise's only (the demo seed plays its own tabletop). */
  opts: { batch?: number; incidentId?: string } = {},
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ inject: exerciseInjects, incident: incidents })
      .from(exerciseInjects)
      .innerJoin(incidents, eq(incidents.id, exerciseInjects.incidentId))
      .where(
        and(
          eq(exerciseInjects.status, "Scheduled"),
          lte(exerciseInjects.dueAt, now),
          opts.incidentId ? eq(exerciseInjects.incidentId, opts.incidentId) : undefined,
        ),
      )
      .orderBy(asc(exerciseInjects.dueAt))
      .limit(opts.batch ?? 100)
      .for("update", { of: exerciseInjects, skipLocked: true });
    let posted = 0;
    for (const { inject, incident } of due) {
      if (!running(incident)) {
        await tx.update(exerciseInjects).set({ status: "Skipped" }).where(eq(exerciseInjects.id, inject.id));
        continue;
      }
      await recordEvent(tx, {
        companyId: incident.companyId,
        incidentId: incident.id,
        actorId: inject.createdById,
        kind: "inject",
        message: markExercise(injectMessage(inject.text), incident.exerciseType).slice(0, 600),
        at: now,
        changes: { injectId: inject.id, dueAt: inject.dueAt.toISOString() },
      });
      await notifyAboutIncident(tx, incident, {
        userIds: await audience(tx, incident),
        type: "EXERCISE_INJECT",
        html: `${escapeHtml(injectMessage(inject.text))} (<strong>${escapeHtml(incident.title ?? "the exercise")}</strong>)`,
        link: paths.exerciseInjects(incident.id),
      });
      await tx
        .update(exerciseInjects)
        .set({ status: "Posted", postedAt: now })
        .where(eq(exerciseInjects.id, inject.id));
      posted++;
    }
    return { claimed: due.length, posted };
  });
}

/** Posts the due injects (the worker's tick and the tests): answers how many were posted. */
export async function runDueInjects(
  deps: Pick<ApiDeps, "db" | "now">,
  opts: { batch?: number; incidentId?: string } = {},
) {
  return (await injectBatch(deps, opts)).posted;
}
