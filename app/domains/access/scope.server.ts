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

/** The business units of `user` (with sub units, and for a BUGeoAdmin within their geographies). */
export async function ownUnitIds(
  db: Db | Tx,
  user: Pick<Principal, "id" | "role" | "companyId">,
): Promise<string[]> {
  const held = await db
    .select({ id: userBusinessUnits.businessUnitId })
    .from(userBusinessUnits)
    .where(eq(userBusinessUnits.userId, user.id));
  if (held.length === 0) return [];
  const all = await db
    .select({
      id: businessUnits.id,
      parentId: businessUnits.parentId,
      country: businessUnits.country,
      region: businessUnits.region,
    })
    .from(businessUnits)
    .where(eq(businessUnits.companyId, user.companyId));
  const geographies =
    user.role === "BUGeoAdmin"
      ? await db
          .select({ country: userGeographies.country, region: userGeographies.region })
          .from(userGeographies)
          .where(eq(userGeographies.userId, user.id))
      : null;
  return unitsWithin(
    all,
    held.map((h) => h.id),
    geographies,
  );
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
