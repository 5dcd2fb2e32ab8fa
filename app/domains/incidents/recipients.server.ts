import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import { impactedAssets } from "~/domains/assets/impact-schema.server";
import { assets } from "~/domains/assets/schema.server";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { notify } from "~/domains/notifications/notify.server";
import { userBusinessUnits } from "~/domains/organisation/schema.server";
import { users } from "~/domains/users/schema.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { escapeHtml, type IncidentRow } from "./records.server";

async function activeUsers(db: Db | Tx, companyId: string, role: "BCPLead" | "BUAdmin", buIds?: string[]) {
  const base = and(eq(users.companyId, companyId), eq(users.role, role), eq(users.disabled, false));
  if (!buIds) return (await db.select({ id: users.id }).from(users).where(base)).map((r) => r.id);
  if (buIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userBusinessUnits, eq(userBusinessUnits.userId, users.id))
    .where(and(base, inArray(userBusinessUnits.businessUnitId, buIds)));
  return rows.map((r) => r.id);
}

/**
 * The leads of the plans the incident impacts: a plan with a process loaded on the incident (wizard step
 * "load processes", the processes activation accepts) or delivered at one of the sites it impacts. Whatever
 * their role (a plan's lead need not have the BCP Lead role); active users of the company only.
 */
async function impactedPlanLeads(tx: Db | Tx, incident: IncidentRow) {
  const sites = await tx
    .select({ processIds: assets.processIds, bcpIds: assets.bcpIds })
    .from(impactedAssets)
    .innerJoin(assets, eq(assets.id, impactedAssets.assetId))
    .where(eq(impactedAssets.incidentId, incident.id));
  const processIds = [...new Set([...incident.bcpProcessIds, ...sites.flatMap((s) => s.processIds)])];
  const planIds = [...new Set(sites.flatMap((s) => s.bcpIds))];
  if (processIds.length === 0 && planIds.length === 0) return [];
  const touched = [
    ...(processIds.length ? [inArray(bcpProcesses.id, processIds)] : []),
    ...(planIds.length ? [inArray(bcps.id, planIds)] : []),
  ];
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(bcps)
    .leftJoin(bcpProcesses, eq(bcpProcesses.bcpId, bcps.id))
    .innerJoin(users, eq(users.id, bcps.bcLeadId))
    .where(
      and(
        eq(bcps.companyId, incident.companyId),
        eq(users.companyId, incident.companyId),
        eq(users.disabled, false),
        or(...touched),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * On publishing, per the two flags: the leads of the BCPs the incident impacts (not every lead of the
 * company: the others have nothing to do), and the business coordinators (Business Unit Administrators of
 * the business units whose sites are impacted; all of them when no impacted site has one).
 */
export async function notifyOnPublish(tx: Db | Tx, incident: IncidentRow) {
  const recipients: string[] = [];
  if (incident.notifyBCPLeads) recipients.push(...(await impactedPlanLeads(tx, incident)));
  if (incident.notifyBusinessCoordinator) {
    const units = await tx
      .selectDistinct({ id: assets.businessUnitId })
      .from(impactedAssets)
      .innerJoin(assets, eq(assets.id, impactedAssets.assetId))
      .where(and(eq(impactedAssets.incidentId, incident.id), isNotNull(assets.businessUnitId)));
    const buIds = units.map((u) => u.id!).filter(Boolean);
    recipients.push(
      ...(await activeUsers(tx, incident.companyId, "BUAdmin", buIds.length ? buIds : undefined)),
    );
  }
  await notify(tx, {
    companyId: incident.companyId,
    userIds: recipients.filter((id) => id !== incident.userId),
    type: "INCIDENT_IMPACT",
    info: {
      message: `<p>New ${incident.type.toLowerCase()}: <strong>${escapeHtml(incident.title ?? "")}</strong> (impact ${incident.impact}).</p>`,
      link: paths.incident(incident.id),
      incidentId: incident.id,
    },
  });
}
