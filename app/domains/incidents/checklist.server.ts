import { and, count, eq, exists } from "drizzle-orm";
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
import { incidentTeam } from "./schema.server";
import { teamContactCount } from "./team-contacts.server";

/**
 * Where the first response stands (issue 32 item 5): each step is done when the incident's data says so, so the
 * ticks follow what people did anywhere (the team form, Activate BCPs, Messages, a status check), never a click
 * on the checklist itself. `next` is the first step not done: the page's primary action.
 */
export async function responseChecklist(deps: ApiDeps, user: Principal, id: string) {
  const incident = await findIncident(deps.db, user, id);
  const ofIncident = eq(bcpActivations.incidentId, incident.id);
  const [[accounts], [activations], messages, [checks], nextCheckAt, contacts] = await readAll(deps.db, [
    () => deps.db.select({ n: count() }).from(incidentTeam).where(eq(incidentTeam.incidentId, incident.id)),
    () => deps.db.select({ n: count() }).from(bcpActivations).where(ofIncident),
    () => incidentHook("messageCount")(deps.db, user.companyId, incident.id),
    () =>
      deps.db
        .select({ n: count() })
        .from(bcpActivationResponses)
        .where(
          exists(
            deps.db
              .select({ one: bcpActivationProcesses.id })
              .from(bcpActivationProcesses)
              .innerJoin(bcpActivations, eq(bcpActivations.id, bcpActivationProcesses.activationId))
              .where(
                and(eq(bcpActivationProcesses.id, bcpActivationResponses.activationProcessId), ofIncident),
              ),
          ),
        ),
    () => earliestProcessCheck(deps.db, incident),
    () => teamContactCount(deps.db, incident),
  ] as const);
  // The team counts its members with an account and those of the People register and BRT rosters.
  const team = { n: accounts.n + contacts };
  const done: Record<ResponseStep, boolean> = {
    team: !!incident.responseCoordinatorId && team.n > 0,
    activate: activations.n > 0,
    message: messages > 0,
    statusCheck: checks.n > 0,
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
