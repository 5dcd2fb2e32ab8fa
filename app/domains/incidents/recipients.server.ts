import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { assets } from "~/domains/assets/schema.server";
import { bcps } from "~/domains/bcp/schema.server";
import { processesAtSites, processesByIds } from "~/domains/bcp/site-links.server";
import { userBusinessUnits } from "~/domains/companies/organisation-schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { bcpActivations } from "~/domains/incidents/activation-schema.server";
import { notifyAndEmail } from "~/domains/notifications/events.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { incidentHook } from "./hooks.server";
import { impactedSiteIds } from "./impact.server";
import { markExercise } from "./model";
import { escapeHtml, type IncidentRow } from "./records.server";

/**
 * The plans an incident impacts: those of the processes delivered at its impacted sites and of the processes
 * loaded on it (ticked at step 4, or added by hand). The one computation both notifications read.
 */
export async function impactedPlans(db: Db | Tx, incident: IncidentRow) {
  const siteIds = await impactedSiteIds(db, incident);
  const [atSites, loaded] = await Promise.all([
    processesAtSites(db, incident.companyId, siteIds),
    processesByIds(db, incident.companyId, [...incident.bcpProcessIds, ...incident.adhocProcessIds]),
  ]);
  const planIds = [...new Set([...atSites, ...loaded].map((p) => p.bcp.id))];
  return { siteIds, planIds };
}

/** Active users of the company among `ids`. */
async function activeOf(db: Db | Tx, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.disabled, false), inArray(users.id, ids)));
  return rows.map((r) => r.id);
}

/** "Notify BCP leads": the leads of the impacted plans only, whatever their role. */
async function planLeads(db: Db | Tx, incident: IncidentRow, planIds: string[]) {
  if (planIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: bcps.bcLeadId })
    .from(bcps)
    .where(and(eq(bcps.companyId, incident.companyId), inArray(bcps.id, planIds)));
  return activeOf(
    db,
    incident.companyId,
    rows.map((r) => r.id),
  );
}

/**
 * "Notify business coordinator": the Business Unit Administrators of the impacted business units: those of the
 * impacted plans (unit and sub unit) and of the impacted sites. Nobody else (no company-wide fallback).
 */
async function coordinators(db: Db | Tx, incident: IncidentRow, planIds: string[], siteIds: string[]) {
  const units = new Set<string>();
  if (planIds.length) {
    const rows = await db
      .select({ bu: bcps.businessUnitId, sub: bcps.subBusinessUnitId })
      .from(bcps)
      .where(and(eq(bcps.companyId, incident.companyId), inArray(bcps.id, planIds)));
    for (const r of rows) for (const u of [r.bu, r.sub]) if (u) units.add(u);
  }
  if (siteIds.length) {
    const rows = await db
      .selectDistinct({ bu: assets.businessUnitId })
      .from(assets)
      .where(
        and(
          eq(assets.companyId, incident.companyId),
          inArray(assets.id, siteIds),
          isNotNull(assets.businessUnitId),
        ),
      );
    for (const r of rows) if (r.bu) units.add(r.bu);
  }
  if (units.size === 0) return [];
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userBusinessUnits, eq(userBusinessUnits.userId, users.id))
    .where(
      and(
        eq(users.companyId, incident.companyId),
        eq(users.role, "BUAdmin"),
        eq(users.disabled, false),
        inArray(userBusinessUnits.businessUnitId, [...units]),
      ),
    );
  return rows.map((r) => r.id);
}

/** Who hears of a published incident, per its two flags (the creator never notifies themself). */
export async function publishRecipients(db: Db | Tx, incident: IncidentRow) {
  if (!incident.notifyBCPLeads && !incident.notifyBusinessCoordinator) return [];
  const { siteIds, planIds } = await impactedPlans(db, incident);
  const recipients = new Set<string>();
  if (incident.notifyBCPLeads) for (const id of await planLeads(db, incident, planIds)) recipients.add(id);
  if (incident.notifyBusinessCoordinator)
    for (const id of await coordinators(db, incident, planIds, siteIds)) recipients.add(id);
  recipients.delete(incident.userId);
  return [...recipients];
}

/** In-app and by email, with a link that opens the incident (through sign-in when signed out). */
export async function notifyOnPublish(deps: ApiDeps, incident: IncidentRow, userIds: string[]) {
  if (userIds.length === 0) return;
  const kind = incident.type.toLowerCase();
  const title = incident.title ?? "";
  await notifyAndEmail(deps, {
    companyId: incident.companyId,
    userIds,
    type: "INCIDENT_IMPACT",
    message: `<p>${markExercise(`New ${kind}: <strong>${escapeHtml(title)}</strong> (impact ${incident.impact}).`, incident.exerciseType)}</p>`,
    link: paths.incident(incident.id),
    extra: { incidentId: incident.id },
    email: {
      kind: "incidents",
      subject: markExercise(`New ${kind}: ${title}`, incident.exerciseType),
      lines: [`A new ${kind}, ${title} (impact ${incident.impact}), impacts your plans or business units.`],
      actionLabel: `Open the ${kind}`,
    },
  });
}

/**
 * Who hears that an incident became a crisis: its response coordinator, the BC leads of the plans it impacts or
 * activated, and the users on the rosters of its associated management plans (roster entries that are not users
 * have no account to notify). Active users of the incident's company only; never the one who escalated.
 */
export async function escalationRecipients(db: Db | Tx, incident: IncidentRow, escalatedBy: string) {
  const companyId = incident.companyId;
  const { planIds: impacted } = await impactedPlans(db, incident);
  const activated = await db
    .selectDistinct({ id: bcpActivations.bcpId })
    .from(bcpActivations)
    .where(eq(bcpActivations.incidentId, incident.id));
  const planIds = [...new Set([...impacted, ...activated.map((a) => a.id)])];
  const roster = await incidentHook("associatedRoster")(db, incident);
  const ids = new Set([
    ...(incident.responseCoordinatorId ? [incident.responseCoordinatorId] : []),
    ...(await planLeads(db, incident, planIds)),
    ...roster.flatMap((r) => (r.user ? [r.user.id] : [])),
  ]);
  ids.delete(escalatedBy);
  return activeOf(db, companyId, [...ids]);
}

/** "Escalated to crisis", in-app and by email (the incidents preference), linking to the crisis. */
export async function notifyOnEscalation(deps: ApiDeps, incident: IncidentRow, userIds: string[]) {
  if (userIds.length === 0) return;
  const title = incident.title ?? "";
  await notifyAndEmail(deps, {
    companyId: incident.companyId,
    userIds,
    type: "INCIDENT_IMPACT",
    message: `<p>${markExercise(`The incident <strong>${escapeHtml(title)}</strong> was escalated to a crisis.`, incident.exerciseType)}</p>`,
    link: paths.incident(incident.id),
    extra: { incidentId: incident.id, escalated: true },
    email: {
      kind: "incidents",
      subject: markExercise(`Escalated to crisis: ${title}`, incident.exerciseType),
      lines: [`The incident ${title} (impact ${incident.impact}) was escalated to a crisis.`],
      actionLabel: "Open the crisis",
    },
  });
}
