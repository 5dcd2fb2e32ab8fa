import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { breachAt } from "~/domains/bcp/recovery-state";
import { bcpProcesses } from "~/domains/bcp/schema.server";
import { bcpActivationProcesses, bcpActivations } from "~/domains/incidents/activation-schema.server";
import { OPEN_REAL_INCIDENT } from "~/domains/incidents/open.server";
import { findIncident } from "~/domains/incidents/records.server";
import { incidents } from "~/domains/incidents/schema.server";
import { registerEntries } from "~/domains/registers/schema.server";
import { OWNER, ownerValues, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { serviceClockState, toleranceMs } from "./model";
import {
  businessServiceClocks,
  businessServiceEntries,
  businessServiceProcesses,
  businessServices,
} from "./schema.server";
import { serviceEntriesWithEntry } from "./service-entries.server";

/**
 * The tolerance clocks of one incident, or (without `incidentId`) of every open incident of the caller's company:
 * most urgent first (a breach, then the soonest to run out). State and share gone are read at `deps.now()`.
 */
export async function serviceClocks(deps: ApiDeps, user: Principal, opts: { incidentId?: string }) {
  const now = deps.now();
  // The incident's clocks for whoever may read the services, whether or not they take part in it (404 for another
  // company's incident, or another's draft); on the incident page, the read its other reads share (issue 37).
  if (opts.incidentId) await findIncident(deps.db, user, opts.incidentId, { companyWide: true });
  // Home's and the incident page's: built once per shape (`prepared`, issue 37), the ids filled in when it runs.
  const shape = opts.incidentId ? "incident" : "open";
  const rows = await prepared(deps.db, `serviceClocks:${shape}`, (db) =>
    db
      .select({
        clock: businessServiceClocks,
        service: {
          id: businessServices.id,
          name: businessServices.name,
          tolerance: businessServices.tolerance,
          toleranceUnit: businessServices.toleranceUnit,
        },
        incident: { id: incidents.id, title: incidents.title },
        entryIds: incidents.registerEntryIds,
      })
      .from(businessServiceClocks)
      .innerJoin(businessServices, eq(businessServices.id, businessServiceClocks.serviceId))
      .innerJoin(incidents, eq(incidents.id, businessServiceClocks.incidentId))
      .where(
        and(
          eq(businessServiceClocks.companyId, OWNER.companyId),
          shape === "incident"
            ? eq(businessServiceClocks.incidentId, sql.placeholder("incidentId"))
            : OPEN_REAL_INCIDENT,
        ),
      )
      .orderBy(desc(incidents.createdAt), asc(businessServiceClocks.disruptedSince))
      .limit(200)
      .prepare(UNNAMED),
  ).execute({ ...ownerValues(user), incidentId: opts.incidentId });
  const active = rows.length
    ? await deps.db
        .selectDistinct({
          incidentId: bcpActivations.incidentId,
          serviceId: businessServiceProcesses.serviceId,
          name: bcpProcesses.name,
        })
        .from(bcpActivationProcesses)
        .innerJoin(bcpActivations, eq(bcpActivations.id, bcpActivationProcesses.activationId))
        .innerJoin(bcpProcesses, eq(bcpProcesses.id, bcpActivationProcesses.processId))
        .innerJoin(
          businessServiceProcesses,
          eq(businessServiceProcesses.processId, bcpActivationProcesses.processId),
        )
        .where(
          and(
            eq(bcpActivations.companyId, user.companyId),
            isNull(bcpActivations.deactivatedAt),
            inArray(bcpActivations.incidentId, [...new Set(rows.map((r) => r.incident.id))]),
          ),
        )
        .orderBy(asc(bcpProcesses.name))
    : [];
  // The register entries each incident hits that each service relies on (issue 34).
  const hitIds = [...new Set(rows.flatMap((r) => r.entryIds))];
  const hit = hitIds.length
    ? await serviceEntriesWithEntry(deps.db, {
        serviceId: businessServiceEntries.serviceId,
        entryId: registerEntries.id,
        name: registerEntries.name,
      })
        .where(
          and(
            eq(businessServiceEntries.companyId, user.companyId),
            inArray(businessServiceEntries.entryId, hitIds),
            inArray(businessServiceEntries.serviceId, [...new Set(rows.map((r) => r.service.id))]),
          ),
        )
        .orderBy(asc(registerEntries.name))
    : [];
  const clocks = rows.map(({ clock, service, incident, entryIds }) => {
    const tol = toleranceMs(service.tolerance, service.toleranceUnit);
    const end = breachAt(clock.disruptedSince, tol);
    const elapsed = now.getTime() - clock.disruptedSince.getTime();
    return {
      id: clock.id,
      incident,
      service: { id: service.id, name: service.name },
      tolerance: service.tolerance,
      toleranceUnit: service.toleranceUnit,
      disruptedSince: clock.disruptedSince,
      breachAt: end,
      usedPct: Math.max(0, Math.floor((elapsed / tol) * 100)),
      state: serviceClockState({
        disruptedSince: clock.disruptedSince,
        toleranceMs: tol,
        at: now,
        running: clock.running,
        breachedAt: clock.breachedAt,
      }),
      running: clock.running,
      breachedAt: clock.breachedAt,
      processes: active
        .filter((a) => a.incidentId === incident.id && a.serviceId === service.id)
        .map((a) => a.name),
      entries: hit
        .filter((h) => h.serviceId === service.id && entryIds.includes(h.entryId))
        .map((h) => h.name),
    };
  });
  const urgency = (c: (typeof clocks)[number]) => (c.state === "Breached" ? 0 : c.running ? 1 : 2);
  return clocks.sort((a, b) => urgency(a) - urgency(b) || a.breachAt.getTime() - b.breachAt.getTime());
}
