import { count, eq, sql } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import {
  bcpActivationProcesses,
  bcpActivationResponses,
  bcpActivations,
} from "~/domains/incidents/activation-schema.server";
import { readAll } from "~/platform/db/read-all.server";
import { incidentHook } from "./hooks.server";
import { RESPONSE_STEPS, type ResponseStep } from "./model";
import { findIncident } from "./records.server";
import { earliestProcessCheck } from "./reminders.server";
import { incidents, incidentTeam } from "./schema.server";
import { teamContactCountQuery } from "./team-contacts.server";

/**
 * Where the first response stands (issue 32 item 5): each step is done when the incident's data says so, so the
 * ticks follow what people did anywhere (the team form, Activate BCPs, Messages, a status check), never a click
 * on the checklist itself. `next` is the first step not done: the page's primary action.
 */
export async function responseChecklist(deps: ApiDeps, user: Principal, id: string) {
  const incident = await findIncident(deps.db, user, id);
  const ofIncident = eq(bcpActivations.incidentId, incident.id);
  // The team (with and without an account), activation and status-check counts in one statement (four round trips
  // before, issue 37).
  const [[counts], messages, nextCheckAt] = await readAll(deps.db, [
    () =>
      deps.db
        .select({
          accounts: sql`(${deps.db
            .select({ n: count() })
            .from(incidentTeam)
            .where(eq(incidentTeam.incidentId, incident.id))})`.mapWith(Number),
          contacts: sql`(${teamContactCountQuery(deps.db, incident)})`.mapWith(Number),
          activated:
            sql`exists (${deps.db.select({ one: bcpActivations.id }).from(bcpActivations).where(ofIncident)})`.mapWith(
              Boolean,
            ),
          checked: sql`exists (${deps.db
            .select({ one: bcpActivationResponses.id })
            .from(bcpActivationResponses)
            .innerJoin(
              bcpActivationProcesses,
              eq(bcpActivationProcesses.id, bcpActivationResponses.activationProcessId),
            )
            .innerJoin(bcpActivations, eq(bcpActivations.id, bcpActivationProcesses.activationId))
            .where(ofIncident)})`.mapWith(Boolean),
        })
        .from(incidents)
        .where(eq(incidents.id, incident.id)),
    () => incidentHook("messageCount")(deps.db, user.companyId, incident.id),
    () => earliestProcessCheck(deps.db, incident),
  ] as const);
  // The team counts its members with an account and those of the People register and BRT rosters.
  const team = { n: counts.accounts + counts.contacts };
  const done: Record<ResponseStep, boolean> = {
    team: !!incident.responseCoordinatorId && team.n > 0,
    activate: counts.activated,
    message: messages > 0,
    statusCheck: counts.checked,
  };
  const steps = RESPONSE_STEPS.map((key) => ({ key, done: done[key] }));
  return {
    steps,
    next: steps.find((s) => !s.done)?.key ?? null,
    teamSize: team.n,
    hasCoordinator: !!incident.responseCoordinatorId,
    nextCheckAt: nextCheckAt ? nextCheckAt.toISOString() : null,
  };
}
