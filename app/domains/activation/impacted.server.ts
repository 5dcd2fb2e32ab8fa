import { and, eq, inArray, isNull } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { BCP_STATUS_LABELS } from "~/domains/bcp/model";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { findIncident } from "~/domains/incidents/records.server";
import { bcpActivations } from "./schema.server";

/** The plans an incident impacts (through its loaded processes): what the activation form offers. */
export async function impactedPlans(deps: ApiDeps, user: Principal, incidentId: string) {
  const incident = await findIncident(deps.db, user, incidentId, { companyWide: true });
  const ids = incident.bcpProcessIds;
  if (!ids.length)
    return {
      incident: { id: incident.id, title: incident.title, exerciseType: incident.exerciseType },
      plans: [],
    };
  const rows = await deps.db
    .select({ plan: bcps, processId: bcpProcesses.id, processName: bcpProcesses.name })
    .from(bcpProcesses)
    .innerJoin(bcps, eq(bcps.id, bcpProcesses.bcpId))
    .where(and(inArray(bcpProcesses.id, ids), eq(bcps.companyId, user.companyId)))
    .orderBy(bcps.name, bcpProcesses.name);
  const active = await deps.db
    .select({ bcpId: bcpActivations.bcpId })
    .from(bcpActivations)
    .where(and(eq(bcpActivations.incidentId, incident.id), isNull(bcpActivations.deactivatedAt)));
  const activeIds = new Set(active.map((a) => a.bcpId));
  const plans = new Map<
    string,
    {
      id: string;
      name: string;
      status: string;
      canActivate: boolean;
      active: boolean;
      processes: { id: string; name: string }[];
    }
  >();
  for (const r of rows) {
    const entry = plans.get(r.plan.id) ?? {
      id: r.plan.id,
      name: r.plan.name,
      status: BCP_STATUS_LABELS[r.plan.status],
      canActivate: r.plan.status === "APPROVED" && !activeIds.has(r.plan.id),
      active: activeIds.has(r.plan.id),
      processes: [],
    };
    entry.processes.push({ id: r.processId, name: r.processName });
    plans.set(r.plan.id, entry);
  }
  return {
    incident: { id: incident.id, title: incident.title, exerciseType: incident.exerciseType },
    plans: [...plans.values()],
  };
}
