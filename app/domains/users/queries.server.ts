import {
  and,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { notFound } from "~/api/errors.server";
import { assignableRoles, scopeFor } from "~/domains/access/policy";
import { companyCondition, type ResolvedScope, resolveScope } from "~/domains/access/scope.server";
import {
  businessUnits,
  userBusinessUnits,
  userGeographies,
} from "~/domains/companies/organisation-schema.server";
import { users } from "~/domains/companies/users-schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { containsPattern } from "~/platform/db/like";
import { displayName } from "~/shared/names";
import { type Role, roleLabel } from "~/shared/roles";
import { USER_MESSAGES, type UserStatus, userStatus } from "./model";

type UserRow = typeof users.$inferSelect;

/** What the API answers for a user: never the password hash. */
/** The columns a user's answer shows (an invitation to a taken address answers from these alone). */
export type PresentedColumns = Pick<
  UserRow,
  | "id"
  | "companyId"
  | "email"
  | "firstName"
  | "lastName"
  | "role"
  | "profileImage"
  | "disabled"
  | "passwordHash"
  | "lastSignInAt"
  | "createdAt"
> &
  Partial<Pick<UserRow, "language">>;

export function presentUser(
  u: PresentedColumns,
  units: { id: string; name: string }[] = [],
  countries: { country: string; region: string | null }[] = [],
) {
  return {
    id: u.id,
    companyId: u.companyId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    name: displayName(u),
    role: u.role,
    roleLabel: roleLabel(u.role),
    profileImage: u.profileImage,
    /** Their preferred language (issue 36 item 7); null: the company's default. */
    language: u.language ?? null,
    status: userStatus({ disabled: u.disabled, hasPassword: u.passwordHash !== null }),
    disabled: u.disabled,
    businessUnits: units,
    countries,
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}
export type UserView = ReturnType<typeof presentUser>;

/**
 * Why a manager may not change or disable a user within their user.manage scope (null: they may): the user's role
 * must be one the manager may give, and for BU managers every unit of the user must be theirs.
 */
export function manageRefusal(
  principal: Principal,
  scope: ResolvedScope,
  row: { id: string; role: Role },
  units: { id: string }[],
): string | null {
  if (!assignableRoles(principal.role).includes(row.role)) return USER_MESSAGES.cannotManageUser;
  if ((scope.kind === "businessUnits" || scope.kind === "own") && row.id !== principal.id) {
    if (units.length === 0 || units.some((u) => !scope.unitIds.includes(u.id))) {
      return USER_MESSAGES.unitsOutsideScope;
    }
  }
  return null;
}

/** The caller's user.manage scope, or null when their role manages no users. */
const manageScopeOf = (db: Db | Tx, principal: Principal) =>
  scopeFor(principal.role, "user.manage") === null ? null : resolveScope(db, principal, "user.manage");

/**
 * Whether the caller may change this user's role or disable them (never their own account), so Manage Users
 * offers Edit and Disable only where they work: a Corporate Administrator does not manage the System Administrator.
 */
function canManageUser(
  principal: Principal,
  scope: ResolvedScope | null,
  row: { id: string; companyId: string; role: Role },
  units: { id: string }[],
) {
  if (!scope || row.id === principal.id) return false;
  if (scope.kind !== "all" && scope.companyId !== row.companyId) return false;
  return manageRefusal(principal, scope, row, units) === null;
}

/** Users visible within a scope: the company, and for BU scopes only users holding one of its units. */
export function visibleUsers(scope: ResolvedScope, db: Db | Tx): SQL | undefined {
  const company = companyCondition(scope, users.companyId);
  if (scope.kind === "all" || scope.kind === "company") return company;
  const inUnits = exists(
    db
      .select({ one: sql`1` })
      .from(userBusinessUnits)
      .where(
        and(eq(userBusinessUnits.userId, users.id), inArray(userBusinessUnits.businessUnitId, scope.unitIds)),
      ),
  );
  return and(company, or(inUnits, eq(users.id, scope.userId)));
}

function statusCondition(status: UserStatus | undefined): SQL | undefined {
  if (status === "Disabled") return eq(users.disabled, true);
  if (status === "Invited") return and(eq(users.disabled, false), isNull(users.passwordHash));
  if (status === "Active") return and(eq(users.disabled, false), isNotNull(users.passwordHash));
  return undefined;
}

/** Users who hold the business unit (no condition without one). */
function inBusinessUnit(db: Db, businessUnitId: string | undefined) {
  if (!businessUnitId) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(userBusinessUnits)
      .where(
        and(eq(userBusinessUnits.userId, users.id), eq(userBusinessUnits.businessUnitId, businessUnitId)),
      ),
  );
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.email, pattern),
    ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
  );
}

/** Business units and countries of the given users, by user id. */
export async function unitsOf(db: Db | Tx, userIds: string[]) {
  const units = new Map<string, { id: string; name: string }[]>();
  const countries = new Map<string, { country: string; region: string | null }[]>();
  if (userIds.length === 0) return { units, countries };
  const unitRows = await db
    .select({ userId: userBusinessUnits.userId, id: businessUnits.id, name: businessUnits.name })
    .from(userBusinessUnits)
    .innerJoin(businessUnits, eq(businessUnits.id, userBusinessUnits.businessUnitId))
    .where(inArray(userBusinessUnits.userId, userIds))
    .orderBy(asc(businessUnits.name));
  for (const r of unitRows) units.set(r.userId, [...(units.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  const geoRows = await db.select().from(userGeographies).where(inArray(userGeographies.userId, userIds));
  for (const g of geoRows) {
    countries.set(g.userId, [...(countries.get(g.userId) ?? []), { country: g.country, region: g.region }]);
  }
  return { units, countries };
}

export async function listUsers(
  deps: ApiDeps,
  principal: Principal,
  query: {
    search?: string;
    role?: Role;
    status?: UserStatus;
    businessUnitId?: string;
    companyId?: string;
    page: number;
    pageSize: number;
  },
) {
  const scope = await resolveScope(deps.db, principal, "user.read");
  const where = and(
    visibleUsers(scope, deps.db),
    scope.kind === "all" && query.companyId ? eq(users.companyId, query.companyId) : undefined,
    searchCondition(query.search),
    query.role ? eq(users.role, query.role) : undefined,
    statusCondition(query.status),
    inBusinessUnit(deps.db, query.businessUnitId),
  );
  const [{ total }] = await deps.db.select({ total: count() }).from(users).where(where);
  const rows = await deps.db
    .select()
    .from(users)
    .where(where)
    .orderBy(
      asc(sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`),
      asc(users.email),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ units, countries }, manageScope] = await Promise.all([
    unitsOf(
      deps.db,
      rows.map((r) => r.id),
    ),
    manageScopeOf(deps.db, principal),
  ]);
  return {
    data: rows.map((r) => ({
      ...presentUser(r, units.get(r.id), countries.get(r.id)),
      canManage: canManageUser(principal, manageScope, r, units.get(r.id) ?? []),
    })),
    page: { page: query.page, pageSize: query.pageSize, total },
  };
}

/** One user within the caller's scope for `action`, or 404 (also for other companies' ids). */
export async function loadVisibleUser(
  db: Db | Tx,
  principal: Principal,
  where: SQL,
  action: "user.read" | "user.manage" = "user.read",
) {
  const scope = await resolveScope(db, principal, action);
  const [row] = await db
    .select()
    .from(users)
    .where(and(where, visibleUsers(scope, db)));
  if (!row) throw notFound();
  const { units, countries } = await unitsOf(db, [row.id]);
  return { row, scope, units: units.get(row.id) ?? [], countries: countries.get(row.id) ?? [] };
}

export async function getUser(deps: ApiDeps, principal: Principal, id: string) {
  const { row, units, countries } = await loadVisibleUser(deps.db, principal, eq(users.id, id));
  const manageScope = await manageScopeOf(deps.db, principal);
  return {
    ...presentUser(row, units, countries),
    canManage: canManageUser(principal, manageScope, row, units),
  };
}

export async function getUserByEmail(deps: ApiDeps, principal: Principal, email: string) {
  const { row, units, countries } = await loadVisibleUser(
    deps.db,
    principal,
    sql`lower(${users.email}) = ${email.toLowerCase()}`,
  );
  return presentUser(row, units, countries);
}

/** People pickers: name, email and role of active and invited users of the caller's company. */
export async function pickUsers(
  deps: ApiDeps,
  principal: Principal,
  query: { search?: string; role?: Role; businessUnitId?: string; limit: number },
) {
  const scope = await resolveScope(deps.db, principal, "user.pick");
  const company = scope.kind === "all" ? principal.companyId : scope.companyId;
  const rows = await deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, company),
        eq(users.disabled, false),
        searchCondition(query.search),
        query.role ? eq(users.role, query.role) : undefined,
        inBusinessUnit(deps.db, query.businessUnitId),
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`))
    .limit(query.limit);
  return rows.map((u) => ({
    id: u.id,
    name: displayName(u),
    email: u.email,
    role: u.role,
    roleLabel: roleLabel(u.role),
    profileImage: u.profileImage,
  }));
}

/** Whether a user is disabled: the caller itself, or a user within the caller's user.read scope. */
export async function isUserDisabled(
  deps: ApiDeps,
  principal: Principal,
  query: { userId?: string; email?: string },
) {
  if (!query.userId && !query.email) return { disabled: false, userId: principal.id };
  const where = query.userId
    ? eq(users.id, query.userId)
    : sql`lower(${users.email}) = ${query.email!.toLowerCase()}`;
  const { row } = await loadVisibleUser(deps.db, principal, where);
  return { disabled: row.disabled, userId: row.id };
}
