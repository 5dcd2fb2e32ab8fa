import { and, eq, or, type Placeholder, sql } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { scopeFor } from "~/domains/access/policy";
import { bcps } from "~/domains/bcp/schema.server";
import { bcpBrtMembers } from "~/domains/bcp-analysis/schema.server";
import { bcpActivations } from "~/domains/incidents/activation-schema.server";
import { mentions, notifications } from "~/domains/notifications/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { qualified } from "~/platform/db/lookup.server";
import { incidentHook } from "./hooks.server";
import { incidents, incidentTeam, responseActions } from "./schema.server";

/** Whether the caller reads incidents only where they are involved (Employee, Contractor: scope "own"). */
export const readsOwnIncidentsOnly = (user: Principal) => scopeFor(user.role, "incident.read") === "own";

const INCIDENT_ID = qualified(incidents.id);

/**
 * Whether the user takes part in an incident: created it, coordinates it, is on its team, owns one of its
 * response actions or corrective actions (findings), was mentioned or notified about it, or leads, is assigned
 * to or is on the recovery team of a plan activated for it. Whoever Keel tells about an incident can open it: a
 * notification link never answers 404 to its recipient. One condition on incidents, for `userId` (a value or a
 * placeholder): an incident's page asks it of one row, Home lists with it the open incidents an employee takes
 * part in (audit 2026-12-02: Home said "Open incidents 0" while Active BCPs listed one).
 */
export function involvementOf(userId: string | Placeholder) {
  const q = qualified;
  return or(
    eq(incidents.userId, userId),
    eq(incidents.responseCoordinatorId, userId),
    sql`exists (select 1 from ${incidentTeam} where ${q(incidentTeam.incidentId)} = ${INCIDENT_ID} and ${q(incidentTeam.userId)} = ${userId})`,
    sql`exists (select 1 from ${responseActions} where ${q(responseActions.incidentId)} = ${INCIDENT_ID} and ${q(responseActions.ownerId)} = ${userId})`,
    // The owner of a corrective action reads its review to close it (issue 35 item 3).
    incidentHook("ownsFindingOf")(INCIDENT_ID, userId),
    sql`exists (select 1 from ${notifications} where ${q(notifications.userId)} = ${userId} and ${q(notifications.additionalInfo)}->>'incidentId' = ${INCIDENT_ID}::text)`,
    sql`exists (select 1 from ${mentions} where ${q(mentions.userId)} = ${userId} and ${q(mentions.mention)}->>'entityType' = 'incident' and ${q(mentions.mention)}->>'entityId' = ${INCIDENT_ID}::text)`,
    sql`exists (select 1 from ${bcpActivations} join ${bcps} on ${q(bcps.id)} = ${q(bcpActivations.bcpId)}
      where ${q(bcpActivations.incidentId)} = ${INCIDENT_ID}
        and (${q(bcps.bcLeadId)} = ${userId} or ${q(bcps.assigneeId)} = ${userId}
          or exists (select 1 from ${bcpBrtMembers} where ${q(bcpBrtMembers.bcpId)} = ${q(bcps.id)} and ${q(bcpBrtMembers.userId)} = ${userId})))`,
  );
}

export async function isInvolved(db: Db | Tx, user: Principal, incident: typeof incidents.$inferSelect) {
  const rows = await db
    .select({ one: sql`1` })
    .from(incidents)
    .where(and(eq(incidents.id, incident.id), involvementOf(user.id)))
    .limit(1);
  return rows.length > 0;
}
