import { redirect } from "@remix-run/node";
import { can } from "~/domains/access/policy";
import { RECIPIENT_STATES, type RecipientState } from "~/domains/incident-messages/model";
import { CLOSED_STATUSES } from "~/domains/incidents/model";
import { paths } from "~/paths";
import { incidentTitle } from "~/shared/names";
import { apiClient, type PageArgs } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { actionContext, buttonIntent, runIntents } from "~/web/form-action.server";

/** The page's address parts: the incident, the message, the state filter and the page (all from the query). */
function addressOf(request: Request) {
  const url = new URL(request.url);
  const state = url.searchParams.get("state");
  const page = Number(url.searchParams.get("page") ?? "1");
  return {
    incidentId: url.searchParams.get("incident_id") ?? "",
    messageId: url.searchParams.get("message_id") ?? "",
    state: RECIPIENT_STATES.includes(state as RecipientState) ? (state as RecipientState) : null,
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

/** A message's recipients by name (issue 32 item 2): one page, filtered by state, with call and resend. */
export async function recipientsLoader({ request, context }: PageArgs) {
  const user = await requireUser({ request, context });
  const { incidentId, messageId, state, page } = addressOf(request);
  if (!incidentId || !messageId) throw redirect(paths.incidents);
  const api = await apiClient({ request, context });
  const [incident, list] = await Promise.all([
    api.get(`/incident/${incidentId}`),
    api.get(`/incident/${incidentId}/messages/${messageId}/recipients`, {
      ...(state ? { state } : {}),
      page: String(page),
    }),
  ]);
  if (!incident.ok || !list.ok) throw new Response("Not found", { status: 404 });
  const i = incident.data;
  return {
    incident: {
      id: i.id,
      type: i.type,
      exerciseType: i.exerciseType,
      title: incidentTitle(i.title, i.type),
    },
    list: list.data,
    // Resending one copy is allowed to whoever may resend the message (the API checks it again).
    canResend:
      can(user, "incident.manage") && !i.isDraft && !i.disabled && !CLOSED_STATUSES.includes(i.status),
  };
}

export async function recipientsAction(args: PageArgs) {
  await requireUser(args);
  const { incidentId, messageId, state, page } = addressOf(args.request);
  const ctx = await actionContext(args, paths.messageRecipients(incidentId, messageId, { state, page }));
  return runIntents(ctx, {
    resend: buttonIntent({
      call: (api, formData) =>
        api.post(
          `/incident/${incidentId}/messages/${messageId}/recipients/${String(formData.get("recipientId") ?? "")}/resend`,
        ),
      ok: (answer) => answer.message,
    }),
  });
}
