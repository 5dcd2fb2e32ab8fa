import { and, asc, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { bcpProcesses, bcps } from "~/domains/bcp/schema.server";
import { bcpBrtMembers } from "~/domains/bcp-analysis/schema.server";
import { users } from "~/domains/companies/users-schema.server";
import { phonesOf } from "~/domains/incidents/phones.server";
import { displayName } from "~/shared/names";
import type { TeamRole } from "~/shared/team-roles";
import { findIncident } from "./records.server";
import { incidentTeam } from "./schema.server";

/**
 * Who may be named on the response team (issue 32 item 5): the company's active users, each with the phone Keel
 * knows (People register, BRT roster), their role on the team now, and their role on the BRT roster of a plan
 * loaded on the incident, which the form suggests while the team is empty.
 */
export async function teamCandidates(deps: ApiDeps, user: Principal, incidentId: string) {
  const incident = await findIncident(deps.db, user, incidentId);
  const accounts = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, user.companyId), eq(users.disabled, false)))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(500);
  const ids = accounts.map((a) => a.id);
  const [team, rostered, phones] = await Promise.all([
    deps.db
      .select({ userId: incidentTeam.userId, role: incidentTeam.role })
      .from(incidentTeam)
      .where(eq(incidentTeam.incidentId, incident.id)),
    incident.bcpProcessIds.length
      ? deps.db
          .selectDistinct({ userId: bcpBrtMembers.userId, role: bcpBrtMembers.role, plan: bcps.name })
          .from(bcpBrtMembers)
          .innerJoin(bcps, eq(bcps.id, bcpBrtMembers.bcpId))
          .innerJoin(bcpProcesses, eq(bcpProcesses.bcpId, bcps.id))
          .where(
            and(
              eq(bcpBrtMembers.companyId, user.companyId),
              inArray(bcpProcesses.id, incident.bcpProcessIds),
            ),
          )
      : Promise.resolve([]),
    phonesOf(deps.db, user.companyId, ids),
  ]);
  const roleOf = new Map(team.map((t) => [t.userId, t.role]));
  const rosterOf = new Map<string, { role: TeamRole; plan: string }>();
  for (const r of rostered)
    if (r.userId && !rosterOf.has(r.userId)) rosterOf.set(r.userId, { role: r.role, plan: r.plan });
  return accounts.map((a) => ({
    id: a.id,
    name: displayName(a),
    phone: phones.get(a.id) ?? null,
    role: roleOf.get(a.id) ?? null,
    roster: rosterOf.get(a.id) ?? null,
  }));
}
