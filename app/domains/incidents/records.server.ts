import { and, eq, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { notFound } from "~/api/errors.server";
import { readOnce } from "~/api/shared-auth.server";
import type { NotificationType } from "~/domains/notifications/model";
import { notify } from "~/domains/notifications/notify.server";
import { emitWebhookEvent, eventOfTimeline, timelineData } from "~/domains/webhooks/emit.server";
import { auditLog } from "~/platform/audit/schema.server";
import { editVersionsOf } from "~/platform/concurrency/versions.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { OWNER, ownerValues, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { isInvolved, readsOwnIncidentsOnly } from "./involvement.server";
import { markExercise } from "./model";
import { incidents, incidentTeam, incidentTimeline } from "./schema.server";

export type IncidentRow = typeof incidents.$inferSelect;

/**
 * An incident, crisis or draft as the API answers it (incidentAnswer): each field named, so a column added to
 * the table reaches no answer until the presenter says so. The tenant column (companyId) is not sent.
 */
export function presentIncident(i: IncidentRow) {
  return {
    id: i.id,
    type: i.type,
    userId: i.userId,
    hazardCategoryId: i.hazardCategoryId,
    hazardId: i.hazardId,
    title: i.title,
    description: i.description,
    impact: i.impact,
    status: i.status,
    viewRadius: i.viewRadius,
    radiusUnit: i.radiusUnit,
    locationName: i.locationName,
    lat: i.lat,
    long: i.long,
    locations: i.locations,
    alertDate: i.alertDate,
    statusCheckCadence: i.statusCheckCadence,
    notifyBCPLeads: i.notifyBCPLeads,
    notifyBusinessCoordinator: i.notifyBusinessCoordinator,
    isDraft: i.isDraft,
    currentTab: i.currentTab,
    bcpProcessIds: i.bcpProcessIds,
    adhocProcessIds: i.adhocProcessIds,
    registerEntryIds: i.registerEntryIds,
    responseCoordinatorId: i.responseCoordinatorId,
    disabled: i.disabled,
    exerciseType: i.exerciseType,
    escalatedAt: i.escalatedAt,
    publishedAt: i.publishedAt,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
  };
}

/** An incident's id in a statement built once (`prepared`), filled as `incidentId`. */
export const INCIDENT_ID = sql.placeholder("incidentId");

/**
 * The caller's incident, or 404: another company's record, and another user's draft, do not exist for them.
 * `lock` takes a row lock so concurrent status changes serialise.
 */
export async function findIncident(
  db: Db | Tx,
  user: Principal,
  id: string,
  /** `companyWide`: the caller acts under a company-wide right of another domain (activation.read). */
  opts: { lock?: boolean; companyWide?: boolean } = {},
) {
  const read = async () => {
    // Locked for a change; otherwise the read of every incident page, built once (issue 37).
    const [row] = opts.lock
      ? await db
          .select()
          .from(incidents)
          .where(and(eq(incidents.id, id), eq(incidents.companyId, user.companyId)))
          .for("update")
      : await prepared(db, "incidentById", (conn) =>
          conn
            .select()
            .from(incidents)
            .where(and(eq(incidents.id, INCIDENT_ID), eq(incidents.companyId, OWNER.companyId)))
            .prepare(UNNAMED),
        ).execute({ incidentId: id, ...ownerValues(user) });
    if (!row || (row.isDraft && row.userId !== user.id)) throw notFound();
    // Those who read only their own incidents see the ones they take part in; the others do not exist for them.
    if (!opts.companyWide && readsOwnIncidentsOnly(user) && !(await isInvolved(db, user, row)))
      throw notFound();
    return row;
  };
  // The incident page's reads each find the incident (seven times a view, issue 37): once per page request. A lock
  // is a change's, never shared. Whoever reads every incident of the company reads the same either way.
  const companyWide = opts.companyWide || !readsOwnIncidentsOnly(user);
  return opts.lock ? read() : readOnce(user, `incident:${id}:${companyWide ? "company" : "own"}`, read);
}

/** The incident's edit versions, read once per page request (its view and its response actions both send them). */
export const incidentEditVersions = (db: Db | Tx, user: Principal, id: string) =>
  readOnce(user, `incident:${id}:versions`, () => editVersionsOf(db, "incident", id));

/**
 * One change to an incident, in one transaction: the incident is read first (locked FOR UPDATE, so changes to one
 * incident run one after another), then `change` runs with the transaction, the row and
 * the time of the request.
 */
export function changeIncident<T>(
  deps: Pick<ApiDeps, "db" | "now">,
  user: Principal,
  id: string,
  change: IncidentChange<T>,
  lock = true,
): Promise<T> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => change(tx, await findIncident(tx, user, id, { lock }), now));
}
type IncidentChange<T> = (tx: Tx, incident: IncidentRow, now: Date) => Promise<T>;

/** A change to rows of an incident (its findings, comments, notes) that need not wait on other changes to it. */
export function changeInIncident<T>(
  deps: Pick<ApiDeps, "db" | "now">,
  user: Principal,
  id: string,
  change: IncidentChange<T>,
): Promise<T> {
  return changeIncident(deps, user, id, change, false);
}

/** The ids of the incident's response team and of its coordinator (when one is named). */
export async function teamAndCoordinator(db: Db | Tx, incident: IncidentRow) {
  const team = await db
    .select({ userId: incidentTeam.userId })
    .from(incidentTeam)
    .where(eq(incidentTeam.incidentId, incident.id));
  const ids = team.map((t) => t.userId);
  if (incident.responseCoordinatorId) ids.push(incident.responseCoordinatorId);
  return ids;
}

/**
 * An in-app notification about an incident to these users: `html` as one paragraph, marked when the incident is an
 * exercise, linking to `link`.
 */
export function notifyAboutIncident(
  db: Db | Tx,
  incident: Pick<IncidentRow, "id" | "companyId" | "exerciseType">,
  n: { userIds: string[]; type: NotificationType; html: string; link: string },
) {
  return notify(db, {
    companyId: incident.companyId,
    userIds: n.userIds,
    type: n.type,
    info: {
      message: `<p>${markExercise(n.html, incident.exerciseType)}</p>`,
      link: n.link,
      incidentId: incident.id,
    },
  });
}

/** One timeline entry and its audit record: everything that happens to an incident goes through here. */
/** What a change tells the incident's timeline (and the audit log). */
type ChangeEvent = { kind: string; message: string; at: Date; changes?: Record<string, unknown> };

/**
 * Writes a change to one incident and records it on its timeline as the user's, in the caller's transaction (the
 * event may be told from the saved incident). Answers the saved incident.
 */
export async function updateIncident(
  db: Db | Tx,
  user: Principal,
  id: string,
  set: Partial<typeof incidents.$inferInsert>,
  event: ChangeEvent | ((saved: IncidentRow) => ChangeEvent),
) {
  const [saved] = await db.update(incidents).set(set).where(eq(incidents.id, id)).returning();
  await recordEvent(db, {
    companyId: user.companyId,
    incidentId: id,
    actorId: user.id,
    ...(typeof event === "function" ? event(saved) : event),
  });
  return saved;
}

export async function recordEvent(
  db: Db | Tx,
  input: {
    companyId: string;
    incidentId: string;
    actorId: string | null;
    kind: string;
    message: string;
    at: Date;
    changes?: Record<string, unknown>;
  },
) {
  await db.insert(incidentTimeline).values({
    companyId: input.companyId,
    incidentId: input.incidentId,
    actorId: input.actorId,
    kind: input.kind,
    message: input.message,
    at: input.at,
  });
  await db.insert(auditLog).values({
    companyId: input.companyId,
    actorId: input.actorId,
    entityType: "incident",
    entityId: input.incidentId,
    action: input.kind,
    changes: input.changes ?? null,
    at: input.at,
  });
  // Created, escalated, closed, a plan activated, a tolerance breached: published to the company's webhooks with
  // the entry, in its transaction.
  const event = eventOfTimeline(input.kind, input.changes);
  if (event)
    await emitWebhookEvent(db, {
      companyId: input.companyId,
      event,
      incidentId: input.incidentId,
      at: input.at,
      data: timelineData(input.kind, input.message, input.changes),
    });
}

/** Plain text for inside a notification's HTML message. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
