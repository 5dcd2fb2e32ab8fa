import { and, eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
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
  const named = [incident.userId, incident.responseCoordinatorId].filter((u): u is string => !!u);
  // Its hazard's names with the caller's mark in one row, its two people, its team and its edit versions: four reads
  // side by side, where there were seven one after another (issue 37).
  const [[row], people, team, editVersions] = await readAll(deps.db, [
    // The two fixed-shape reads are built once (issue 37); the people named vary, one or two.
    () =>
      prepared(deps.db, "incidentNamesAndMark", (db) =>
        db
          .select({
            hazardCategoryName: hazardCategories.name,
            hazardName: hazards.name,
            favourite: incidentUserMarks.favourite,
            readAt: incidentUserMarks.readAt,
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
      deps.db
        .select({ id: users.id, ...userNameColumns })
        .from(users)
        .where(inArray(users.id, named)),
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
  const nameOf = (userId: string | null) => {
    const person = people.find((p) => p.id === userId);
    return person ? displayName(person) : null;
  };
  // Each field named (presentIncident): a column added to the table reaches no answer until the presenter says so.
  return {
    ...presentIncident(incident),
    /** Edit version of each wizard step (absent = 0): the step's form sends it back as If-Match. */
    editVersions,
    // Written as conditions, not `?.`: the joined names may be absent (no category or hazard chosen yet).
    hazardCategoryName: row ? row.hazardCategoryName : null,
    hazardName: row ? row.hazardName : null,
    creatorName: nameOf(incident.userId),
    responseCoordinatorName: nameOf(incident.responseCoordinatorId),
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
