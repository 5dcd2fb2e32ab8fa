import { and, asc, count, eq, ilike, isNull, type SQL, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { conflict, fieldError, notFound } from "~/api/errors.server";
import { COUNT_CAP, PICKER_COUNT_CAP } from "~/api/paging.server";
import { plansMayAct } from "~/domains/bcp/access.server";
import { siteDependants } from "~/domains/bcp/site-links.server";
import { businessUnits } from "~/domains/companies/organisation-schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { companyRow } from "~/platform/db/company-rows.server";
import { containsPattern } from "~/platform/db/like";
import { OWNER, ownerValues } from "~/platform/db/prepared.server";
import { cappedPage, preparedCappedPage } from "~/platform/db/with-total.server";
import { MESSAGES } from "~/shared/messages";
import { displayName } from "~/shared/names";
import { ASSET_TYPES, type AssetType, SITE_MESSAGES as MESSAGES_SITE } from "./model";
import { assets, people } from "./schema.server";
import { searchText } from "./search";
import type { AssetInput } from "./validation";

export type AssetRow = typeof assets.$inferSelect;

/** What the API answers for an asset: each field named (never the tenant column), so a new column reaches no answer by accident. */
export function presentAsset(row: AssetRow) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    address: row.address,
    country: row.country,
    state: row.state,
    city: row.city,
    postalCode: row.postalCode,
    lat: row.lat,
    lng: row.lng,
    headcount: row.headcount,
    businessUnitId: row.businessUnitId,
    incidentId: row.incidentId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A write's answer: the site as saved and the toast to show. */
export function presentSiteSaved(row: AssetRow, message: string) {
  return { asset: presentAsset(row), message };
}

/** A removal's answer (a site, an ad hoc location or a person): the id removed and the toast to show. */
export function presentRemoved(id: string, message: string) {
  return { id, message };
}

/** A site matches a search by name, city, address or country (case-insensitive, anywhere in the text). */
export const matchesSite = (q: string) =>
  ilike(searchText(assets.name, assets.city, assets.address, assets.country), containsPattern(q));

/** A site's name, type, address and point: what a site search and a radius answer name it by. */
export const siteAddressColumns = {
  id: assets.id,
  name: assets.name,
  type: assets.type,
  address: assets.address,
  city: assets.city,
  state: assets.state,
  country: assets.country,
  postalCode: assets.postalCode,
  lat: assets.lat,
  lng: assets.lng,
};

/**
 * One page of the register's sites matching `where`, by name, with their count: up to 10,000, as every site list
 * (an exact count walked all 100,000 sites on each view).
 */
async function sitesPage(db: Db, where: SQL | undefined, query: { page: number; pageSize: number }) {
  const { rows, page } = await cappedPage(
    db,
    assets,
    where,
    query,
    (total) =>
      db.select({ asset: assets, total }).from(assets).where(where).orderBy(asc(assets.name), asc(assets.id)),
    COUNT_CAP,
  );
  return { data: rows.map((r) => presentAsset(r.asset)), page };
}

export async function listAssets(
  deps: ApiDeps,
  user: Principal,
  query: { q?: string; type?: string; page: number; pageSize: number },
) {
  const filters: (SQL | undefined)[] = [eq(assets.companyId, user.companyId), isNull(assets.incidentId)];
  if (query.q) filters.push(matchesSite(query.q));
  if (query.type && (ASSET_TYPES as string[]).includes(query.type)) {
    filters.push(eq(assets.type, query.type as AssetType));
  }
  return sitesPage(deps.db, and(...filters), query);
}

export async function findAsset(db: Db | Tx, user: Principal, id: string) {
  const row = await companyRow(db, assets, user.companyId, id);
  if (!row) throw notFound();
  return row;
}

/** At most this many of a site's people are named on its page (the count is exact). */
export const SITE_PEOPLE_SHOWN = 50;

/** One site with what depends on it: the processes delivered there (plan, lead, head count) and its people. */
export async function getAsset(deps: ApiDeps, user: Principal, id: string) {
  const asset = await findAsset(deps.db, user, id);
  const [[{ n }], persons, processes] = await Promise.all([
    deps.db.select({ n: count() }).from(people).where(eq(people.homeAssetId, id)),
    deps.db
      .select({
        id: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
        jobTitle: people.jobTitle,
      })
      .from(people)
      .where(and(eq(people.homeAssetId, id), eq(people.companyId, user.companyId)))
      .orderBy(asc(people.lastName), asc(people.firstName))
      .limit(SITE_PEOPLE_SHOWN),
    siteDependants(deps.db, user.companyId, id),
  ]);
  // A plan outside the viewer's plan scope is named (it depends on the site) but not offered as a link.
  const readable = await plansMayAct(deps.db, user, [...new Set(processes.map((p) => p.bcp.id))], "bcp.read");
  return {
    ...presentAsset(asset),
    peopleCount: n,
    people: persons.map((p) => ({ id: p.id, name: displayName(p), jobTitle: p.jobTitle })),
    processes: processes.map((p) => ({
      id: p.id,
      name: p.name,
      bcp: { ...p.bcp, readable: readable.has(p.bcp.id) },
      lead: p.lead,
      mad: p.mad,
      criticality: p.criticality,
      headcount: p.sites[0]?.headcount ?? null,
    })),
  };
}

export async function checkBusinessUnit(tx: Db | Tx, user: Principal, businessUnitId: string | null) {
  if (!businessUnitId) return;
  const [bu] = await tx
    .select({ id: businessUnits.id })
    .from(businessUnits)
    .where(and(eq(businessUnits.id, businessUnitId), eq(businessUnits.companyId, user.companyId)));
  if (!bu) throw fieldError("businessUnitId", "Choose a business unit.");
}

export async function insertAsset(tx: Db | Tx, user: Principal, input: AssetInput) {
  await checkBusinessUnit(tx, user, input.businessUnitId);
  const [row] = await tx
    .insert(assets)
    .values({ companyId: user.companyId, ...input })
    .returning();
  return row;
}

export async function createAsset(deps: ApiDeps, user: Principal, input: AssetInput) {
  const row = await deps.db.transaction((tx) => insertAsset(tx, user, input));
  return presentSiteSaved(row, MESSAGES.locationAdded);
}

/** Moving a site moves the people who sit there (unless they have a location of their own), in one transaction. */
export async function updateAsset(deps: ApiDeps, user: Principal, id: string, input: AssetInput) {
  const row = await deps.db.transaction(async (tx) => {
    await findAsset(tx, user, id);
    await checkBusinessUnit(tx, user, input.businessUnitId);
    return saveSite(tx, id, { ...input, updatedAt: deps.now() });
  });
  return presentSiteSaved(row, MESSAGES.locationsSaved);
}

/**
 * Saves a site of the register from either of its views (the asset register, Manage Company): its people
 * without a location of their own move with it.
 */
export async function saveSite(tx: Tx, id: string, values: Partial<typeof assets.$inferInsert>) {
  const [updated] = await tx.update(assets).set(values).where(eq(assets.id, id)).returning();
  await tx
    .update(people)
    .set({ lat: updated.lat, lng: updated.lng })
    .where(and(eq(people.homeAssetId, id), eq(people.ownLocation, false)));
  return updated;
}

export async function deleteAsset(deps: ApiDeps, user: Principal, id: string) {
  return deps.db.transaction(async (tx) => {
    await removeSite(tx, await findAsset(tx, user, id));
    return presentRemoved(id, MESSAGES.locationRemoved);
  });
}

/**
 * Removes a site of the register, from either of its views: refused (409, naming them) while people have it
 * as home site or processes are delivered there. Its incident impact rows go with it.
 */
export async function removeSite(tx: Tx, asset: AssetRow) {
  const [{ n }] = await tx.select({ n: count() }).from(people).where(eq(people.homeAssetId, asset.id));
  if (n > 0) {
    throw conflict(
      `${n} ${n === 1 ? "person has" : "people have"} "${asset.name}" as home site. Move them to another site first; nothing was deleted.`,
    );
  }
  const processes = await siteDependants(tx, asset.companyId, asset.id);
  if (processes.length > 0) throw conflict(MESSAGES_SITE.usedByProcesses(asset.name, processes));
  await tx.delete(assets).where(eq(assets.id, asset.id));
}

/** Sites linked to at least one BCP. */
export async function assetsWithBcp(
  deps: ApiDeps,
  user: Principal,
  query: { page: number; pageSize: number },
) {
  const where = and(
    eq(assets.companyId, user.companyId),
    isNull(assets.incidentId),
    // A process is delivered there (the process ↔ site link of the plans).
    sql`exists (select 1 from bcp_process_locations l where l.asset_id = ${assets.id})`,
  );
  return sitesPage(deps.db, where, query);
}

/** Country / state / city triples where the company has sites, with how many: the location filters. */
export async function assetLocations(deps: ApiDeps, user: Principal) {
  return deps.db
    .select({ country: assets.country, state: assets.state, city: assets.city, assetCount: count() })
    .from(assets)
    .where(and(eq(assets.companyId, user.companyId), isNull(assets.incidentId)))
    .groupBy(assets.country, assets.state, assets.city)
    .orderBy(asc(assets.country), asc(assets.state), asc(assets.city));
}

/** Sites for pickers, a page of matches at a time: id, name, one-line address and point. */
export async function assetAddresses(
  deps: ApiDeps,
  user: Principal,
  query: { q?: string; page: number; pageSize: number },
) {
  const pageOf = (db: Db | Tx, where: SQL | undefined) => (total: SQL<number>) =>
    db
      .select({ ...siteAddressColumns, total })
      .from(assets)
      .where(where)
      .orderBy(asc(assets.name), asc(assets.id));
  // The picker as it opens (no search), on every form with a site field: built once (`prepared`, issue 37).
  const { rows, page } = !query.q
    ? await preparedCappedPage(
        deps.db,
        "assets.addresses",
        ownerValues(user),
        assets,
        query,
        PICKER_COUNT_CAP,
        (db) => {
          const where = and(eq(assets.companyId, OWNER.companyId), isNull(assets.incidentId));
          return { where, select: pageOf(db, where) };
        },
      )
    : await (() => {
        const where = and(
          eq(assets.companyId, user.companyId),
          isNull(assets.incidentId),
          matchesSite(query.q ?? ""),
        );
        return cappedPage(deps.db, assets, where, query, pageOf(deps.db, where), PICKER_COUNT_CAP);
      })();
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      lat: r.lat,
      lng: r.lng,
      fullAddress: [r.address, r.city, r.state, r.postalCode, r.country].filter(Boolean).join(", "),
    })),
    page,
  };
}
