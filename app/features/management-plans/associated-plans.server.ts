import { data } from "@remix-run/node";
import { can } from "~/domains/access/policy";
import type { SessionUser } from "~/domains/auth/service.server";
import { PLAN_MESSAGES } from "~/domains/management-plans/model";
import type { PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";
import { redirectWithToast } from "~/web/session.server";
import { failure, type PlanRowView } from "./views.server";

export interface EventPlace {
  country?: string | null;
  state?: string | null;
  city?: string | null;
  site?: string | null;
}

/** What the ASSOCIATED IMPS/CMPS tab shows for one incident or crisis (its id, kind and places). */
export async function loadAssociatedPlans(
  { request, context }: PageArgs,
  user: SessionUser,
  event: { id: string; type: "Incident" | "Crisis"; places: EventPlace[] },
) {
  const api = await apiClient({ request, context });
  const [associated, suggested, imps, cmps] = await Promise.all([
    api.get(`/associatedManagementPlan/${event.id}`),
    api.post("/associatedManagementPlan/suggestions", {
      incidentType: event.type,
      locations: event.places,
    }),
    api.get("/managementPlan/Incident", { status: "APPROVED" }),
    event.type === "Crisis"
      ? api.get("/managementPlan/Crisis", { status: "APPROVED" })
      : Promise.resolve({ ok: true as const, data: [] as PlanRowView[] }),
  ]);
  if (!associated.ok) failure(associated);
  if (!suggested.ok) failure(suggested);
  if (!imps.ok) failure(imps);
  if (!cmps.ok) failure(cmps);
  return {
    incidentType: event.type,
    associated: associated.data,
    applicable: [...cmps.data, ...imps.data],
    suggestedIds: suggested.data.map((p) => p.id),
    canAssociate: can(user, "managementPlan.associate"),
  };
}

/**
 * The ASSOCIATED IMPS(/CMPS) tab of a recorded incident or crisis: suggestions come from its own record
 * (kind and impacted sites). For the incident view's loader, which holds an API client already.
 */
export async function associatedTabData(
  api: Awaited<ReturnType<typeof apiClient>>,
  incident: { id: string; type: "Incident" | "Crisis" },
  canAssociate: boolean,
) {
  const [associated, suggested, imps, cmps] = await Promise.all([
    api.get(`/associatedManagementPlan/${incident.id}`),
    api.get(`/associatedManagementPlan/${incident.id}/suggestions`),
    api.get("/managementPlan/Incident", { status: "APPROVED" }),
    incident.type === "Crisis"
      ? api.get("/managementPlan/Crisis", { status: "APPROVED" })
      : Promise.resolve({ ok: true as const, data: [] as PlanRowView[] }),
  ]);
  return {
    incidentType: incident.type,
    associated: associated.ok ? associated.data : [],
    applicable: [...(cmps.ok ? cmps.data : []), ...(imps.ok ? imps.data : [])],
    suggestedIds: suggested.ok ? suggested.data.map((p) => p.id) : [],
    canAssociate,
  };
}

/** Saves the ticked plans from a form already read; answers the API result. */
export async function saveAssociatedPlansForm(
  api: Awaited<ReturnType<typeof apiClient>>,
  incidentId: string,
  form: FormData,
) {
  const incidentType = form.get("incidentType") === "Incident" ? "Incident" : "Crisis";
  return api.put(`/associatedManagementPlan/${incidentId}`, {
    incidentType,
    planIds: form.getAll("planIds").map(String),
  });
}

/** Saves the ticked plans; 'Invalid CMP/IMP' comes back on the planIds field. */
export async function saveAssociatedPlans(
  { request, context }: PageArgs,
  incidentId: string,
  backTo: string,
) {
  const form = await request.formData();
  const incidentType = form.get("incidentType") === "Incident" ? "Incident" : "Crisis";
  const planIds = form.getAll("planIds").map(String);
  const api = await apiClient({ request, context });
  const res = await api.put(`/associatedManagementPlan/${incidentId}`, { incidentType, planIds });
  if (!res.ok) return data({ fields: res.error.fields ?? {}, message: res.error.message }, { status: 400 });
  return redirectWithToast(request, backTo, { type: "success", message: PLAN_MESSAGES.associationsSaved });
}
