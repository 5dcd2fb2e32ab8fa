import { redirect } from "@remix-run/node";
import { can } from "~/domains/access/policy";
import {
  fillTemplate,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
  TEMPLATES,
} from "~/domains/incident-messages/model";
import { CLOSED_STATUSES } from "~/domains/incidents/model";
import type { IncidentView } from "~/features/incidents/answers";
import { paths } from "~/paths";
import { incidentTitle } from "~/shared/names";
import { apiClient, type PageArgs } from "~/web/api.server";
import { requireUser } from "~/web/auth.server";
import { redirectWithToast } from "~/web/session.server";
import type { MessageRow } from "./messages-view";

export async function messagesLoader({ request, context }: PageArgs) {
  const user = await requireUser({ request, context });
  const url = new URL(request.url);
  const id = url.searchParams.get("incident_id");
  if (!id) throw redirect(paths.incidents);
  const api = await apiClient({ request, context });
  const [incident, messages, channels, sizes] = await Promise.all([
    api.get(`/incident/${id}`),
    api.get(`/incident/${id}/messages`),
    api.get("/messages/channels"),
    // How many each audience reaches, beside its box: an empty team shows before Send (UX review A-8).
    can(user, "incident.manage") ? api.get(`/incident/${id}/messages/audiences`) : null,
  ]);
  if (!incident.ok) throw new Response("Not found", { status: 404 });
  const chosen = url.searchParams.get("template");
  const template: MessageTemplate = TEMPLATES.includes(chosen as MessageTemplate)
    ? (chosen as MessageTemplate)
    : "are_you_safe";
  const i = incident.data;
  const title = incidentTitle(i.title, i.type);
  return {
    incident: { id: i.id, title, type: i.type, exerciseType: i.exerciseType },
    messages: messages.ok ? messages.data : [],
    channels: channels.ok ? channels.data.channels : (["email"] as const),
    answerLinkSample: channels.ok ? channels.data.answerLinkSample : "",
    audienceSizes: sizes?.ok ? sizes.data : null,
    template,
    draft: {
      subject: MESSAGE_TEMPLATES[template].subject,
      body: fillTemplate(MESSAGE_TEMPLATES[template].body, title),
    },
    canSend: can(user, "incident.manage") && !i.isDraft && !i.disabled && !CLOSED_STATUSES.includes(i.status),
    // Why a channel sent nothing, in an administrator's terms (the server set-up) or in everyone else's.
    notSentFor: can(user, "company.manage") ? ("administrator" as const) : ("member" as const),
  };
}

export async function messagesAction({ request, context }: PageArgs) {
  await requireUser({ request, context });
  const url = new URL(request.url);
  const id = url.searchParams.get("incident_id") ?? "";
  const form = await request.formData();
  const api = await apiClient({ request, context });
  if (form.get("intent") === "resend") {
    const res = await api.post(`/incident/${id}/messages/${form.get("messageId")}/resend`);
    return res.ok
      ? redirectWithToast(request, paths.incidentMessages(id), { type: "success", message: res.data.message })
      : { error: res.error.message, fields: {}, values: null };
  }
  const values = {
    template: String(form.get("template") ?? ""),
    subject: String(form.get("subject") ?? ""),
    body: String(form.get("body") ?? ""),
    audiences: form.getAll("audiences").map(String),
    channels: form.getAll("channels").map(String),
    escalateAfter: String(form.get("escalateAfter") ?? "").trim(),
  };
  // "Preview the SMS" (without JavaScript): the form comes back as typed, its SMS preview drawn from it.
  if (form.get("intent") === "preview") return { error: null, fields: {}, values };
  // Empty: no escalation; anything else is the API's to refuse (a word reads as no number: null).
  const { escalateAfter, ...rest } = values;
  const res = await api.post(`/incident/${id}/messages`, {
    ...rest,
    ...(escalateAfter ? { escalateAfter: Number(escalateAfter) } : {}),
  });
  if (res.ok)
    return redirectWithToast(request, paths.incidentMessages(id), {
      type: "success",
      message: res.data.message,
    });
  return { error: res.error.message, fields: res.error.fields ?? {}, values };
}
