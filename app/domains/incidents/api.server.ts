import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { endpoint, type QueryHandlerArgs } from "~/api/endpoint.server";
import { pagedListEndpoint } from "~/api/endpoint-builders.server";
import { impactAnswer } from "~/domains/assets/answers";
import { listImpact } from "~/domains/assets/impact.server";
import { searchProcesses } from "~/domains/bcp/site-links.server";
import * as alertsService from "./alerts.server";
import {
  alertAnswer,
  alertMergedAnswer,
  draftAnswer,
  draftRemovedAnswer,
  favouriteIncidentAnswer,
  favouriteSetAnswer,
  impactedProcessAnswer,
  incidentAnswer,
  incidentDetailAnswer,
  incidentListItemAnswer,
  incidentPageAnswer,
  incidentProcessesAnswer,
  markedReadAnswer,
  mentionableAnswer,
  responseActionAnswer,
  responseActionCommentAnswer,
  responseActionListItemAnswer,
  responseChecklistAnswer,
  teamCandidateAnswer,
  teamContactChangedAnswer,
  teamContactsAnswer,
  timelineEntryAnswer,
} from "./answers";
import { responseChecklist } from "./checklist.server";
import * as drafts from "./drafts.server";
import { listFavourites } from "./favourites.server";
import { readsOwnIncidentsOnly } from "./involvement.server";
import * as lifecycle from "./lifecycle.server";
import { listIncidents } from "./list.server";
import { ALERT_STATUSES } from "./model";
import { findIncident, type IncidentRow, presentIncident } from "./records.server";
import * as response from "./response.server";
import { teamCandidates } from "./team.server";
import * as teamContacts from "./team-contacts.server";
import {
  adhocIncidentSchema,
  alertSchema,
  commentSchema,
  createDraftSchema,
  favouriteSchema,
  type ListQuery,
  listQuerySchema,
  mentionableQuery,
  mergeAlertSchema,
  responseActionSchema,
  responseActionUpdateSchema,
  saveStepSchema,
  statusChangeSchema,
  teamContactQuery,
  teamContactSchema,
  teamSchema,
} from "./validation";
import { getIncident, getProcesses } from "./view.server";

const idParams = z.object({ id: z.uuid() });
const actionParams = z.object({ id: z.uuid(), actionId: z.uuid() });
const tag = "Incidents";

// The company's lists are for company readers: whoever reads only their own incidents (Employee, Contractor)
// gets empty lists and opens the incidents they take part in from their notifications.

// Fixed paths come before /incident/{id}.
/** An ad hoc incident raised in one call: kept as a draft to review, or published at once. */
const adhocIncidentEndpoint = <const Path extends string>({
  path,
  summary,
  publishNow,
}: {
  path: Path;
  summary: string;
  publishNow: boolean;
}) =>
  endpoint({
    method: "post",
    path,
    tag,
    summary,
    permission: "incident.manage",
    status: 201,
    body: adhocIncidentSchema,
    answer: incidentAnswer,
    handler: async ({ deps, user, body }) =>
      presentIncident(await drafts.createAdhocIncident(deps, user, body, { publishNow })),
  });

/**
 * A route that changes one incident (`/incident/{id}…`) and answers it changed, as the lists show it: `change`
 * gets the id and the parsed body (when the route takes one).
 */
const incidentChangeEndpoint = <
  const Path extends string,
  M extends "post" | "put",
  Perm extends "incident.manage" | "incident.escalate",
  B extends z.ZodType | undefined = undefined,
>({
  change,
  ...spec
}: {
  method: M;
  path: Path;
  summary: string;
  permission: Perm;
  body?: B;
  change: (
    deps: ApiDeps,
    user: Principal,
    id: string,
    body: B extends z.ZodType ? z.output<B> : undefined,
  ) => Promise<IncidentRow>;
}) =>
  endpoint({
    ...spec,
    tag,
    params: idParams,
    answer: incidentAnswer,
    handler: async ({ deps, user, params, body }) =>
      presentIncident(await change(deps, user, params.id, body)),
  });

export const incidentEndpoints = [
  endpoint({
    method: "get",
    path: "/incident/all",
    tag,
    summary: "Incidents and crises (not drafts): filters, date ranges, search, sort, paging",
    permission: "incident.read",
    query: listQuerySchema,
    answerBody: incidentPageAnswer,
    handler: async ({ c, deps, user, query }: QueryHandlerArgs<ListQuery>) => {
      if (readsOwnIncidentsOnly(user))
        return c.json({ data: [], page: { page: query.page, pageSize: query.pageSize, total: 0 } });
      return c.json(await listIncidents(deps, user, query));
    },
  }),
  pagedListEndpoint({
    path: "/incident/filtered",
    tag,
    summary:
      "The incident list by its filters (type, status, hazardId, impact, createdBy, dateRange, q, favourites): the same query, sort, paging and answer as /incident/all",
    permission: "incident.read",
    query: listQuerySchema,
    answerBody: incidentPageAnswer,
    list: listIncidents,
  }),
  adhocIncidentEndpoint({
    path: "/incident/adhocIncident",
    summary:
      "Raise an ad hoc incident or crisis in one call (hazard, location and radius, title, impact, status, ad hoc process names): all wizard steps saved as a draft, to review and publish",
    publishNow: false,
  }),
  adhocIncidentEndpoint({
    path: "/incident/adhocIncident/direct",
    summary:
      "The same ad hoc incident, published at once (creator recorded, reminders started, leads and coordinators notified per the flags)",
    publishNow: true,
  }),
  endpoint({
    method: "get",
    path: "/incident/recent",
    tag,
    summary: "The five most recently created active incidents and crises",
    permission: "incident.read",
    answer: z.array(incidentListItemAnswer),
    handler: async ({ deps, user }) =>
      readsOwnIncidentsOnly(user)
        ? []
        : (await listIncidents(deps, user, listQuerySchema.parse({ pageSize: 5 }))).data,
  }),
  endpoint({
    method: "get",
    path: "/incident/drafts",
    tag,
    summary: "The caller's drafts, to resume the wizard where it was left",
    permission: "incident.manage",
    answer: z.array(draftAnswer),
    handler: ({ deps, user }) => drafts.listDrafts(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/incident/favourites",
    tag,
    summary: "The caller's favourite incidents and crises (sidebar)",
    permission: "incident.mark",
    answer: z.array(favouriteIncidentAnswer),
    handler: ({ deps, user }) => listFavourites(deps, user),
  }),
  endpoint({
    method: "post",
    path: "/incident",
    tag,
    summary: "Start an incident or crisis draft from its hazard category (optionally from an alert)",
    permission: "incident.manage",
    status: 201,
    body: createDraftSchema,
    answer: incidentAnswer,
    handler: async ({ deps, user, body }) => presentIncident(await drafts.createDraft(deps, user, body)),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}",
    tag,
    summary: "One incident, crisis or own draft",
    permission: "incident.read",
    params: idParams,
    answer: incidentDetailAnswer,
    handler: ({ deps, user, params }) => getIncident(deps, user, params.id),
  }),
  incidentChangeEndpoint({
    method: "put",
    path: "/incident/{id}",
    summary: "Save one wizard step (step = hazard_category … general_info); moves currentTab on",
    permission: "incident.manage",
    body: saveStepSchema,
    change: drafts.saveStep,
  }),
  endpoint({
    method: "delete",
    path: "/incident/{id}",
    tag,
    summary: "Remove one's own draft",
    permission: "incident.manage",
    params: idParams,
    answer: draftRemovedAnswer,
    handler: ({ deps, user, params }) => drafts.removeDraft(deps, user, params.id),
  }),
  incidentChangeEndpoint({
    method: "post",
    path: "/incident/{id}/publish",
    summary:
      "Publish a draft: records the creator, starts reminders, notifies BCP leads/coordinators per the flags",
    permission: "incident.manage",
    change: drafts.publish,
  }),
  incidentChangeEndpoint({
    method: "put",
    path: "/incident/{id}/status",
    summary: "Change status along the transition table",
    permission: "incident.manage",
    body: statusChangeSchema,
    change: (deps, user, id, body) => lifecycle.changeStatus(deps, user, id, body.status),
  }),
  incidentChangeEndpoint({
    method: "post",
    path: "/incident/{id}/escalate",
    summary: "Escalate an incident to a crisis, keeping its history",
    permission: "incident.escalate",
    change: lifecycle.escalate,
  }),
  incidentChangeEndpoint({
    method: "post",
    path: "/incident/{id}/disable",
    summary: "Disable: hide from active lists and stop reminders, without deleting",
    permission: "incident.manage",
    change: lifecycle.disable,
  }),
  endpoint({
    method: "put",
    path: "/incident/{id}/read",
    tag,
    summary: "Mark as read (for the caller)",
    permission: "incident.mark",
    params: idParams,
    answer: markedReadAnswer,
    handler: ({ deps, user, params }) => lifecycle.markRead(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/incident/{id}/favourite",
    tag,
    summary: "Star or unstar (for the caller)",
    permission: "incident.mark",
    params: idParams,
    body: favouriteSchema,
    answer: favouriteSetAnswer,
    handler: ({ deps, user, params, body }) => lifecycle.setFavourite(deps, user, params.id, body.favourite),
  }),
  incidentChangeEndpoint({
    method: "put",
    path: "/incident/{id}/team",
    summary: "Assign the response team and coordinator",
    permission: "incident.manage",
    body: teamSchema,
    change: lifecycle.setTeam,
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/impact",
    tag,
    summary: "Impacted assets and people with their latest status",
    permission: "incident.read",
    params: idParams,
    answer: impactAnswer,
    handler: async ({ deps, user, params }) => {
      await findIncident(deps.db, user, params.id);
      return listImpact(deps, user, params.id);
    },
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/processes",
    tag,
    summary: "BCP processes at the impacted sites and ad hoc processes, with the selection",
    permission: "incident.read",
    params: idParams,
    answer: incidentProcessesAnswer,
    handler: ({ deps, user, params }) => getProcesses(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/processes/search",
    tag,
    summary: "Processes of any plan of the company whose name or plan name contains q: to add by hand",
    permission: "incident.read",
    params: idParams,
    query: z.object({ q: z.string().trim().min(1).max(100) }),
    answer: z.array(impactedProcessAnswer),
    handler: async ({ deps, user, params, query }) => {
      const incident = await findIncident(deps.db, user, params.id);
      return searchProcesses(deps.db, incident.companyId, query.q);
    },
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/actions",
    tag,
    summary: "Response actions with owners, due times, statuses and comments",
    permission: "incident.read",
    params: idParams,
    answer: z.array(responseActionListItemAnswer),
    handler: ({ deps, user, params }) => response.listActions(deps, user, params.id),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/actions",
    tag,
    summary: "Add a response action",
    permission: "incident.respond",
    status: 201,
    params: idParams,
    body: responseActionSchema,
    answer: responseActionAnswer,
    handler: ({ deps, user, params, body }) => response.addAction(deps, user, params.id, body),
  }),
  endpoint({
    method: "patch",
    path: "/incident/{id}/actions/{actionId}",
    tag,
    summary: "Change a response action (owner, due time, status)",
    permission: "incident.respond",
    params: actionParams,
    body: responseActionUpdateSchema,
    answer: responseActionAnswer,
    handler: ({ deps, user, params, body }) =>
      response.updateAction(deps, user, params.id, params.actionId, body),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/actions/{actionId}/comments",
    tag,
    summary: "Comment on a response action; @[Name](userId) mentions notify the user",
    permission: "incident.respond",
    status: 201,
    params: actionParams,
    body: commentSchema,
    answer: responseActionCommentAnswer,
    handler: ({ deps, user, params, body }) =>
      response.addComment(deps, user, params.id, params.actionId, body.text),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/checklist",
    tag,
    summary: "Where the first response stands: team, plans activated, people messaged, first status check",
    permission: "incident.read",
    params: idParams,
    answer: responseChecklistAnswer,
    handler: ({ deps, user, params }) => responseChecklist(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/team-candidates",
    tag,
    summary:
      "Who may be named on the response team, with phone, team role and role on an impacted plan's BRT roster",
    permission: "incident.manage",
    params: idParams,
    answer: z.array(teamCandidateAnswer),
    handler: ({ deps, user, params }) => teamCandidates(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/team-contacts",
    tag,
    summary:
      "The response team's members without an account (People register, BRT rosters) and whom the team form offers to add",
    permission: "incident.manage",
    params: idParams,
    query: teamContactQuery,
    answer: teamContactsAnswer,
    handler: ({ deps, user, params, query }) => teamContacts.listTeamContacts(deps, user, params.id, query.q),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/team-contacts",
    tag,
    summary:
      "Add a person of the People register or a BRT roster entry of the incident's plans to the response team",
    permission: "incident.manage",
    params: idParams,
    body: teamContactSchema,
    answer: teamContactChangedAnswer,
    status: 201,
    handler: ({ deps, user, params, body }) => teamContacts.addTeamContact(deps, user, params.id, body),
  }),
  endpoint({
    method: "delete",
    path: "/incident/{id}/team-contacts/{contactId}",
    tag,
    summary: "Take a team member without an account off the response team",
    permission: "incident.manage",
    params: z.object({ id: z.uuid(), contactId: z.uuid() }),
    answer: teamContactChangedAnswer,
    handler: ({ deps, user, params }) =>
      teamContacts.removeTeamContact(deps, user, params.id, params.contactId),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/mentionable",
    tag,
    summary:
      "People of the company who can own a response action or be @mentioned: the first 20 matching q, else the incident's team first",
    permission: "incident.read",
    params: idParams,
    query: mentionableQuery,
    answer: z.array(mentionableAnswer),
    handler: ({ deps, user, params, query }) => response.listMentionable(deps, user, params.id, query.q),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/timeline",
    tag,
    summary: "Everything that happened to the incident, oldest first",
    permission: "incident.read",
    params: idParams,
    answer: z.array(timelineEntryAnswer),
    handler: ({ deps, user, params }) => response.listTimeline(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/alerts",
    tag,
    summary: "Alerts merged into the incident",
    permission: "incident.read",
    params: idParams,
    answer: z.array(alertAnswer),
    handler: async ({ deps, user, params }) => {
      await findIncident(deps.db, user, params.id);
      return alertsService.listAlerts(deps, user, { incidentId: params.id });
    },
  }),
  endpoint({
    method: "get",
    path: "/alert/all",
    tag: "Alerts",
    summary: "External alerts, newest first, optionally by status",
    permission: "incident.read",
    query: z.object({ status: z.enum(ALERT_STATUSES).optional() }),
    answer: z.array(alertAnswer),
    handler: async ({ deps, user, query }) =>
      readsOwnIncidentsOnly(user) ? [] : alertsService.listAlerts(deps, user, query),
  }),
  endpoint({
    method: "post",
    path: "/alert",
    tag: "Alerts",
    summary: "Record an alert (by hand, or from a weather/threat feed with source and externalId)",
    permission: "alert.manage",
    status: 201,
    body: alertSchema,
    answer: alertAnswer,
    handler: ({ deps, user, body }) => alertsService.createAlert(deps, user, body),
  }),
  endpoint({
    method: "post",
    path: "/alert/{id}/merge",
    tag: "Alerts",
    summary: "Merge an open alert into an incident",
    permission: "alert.manage",
    params: idParams,
    body: mergeAlertSchema,
    answer: alertMergedAnswer,
    handler: ({ deps, user, params, body }) =>
      alertsService.mergeAlert(deps, user, params.id, body.incidentId),
  }),
];
