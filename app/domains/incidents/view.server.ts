import { and, eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { type UserName, userNameColumns, userNameOf, users } from "~/domains/companies/users-schema.server";
import { hazardCategories, hazards } from "~/domains/hazards/schema.server";
import { OWNER, ownerValues, prepared, UNNAMED } from "~/platform/db/prepared.server";
import { readAll } from "~/platform/db/read-all.server";
import { displayName } from "~/shared/names";
import { processesFor } from "./impact.server";
import { statusChoices } from "./model";
import { findIncident, INCIDENT_ID, incidentEditVersions, presentIncident } from "./records.server";
import { incidents, incidentTeam, incidentUserMarks } from "./schema.server";

/** One incident or draft as the wizard and the detail page show it. */
export async function getIncident(deps: ApiDeps, user: Principal, id: string) {
  const incident = await findIncident(deps.db, user, id);
  // Its hazard's names, its two people and the caller's mark in one row, its team and its edit versions: three
  // reads side by side, where there were seven one after another (issue 37).
  const [[row], team, editVersions] = await readAll(deps.db, [
    // Both built once (issue 37).
    () =>
      prepared(deps.db, "incidentNamesAndMark", (db) =>
        db
          .select({
            hazardCategoryName: hazardCategories.name,
            hazardName: hazards.name,
            favourite: incidentUserMarks.favourite,
            readAt: incidentUserMarks.readAt,
            creator: userNameOf(incidents.userId),
            coordinator: userNameOf(incidents.responseCoordinatorId),
          })
          .from(incidents)
          .leftJoin(
            incidentUserMarks,
            and(eq(incidentUserMarks.incidentId, incidents.id), eq(incidentUserMarks.userId, OWNER.id)),
          )
          .leftJoin(hazardCategories, eq(hazardCategories.id, incidents.hazardCategoryId))
          .leftJoin(hazards, eq(hazards.id, incidents.hazardId))
          .where(eq(incidents.id, INCIDENT_ID))
          .prepare(UNNAMED),
      ).execute({ incidentId: incident.id, ...ownerValues(user) }),
    () =>
      prepared(deps.db, "incidentTeamNamed", (db) =>
        db
          .select({ userId: incidentTeam.userId, role: incidentTeam.role, ...userNameColumns })
          .from(incidentTeam)
          .innerJoin(users, eq(users.id, incidentTeam.userId))
          .where(eq(incidentTeam.incidentId, INCIDENT_ID))
          .prepare(UNNAMED),
      ).execute({ incidentId: id }),
    () => incidentEditVersions(deps.db, user, id),
  ] as const);
  const nameOf = (person: UserName | null | undefined) => (person ? displayName(person) : null);
  // Each field named (presentIncident): a column added to the table reaches no answer until the presenter says so.
  return {
    ...presentIncident(incident),
    /** Edit version of each wizard step (absent = 0): the step's form sends it back as If-Match. */
    editVersions,
    // Written as conditions, not `?.`: the joined names may be absent (no category or hazard chosen yet).
    hazardCategoryName: row ? row.hazardCategoryName : null,
    hazardName: row ? row.hazardName : null,
    creatorName: nameOf(row?.creator),
    responseCoordinatorName: nameOf(row?.coordinator),
    team: team.map((t) => ({ userId: t.userId, role: t.role, name: displayName(t) })),
    favourite: row?.favourite ?? false,
    isRead: !!row?.readAt,
    statusChoices: incident.isDraft ? null : statusChoices(incident.status),
  };
}

export async function getProcesses(deps: ApiDeps, user: Principal, id: string) {
  const incident = await findIncident(deps.db, user, id);
  return processesFor(deps.db, incident);
}
