import { and, asc, eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { scopeFor } from "~/domains/access/policy";
import { users } from "~/domains/companies/users-schema.server";
import { displayName } from "~/shared/names";
import { roleLabel } from "~/shared/roles";

/** The company's active users, to pick plan owners, approvers and roster members; says who may approve. */
export async function planPeople(deps: ApiDeps, user: Principal) {
  const rows = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.companyId, user.companyId), eq(users.disabled, false)))
    .orderBy(asc(users.firstName), asc(users.email));
  return rows.map((r) => ({
    id: r.id,
    name: displayName(r),
    email: r.email,
    role: r.role,
    roleLabel: roleLabel(r.role),
    canOwn: scopeFor(r.role, "managementPlan.manage") !== null,
    canApprove: scopeFor(r.role, "managementPlan.approve") !== null,
  }));
}
