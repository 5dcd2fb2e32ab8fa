import { and, asc, count, eq, isNull, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ApiDeps, Principal } from "~/api/context.server";
import { conflict, fieldError, forbidden, notFound } from "~/api/errors.server";
import { type ResolvedScope, resolveScope, unitCondition } from "~/domains/access/scope.server";
import { assets } from "~/domains/assets/schema.server";
import { type AssetRow, removeSite, saveSite } from "~/domains/assets/service.server";
import {
  businessUnits,
  departments,
  userBusinessUnits,
} from "~/domains/companies/organisation-schema.server";
import { searchCities } from "~/domains/geo/gazetteer.server";
import { editVersionsOf, forgetEdit, recordEdit } from "~/platform/concurrency/versions.server";
import type { Db } from "~/platform/db/client.server";
import { companyRow } from "~/platform/db/company-rows.server";
import { readAll } from "~/platform/db/read-all.server";
import { ORGANISATION_MESSAGES as M } from "./validation";

type Unit = typeof businessUnits.$inferSelect;
type UnitInput = { name: string; parentId: string | null; country: string | null; region: string | null };
type DepartmentInput = { name: string; businessUnitId: string | null };
type SiteInput = {
  name: string;
  businessUnitId: string | null;
  country: string;
  state: string | null;
  city: string | null;
  address: string | null;
  lat: number | null;
  long: number | null;
};

/** The edit version key of one business unit, department or site (part `site:<id>`…), under its company. */
const editKey = (kind: "businessUnit" | "department" | "site", row: { id: string; companyId: string }) => ({
  entity: "company" as const,
  entityId: row.companyId,
  part: `${kind}:${row.id}`,
});

const isBuScope = (scope: ResolvedScope): scope is Extract<ResolvedScope, { unitIds: string[] }> =>
  scope.kind === "businessUnits" || scope.kind === "own";

/** The company a list is drawn from: the caller's, or for the System Administrator the one asked for. */
function listCompany(scope: ResolvedScope, principal: Principal, companyId?: string) {
  return scope.kind === "all" && companyId ? companyId : principal.companyId;
}

function rowsInScope(scope: ResolvedScope, companyColumn: PgColumn, unitColumn: PgColumn, companyId: string) {
  return and(eq(companyColumn, companyId), unitCondition(scope, unitColumn));
}

function presentUnit(u: Unit) {
  return {
    id: u.id,
    companyId: u.companyId,
    parentId: u.parentId,
    name: u.name,
    country: u.country,
    region: u.region,
  };
}

/** Everything of the organisation the caller may see: units (flat, with parentId), departments, sites. */
export async function getOrganisation(deps: ApiDeps, principal: Principal, companyId?: string) {
  const scope = await resolveScope(deps.db, principal, "org.read");
  const company = listCompany(scope, principal, companyId);
  const [units, depts, siteRows, versions] = await readAll(deps.db, [
    () =>
      deps.db
        .select()
        .from(businessUnits)
        .where(rowsInScope(scope, businessUnits.companyId, businessUnits.id, company))
        .orderBy(asc(businessUnits.name)),
    () =>
      deps.db
        .select()
        .from(departments)
        .where(rowsInScope(scope, departments.companyId, departments.businessUnitId, company))
        .orderBy(asc(departments.name)),
    () => sitesOf(deps.db, scope, company),
    () => editVersionsOf(deps.db, "company", company),
  ]);
  return {
    /** Edit versions of the records: `businessUnit:<id>`, `department:<id>`, `site:<id>` (absent = 0). */
    editVersions: Object.fromEntries(
      Object.entries(versions).filter(([part]) => /^(businessUnit|department|site):/.test(part)),
    ),
    businessUnits: units.map(presentUnit),
    departments: depts.map((d) => ({
      id: d.id,
      name: d.name,
      businessUnitId: d.businessUnitId,
      companyId: d.companyId,
    })),
    sites: siteRows.slice(0, ORG_SITES_SHOWN).map(presentSite),
    /** More sites than shown: the asset register (the other view of the same sites) lists them all. */
    sitesTruncated: siteRows.length > ORG_SITES_SHOWN,
    countries: [...new Set([...units.map((u) => u.country), ...siteRows.map((s) => s.country)])]
      .filter((c): c is string => !!c)
      .sort(),
  };
}

/**
 * Manage Company's view of the site register (the same rows as the asset register, ad hoc incident
 * locations aside): by country and name, within the caller's units. A company of 100,000 sites is
 * not listed whole here: the first ORG_SITES_SHOWN, and the register pages through the rest.
 */
export const ORG_SITES_SHOWN = 500;

const registerSite = (id?: string) => and(isNull(assets.incidentId), id ? eq(assets.id, id) : undefined);

function sitesOf(db: Db, scope: ResolvedScope, company: string, businessUnitId?: string) {
  return db
    .select()
    .from(assets)
    .where(
      and(
        registerSite(),
        rowsInScope(scope, assets.companyId, assets.businessUnitId, company),
        businessUnitId ? eq(assets.businessUnitId, businessUnitId) : undefined,
      ),
    )
    .orderBy(asc(assets.country), asc(assets.name), asc(assets.id))
    .limit(ORG_SITES_SHOWN + 1);
}

/** A register site as the organisation API has always answered it (`long`, not `lng`). */
function presentSite(s: AssetRow) {
  return {
    id: s.id,
    companyId: s.companyId,
    businessUnitId: s.businessUnitId,
    name: s.name,
    type: s.type,
    country: s.country,
    state: s.state,
    city: s.city,
    address: s.address,
    lat: s.lat,
    long: s.lng,
  };
}

/** /bcp/getBCPUnits: business units with their sub units; a visible sub unit of a hidden parent stands alone. */
export async function getUnitTree(deps: ApiDeps, principal: Principal) {
  const { businessUnits: units } = await getOrganisation(deps, principal);
  const ids = new Set(units.map((u) => u.id));
  return units
    .filter((u) => !u.parentId || !ids.has(u.parentId))
    .map((u) => ({ ...u, subUnits: units.filter((s) => s.parentId === u.id) }));
}

export async function listDepartments(deps: ApiDeps, principal: Principal, businessUnitId?: string) {
  const { departments: rows } = await getOrganisation(deps, principal);
  return businessUnitId ? rows.filter((d) => d.businessUnitId === businessUnitId) : rows;
}

export async function listSites(deps: ApiDeps, principal: Principal, businessUnitId?: string) {
  const scope = await resolveScope(deps.db, principal, "org.read");
  const rows = await sitesOf(deps.db, scope, principal.companyId, businessUnitId);
  return rows.slice(0, ORG_SITES_SHOWN).map(presentSite);
}

// ── changes ──

async function loadUnit(db: Db, scope: ResolvedScope, principal: Principal, id: string) {
  // The System Administrator's scope is every company's units.
  const row =
    scope.kind === "all"
      ? (await db.select().from(businessUnits).where(eq(businessUnits.id, id)))[0]
      : await companyRow(db, businessUnits, principal.companyId, id);
  if (!row) throw notFound();
  if (isBuScope(scope) && !scope.unitIds.includes(row.id)) throw notFound();
  return row;
}

/** A unit that a department, site or sub unit is placed in: the same company and, for BU managers, theirs. */
async function checkUnitRef(
  db: Db,
  scope: ResolvedScope,
  companyId: string,
  unitId: string | null,
  field: string,
) {
  if (!unitId) {
    if (isBuScope(scope)) throw fieldError(field, M.unitRequired);
    return null;
  }
  const row = await companyRow(db, businessUnits, companyId, unitId);
  if (!row) throw fieldError(field, "Choose from the list.");
  if (scope.kind !== "all" && scope.kind !== "company" && !scope.unitIds.includes(row.id)) {
    throw fieldError(field, M.unitRequired);
  }
  return row;
}

async function checkParent(
  db: Db,
  scope: ResolvedScope,
  companyId: string,
  input: UnitInput,
  selfId?: string,
) {
  if (input.parentId && input.parentId === selfId) throw fieldError("parentId", M.parentIsSelf);
  const parent = await checkUnitRef(db, scope, companyId, input.parentId, "parentId");
  if (parent?.parentId) throw fieldError("parentId", M.parentNotTopLevel);
  if (selfId && parent) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(businessUnits)
      .where(eq(businessUnits.parentId, selfId));
    if (n > 0) throw fieldError("parentId", M.parentNotTopLevel);
  }
}

/** Turns a foreign-key refusal (the row is referenced elsewhere) into a clear 409. */
async function refuseIfReferenced<T>(work: () => Promise<T>, message: string = M.inUse): Promise<T> {
  try {
    return await work();
  } catch (e) {
    const code =
      (e as { code?: string; cause?: { code?: string } }).code ??
      (e as { cause?: { code?: string } }).cause?.code;
    if (code === "23503") throw conflict(message);
    throw e;
  }
}

export async function createUnit(deps: ApiDeps, principal: Principal, input: UnitInput) {
  const scope = await resolveScope(deps.db, principal, "org.manage");
  await checkParent(deps.db, scope, principal.companyId, input);
  const [row] = await deps.db
    .insert(businessUnits)
    .values({ ...input, companyId: principal.companyId })
    .returning();
  return presentUnit(row);
}

export async function updateUnit(deps: ApiDeps, principal: Principal, id: string, input: UnitInput) {
  const scope = await resolveScope(deps.db, principal, "org.manage");
  const row = await loadUnit(deps.db, scope, principal, id);
  if (isBuScope(scope) && (!row.parentId || row.parentId !== input.parentId))
    throw forbidden(M.topLevelCorporate);
  await checkParent(deps.db, scope, row.companyId, input, row.id);
  const updated = await deps.db.transaction(async (tx) => {
    // Refuses (409) a save made from a stale copy of the unit.
    await recordEdit(tx, principal, editKey("businessUnit", row), deps.now());
    const [updated] = await tx
      .update(businessUnits)
      .set(input)
      .where(eq(businessUnits.id, row.id))
      .returning();
    return updated;
  });
  return presentUnit(updated);
}

export async function deleteUnit(deps: ApiDeps, principal: Principal, id: string) {
  const scope = await resolveScope(deps.db, principal, "org.manage");
  const row = await loadUnit(deps.db, scope, principal, id);
  if (isBuScope(scope) && !row.parentId) throw forbidden(M.topLevelCorporate);
  const uses = await Promise.all(
    [
      [businessUnits, businessUnits.parentId],
      [departments, departments.businessUnitId],
      [assets, assets.businessUnitId],
      [userBusinessUnits, userBusinessUnits.businessUnitId],
    ].map(async ([table, column]) => {
      const [{ n }] = await deps.db
        .select({ n: count() })
        .from(table as typeof departments)
        .where(eq(column as PgColumn, row.id) as SQL);
      return n;
    }),
  );
  if (uses.some((n) => n > 0)) throw conflict(M.unitInUse);
  await refuseIfReferenced(
    () => deps.db.delete(businessUnits).where(eq(businessUnits.id, row.id)),
    M.unitInUse,
  );
  await forgetEdit(deps.db, editKey("businessUnit", row));
  return { id: row.id, removed: true };
}

async function loadScoped<T extends typeof departments | typeof assets>(
  db: Db,
  table: T,
  scope: ResolvedScope,
  principal: Principal,
  id: string,
) {
  const rows = await db
    .select()
    .from(table as typeof departments)
    .where(
      and(
        eq(table.id, id),
        "incidentId" in table ? isNull(table.incidentId) : undefined,
        scope.kind === "all" ? undefined : eq(table.companyId, principal.companyId),
        unitCondition(scope, table.businessUnitId),
      ),
    );
  if (!rows[0]) throw notFound();
  return rows[0] as unknown as T["$inferSelect"];
}

export async function createDepartment(deps: ApiDeps, principal: Principal, input: DepartmentInput) {
  const scope = await resolveScope(deps.db, principal, "org.manage");
  await checkUnitRef(deps.db, scope, principal.companyId, input.businessUnitId, "businessUnitId");
  const [row] = await deps.db
    .insert(departments)
    .values({ ...input, companyId: principal.companyId })
    .returning();
  return { id: row.id, name: row.name, businessUnitId: row.businessUnitId, companyId: row.companyId };
}

export async function updateDepartment(
  deps: ApiDeps,
  principal: Principal,
  id: string,
  input: DepartmentInput,
) {
  const scope = await resolveScope(deps.db, principal, "org.manage");
  const row = await loadScoped(deps.db, departments, scope, principal, id);
  await checkUnitRef(deps.db, scope, row.companyId, input.businessUnitId, "businessUnitId");
  const updated = await deps.db.transaction(async (tx) => {
    // Refuses (409) a save made from a stale copy of the department.
    await recordEdit(tx, principal, editKey("department", row), deps.now());
    const [updated] = await tx.update(departments).set(input).where(eq(departments.id, row.id)).returning();
    return updated;
  });
  return {
    id: updated.id,
    name: updated.name,
    businessUnitId: updated.businessUnitId,
    companyId: updated.companyId,
  };
}

export async function deleteDepartment(deps: ApiDeps, principal: Principal, id: string) {
  const scope = await resolveScope(deps.db, principal, "org.manage");
  const row = await loadScoped(deps.db, departments, scope, principal, id);
  await refuseIfReferenced(() => deps.db.delete(departments).where(eq(departments.id, row.id)));
  await forgetEdit(deps.db, editKey("department", row));
  return { id: row.id, removed: true };
}

/**
 * Where a site named in Manage Company is: the point given, else its city's (the bundled gazetteer), else
 * nowhere yet (on the register, in no radius until placed).
 */
function sitePlace(input: SiteInput) {
  if (input.lat !== null && input.long !== null) return { lat: input.lat, lng: input.long };
  if (input.lat !== null) throw fieldError("long", M.pointHalf);
  if (input.long !== null) throw fieldError("lat", M.pointHalf);
  const [city] = input.city ? searchCities([input.city, input.country].join(", "), 1) : [];
  return city ? { lat: city.lat, lng: city.lng } : { lat: null, lng: null };
}

function siteValues(input: SiteInput) {
  const { long: _long, lat: _lat, ...rest } = input;
  return { ...rest, ...sitePlace(input) };
}

export async function createSite(deps: ApiDeps, principal: Principal, input: SiteInput) {
  const scope = await resolveScope(deps.db, principal, "org.manage");
  await checkUnitRef(deps.db, scope, principal.companyId, input.businessUnitId, "businessUnitId");
  const [row] = await deps.db
    .insert(assets)
    .values({ ...siteValues(input), type: "site", companyId: principal.companyId })
    .returning();
  return presentSite(row);
}

export async function updateSite(deps: ApiDeps, principal: Principal, id: string, input: SiteInput) {
  const scope = await resolveScope(deps.db, principal, "org.manage");
  const row = await loadScoped(deps.db, assets, scope, principal, id);
  await checkUnitRef(deps.db, scope, row.companyId, input.businessUnitId, "businessUnitId");
  // A save without a point keeps the site's point (the asset register may have placed it).
  const values =
    input.lat === null && input.long === null && row.lat !== null
      ? { ...siteValues({ ...input, lat: row.lat, long: row.lng }) }
      : siteValues(input);
  const updated = await deps.db.transaction(async (tx) => {
    // Refuses (409) a save made from a stale copy of the site.
    await recordEdit(tx, principal, editKey("site", row), deps.now());
    return saveSite(tx, row.id, { ...values, updatedAt: deps.now() });
  });
  return presentSite(updated);
}

export async function deleteSite(deps: ApiDeps, principal: Principal, id: string) {
  const scope = await resolveScope(deps.db, principal, "org.manage");
  const row = await loadScoped(deps.db, assets, scope, principal, id);
  // The same refusals as the asset register's (people at home there, processes delivered there).
  await deps.db.transaction((tx) => removeSite(tx, row));
  await forgetEdit(deps.db, editKey("site", row));
  return { id: row.id, removed: true };
}

export async function getUnit(deps: ApiDeps, principal: Principal, id: string) {
  const scope = await resolveScope(deps.db, principal, "org.read");
  return presentUnit(await loadUnit(deps.db, scope, principal, id));
}

export async function getDepartment(deps: ApiDeps, principal: Principal, id: string) {
  const scope = await resolveScope(deps.db, principal, "org.read");
  const row = await loadScoped(deps.db, departments, scope, principal, id);
  return { id: row.id, name: row.name, businessUnitId: row.businessUnitId, companyId: row.companyId };
}

export async function getSite(deps: ApiDeps, principal: Principal, id: string) {
  const scope = await resolveScope(deps.db, principal, "org.read");
  return presentSite(await loadScoped(deps.db, assets, scope, principal, id));
}
