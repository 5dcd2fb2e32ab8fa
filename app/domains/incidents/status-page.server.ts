import { createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { notFound } from "~/api/errors.server";
import { getConfig } from "~/config.server";
import { impactedAssets } from "~/domains/assets/impact-schema.server";
import { dateSettingsOf } from "~/domains/companies/dates.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { paths } from "~/paths";
import type { Db, Tx } from "~/platform/db/client.server";
import { displayName, incidentTitle } from "~/shared/names";
import { impactedSitesOf } from "./impact.server";
import { markExercise } from "./model";
import { findIncident, recordEvent } from "./records.server";
import { incidentReminders, incidents, incidentTimeline } from "./schema.server";
import { STATUS_PAGE_MESSAGES, STATUS_PAGE_TIMELINE_KINDS, STATUS_PAGE_UPDATES_SHOWN } from "./status-page";
import type { StatusPageView } from "./status-page-answers";
import { incidentStatusPages } from "./status-page-schema.server";
import { responseTeamOf } from "./team-contacts.server";

/**
 * The responders' link of an incident's status page: 24 bytes of an HMAC, under a key of its own derived from the
 * session secret, over the incident and a random nonce (base64url, 32 characters). Only its SHA-256 is looked up;
 * the nonce lets the coordinator be shown the link again. A new nonce revokes the old link.
 */
let key: Buffer | null = null;
function statusKey() {
  key ??= Buffer.from(hkdfSync("sha256", getConfig().sessionSecret, "keel", "incident-status-page", 32));
  return key;
}
const tokenFor = (incidentId: string, nonce: string) =>
  createHmac("sha256", statusKey())
    .update(`${incidentId}.${nonce}`)
    .digest()
    .subarray(0, 24)
    .toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The incident as its manager sees it: published, not disabled (a draft has no status page). */
async function managedIncident(db: Db | Tx, user: Principal, incidentId: string, lock = false) {
  const incident = await findIncident(db, user, incidentId, { lock });
  if (incident.isDraft) throw notFound();
  return incident;
}

async function settingsRow(db: Db | Tx, incidentId: string) {
  const [row] = await db
    .select()
    .from(incidentStatusPages)
    .where(eq(incidentStatusPages.incidentId, incidentId));
  return row ?? null;
}

function presentSettings(
  deps: ApiDeps,
  incident: Pick<typeof incidents.$inferSelect, "id" | "title" | "type" | "exerciseType">,
  row: { nonce: string | null; published: boolean } | null,
) {
  return {
    incidentId: incident.id,
    title: incidentTitle(incident.title, incident.type),
    type: incident.type,
    exerciseType: incident.exerciseType,
    published: row?.published ?? false,
    responderUrl: row?.nonce
      ? `${deps.appUrl}${paths.responderStatusPage(tokenFor(incident.id, row.nonce))}`
      : null,
    publicUrl: `${deps.appUrl}${paths.publicStatusPage(incident.id)}`,
  };
}

/** The management page: the public switch and the responders' link, to those who may manage the incident. */
export async function statusPageSettings(deps: ApiDeps, user: Principal, incidentId: string) {
  const incident = await managedIncident(deps.db, user, incidentId);
  return presentSettings(deps, incident, await settingsRow(deps.db, incident.id));
}

/** A new responders' link: the old one stops working at once. Recorded on the incident's timeline. */
export async function renewResponderLink(deps: ApiDeps, user: Principal, incidentId: string) {
  const now = deps.now();
  const nonce = randomBytes(16).toString("base64url");
  return deps.db.transaction(async (tx) => {
    const incident = await managedIncident(tx, user, incidentId, true);
    const before = await settingsRow(tx, incident.id);
    const token = tokenFor(incident.id, nonce);
    const [row] = await tx
      .insert(incidentStatusPages)
      .values({
        incidentId: incident.id,
        companyId: user.companyId,
        nonce,
        tokenHash: hashOf(token),
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: incidentStatusPages.incidentId,
        set: { nonce, tokenHash: hashOf(token), updatedAt: now },
      })
      .returning();
    const renewed = Boolean(before?.nonce);
    await recordEvent(tx, {
      companyId: user.companyId,
      incidentId: incident.id,
      actorId: user.id,
      kind: "status_page_link",
      message: renewed ? STATUS_PAGE_MESSAGES.timelineLinkRenewed : STATUS_PAGE_MESSAGES.timelineLinkCreated,
      at: now,
      changes: { renewed },
    });
    return { ...presentSettings(deps, incident, row!), renewed };
  });
}

/** Publishes the public page or takes it down. Recorded on the incident's timeline when it changes. */
export async function setPublished(deps: ApiDeps, user: Principal, incidentId: string, published: boolean) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const incident = await managedIncident(tx, user, incidentId, true);
    const before = await settingsRow(tx, incident.id);
    const [row] = await tx
      .insert(incidentStatusPages)
      .values({ incidentId: incident.id, companyId: user.companyId, published, updatedAt: now })
      .onConflictDoUpdate({ target: incidentStatusPages.incidentId, set: { published, updatedAt: now } })
      .returning();
    if ((before?.published ?? false) !== published) {
      await recordEvent(tx, {
        companyId: user.companyId,
        incidentId: incident.id,
        actorId: user.id,
        kind: published ? "status_page_published" : "status_page_unpublished",
        message: published
          ? STATUS_PAGE_MESSAGES.timelinePublished
          : STATUS_PAGE_MESSAGES.timelineUnpublished,
        at: now,
      });
    }
    return presentSettings(deps, incident, row!);
  });
}

/** What the page shows; the team and coordinator (names) only for responders. */
async function viewOf(
  deps: ApiDeps,
  incident: typeof incidents.$inferSelect,
  audience: StatusPageView["audience"],
): Promise<StatusPageView> {
  const db = deps.db;
  // One query at a time (readAll's rule inside a connection): these are small.
  const [{ sites }] = await db
    .select({ sites: count() })
    .from(impactedAssets)
    .where(impactedSitesOf(incident));
  const [reminder] = await db
    .select({ dueAt: incidentReminders.dueAt })
    .from(incidentReminders)
    .where(eq(incidentReminders.incidentId, incident.id));
  const updates = await db
    .select({ at: incidentTimeline.at, message: incidentTimeline.message })
    .from(incidentTimeline)
    .where(
      and(
        eq(incidentTimeline.companyId, incident.companyId),
        eq(incidentTimeline.incidentId, incident.id),
        inArray(incidentTimeline.kind, [...STATUS_PAGE_TIMELINE_KINDS]),
      ),
    )
    .orderBy(desc(incidentTimeline.at), desc(incidentTimeline.id))
    .limit(STATUS_PAGE_UPDATES_SHOWN);
  const dates = await dateSettingsOf(db, incident.companyId);
  let team: StatusPageView["team"] = null;
  let coordinator: string | null = null;
  if (audience === "responders") {
    // With the members of the People register and BRT rosters (issue 32 item 5).
    team = await responseTeamOf(db, incident);
    if (incident.responseCoordinatorId) {
      const [c] = await db
        .select(userNameColumns)
        .from(users)
        .where(and(eq(users.id, incident.responseCoordinatorId), eq(users.companyId, incident.companyId)));
      coordinator = c ? displayName(c) : null;
    }
  }
  const lastUpdate = updates[0]?.at;
  const updatedAt = lastUpdate && lastUpdate > incident.updatedAt ? lastUpdate : incident.updatedAt;
  return {
    audience,
    incidentId: incident.id,
    title: markExercise(incidentTitle(incident.title, incident.type), incident.exerciseType),
    exerciseType: incident.exerciseType,
    type: incident.type,
    status: incident.status,
    updatedAt: updatedAt.toISOString(),
    dates,
    sites,
    processes: incident.bcpProcessIds.length + incident.adhocProcessIds.length,
    nextCheckAt: reminder ? reminder.dueAt.toISOString() : null,
    updates: updates.map((u) => ({ at: u.at.toISOString(), message: u.message })),
    coordinator,
    team,
  };
}

/** A live incident (published, not disabled) by id, any company: the page's key decides whether it shows. */
async function liveIncident(deps: ApiDeps, incidentId: string) {
  const [incident] = await deps.db.select().from(incidents).where(eq(incidents.id, incidentId));
  if (!incident || incident.isDraft || incident.disabled) throw notFound();
  return incident;
}

/** The responders' page: the token's hash names the incident; a renewed or unknown token is not found. */
export async function responderView(deps: ApiDeps, token: string) {
  if (!TOKEN.test(token)) throw notFound();
  const [row] = await deps.db
    .select({ incidentId: incidentStatusPages.incidentId, companyId: incidentStatusPages.companyId })
    .from(incidentStatusPages)
    .where(eq(incidentStatusPages.tokenHash, hashOf(token)));
  if (!row) throw notFound();
  const incident = await liveIncident(deps, row.incidentId);
  if (incident.companyId !== row.companyId) throw notFound();
  return viewOf(deps, incident, "responders");
}

/** The public page: only while its coordinator publishes it. */
export async function publicView(deps: ApiDeps, incidentId: string) {
  const [row] = await deps.db
    .select({ published: incidentStatusPages.published, companyId: incidentStatusPages.companyId })
    .from(incidentStatusPages)
    .where(eq(incidentStatusPages.incidentId, incidentId));
  if (!row?.published) throw notFound();
  const incident = await liveIncident(deps, incidentId);
  if (incident.companyId !== row.companyId) throw notFound();
  return viewOf(deps, incident, "public");
}
