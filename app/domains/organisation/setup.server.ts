import { and, eq, exists, inArray, isNotNull, ne, type SQLWrapper, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { scopeFor } from "~/domains/access/policy";
import { assets } from "~/domains/assets/schema.server";
import { bcps } from "~/domains/bcp/schema.server";
import { businessUnits } from "~/domains/companies/organisation-schema.server";
import { companies } from "~/domains/companies/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { incidents } from "~/domains/incidents/schema.server";
import { cmTests } from "~/domains/management-plans/schema.server";
import { OWNER, ownerValues, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { ROLES } from "~/shared/roles";
import { SETUP_STEPS, type SetupStep } from "./model";

/** The roles that may approve a plan: a company needs one user of them besides whoever sets it up. */
const APPROVER_ROLES = ROLES.filter((r) => scopeFor(r, "bcp.approve") !== null);

/**
 * Where a company's setup stands (issue 32 item 8), derived from its data, never stored:
 * - organisation: a business unit and a site (any asset) exist;
 * - approver: besides the caller, an active or invited user whose role may approve plans;
 * - plan: a BCP exists (a cancelled one does not count);
 * - exercise: a crisis management plan test has been scheduled or recorded, or an incident run as an exercise.
 */
export async function companySetup(deps: ApiDeps, user: Principal) {
  const any = (query: SQLWrapper) => sql<boolean>`${exists(query)}`.mapWith(Boolean);
  const one = sql`1`;
  const company = OWNER.companyId;
  // One statement of existence checks: Home asks on every visit, and counting 100,000 sites to learn "some" cost
  // more than the rest of the page (docs/performance.md). Built once (`prepared`, issue 37).
  const [row] = await prepared(deps.db, "companySetup", (db) =>
    db
      .select({
        units: any(db.select({ one }).from(businessUnits).where(eq(businessUnits.companyId, company))),
        sites: any(db.select({ one }).from(assets).where(eq(assets.companyId, company))),
        approver: any(
          db
            .select({ one })
            .from(users)
            .where(
              and(
                eq(users.companyId, company),
                eq(users.disabled, false),
                ne(users.id, OWNER.id),
                inArray(users.role, APPROVER_ROLES),
              ),
            ),
        ),
        plan: any(
          db
            .select({ one })
            .from(bcps)
            .where(and(eq(bcps.companyId, company), ne(bcps.status, "CANCELLED"))),
        ),
        test: any(db.select({ one }).from(cmTests).where(eq(cmTests.companyId, company))),
        drill: any(
          db
            .select({ one })
            .from(incidents)
            .where(and(eq(incidents.companyId, company), isNotNull(incidents.exerciseType))),
        ),
      })
      .from(companies)
      .where(eq(companies.id, company))
      .prepare(UNNAMED),
  ).execute(ownerValues(user));
  const done: Record<SetupStep, boolean> = {
    organisation: !!row && row.units && row.sites,
    approver: !!row?.approver,
    plan: !!row?.plan,
    exercise: !!row && (row.test || row.drill),
  };
  const steps = SETUP_STEPS.map((key) => ({ key, done: done[key] }));
  return { steps, complete: steps.every((s) => s.done) };
}
