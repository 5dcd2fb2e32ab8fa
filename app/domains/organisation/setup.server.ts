import { and, count, eq, isNotNull, ne } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { scopeFor } from "~/domains/access/policy";
import { assets } from "~/domains/assets/schema.server";
import { bcps } from "~/domains/bcp/schema.server";
import { businessUnits } from "~/domains/companies/organisation-schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { incidents } from "~/domains/incidents/schema.server";
import { cmTests } from "~/domains/management-plans/schema.server";
import { readAll } from "~/platform/db/read-all.server";
import { SETUP_STEPS, type SetupStep } from "./model";

/**
 * Where a company's setup stands (issue 32 item 8), derived from its data, never stored:
 * - organisation: a business unit and a site (any asset) exist;
 * - approver: besides the caller, an active or invited user whose role may approve plans;
 * - plan: a BCP exists (a cancelled one does not count);
 * - exercise: a crisis management plan test has been scheduled or recorded, or an incident run as an exercise.
 */
export async function companySetup(deps: ApiDeps, user: Principal) {
  const company = user.companyId;
  const [[units], [sites], people, [plans], [tests], [drills]] = await readAll(deps.db, [
    () => deps.db.select({ n: count() }).from(businessUnits).where(eq(businessUnits.companyId, company)),
    () => deps.db.select({ n: count() }).from(assets).where(eq(assets.companyId, company)),
    () =>
      deps.db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.companyId, company), eq(users.disabled, false), ne(users.id, user.id)))
        .limit(500),
    () =>
      deps.db
        .select({ n: count() })
        .from(bcps)
        .where(and(eq(bcps.companyId, company), ne(bcps.status, "CANCELLED"))),
    () => deps.db.select({ n: count() }).from(cmTests).where(eq(cmTests.companyId, company)),
    () =>
      deps.db
        .select({ n: count() })
        .from(incidents)
        .where(and(eq(incidents.companyId, company), isNotNull(incidents.exerciseType))),
  ] as const);
  const exercises = tests.n + drills.n;
  const done: Record<SetupStep, boolean> = {
    organisation: units.n > 0 && sites.n > 0,
    approver: people.some((p) => scopeFor(p.role, "bcp.approve") !== null),
    plan: plans.n > 0,
    exercise: exercises > 0,
  };
  const steps = SETUP_STEPS.map((key) => ({ key, done: done[key] }));
  return { steps, complete: steps.every((s) => s.done) };
}
