import { eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Principal } from "~/api/context.server";
import { forbidden } from "~/api/errors.server";
import {
  businessUnits,
  userBusinessUnits,
  userGeographies,
} from "~/domains/companies/organisation-schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { readAll } from "~/platform/db/read-all.server";
import { type Action, scopeFor } from "./policy";

/**
 * How a domain service applies the matrix (the route's permission has already let the role in):
 *
 *   const scope = await resolveScope(deps.db, user, "bcp.read");
 *   db.select().from(bcps).where(and(eq(bcps.id, id),
 *     companyCondition(scope, bcps.companyId),          // other companies: no row, so 404
 *     unitCondition(scope, bcps.businessUnitId)));      // BU roles: only their units
 *
 * For "own" scopes the service adds its own owner/lead/approver/assignee condition on scope.userId.
 *
 * A grant of the matrix made concrete for one caller:
 * - all: no company filter (System Administrator);
 * - company: the caller's company;
 * - businessUnits / own: the caller's company, narrowed to unitIds (own units and their sub units;
 *   for a BUGeoAdmin only those within their countries/regions).
 */
export type ResolvedScope =
  | { kind: "all"; userId: string }
  | { kind: "company"; companyId: string; userId: string }
  | { kind: "businessUnits" | "own"; companyId: string; userId: string; unitIds: string[] };

type Unit = { id: string; parentId: string | null; country: string | null; region: string | null };
type Geography = { country: string; region: string | null };

/** Pure rule: the units a user holds, with their sub units, kept to the user's geographies when given. */
export function unitsWithin(all: Unit[], held: string[], geographies: Geography[] | null): string[] {
  const byId = new Map(all.map((u) => [u.id, u]));
  const inScope = new Set<string>();
  const queue = held.filter((id) => byId.has(id));
  while (queue.length) {
    const id = queue.pop()!;
    if (inScope.has(id)) continue;
    inScope.add(id);
    for (const u of all) if (u.parentId === id) queue.push(u.id);
  }
  if (!geographies) return [...inScope];
  const effective = (u: Unit) => {
    const parent = u.parentId ? byId.get(u.parentId) : undefined;
    return { country: u.country ?? parent?.country ?? null, region: u.region ?? parent?.region ?? null };
  };
  return [...inScope].filter((id) => {
    const place = effective(byId.get(id)!);
    return geographies.some(
      (g) =>
        place.country !== null &&
        g.country.toLowerCase() === place.country.toLowerCase() &&
        (!g.region || g.region.toLowerCase() === (place.region ?? "").toLowerCase()),
    );
  });
}

/** The company's business units as unitsWithin walks them. */
export function companyUnits(db: Db | Tx, companyId: string) {
  return db
    .select({
      id: businessUnits.id,
      parentId: businessUnits.parentId,
      country: businessUnits.country,
      region: businessUnits.region,
    })
    .from(businessUnits)
    .where(eq(businessUnits.companyId, companyId));
}

/** The business units of `user` (with sub units, and for a BUGeoAdmin within their geographies). */
export async function ownUnitIds(
  db: Db | Tx,
  user: Pick<Principal, "id" | "role" | "companyId">,
): Promise<string[]> {
  return (await unitIdsOf(db, user.companyId, [user])).get(user.id) ?? [];
}

/**
 * ownUnitIds of several users of one company, in three reads whatever their number (the approver picker asks it
 * of every business-unit reader of the company, issue 37): users who hold no unit have none.
 */
export async function unitIdsOf(
  db: Db | Tx,
  companyId: string,
  users: Pick<Principal, "id" | "role">[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (users.length === 0) return out;
  const held = await db
    .select({ userId: userBusinessUnits.userId, id: userBusinessUnits.businessUnitId })
    .from(userBusinessUnits)
    .where(
      inArray(
        userBusinessUnits.userId,
        users.map((u) => u.id),
      ),
    );
  if (held.length === 0) return out;
  const geoIds = users.filter((u) => u.role === "BUGeoAdmin").map((u) => u.id);
  const [all, geographies] = await readAll(db, [
    () => companyUnits(db, companyId),
    () =>
      geoIds.length
        ? db
            .select({
              userId: userGeographies.userId,
              country: userGeographies.country,
              region: userGeographies.region,
            })
            .from(userGeographies)
            .where(inArray(userGeographies.userId, geoIds))
        : [],
  ]);
  for (const u of users) {
    const mine = held.filter((h) => h.userId === u.id).map((h) => h.id);
    if (mine.length === 0) continue;
    const places = u.role === "BUGeoAdmin" ? geographies.filter((g) => g.userId === u.id) : null;
    out.set(u.id, unitsWithin(all, mine, places));
  }
  return out;
}

/** Resolves the caller's scope for an action; refuses with 403 when the matrix grants none. */
export async function resolveScope(db: Db | Tx, user: Principal, action: Action): Promise<ResolvedScope> {
  const scope = scopeFor(user.role, action);
  if (scope === null) throw forbidden();
  if (scope === "all") return { kind: "all", userId: user.id };
  if (scope === "company") return { kind: "company", companyId: user.companyId, userId: user.id };
  return { kind: scope, companyId: user.companyId, userId: user.id, unitIds: await ownUnitIds(db, user) };
}

/** The company condition of a scope on a table's company column (undefined: no filter, for "all"). */
export function companyCondition(scope: ResolvedScope, column: PgColumn): SQL | undefined {
  return scope.kind === "all" ? undefined : eq(column, scope.companyId);
}

/** Whether a record of `companyId` in `unitId` (or with no unit) lies within the scope. */
export function scopeCovers(scope: ResolvedScope, companyId: string, unitIds: (string | null)[]): boolean {
  if (scope.kind === "all") return true;
  if (scope.companyId !== companyId) return false;
  if (scope.kind === "company") return true;
  return unitIds.some((id) => id !== null && scope.unitIds.includes(id));
}

/** A unit condition for a column holding a business unit id (drizzle makes an empty list match nothing). */
export function unitCondition(scope: ResolvedScope, column: PgColumn): SQL | undefined {
  if (scope.kind === "all" || scope.kind === "company") return undefined;
  return inArray(column, scope.unitIds);
}
