import { incidentTitle } from "~/shared/names";
import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";
import type { Api } from "~/web/form-action.server";
import type { Held } from "./disable-confirm";

/** What the invite and edit forms offer: the roles the caller may give and the units they may choose. */
export async function loadAssignmentOptions({ request, context }: PageArgs) {
  const api = await apiClient({ request, context });
  const [roles, org] = await Promise.all([api.get("/user/assignable-roles"), api.get("/bcpOrganization")]);
  if (!roles.ok) throw new Response(roles.error.message, { status: roles.status });
  if (!org.ok) throw new Response(org.error.message, { status: org.status });
  return { roles: roles.data.map((r) => r.role), units: org.data.businessUnits };
}

/**
 * Before a user is disabled, what they hold (UX review X4: the prompt counted none of it): the live plans they
 * lead or are assigned, and those running now in an incident (real ones).
 */
export async function loadHeldBy(api: Api, userId: string): Promise<Held> {
  const [plans, running] = await Promise.all([
    api.get("/bcp/userInBCPCount", { userId }),
    api.get("/bcpProcess/getAllActiveBcps", { heldBy: userId }),
  ]);
  return {
    plans: plans.ok ? plans.data.count : null,
    running: running.ok
      ? running.data.map((a) => ({ id: a.id, plan: a.bcpName, incident: incidentTitle(a.incident.title) }))
      : [],
  };
}
