import { and, eq, inArray } from "drizzle-orm";
import { fieldError } from "~/api/errors.server";
import { APPROVER_MESSAGES, approverRefusal } from "~/domains/access/approvers";
import { scopeFor } from "~/domains/access/policy";
import { ownUnitIds } from "~/domains/access/scope.server";
import { departments } from "~/domains/companies/organisation-schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { companyRow } from "~/platform/db/company-rows.server";
import { displayName } from "~/shared/names";
import type { Role } from "~/shared/roles";
import type { Conn, PlanRow } from "./access.server";
import { BCP_MESSAGES } from "./model";

/** A department of the company, or a 400 on the form's departmentId field. */
export async function companyDepartment(db: Conn, companyId: string, departmentId: string) {
  const dept = await companyRow(db, departments, companyId, departmentId);
  if (!dept) throw fieldError("departmentId", BCP_MESSAGES.unknownUnit);
}

export type Person = { id: string; name: string; email: string };

/** A user of the company, or a 400 on the form field that named them. */
export async function companyUser(db: Conn, companyId: string, userId: string, field: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.disabled, false)));
  if (!user) throw fieldError(field, BCP_MESSAGES.unknownUser);
  return user;
}

/** id → { id, name, email } for the users named, for presenters. */
export async function peopleById(db: Conn, ids: (string | null | undefined)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((v): v is string => !!v))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, { id: u.id, name: displayName(u), email: u.email }]));
}

export function planCode(number: number): string {
  return `BCP-${String(number).padStart(4, "0")}`;
}

/**
 * Why `candidate` may not approve this plan, or null: the approver rules (a second person, a role that may
 * approve), then the permission matrix's reach: a business-unit role approves only the plans of its units, and
 * nobody approves another company's plan. The picker offers, and the API accepts, exactly the same people.
 */
export async function planApproverRefusal(
  db: Conn,
  candidate: { id: string; role: Role; companyId: string },
  plan: PlanRow,
  requesterId: string | null,
  /** The candidate's business units when already read (unitIdsOf, for a list of candidates). */
  candidateUnits?: string[],
): Promise<string | null> {
  if (candidate.companyId !== plan.companyId) return BCP_MESSAGES.unknownUser;
  const parts = { requesterId, leadId: plan.bcLeadId, assigneeId: plan.assigneeId };
  const refusal = approverRefusal(candidate, parts, "bcp.approve");
  if (refusal) return refusal;
  // Being named approver lets an "own" reader (a BCP lead of other plans) read the plan; a business-unit
  // reader must already reach it.
  if (scopeFor(candidate.role, "bcp.read") !== "businessUnits") return null;
  const units = candidateUnits ?? (await ownUnitIds(db, candidate));
  return units.includes(plan.subBusinessUnitId ?? plan.businessUnitId) ? null : APPROVER_MESSAGES.unit;
}
