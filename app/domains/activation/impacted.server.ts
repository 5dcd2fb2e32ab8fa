import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { BCP_STATUS_LABELS } from "~/domains/bcp/model";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { bcpActivations } from "~/domains/incidents/activation-schema.server";
import { CLOSED_STATUSES } from "~/domains/incidents/model";
import { findIncident } from "~/domains/incidents/records.server";
import { incidents } from "~/domains/incidents/schema.server";
import { runningActivations } from "./running-activations.server";

/** The plans an incident impacts (through its loaded processes): what the activation form offers. */
export async function impactedPlans(deps: ApiDeps, user: Principal, incidentId: string) {
  const incident = await findIncident(deps.db, user, incidentId, { companyWide: true });
  // A completed, cancelled or disabled incident activates nothing (activatePlans refuses it): none is offered.
  const closed = incident.disabled || CLOSED_STATUSES.includes(incident.status);
  const heading = { id: incident.id, title: incident.title, exerciseType: incident.exerciseType, closed };
  const ids = incident.bcpProcessIds;
  if (!ids.length) return { incident: heading, plans: [] };
  const rows = await deps.db
    .select({ plan: bcps, processId: bcpProcesses.id, processName: bcpProcesses.name })
    .from(bcpProcesses)
    .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
    .where(and(inArray(bcpProcesses.id, ids), eq(bcps.companyId, user.companyId)))
    .orderBy(bcps.name, bcpProcesses.name);
  const active = await deps.db
    .select({ bcpId: bcpActivations.bcpId })
    .from(bcpActivations)
    .where(runningActivations(incident.id));
  const activeIds = new Set(active.map((a) => a.bcpId));
  // The same plan may already be running for another incident (a second alert on an open event): the form says
  // so, with since when, before a second activation is made (UX review A-1).
  const planIds = [...new Set(rows.map((r) => r.plan.id))];
  const elsewhere = planIds.length
    ? await deps.db
        .select({
          bcpId: bcpActivations.bcpId,
          incidentId: incidents.id,
          title: incidents.title,
          since: bcpActivations.activatedAt,
        })
        .from(bcpActivations)
        .innerJoin(incidents, eq(incidents.id, bcpActivations.incidentId))
        .where(
          and(
            eq(bcpActivations.companyId, user.companyId),
            inArray(bcpActivations.bcpId, planIds),
            ne(bcpActivations.incidentId, incident.id),
            isNull(bcpActivations.deactivatedAt),
          ),
        )
        .orderBy(bcpActivations.activatedAt)
    : [];
  const plans = new Map<
    string,
    {
      id: string;
      name: string;
      status: string;
      canActivate: boolean;
      active: boolean;
      activeElsewhere: { incidentId: string; title: string | null; since: string }[];
      processes: { id: string; name: string }[];
    }
  >();
  for (const r of rows) {
    const entry = plans.get(r.plan.id) ?? {
      id: r.plan.id,
      name: r.plan.name,
      status: BCP_STATUS_LABELS[r.plan.status],
      canActivate: !closed && r.plan.status === "APPROVED" && !activeIds.has(r.plan.id),
      active: activeIds.has(r.plan.id),
      activeElsewhere: elsewhere
        .filter((e) => e.bcpId === r.plan.id)
        .map((e) => ({ incidentId: e.incidentId, title: e.title, since: e.since.toISOString() })),
      processes: [],
    };
    entry.processes.push({ id: r.processId, name: r.processName });
    plans.set(r.plan.id, entry);
  }
  return {
    incident: heading,
    plans: [...plans.values()],
  };
}
