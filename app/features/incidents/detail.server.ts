import { redirect } from "@remix-run/node";
import { can, scopeFor } from "~/domains/access/policy";
import { ACCOUNTING_MESSAGES } from "~/domains/assets/accounting";
import { calledBackSchema } from "~/domains/incident-messages/validation";
import {
  CLOSED_STATUSES,
  DETAIL_TABS,
  type DetailTab,
  INCIDENT_MESSAGES,
  type IncidentStatus,
  MENTIONABLE_LIMITS,
  TEAM_CONTACT_LIMITS,
} from "~/domains/incidents/model";
import { PLAN_MESSAGES } from "~/domains/management-plans/model";
import type { IncidentView } from "~/features/incidents/answers";
import {
  associatedTabData,
  saveAssociatedPlansForm,
} from "~/features/management-plans/associated-plans.server";
import { reportingIntents } from "~/features/reporting/intents.server";
import { paths } from "~/paths";
import type { Role } from "~/shared/roles";
import { TEAM_ROLES, type TeamRole } from "~/shared/team-roles";
import type { ApiPath, PageArgs } from "~/web/api.server";
import { apiClient } from "~/web/api.server";
import type { Reach } from "~/web/api-types";
import { requireUser } from "~/web/auth.server";
import { companyZone, fromCompanyTime } from "~/web/company-time.server";
import { formIntent, runIntents } from "~/web/form-action.server";
import { redirectWithToast } from "~/web/session.server";
import { activationsOf, answeredOf, mostUrgentOf, processStatesOf } from "./glance.server";
import { incidentRowAction } from "./list-actions.server";
import { mentionedIn, mentionQuery } from "./mentions";

type Api = Awaited<ReturnType<typeof apiClient>>;

async function tabData(
  api: Api,
  tab: DetailTab,
  id: string,
  /** The incident's read, under way: awaited only by the tabs that need the incident itself. */
  incidentRead: Promise<IncidentView | null>,
  canAssociate: boolean,
  canManage: boolean,
  /** The team form's search of the People register and BRT rosters (`teamq`). */
  teamQ: string | null,
  /** The add-action form sent back by its owner search (without JS): the search and what was typed beside it. */
  ownerSearch: { q: string; title: string; dueAt: string },
) {
  // A tab's reads answer null on failure (the tab shows what it has); each keeps its endpoint's answer type.
  const get = async <const P extends ApiPath<"get">>(
    path: Reach<"get", P>,
    query?: Record<string, string>,
  ) => {
    const res = await api.get(path, query);
    return res.ok ? res.data : null;
  };
  switch (tab) {
    case "details": {
      const incident = await incidentRead;
      if (!incident) return {};
      const named = canManage && !incident.isDraft;
      const [settings, timeline, candidates, contacts] = await Promise.all([
        get("/geo/map-settings"),
        get(`/incident/${id}/timeline`),
        // The team form's people, with phones and roles: only for those who may name the team.
        named ? get(`/incident/${id}/team-candidates`) : null,
        named ? get(`/incident/${id}/team-contacts`, teamQ ? { q: teamQ } : undefined) : null,
      ]);
      return {
        mapSettings: settings,
        timeline: timeline ?? [],
        teamCandidates: candidates ?? [],
        teamContacts: contacts,
      };
    }
    case "associated_imps": {
      const incident = await incidentRead;
      return incident ? { associatedPlans: await associatedTabData(api, incident, canAssociate) } : {};
    }
    case "load_asset_people":
      // Who was hit; everyone messaged by their latest answer (register or not, UX review A-3) is the glance's.
      return { impact: await get(`/incident/${id}/impact`) };
    case "processes":
      // The states come from the activations the glance reads too (detailLoader): one read for both.
      return { processes: await get(`/incident/${id}/processes`) };
    case "response_actions": {
      // The owner picker's people: the first 20 of its search, or the likeliest owners; never every user (issue 37).
      const [actions, people, timeline] = await Promise.all([
        get(`/incident/${id}/actions`),
        get(`/incident/${id}/mentionable`, ownerSearch.q ? { q: ownerSearch.q } : undefined),
        get(`/incident/${id}/timeline`),
      ]);
      return { actions: actions ?? [], people: people ?? [], owner: ownerSearch, timeline: timeline ?? [] };
    }
    case "merged_alerts": {
      const [merged, open] = await Promise.all([
        get(`/incident/${id}/alerts`),
        get("/alert/all", { status: "Open" }),
      ]);
      return { merged: merged ?? [], openAlerts: open ?? [] };
    }
    default:
      return {};
  }
}

/** The important business services the incident hits, on their tolerance clocks (null: not the caller's to see). */
async function serviceClocksOf(
  api: Awaited<ReturnType<typeof apiClient>>,
  user: { role: Role },
  incident: { id: string; isDraft: boolean },
) {
  if (incident.isDraft || !can(user, "businessService.read")) return null;
  const res = await api.get("/businessService/clocks", { incidentId: incident.id });
  return res.ok ? res.data : null;
}

/** The guided first response, for those who act on it (a draft has none yet). */
async function checklistOf(api: Api, incident: { id: string; isDraft: boolean }, acts: boolean) {
  if (incident.isDraft || !acts) return null;
  const res = await api.get(`/incident/${incident.id}/checklist`);
  return res.ok ? res.data : null;
}

async function helpRequestsOf(api: Api, incident: { id: string; isDraft: boolean }) {
  if (incident.isDraft) return [];
  const res = await api.get(`/incident/${incident.id}/help-requests`);
  return res.ok ? res.data : [];
}

/** The incident's classification and report deadlines (null: a draft, or not answered). */
async function reportingOf(
  api: Awaited<ReturnType<typeof apiClient>>,
  incident: { id: string; isDraft: boolean },
) {
  if (incident.isDraft) return null;
  const res = await api.get(`/incident/${incident.id}/classification`);
  return res.ok ? res.data : null;
}

/** The add-action form's owner search (`ownerQ`), sent as a GET with the title and due time typed beside it. */
function ownerSearchOf(params: URLSearchParams) {
  const text = (name: string, max: number) => (params.get(name) ?? "").slice(0, max);
  return {
    q: text("ownerQ", MENTIONABLE_LIMITS.q).trim(),
    title: text("title", 500),
    dueAt: text("dueAt", 20),
  };
}

export async function detailLoader({ request, context }: PageArgs, tabParam: string | undefined) {
  const user = await requireUser({ request, context });
  const tab = tabParam as DetailTab;
  if (!DETAIL_TABS.includes(tab)) throw new Response("Not found", { status: 404 });
  const id = new URL(request.url).searchParams.get("incident_id");
  if (!id) throw redirect(paths.incidents);
  const api = await apiClient({ request, context });
  const canAssociate = can(user, "managementPlan.associate");
  const canManage = can(user, "incident.manage");
  // The tab's reads start beside the incident's (most tabs need only its id; the API checks access to it on each
  // read, and a refused one answers null): one round of API calls less before the page (issue 37).
  const incidentRead = api.get(`/incident/${id}`);
  const ofTabRead = tabData(
    api,
    tab,
    id,
    incidentRead.then((r) => (r.ok ? r.data : null)),
    canAssociate,
    canManage,
    new URL(request.url).searchParams.get("teamq")?.slice(0, TEAM_CONTACT_LIMITS.q) || null,
    ownerSearchOf(new URL(request.url).searchParams),
  );
  const res = await incidentRead;
  if (!res.ok) {
    // Its reads end before the 404 answers (none is left running after the request).
    await ofTabRead.catch(() => null);
    throw new Response("Not found", { status: 404 });
  }
  const incident = res.data;
  // Activation takes a published, enabled, open incident (activate.server.ts refuses the others).
  const canActivate =
    can(user, "activation.manage") &&
    !incident.isDraft &&
    !incident.disabled &&
    !CLOSED_STATUSES.includes(incident.status);
  // Edit and disable are for those who may manage incidents (canManage); Escalate to Crisis for those the policy lets
  // escalate (a BCP lead manages incidents but may not escalate: the API refuses her).
  // Response actions (add, status, comments) need incident.respond: a view-only role reads them (UX review X3).
  const canRespond = can(user, "incident.respond");
  // Independent reads, side by side (one after another they were four rounds of API calls: issue 37).
  const canAnalyse = can(user, "activation.read");
  const [serviceClocks, helpRequests, reporting, checklist, activations, answered, ofTab] = await Promise.all(
    [
      serviceClocksOf(api, user, incident),
      helpRequestsOf(api, incident),
      reportingOf(api, incident),
      // A closed incident's first response is over: its checklist would offer an activation the API refuses.
      checklistOf(
        api,
        incident,
        (canManage || canActivate) && !incident.disabled && !CLOSED_STATUSES.includes(incident.status),
      ),
      activationsOf(api, incident, canAnalyse),
      answeredOf(api, incident),
      ofTabRead,
    ],
  );
  return {
    tab,
    incident,
    canActivate,
    canManage,
    canEscalate: can(user, "incident.escalate"),
    canRespond,
    canMerge: can(user, "alert.manage"),
    // People and sites are accounted for by those who manage the incident's impact, while it is live.
    canAccount: can(user, "impact.manage") && !incident.isDraft && !incident.disabled,
    canAddActions: scopeFor(user.role, "incident.respond") === "company",
    canAnalyse,
    serviceClocks,
    // Who asked for help and awaits a call-back: first on every tab, in red (issue 32).
    helpRequests,
    reporting,
    checklist,
    // The glance, on every tab (issue 32 item 3): the soonest breach and who has not answered.
    urgent: mostUrgentOf(activations),
    // Closing stands these plans down: the close question names them.
    activePlans: (activations ?? []).filter((a) => a.active).map((a) => `${a.bcpNumber} ${a.bcpName}`),
    answered,
    processStates: tab === "processes" && activations ? processStatesOf(activations) : [],
    now: new Date().toISOString(),
    ...ofTab,
  };
}

/**
 * The team form sends one `role:<userId>` select per person (blank: not on the team); an older form's
 * `members` list (no roles) still counts as members.
 */
function teamMembersOf(form: FormData) {
  const members = new Map<string, TeamRole>();
  for (const userId of form.getAll("members")) members.set(String(userId), "MEMBER");
  for (const [name, value] of form.entries()) {
    const role = TEAM_ROLES.find((r) => r === value);
    if (name.startsWith("role:") && role) members.set(name.slice(5), role);
  }
  return [...members].map(([userId, role]) => ({ userId, role }));
}

/** Turns `@Name` picked from the mention list into the stored @[Name](id) form. */
function withMention(text: string, mention: { id: string; name: string } | null) {
  if (!mention) return text;
  const token = `@[${mention.name.replace(/[[\]\n]/g, " ").trim()}](${mention.id})`;
  return text.includes(`@${mention.name}`)
    ? text.replace(`@${mention.name}`, token)
    : `${text} ${token}`.trim();
}

export async function detailAction({ request, context }: PageArgs, tabParam: string | undefined) {
  await requireUser({ request, context });
  const tab = (DETAIL_TABS.includes(tabParam as DetailTab) ? tabParam : "details") as DetailTab;
  const url = new URL(request.url);
  const id = url.searchParams.get("incident_id") ?? "";
  const back = paths.incident(id, tab);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  // A response action's status form sends the action's edit version (a stale change is refused, 409).
  const api = await apiClient({ request, context }, { ifMatch: form.get("editVersion") });
  const done = (
    res: { ok: boolean; error?: { message: string; fields?: Record<string, string[]> } },
    message: string,
  ) =>
    res.ok
      ? redirectWithToast(request, back, { type: "success", message })
      : { error: res.error?.message ?? "Something Went Wrong!", fields: res.error?.fields ?? {} };

  switch (intent) {
    case "classify":
    case "reportSent":
      return runIntents({ request, api, formData: form, back }, reportingIntents(id));
    case "status": {
      const status = String(form.get("status") ?? "");
      // Completed and Cancelled are final: asked first (the same confirmation with and without JavaScript).
      if (CLOSED_STATUSES.includes(status as IncidentStatus) && form.get("confirmed") !== "yes")
        throw redirect(`${back}&confirm=close&status=${encodeURIComponent(status)}`);
      return done(await api.put(`/incident/${id}/status`, { status }), "Status updated.");
    }
    case "team":
      return done(
        await api.put(`/incident/${id}/team`, {
          responseCoordinatorId: form.get("responseCoordinatorId") || undefined,
          members: teamMembersOf(form),
        }),
        "Response team saved.",
      );
    case "teamContactAdd": {
      const res = await api.post(`/incident/${id}/team-contacts`, {
        ref: form.get("ref"),
        role: form.get("role") || undefined,
      });
      return done(res, res.ok ? res.data.message : "");
    }
    case "teamContactRemove": {
      const res = await api.delete(
        `/incident/${id}/team-contacts/${encodeURIComponent(String(form.get("contactId") ?? ""))}`,
      );
      return done(res, res.ok ? res.data.message : "");
    }
    case "associatePlans":
      return done(await saveAssociatedPlansForm(api, id, form), PLAN_MESSAGES.associationsSaved);
    case "action":
      return done(
        await api.post(`/incident/${id}/actions`, {
          title: form.get("title"),
          ownerId: form.get("ownerId") || undefined,
          // Entered on the company's clock (a datetime-local field has no zone).
          dueAt: fromCompanyTime(form.get("dueAt") || undefined, await companyZone(api)),
        }),
        INCIDENT_MESSAGES.actionAdded,
      );
    case "action_status": {
      const actionId = String(form.get("actionId") ?? "");
      const status = String(form.get("status") ?? "");
      const res = await api.patch(`/incident/${id}/actions/${actionId}`, { status });
      if (res.ok) return done(res, "Response action updated.");
      // Shown on that action's form, with the status the user chose (e.g. a 409 conflict).
      return { error: res.error.message, fields: res.error.fields ?? {}, actionId, status };
    }
    case "comment": {
      const typed = String(form.get("mention") ?? "").slice(0, MENTIONABLE_LIMITS.q);
      const q = mentionQuery(typed);
      const people = q ? await api.get(`/incident/${id}/mentionable`, { q }) : null;
      const mention = mentionedIn(people?.ok ? people.data : [], typed);
      // A name typed that finds nobody, or several, mentions nobody: said, not silently dropped.
      if (mention === undefined) return { error: INCIDENT_MESSAGES.mentionUnknown, fields: {} };
      if (mention === "ambiguous") return { error: INCIDENT_MESSAGES.mentionAmbiguous, fields: {} };
      const text = withMention(String(form.get("text") ?? ""), mention);
      return done(
        await api.post(`/incident/${id}/actions/${form.get("actionId")}/comments`, { text }),
        INCIDENT_MESSAGES.commentAdded,
      );
    }
    case "account": {
      const res = await api.post("/assetAction", {
        impactedAssetId: form.get("impactedAssetId"),
        action: form.get("action"),
      });
      return done(
        res,
        res.ok
          ? ACCOUNTING_MESSAGES.recorded(String(form.get("name") ?? "").slice(0, 200), res.data.label)
          : "",
      );
    }
    case "calledBack": {
      const recipientId = String(form.get("recipientId") ?? "");
      return formIntent({
        schema: calledBackSchema,
        call: (api, value) => api.post(`/incident/${id}/help-requests/${recipientId}/called-back`, value),
        ok: (answer) => answer.message,
        key: () => recipientId,
      })({ request, api, formData: form, back, intent });
    }
    case "merge":
      return done(
        await api.post(`/alert/${form.get("alertId")}/merge`, { incidentId: id }),
        INCIDENT_MESSAGES.alertMerged,
      );
    default:
      return incidentRowAction({ request, context }, form, back);
  }
}
