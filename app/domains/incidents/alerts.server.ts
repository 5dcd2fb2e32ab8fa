import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { conflict, fieldError, notFound } from "~/api/errors.server";
import { hazards } from "~/domains/hazards/schema.server";
import { type AlertStatus, INCIDENT_MESSAGES } from "./model";
import { findIncident, recordEvent } from "./records.server";
import { alerts, incidents } from "./schema.server";
import type { alertSchema } from "./validation";

/** An alert as the API answers it (alertAnswer): each field named, without its tenant column. */
const present = (a: typeof alerts.$inferSelect) => ({
  id: a.id,
  title: a.title,
  description: a.description,
  source: a.source,
  externalId: a.externalId,
  hazardId: a.hazardId,
  severity: a.severity,
  lat: a.lat,
  lng: a.lng,
  alertDate: a.alertDate,
  status: a.status,
  incidentId: a.incidentId,
  createdBy: a.createdBy,
  createdAt: a.createdAt,
});

/**
 * Records an alert, by hand or from a feed. A feed sends its own externalId: sending the same alert again
 * answers the stored one instead of a duplicate.
 */
export async function createAlert(deps: ApiDeps, user: Principal, input: z.output<typeof alertSchema>) {
  if (input.hazardId) {
    const [h] = await deps.db
      .select({ id: hazards.id })
      .from(hazards)
      .where(and(eq(hazards.id, input.hazardId), eq(hazards.companyId, user.companyId)));
    if (!h) throw fieldError("hazardId", INCIDENT_MESSAGES.hazardRequired);
  }
  const values = {
    ...input,
    alertDate: input.alertDate ?? deps.now(),
    companyId: user.companyId,
    createdBy: user.id,
    createdAt: deps.now(),
  };
  const [row] = await deps.db.insert(alerts).values(values).onConflictDoNothing().returning();
  if (row) return present(row);
  const [existing] = await deps.db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.companyId, user.companyId),
        eq(alerts.source, input.source),
        eq(alerts.externalId, input.externalId ?? ""),
      ),
    );
  return present(existing);
}

/** The newest alerts only: feeds add alerts forever, and the merge picker needs the recent ones. */
export const ALERTS_CAP = 200;

export async function listAlerts(
  deps: ApiDeps,
  user: Principal,
  query: { status?: AlertStatus; incidentId?: string },
) {
  const where: SQL[] = [eq(alerts.companyId, user.companyId)];
  if (query.status) where.push(eq(alerts.status, query.status));
  if (query.incidentId) where.push(eq(alerts.incidentId, query.incidentId));
  const rows = await deps.db
    .select({
      alert: alerts,
      draftOf: sql<string | null>`case when ${incidents.isDraft} then ${incidents.userId} end`,
    })
    .from(alerts)
    .leftJoin(incidents, eq(incidents.id, alerts.incidentId))
    .where(and(...where))
    .orderBy(desc(alerts.alertDate))
    .limit(ALERTS_CAP);
  // A draft is its author's alone (findIncident): others see the alert converted, without a link to open.
  return rows.map(({ alert, draftOf }) =>
    present(draftOf && draftOf !== user.id ? { ...alert, incidentId: null } : alert),
  );
}

/** Merges an open alert into an incident: it then shows on the incident's MERGED ALERTS tab. */
export async function mergeAlert(deps: ApiDeps, user: Principal, alertId: string, incidentId: string) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [alert] = await tx
      .select()
      .from(alerts)
      .where(and(eq(alerts.id, alertId), eq(alerts.companyId, user.companyId)))
      .for("update");
    if (!alert) throw notFound();
    const incident = await findIncident(tx, user, incidentId);
    if (incident.isDraft) throw fieldError("incidentId", INCIDENT_MESSAGES.isDraft);
    if (alert.status !== "Open") throw conflict(INCIDENT_MESSAGES.alertAlreadyHandled);
    const [row] = await tx
      .update(alerts)
      .set({ status: "Merged", incidentId })
      .where(eq(alerts.id, alertId))
      .returning();
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId,
      actorId: user.id,
      kind: "alert",
      message: `Alert merged: ${alert.title}`,
      at: now,
    });
    return { ...present(row), message: INCIDENT_MESSAGES.alertMerged };
  });
}
