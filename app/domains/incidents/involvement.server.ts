import { and, eq, or, sql } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { scopeFor } from "~/domains/access/policy";
import { bcps } from "~/domains/bcp/schema.server";
import { bcpBrtMembers } from "~/domains/bcp-analysis/schema.server";
import { bcpActivations } from "~/domains/incidents/activation-schema.server";
import { mentions, notifications } from "~/domains/notifications/schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { incidentHook } from "./hooks.server";
import { type incidents, incidentTeam, responseActions } from "./schema.server";

/** Whether the caller reads incidents only where they are involved (Employee, Contractor: scope "own"). */
export const readsOwnIncidentsOnly = (user: Principal) => scopeFor(user.role, "incident.read") === "own";

/**
 * Whether the user takes part in an incident: created it, coordinates it, is on its team, owns one of its
 * response actions or corrective actions (findings), was mentioned or notified about it, or leads, is assigned
 * to or is on the recovery team of a plan activated for it. Whoever Keel tells about an incident can open it: a
 * notification link never answers 404 to its recipient.
 */
export async function isInvolved(db: Db | Tx, user: Principal, incident: typeof incidents.$inferSelect) {
  if (incident.userId === user.id || incident.responseCoordinatorId === user.id) return true;
  const checks = [
    db
      .select({ one: sql`1` })
      .from(incidentTeam)
      .where(and(eq(incidentTeam.incidentId, incident.id), eq(incidentTeam.userId, user.id)))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(responseActions)
      .where(and(eq(responseActions.incidentId, incident.id), eq(responseActions.ownerId, user.id)))
      .limit(1),
    // The owner of a corrective action reads its review to close it (issue 35 item 3).
    incidentHook("ownsFindingOf")(db, incident.id, user.id),
    db
      .select({ one: sql`1` })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, user.id),
          sql`${notifications.additionalInfo}->>'incidentId' = ${incident.id}`,
        ),
      )
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(mentions)
      .where(
        and(
          eq(mentions.userId, user.id),
          sql`${mentions.mention}->>'entityType' = 'incident'`,
          sql`${mentions.mention}->>'entityId' = ${incident.id}`,
        ),
      )
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(bcpActivations)
      .innerJoin(bcps, eq(bcps.id, bcpActivations.bcpId))
      .leftJoin(bcpBrtMembers, and(eq(bcpBrtMembers.bcpId, bcps.id), eq(bcpBrtMembers.userId, user.id)))
      .where(
        and(
          eq(bcpActivations.incidentId, incident.id),
          or(eq(bcps.bcLeadId, user.id), eq(bcps.assigneeId, user.id), eq(bcpBrtMembers.userId, user.id)),
        ),
      )
      .limit(1),
  ];
  for (const check of checks) if ((await check).length > 0) return true;
  return false;
}
