import { and, eq, exists, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Principal } from "~/api/context.server";
import { notFound } from "~/api/errors.server";
import { readOnce } from "~/api/shared-auth.server";
import { type Action, scopeFor } from "~/domains/access/policy";
import { ownUnitIds } from "~/domains/access/scope.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { OWNER, ownerValues, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { bcpApprovals, bcps } from "./schema.server";

export type Conn = Db | Tx;

/** A plan's id in a statement built once (`prepared`), filled as `bcpId`. */
export const BCP_ID = sql.placeholder("bcpId");

/** The plans a user has a personal part in: leads, is assigned to, or approves. */
function ownPlans(user: Principal): SQL {
  return or(
    eq(bcps.bcLeadId, user.id),
    eq(bcps.assigneeId, user.id),
    exists(
      sql`(select 1 from ${bcpApprovals} where ${bcpApprovals.bcpId} = ${bcps.id} and ${bcpApprovals.approverId} = ${user.id})`,
    ),
  ) as SQL;
}

/**
 * The SQL condition selecting the plans `user` may perform `action` on, from the permission matrix:
 * all companies, the own company, the own business units, or the plans the user has a part in.
 * Everyone keeps access to the plans they lead, are assigned or approve (within their company).
 * Business units are the user's units with their sub units, kept to a BUGeoAdmin's countries (`ownUnitIds`);
 * a plan belongs to its sub unit when it has one, so its geography is the sub unit's.
 */
export async function planScope(db: Conn, user: Principal, action: Action): Promise<SQL | undefined> {
  const scope = scopeFor(user.role, action);
  if (scope === "all") return undefined;
  const company = eq(bcps.companyId, user.companyId);
  if (scope === "company") return company;
  if (scope === "businessUnits") {
    const mine = await ownUnitIds(db, user);
    const planUnit = sql`coalesce(${bcps.subBusinessUnitId}, ${bcps.businessUnitId})`;
    return and(company, or(inArray(planUnit, mine), ownPlans(user)));
  }
  if (scope === "own") {
    // Viewing is open to everyone with a part; editing is for the lead and the assignee only.
    const part =
      action === "bcp.manage" ? or(eq(bcps.bcLeadId, user.id), eq(bcps.assigneeId, user.id)) : ownPlans(user);
    return and(company, part);
  }
  return sql`false`;
}

export type PlanRow = typeof bcps.$inferSelect;

/**
 * One plan the user may perform `action` on, or 404 (another company's plan is never revealed). Checked and read
 * once per page request and action: the plan page's reads each check it (issue 37).
 */
export function loadPlan(db: Conn, user: Principal, bcpId: string, action: Action): Promise<PlanRow> {
  // Read once per scope: where the role's scope is the company or every company, reading and managing check the
  // same condition, and the plan page read the same row twice (issue 37).
  const scope = scopeFor(user.role, action);
  const checked = scope === "all" || scope === "company" ? scope : action;
  return readOnce(user, `bcp.plan:${bcpId}:${checked}`, async () => {
    const [plan] =
      checked === "all" || checked === "company"
        ? // The two scopes that need no read of their own: the statement built once each (issue 37).
          await prepared(db, `bcpById:${checked}`, (conn) =>
            conn
              .select()
              .from(bcps)
              .where(
                and(
                  eq(bcps.id, BCP_ID),
                  checked === "company" ? eq(bcps.companyId, OWNER.companyId) : undefined,
                ),
              )
              .prepare(UNNAMED),
          ).execute({ bcpId, ...ownerValues(user) })
        : await db
            .select()
            .from(bcps)
            .where(and(eq(bcps.id, bcpId), await planScope(db, user, action)));
    if (!plan) throw notFound();
    return plan;
  });
}

/** Whether the user may perform `action` on this plan (for the UI's buttons). */
export async function mayOnPlan(db: Conn, user: Principal, bcpId: string, action: Action): Promise<boolean> {
  if (scopeFor(user.role, action) === null) return false;
  const [row] = await db
    .select({ id: bcps.id })
    .from(bcps)
    .where(and(eq(bcps.id, bcpId), await planScope(db, user, action)));
  return !!row;
}

/**
 * mayOnPlan for a plan row already loaded: settled from the row when the role's scope allows (every company, the
 * own company, or, for editing, leading or being assigned the plan), with no query; otherwise asked as mayOnPlan.
 * The plan page asks it twice per view (issue 37).
 */
export async function mayOnLoadedPlan(
  db: Conn,
  user: Principal,
  plan: PlanRow,
  action: Action,
): Promise<boolean> {
  const scope = scopeFor(user.role, action);
  if (scope === null) return false;
  if (scope === "all") return true;
  const ownCompany = plan.companyId === user.companyId;
  if (scope === "company") return ownCompany;
  if (scope === "own" && action === "bcp.manage")
    return ownCompany && (plan.bcLeadId === user.id || plan.assigneeId === user.id);
  return mayOnPlan(db, user, plan.id, action);
}

/**
 * Of these plans (already readable by the user), the ones the user may perform `action` on: for the list's row
 * actions, one query for the page instead of one per row (none when the role's scope settles it).
 */
export async function plansMayAct(
  db: Conn,
  user: Principal,
  ids: string[],
  action: Action,
): Promise<Set<string>> {
  const scope = scopeFor(user.role, action);
  if (scope === null || ids.length === 0) return new Set();
  if (scope === "all" || scope === "company") return new Set(ids);
  const rows = await db
    .select({ id: bcps.id })
    .from(bcps)
    .where(and(inArray(bcps.id, ids), await planScope(db, user, action)));
  return new Set(rows.map((r) => r.id));
}
