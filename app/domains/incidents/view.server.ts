import { and, eq } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import { userNameColumns, users } from "~/domains/companies/users-schema.server";
import { hazardCategories, hazards } from "~/domains/hazards/schema.server";
import { editVersionsOf } from "~/platform/concurrency/versions.server";
import { displayName } from "~/shared/names";
import { processesFor } from "./impact.server";
import { statusChoices } from "./model";
import { findIncident, presentIncident } from "./records.server";
import { incidentTeam, incidentUserMarks } from "./schema.server";

const nameOf = async (deps: ApiDeps, id: string | null) => {
  if (!id) return null;
  const [u] = await deps.db.select().from(users).where(eq(users.id, id));
  return u ? displayName(u) : null;
};

/** One incident or draft as the wizard and the detail page show it. */
export async function getIncident(deps: ApiDeps, user: Principal, id: string) {
  const incident = await findIncident(deps.db, user, id);
  const [category] = incident.hazardCategoryId
    ? await deps.db
        .select({ name: hazardCategories.name })
        .from(hazardCategories)
        .where(eq(hazardCategories.id, incident.hazardCategoryId))
    : [];
  const [hazard] = incident.hazardId
    ? await deps.db.select({ name: hazards.name }).from(hazards).where(eq(hazards.id, incident.hazardId))
    : [];
  const team = await deps.db
    .select({
      userId: incidentTeam.userId,
      role: incidentTeam.role,
      ...userNameColumns,
    })
    .from(incidentTeam)
    .innerJoin(users, eq(users.id, incidentTeam.userId))
    .where(eq(incidentTeam.incidentId, id));
  const [mark] = await deps.db
    .select()
    .from(incidentUserMarks)
    .where(and(eq(incidentUserMarks.incidentId, id), eq(incidentUserMarks.userId, user.id)));
  // Each field named (presentIncident): a column added to the table reaches no answer until the presenter says so.
  return {
    ...presentIncident(incident),
    /** Edit version of each wizard step (absent = 0): the step's form sends it back as If-Match. */
    editVersions: await editVersionsOf(deps.db, "incident", id),
    // Written as conditions, not `?.`: the destructured rows may be absent (no category or hazard chosen yet).
    hazardCategoryName: category ? category.name : null,
    hazardName: hazard ? hazard.name : null,
    creatorName: await nameOf(deps, incident.userId),
    responseCoordinatorName: await nameOf(deps, incident.responseCoordinatorId),
    team: team.map((t) => ({ userId: t.userId, role: t.role, name: displayName(t) })),
    favourite: mark?.favourite ?? false,
    isRead: !!mark?.readAt,
    statusChoices: incident.isDraft ? null : statusChoices(incident.status),
  };
}

export async function getProcesses(deps: ApiDeps, user: Principal, id: string) {
  const incident = await findIncident(deps.db, user, id);
  return processesFor(deps.db, incident);
}
