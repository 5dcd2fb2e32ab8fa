import { incidentTitle } from "~/shared/names";
import { apiClient, type PageArgs } from "~/web/api.server";
import type { ApiResult } from "~/web/api-types";
import { requireUser } from "~/web/auth.server";
import { type Api, actionContext } from "~/web/form-action.server";

/** The incident a page under it is about (after-action review, injects): `?incident_id=`. */
const incidentIdOf = (request: Request) => new URL(request.url).searchParams.get("incident_id") ?? "";

/**
 * The loader of a page under one incident (its after-action review, an exercise's injects): the signed-in user,
 * the incident as the page's header shows it and the page's own read, side by side; either missing is a 404.
 */
export async function loadIncidentPage<T, B>(
  args: PageArgs,
  read: (api: Api, id: string) => Promise<ApiResult<T, B>>,
) {
  const user = await requireUser(args);
  const id = incidentIdOf(args.request);
  if (!id) throw new Response("Not found", { status: 404 });
  const api = await apiClient(args);
  const [incident, page] = await Promise.all([api.get(`/incident/${id}`), read(api, id)]);
  if (!incident.ok || !page.ok) throw new Response("Not found", { status: 404 });
  return {
    user,
    api,
    id,
    incident: {
      id: incident.data.id,
      type: incident.data.type,
      title: incidentTitle(incident.data.title, incident.data.type),
      status: incident.data.status,
      exerciseType: incident.data.exerciseType,
    },
    data: page.data,
  };
}

/** The action of a page under one incident: the signed-in user's action context, back to the page itself. */
export async function incidentPageAction(args: PageArgs, pageOf: (id: string) => string) {
  await requireUser(args);
  const id = incidentIdOf(args.request);
  return { id, ctx: await actionContext(args, pageOf(id)) };
}
