import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { badRequest, notFound } from "~/api/errors.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { radiusFields, withinHalfTheEarth } from "~/domains/geo/units";
import type { Db, Tx } from "~/platform/db/client.server";
import { readAll } from "~/platform/db/read-all.server";
import { MESSAGES } from "~/shared/messages";
import { displayName } from "~/shared/names";
import {
  ACCOUNTING_LABELS,
  ACCOUNTING_MESSAGES,
  countAccounting,
  type PersonState,
  personStateOf,
  type SiteStatus,
  siteStatusOf,
} from "./accounting";
import { assetActions, impactedAssets } from "./impact-schema.server";
import { ASSET_ACTION_LABELS, ASSET_ACTIONS } from "./model";
import { assetsInRadius, peopleInRadius } from "./radius.server";
import { assets, people } from "./schema.server";
import { presentAsset, presentRemoved, presentSiteSaved } from "./service.server";

export const loadImpactSchema = withinHalfTheEarth(
  z.object({ ...radiusFields, incidentId: z.uuid("Not a valid incident.") }),
);
export const assetActionSchema = z.object({
  impactedAssetId: z.uuid("Not a valid impacted asset."),
  action: z.enum(ASSET_ACTIONS, { error: "Choose an action." }),
  note: z
    .string()
    .trim()
    .max(250, "At most 250 characters.")
    .optional()
    .transform((v) => v || null),
});

/** Impacted rows per INSERT: 5 parameters each, far under PostgreSQL's 65,535. */
const IMPACT_CHUNK = 2000;

/**
 * Makes the incident's impacted rows exactly `rows`, in the caller's transaction. A site or person impacted
 * before and still impacted keeps its row, so the statuses recorded on it (Safe, Closed…) and their history
 * survive a reload; only those no longer in range go.
 */
export async function replaceImpacted(
  tx: Db | Tx,
  companyId: string,
  incidentId: string,
  rows: ({ assetId: string; distanceKm: number } | { personId: string; distanceKm: number })[],
) {
  const existing = await tx
    .select({ id: impactedAssets.id, assetId: impactedAssets.assetId, personId: impactedAssets.personId })
    .from(impactedAssets)
    .where(and(eq(impactedAssets.companyId, companyId), eq(impactedAssets.incidentId, incidentId)));
  const keep = new Set(rows.map((r) => ("assetId" in r ? `a${r.assetId}` : `p${r.personId}`)));
  const stale = existing
    .filter((e) => !keep.has(e.assetId ? `a${e.assetId}` : `p${e.personId}`))
    .map((e) => e.id);
  for (let i = 0; i < stale.length; i += 1000)
    await tx.delete(impactedAssets).where(inArray(impactedAssets.id, stale.slice(i, i + 1000)));
  const base = { companyId, incidentId };
  const sites = rows.filter((r) => "assetId" in r).map((r) => ({ ...base, ...r }));
  const persons = rows.filter((r) => "personId" in r).map((r) => ({ ...base, ...r }));
  const distance = { distanceKm: sql`excluded.distance_km` };
  // In chunks: one INSERT of more than 16,383 rows passes PostgreSQL's 65,535 bind parameters (review N6).
  for (let i = 0; i < sites.length; i += IMPACT_CHUNK)
    await tx
      .insert(impactedAssets)
      .values(sites.slice(i, i + IMPACT_CHUNK))
      .onConflictDoUpdate({ target: [impactedAssets.incidentId, impactedAssets.assetId], set: distance });
  for (let i = 0; i < persons.length; i += IMPACT_CHUNK)
    await tx
      .insert(impactedAssets)
      .values(persons.slice(i, i + IMPACT_CHUNK))
      .onConflictDoUpdate({ target: [impactedAssets.incidentId, impactedAssets.personId], set: distance });
}

/**
 * "Load assets and people": records every site (including the incident's ad hoc locations) and every
 * person within the radius as impacted by the incident, replacing the previous load, in one transaction.
 */
export async function loadImpact(deps: ApiDeps, user: Principal, input: z.output<typeof loadImpactSchema>) {
  const [sites, persons] = await readAll(deps.db, [
    () => assetsInRadius(deps.db, user.companyId, { ...input, includeIncidentId: input.incidentId }),
    () => peopleInRadius(deps.db, user.companyId, input),
  ]);
  await deps.db.transaction((tx) =>
    replaceImpacted(tx, user.companyId, input.incidentId, [
      ...sites.map((s) => ({ assetId: s.id, distanceKm: s.distanceKm })),
      ...persons.map((p) => ({ personId: p.id, distanceKm: p.distanceKm })),
    ]),
  );
  const message: string = MESSAGES.locationsSaved;
  return { assets: sites, people: persons, message };
}

type ActionRow = typeof assetActions.$inferSelect & { byName: string | null };

/** Every action recorded on the given impacted rows, newest first, with who recorded it. */
async function actionsOn(db: ApiDeps["db"], companyId: string, impactedIds: string[]): Promise<ActionRow[]> {
  if (impactedIds.length === 0) return [];
  const rows = await db
    .select({
      action: assetActions,
      by: userNameColumns,
    })
    .from(assetActions)
    .leftJoin(users, eq(users.id, assetActions.createdBy))
    .where(and(eq(assetActions.companyId, companyId), inArray(assetActions.impactedAssetId, impactedIds)))
    .orderBy(desc(assetActions.createdAt), desc(assetActions.id));
  return rows.map((r) => ({ ...r.action, byName: r.by ? displayName(r.by) : null }));
}

function presentAction(a: ActionRow) {
  return {
    id: a.id,
    action: a.action,
    label: ASSET_ACTION_LABELS[a.action] ?? a.action,
    note: a.note,
    byName: a.byName,
    /** Set when a recipient answered a message's link rather than a responder (incident messages). */
    viaLink: a.createdBy === null,
    createdAt: a.createdAt,
  };
}

/**
 * The current accounting state of one impacted row from its actions (newest first): the latest action that
 * is a status wins; others (evacuated…) are history only.
 */
function currentOf<T>(actions: ActionRow[], read: (action: string) => T | null) {
  for (const a of actions) {
    const state = read(a.action);
    if (state) return { state, action: a };
  }
  return null;
}

function groupByImpacted(actions: ActionRow[]) {
  const by = new Map<string, ActionRow[]>();
  for (const a of actions) {
    const list = by.get(a.impactedAssetId) ?? [];
    list.push(a);
    by.set(a.impactedAssetId, list);
  }
  return by;
}

/**
 * What an incident impacts, each with its accounting status (who and when), its history and the counts.
 * Scoped to the caller's company: another company's incident reads as nothing.
 */
export async function listImpact(deps: ApiDeps, user: Principal, incidentId: string) {
  const rows = await deps.db
    .select({ impacted: impactedAssets, asset: assets, person: people })
    .from(impactedAssets)
    .leftJoin(assets, eq(assets.id, impactedAssets.assetId))
    .leftJoin(people, eq(people.id, impactedAssets.personId))
    .where(and(eq(impactedAssets.companyId, user.companyId), eq(impactedAssets.incidentId, incidentId)))
    .orderBy(asc(impactedAssets.distanceKm));
  const byImpacted = groupByImpacted(
    await actionsOn(
      deps.db,
      user.companyId,
      rows.map((r) => r.impacted.id),
    ),
  );
  const accounting = <T extends PersonState | SiteStatus>(id: string, read: (action: string) => T | null) => {
    const history = byImpacted.get(id) ?? [];
    const current = currentOf(history, read);
    const last = history[0];
    return {
      status: current?.state ?? null,
      statusLabel: ACCOUNTING_LABELS[current?.state ?? "none"],
      statusBy: current?.action.byName ?? null,
      statusAt: current?.action.createdAt ?? null,
      lastAction: last ? { action: last.action, note: last.note, createdAt: last.createdAt } : null,
      history: history.map(presentAction),
    };
  };
  const siteRows = rows
    .filter((r) => r.asset)
    .map((r) => ({
      id: r.impacted.id,
      distanceKm: r.impacted.distanceKm,
      asset: presentAsset(r.asset!),
      ...accounting(r.impacted.id, siteStatusOf),
    }));
  const personRows = rows
    .filter((r) => r.person)
    .map((r) => ({
      id: r.impacted.id,
      distanceKm: r.impacted.distanceKm,
      person: {
        id: r.person!.id,
        name: displayName(r.person!),
        type: r.person!.type,
        email: r.person!.email,
        mobile: r.person!.mobile,
      },
      ...accounting(r.impacted.id, personStateOf),
    }));
  return {
    assets: siteRows,
    people: personRows,
    counts: countAccounting(
      personRows.map((p) => p.status),
      siteRows.map((s) => s.status),
    ),
  };
}

/**
 * People and sites accounted for on one incident (counts per status, "none" for nothing recorded): for the
 * incident page, Home and the situation report. The caller has checked the incident is the company's.
 */
export async function accountingCounts(db: ApiDeps["db"], companyId: string, incidentId: string) {
  const rows = await db
    .select({ id: impactedAssets.id, personId: impactedAssets.personId })
    .from(impactedAssets)
    .where(and(eq(impactedAssets.companyId, companyId), eq(impactedAssets.incidentId, incidentId)));
  const byImpacted = groupByImpacted(
    await actionsOn(
      db,
      companyId,
      rows.map((r) => r.id),
    ),
  );
  const states = (id: string) => byImpacted.get(id) ?? [];
  return countAccounting(
    rows.filter((r) => r.personId).map((r) => currentOf(states(r.id), personStateOf)?.state ?? null),
    rows.filter((r) => !r.personId).map((r) => currentOf(states(r.id), siteStatusOf)?.state ?? null),
  );
}

/** The impacted row, company-scoped (404 otherwise), with whether it is a person or a site. */
export async function findImpacted(db: ApiDeps["db"], companyId: string, impactedAssetId: string) {
  const [impacted] = await db
    .select({
      id: impactedAssets.id,
      incidentId: impactedAssets.incidentId,
      personId: impactedAssets.personId,
      assetId: impactedAssets.assetId,
    })
    .from(impactedAssets)
    .where(and(eq(impactedAssets.id, impactedAssetId), eq(impactedAssets.companyId, companyId)));
  if (!impacted) throw notFound();
  return impacted;
}

/**
 * Records an action (a status such as Safe or Closed, or another kind such as Evacuated) on an impacted
 * person or site. A person takes only person statuses and a site only site statuses (400 on "action").
 */
export async function recordAssetAction(
  deps: ApiDeps,
  user: Principal,
  input: z.output<typeof assetActionSchema>,
) {
  const impacted = await findImpacted(deps.db, user.companyId, input.impactedAssetId);
  if (impacted.personId && siteStatusOf(input.action))
    throw badRequest(ACCOUNTING_MESSAGES.notForPeople, { action: [ACCOUNTING_MESSAGES.notForPeople] });
  if (!impacted.personId && personStateOf(input.action))
    throw badRequest(ACCOUNTING_MESSAGES.notForSites, { action: [ACCOUNTING_MESSAGES.notForSites] });
  const [row] = await deps.db
    .insert(assetActions)
    .values({ ...input, companyId: user.companyId, createdBy: user.id })
    .returning();
  return {
    id: row.id,
    impactedAssetId: row.impactedAssetId,
    action: row.action,
    label: ASSET_ACTION_LABELS[row.action],
    note: row.note,
    createdAt: row.createdAt,
  };
}

/** The history of one impacted row, or of every impacted row of an incident, oldest first. */
export async function listAssetActions(
  deps: ApiDeps,
  user: Principal,
  query: { impactedAssetId?: string; incidentId?: string },
) {
  const ids = query.impactedAssetId
    ? [query.impactedAssetId]
    : (
        await deps.db
          .select({ id: impactedAssets.id })
          .from(impactedAssets)
          .where(
            and(
              eq(impactedAssets.companyId, user.companyId),
              eq(impactedAssets.incidentId, query.incidentId!),
            ),
          )
      ).map((r) => r.id);
  const rows = await actionsOn(deps.db, user.companyId, ids);
  return rows.reverse().map((a) => ({ ...presentAction(a), impactedAssetId: a.impactedAssetId }));
}

/** Ad hoc locations added to one incident ("add location"). */
export async function listAdhoc(deps: ApiDeps, user: Principal, incidentId: string) {
  const rows = await deps.db
    .select()
    .from(assets)
    .where(and(eq(assets.companyId, user.companyId), eq(assets.incidentId, incidentId)))
    .orderBy(asc(assets.createdAt));
  return rows.map(presentAsset);
}

export async function addAdhoc(
  deps: ApiDeps,
  user: Principal,
  input: { incidentId: string; name: string; address: string | null; lat: number; lng: number },
) {
  const [row] = await deps.db
    .insert(assets)
    .values({ ...input, companyId: user.companyId, type: "other" })
    .returning();
  return presentSiteSaved(row, MESSAGES.locationAdded);
}

/** Removes an ad hoc location (never a company site: those are deleted from the assets list). */
export async function removeAdhoc(deps: ApiDeps, user: Principal, id: string) {
  const [row] = await deps.db
    .delete(assets)
    .where(and(eq(assets.id, id), eq(assets.companyId, user.companyId), isNotNull(assets.incidentId)))
    .returning({ id: assets.id });
  if (!row) throw notFound();
  return presentRemoved(id, MESSAGES.locationRemoved);
}
