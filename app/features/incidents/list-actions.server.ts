import { INCIDENT_MESSAGES } from "~/domains/incidents/model";
import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";
import { redirectWithToast } from "~/web/session.server";

/** Row actions shared by the list and the detail page: star, mark as read, disable, escalate. */
export async function incidentRowAction({ request, context }: PageArgs, form: FormData, back: string) {
  const api = await apiClient({ request, context });
  const id = String(form.get("id") ?? "");
  const intent = String(form.get("intent") ?? "");
  const calls: Record<string, () => ReturnType<typeof api.put>> = {
    favourite: () => api.put(`/incident/${id}/favourite`, { favourite: form.get("favourite") === "true" }),
    read: () => api.put(`/incident/${id}/read`),
    disable: () => api.post(`/incident/${id}/disable`),
    escalate: () => api.post(`/incident/${id}/escalate`),
  };
  const messages: Record<string, string> = {
    favourite: form.get("favourite") === "true" ? "Added to favourites." : "Removed from favourites.",
    read: INCIDENT_MESSAGES.markedRead,
    disable: INCIDENT_MESSAGES.disabled,
    escalate: INCIDENT_MESSAGES.escalated,
  };
  const call = calls[intent];
  if (!call) return redirectWithToast(request, back, { type: "error", message: "Something Went Wrong!" });
  const res = await call();
  return redirectWithToast(
    request,
    back,
    res.ok ? { type: "success", message: messages[intent] } : { type: "error", message: res.error.message },
  );
}
