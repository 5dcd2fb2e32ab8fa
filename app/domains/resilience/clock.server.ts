import { and, asc, eq, inArray, isNotNull, isNull, lte, min, or, sql } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import {
  breachAt,
  nextThreshold,
  thresholdAt,
  thresholdReached,
  timeToBreachLabel,
} from "~/domains/bcp/recovery-state";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { bcpActivationProcesses, bcpActivations } from "~/domains/incidents/activation-schema.server";
import { CLOSED_STATUSES, markExercise } from "~/domains/incidents/model";
import { OPEN_INCIDENT } from "~/domains/incidents/open.server";
import { recordEvent } from "~/domains/incidents/records.server";
import { incidents } from "~/domains/incidents/schema.server";
import { bold, type EventEmail, emailEvent } from "~/domains/notifications/events.server";
import { notify } from "~/domains/notifications/notify.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { companyDates } from "~/shared/dates";
import { toleranceMs } from "./model";
import {
  businessServiceClocks,
  businessServiceEntries,
  businessServiceProcesses,
  businessServices,
} from "./schema.server";

type ActiveService = {
  serviceId: string;
  since: Date | string | null;
  tolerance: number;
  toleranceUnit: (typeof businessServices.$inferSelect)["toleranceUnit"];
};

/**
 * The services relying on a register entry a published incident hits (issue 34): disrupted from the incident's
 * alert date, or from its publishing when it has none.
 */
async function servicesHitThroughEntries(tx: Tx, companyId: string, incidentId: string) {
  const [incident] = await tx
    .select({
      entryIds: incidents.registerEntryIds,
      isDraft: incidents.isDraft,
      alertDate: incidents.alertDate,
      publishedAt: incidents.publishedAt,
    })
    .from(incidents)
    .where(and(eq(incidents.id, incidentId), eq(incidents.companyId, companyId)));
  const since = incident?.alertDate ?? incident?.publishedAt ?? null;
  if (!incident || incident.isDraft || !since || incident.entryIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({
      serviceId: businessServices.id,
      tolerance: businessServices.tolerance,
      toleranceUnit: businessServices.toleranceUnit,
    })
    .from(businessServiceEntries)
    .innerJoin(businessServices, eq(businessServices.id, businessServiceEntries.serviceId))
    .where(
      and(
        eq(businessServiceEntries.companyId, companyId),
        inArray(businessServiceEntries.entryId, incident.entryIds),
      ),
    );
  return rows.map((r) => ({ ...r, since }));
}

/** One row per service: the earliest disruption of its processes or of the entries it relies on. */
function earliestPerService(rows: ActiveService[]) {
  const by = new Map<string, ActiveService & { since: Date }>();
  for (const r of rows) {
    if (!r.since) continue;
    const since = new Date(r.since);
    const seen = by.get(r.serviceId);
    if (!seen || since < seen.since) by.set(r.serviceId, { ...r, since });
  }
  return [...by.values()];
}

/**
 * Brings an incident's service tolerance clocks in line with its active plans and the register entries it hits,
 * in the caller's transaction (plan activated or deactivated, a disruption start corrected, the incident published
 * or its entries changed): a service whose process is active runs from the earliest disruption of those processes,
 * one relying on an entry the incident hits from the incident's alert date; a service with neither stops. The next warning is rescheduled from
 * the start; a threshold already told is not told again, and a recorded breach stays. A clock stopped past its
 * tolerance before a worker told the breach (`now`: the stop) has the breach recorded as it stops.
 */
export async function syncServiceClocks(tx: Tx, companyId: string, incidentId: string, now: Date) {
  const byProcess = await tx
    .select({
      serviceId: businessServiceProcesses.serviceId,
      since: min(bcpActivationProcesses.disruptedSince),
      tolerance: businessServices.tolerance,
      toleranceUnit: businessServices.toleranceUnit,
    })
    .from(businessServiceProcesses)
    .innerJoin(businessServices, eq(businessServices.id, businessServiceProcesses.serviceId))
    .innerJoin(
      bcpActivationProcesses,
      eq(bcpActivationProcesses.processId, businessServiceProcesses.processId),
    )
    .innerJoin(bcpActivations, eq(bcpActivations.id, bcpActivationProcesses.activationId))
    .where(
      and(
        eq(businessServiceProcesses.companyId, companyId),
        eq(bcpActivations.incidentId, incidentId),
        isNull(bcpActivations.deactivatedAt),
      ),
    )
    .groupBy(businessServiceProcesses.serviceId, businessServices.tolerance, businessServices.toleranceUnit);
  const active = earliestPerService([
    ...byProcess,
    ...(await servicesHitThroughEntries(tx, companyId, incidentId)),
  ]);
  const clocks = await tx
    .select()
    .from(businessServiceClocks)
    .where(eq(businessServiceClocks.incidentId, incidentId))
    .for("update");
  for (const a of active) {
    const since = a.since;
    const tol = toleranceMs(a.tolerance, a.toleranceUnit);
    const clock = clocks.find((c) => c.serviceId === a.serviceId);
    const next = nextThreshold(clock?.warnedPct ?? 0);
    const warningDueAt = next === null ? null : thresholdAt(since, tol, next);
    if (clock)
      await tx
        .update(businessServiceClocks)
        .set({ disruptedSince: since, running: true, warningDueAt })
        .where(eq(businessServiceClocks.id, clock.id));
    else
      await tx
        .insert(businessServiceClocks)
        .values({ companyId, incidentId, serviceId: a.serviceId, disruptedSince: since, warningDueAt });
  }
  const stopped = clocks.filter((c) => c.running && !active.some((a) => a.serviceId === c.serviceId));
  if (stopped.length)
    await tx
      .update(businessServiceClocks)
      .set({ running: false, warningDueAt: null })
      .where(
        inArray(
          businessServiceClocks.id,
          stopped.map((c) => c.id),
        ),
      );
  await recordMissedBreaches(tx, companyId, incidentId, stopped, now);
}

/** The breaches of clocks stopped after their tolerance ran out that no worker recorded yet (see above). */
async function recordMissedBreaches(
  tx: Tx,
  companyId: string,
  incidentId: string,
  stopped: (typeof businessServiceClocks.$inferSelect)[],
  now: Date,
) {
  const unrecorded = stopped.filter((c) => !c.breachedAt);
  if (!unrecorded.length) return;
  const services = await tx
    .select({
      id: businessServices.id,
      name: businessServices.name,
      tolerance: businessServices.tolerance,
      toleranceUnit: businessServices.toleranceUnit,
    })
    .from(businessServices)
    .where(
      inArray(
        businessServices.id,
        unrecorded.map((c) => c.serviceId),
      ),
    );
  const dates = companyDates(await dateSettingsOf(tx, companyId));
  for (const clock of unrecorded) {
    const service = services.find((s) => s.id === clock.serviceId);
    if (!service) continue;
    const breach = breachAt(clock.disruptedSince, toleranceMs(service.tolerance, service.toleranceUnit));
    if (breach.getTime() > now.getTime()) continue;
    await tx
      .update(businessServiceClocks)
      .set({ breachedAt: breach })
      .where(eq(businessServiceClocks.id, clock.id));
    await recordEvent(tx, {
      companyId,
      incidentId,
      actorId: null,
      kind: "service_tolerance_breached",
      message: `${service.name} breached its impact tolerance at ${dates.dateTime(breach)}`,
      at: breach,
      changes: { serviceId: clock.serviceId, breachedAt: breach.toISOString() },
    });
  }
}

/**
 * Brings the clocks of every running incident of a company in line after a service changed (in the save's
 * transaction): a service mapped mid-incident to a process already disrupted starts at once, a shortened tolerance
 * brings its warnings forward, a service no longer relying on what is hit stops.
 */
export async function syncCompanyServiceClocks(tx: Tx, companyId: string, now: Date) {
  const running = await tx
    .selectDistinct({ id: incidents.id })
    .from(incidents)
    .leftJoin(
      bcpActivations,
      and(eq(bcpActivations.incidentId, incidents.id), isNull(bcpActivations.deactivatedAt)),
    )
    .where(
      and(
        eq(incidents.companyId, companyId),
        OPEN_INCIDENT,
        or(isNotNull(bcpActivations.id), sql`cardinality(${incidents.registerEntryIds}) > 0`),
      ),
    );
  for (const { id } of running) await syncServiceClocks(tx, companyId, id, now);
}

type WorkerDeps = Pick<ApiDeps, "db" | "now" | "appUrl">;

/**
 * Sends every due tolerance warning (50, 75, 100 % of a service's impact tolerance) to the service's owner and the
 * incident's response coordinator, exactly as the MAD warnings go: due clocks are claimed with FOR UPDATE SKIP
 * LOCKED in one transaction with the notification, the queued email and the move to the next threshold, so racing
 * instances tell each threshold once; when several have passed at once only the highest is told. Reaching 100 %
 * records the breach (the moment the tolerance ran out) on the clock and in the incident's timeline.
 */
export async function toleranceWarningBatch(deps: WorkerDeps, opts: { batch?: number } = {}) {
  const now = deps.now();
  let claimed = 0;
  const sent = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        clock: businessServiceClocks,
        service: {
          name: businessServices.name,
          tolerance: businessServices.tolerance,
          toleranceUnit: businessServices.toleranceUnit,
          ownerId: businessServices.ownerId,
        },
        incident: {
          id: incidents.id,
          title: incidents.title,
          coordinatorId: incidents.responseCoordinatorId,
          exerciseType: incidents.exerciseType,
          status: incidents.status,
          disabled: incidents.disabled,
        },
      })
      .from(businessServiceClocks)
      .innerJoin(businessServices, eq(businessServices.id, businessServiceClocks.serviceId))
      .innerJoin(incidents, eq(incidents.id, businessServiceClocks.incidentId))
      .where(lte(businessServiceClocks.warningDueAt, now))
      .orderBy(asc(businessServiceClocks.warningDueAt))
      .limit(opts.batch ?? 100)
      .for("update", { of: businessServiceClocks, skipLocked: true });
    claimed = due.length;
    let count = 0;
    for (const { clock, service, incident } of due) {
      const tol = toleranceMs(service.tolerance, service.toleranceUnit);
      const reached = thresholdReached(clock.disruptedSince, tol, now);
      const warned = Math.max(reached, clock.warnedPct);
      const next = nextThreshold(warned);
      const breach = breachAt(clock.disruptedSince, tol);
      // A closed or disabled incident's response is over: its clocks warn nobody and record nothing more (a
      // breach before the close was recorded by the worker that ran then).
      const ended = incident.disabled || CLOSED_STATUSES.includes(incident.status);
      const newBreach = !ended && reached >= 100 && !clock.breachedAt;
      await tx
        .update(businessServiceClocks)
        .set({
          warnedPct: warned,
          warningDueAt:
            clock.running && !ended && next !== null ? thresholdAt(clock.disruptedSince, tol, next) : null,
          ...(newBreach ? { breachedAt: breach } : {}),
        })
        .where(eq(businessServiceClocks.id, clock.id));
      if (ended || !clock.running || reached <= clock.warnedPct) continue;
      const dates = companyDates(await dateSettingsOf(tx, clock.companyId));
      // An exercise's warnings say so, as its MAD warnings do (issue 35).
      const incidentName = markExercise(incident.title ?? "the incident", incident.exerciseType);
      if (newBreach)
        await recordEvent(tx, {
          companyId: clock.companyId,
          incidentId: incident.id,
          actorId: null,
          kind: "service_tolerance_breached",
          message: `${service.name} breached its impact tolerance at ${dates.dateTime(breach)}`,
          at: breach,
          changes: { serviceId: clock.serviceId, breachedAt: breach.toISOString() },
        });
      const when = timeToBreachLabel(breach, now);
      const subject = markExercise(
        `${service.name}: ${reached} % of its impact tolerance gone`,
        incident.exerciseType,
      );
      const link = paths.incident(incident.id);
      const userIds = [
        ...new Set([service.ownerId, incident.coordinatorId].filter((id): id is string => !!id)),
      ];
      const recipients = await notify(tx, {
        companyId: clock.companyId,
        userIds,
        type: "TOLERANCE_WARNING",
        info: {
          message: `<p>The important business service ${bold(service.name)} has used ${reached} % of its impact tolerance in ${bold(incidentName)}. ${when}.</p>`,
          link,
          incidentId: incident.id,
          serviceClockId: clock.id,
          threshold: reached,
        },
      });
      const email: EventEmail = {
        kind: "reminders",
        subject,
        lines: [
          `${subject} in ${incidentName}.`,
          `${when}. Its tolerance ends at ${dates.dateTime(breach)}.`,
          "Recover the processes it relies on, or tell the regulator and the customers it serves.",
        ],
        actionLabel: "Open the incident",
      };
      await emailEvent(
        { ...deps, db: tx as unknown as Db },
        { companyId: clock.companyId, userIds: recipients, link, email },
      );
      count += 1;
    }
    return count;
  });
  return { claimed, sent };
}

/** Sends the due tolerance warnings once (tests and the worker): answers how many were sent. */
export async function runDueToleranceWarnings(deps: WorkerDeps, opts: { batch?: number } = {}) {
  return (await toleranceWarningBatch(deps, opts)).sent;
}
