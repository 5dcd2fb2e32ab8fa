import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { byUrgency, countStates } from "~/domains/bcp/recovery-state";
import { findIncident } from "~/domains/incidents/records.server";
import { activatePlans, deactivatePlans, updateDisruption } from "./activate.server";
import { statusSeries } from "./analysis";
import {
  activatedPlanAnswer,
  activationAnswer,
  analysisAnswer,
  deactivatedPlanAnswer,
  disruptionAnswer,
  homeAnswer,
  impactedPlansAnswer,
  responseAnswer,
  responseHistoryAnswer,
  situationReportAnswer,
} from "./answers";
import { homeSummary } from "./home.server";
import { impactedPlans } from "./impacted.server";
import { listActivations } from "./queries.server";
import { allHistory, processHistory, recordResponse } from "./responses.server";
import { incidentHeadingOf, situationReport } from "./situation.server";
import { drawSituationReport } from "./situation-pdf.server";
import {
  activateSchema,
  activeFilterSchema,
  deactivateSchema,
  disruptionSchema,
  responseSchema,
} from "./validation";

const TAG = "Activation";

export const activationEndpoints = [
  endpoint({
    method: "post",
    path: "/bcpProcess/activateBcps",
    tag: TAG,
    summary:
      "Activate approved plans an incident impacts (and chosen processes) with a reason; notifies each plan's lead and people",
    permission: "activation.manage",
    body: activateSchema,
    status: 201,
    answer: z.array(activatedPlanAnswer),
    handler: ({ deps, user, body }) => activatePlans(deps, user, body),
  }),
  endpoint({
    method: "post",
    path: "/bcpProcess/deactivateBcps",
    tag: TAG,
    summary: "Deactivate plans of an incident when the disruption ends",
    permission: "activation.manage",
    body: deactivateSchema,
    answer: z.array(deactivatedPlanAnswer),
    handler: ({ deps, user, body }) => deactivatePlans(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/bcpProcess/updateDisruption",
    tag: TAG,
    summary: "Record the disruption of an activated process (and since when)",
    permission: "activation.manage",
    body: disruptionSchema,
    answer: disruptionAnswer,
    handler: ({ deps, user, body }) => updateDisruption(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/bcpProcess/impactedBcps",
    tag: TAG,
    summary: "The plans an incident impacts, their status, whether they can be activated or are active",
    permission: "activation.read",
    query: z.object({ incidentId: z.uuid() }),
    answer: impactedPlansAnswer,
    handler: ({ deps, user, query }) => impactedPlans(deps, user, query.incidentId),
  }),
  endpoint({
    method: "get",
    path: "/bcpProcess/getAllActiveBcps",
    tag: TAG,
    summary: "Active plans with incident, since when, lead, processes and their latest response",
    permission: "activation.read",
    query: activeFilterSchema,
    answer: z.array(activationAnswer),
    handler: ({ deps, user, query }) => listActivations(deps, user, { ...query, soonerElsewhere: true }),
  }),
  endpoint({
    method: "get",
    path: "/bcpResponse/getResponseData",
    tag: TAG,
    summary: "Activated processes to respond for (active plans; one incident's with incidentId)",
    permission: "activation.read",
    query: activeFilterSchema,
    answer: z.array(activationAnswer),
    handler: ({ deps, user, query }) =>
      // Responders answer for exercises too (each marked): only the real figures leave them out.
      listActivations(deps, user, {
        incidentId: query.incidentId,
        soonerElsewhere: true,
        exercises: "include",
      }),
  }),
  endpoint({
    method: "put",
    path: "/bcpResponse/updateActivationResponse",
    tag: TAG,
    summary:
      "Record a status check of an activated process: control status, strategy and its status, headcount",
    permission: "activation.respond",
    body: responseSchema,
    status: 201,
    answer: responseAnswer,
    handler: ({ deps, user, body }) => recordResponse(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/bcpResponse/bcpActivationResponseHistory",
    tag: TAG,
    summary: "Every response of one activated process, newest first",
    permission: "activation.read",
    query: z.object({ activationProcessId: z.uuid() }),
    answer: z.array(responseHistoryAnswer),
    handler: ({ deps, user, query }) => processHistory(deps, user, query.activationProcessId),
  }),
  endpoint({
    method: "get",
    path: "/bcpResponse/allBcpActivationResponseHistory",
    tag: TAG,
    summary:
      "Every response of the company's activated processes (one incident's with incidentId), oldest first",
    permission: "activation.read",
    query: z.object({
      incidentId: z.preprocess((v) => (v === "" ? undefined : v), z.uuid().optional()),
    }),
    answer: z.array(responseHistoryAnswer),
    handler: ({ deps, user, query }) => allHistory(deps, user, query),
  }),
  endpoint({
    method: "get",
    path: "/bcpResponse/analysis",
    tag: TAG,
    summary:
      "One incident's analysis: processes by control and strategy status over time, time since activation against MAD, headcount",
    permission: "activation.read",
    query: z.object({ incidentId: z.uuid() }),
    answer: analysisAnswer,
    handler: async ({ deps, user, query }) => {
      const incident = await findIncident(deps.db, user, query.incidentId, { companyWide: true });
      const activations = await listActivations(deps, user, {
        incidentId: incident.id,
        includeInactive: true,
      });
      const history = await allHistory(deps, user, { incidentId: incident.id });
      const processes = activations.flatMap((a) => a.processes);
      return {
        incident: incidentHeadingOf(incident),
        at: deps.now(),
        states: countStates(processes.map((p) => p.state)),
        series: statusSeries(history),
        // Most urgent first (breached, then the soonest breach): the row to act on is the first one read.
        processes: activations
          .flatMap((a) =>
            a.processes.map((p) => ({
              ...p,
              bcpId: a.bcpId,
              bcpName: a.bcpName,
              active: a.active,
            })),
          )
          .sort(byUrgency),
      };
    },
  }),
  endpoint({
    method: "get",
    path: "/bcpResponse/situationReport",
    tag: TAG,
    summary:
      "One incident's situation report: what is hit, each process's state and time to breach, actions and owners, people accounted for, next status check",
    permission: "activation.read",
    query: z.object({ incidentId: z.uuid() }),
    answer: situationReportAnswer,
    handler: ({ deps, user, query }) => situationReport(deps, user, query.incidentId),
  }),
  endpoint({
    method: "get",
    path: "/bcpResponse/situationReportPdf",
    tag: TAG,
    summary: "The situation report as a one-page PDF",
    permission: "activation.read",
    query: z.object({ incidentId: z.uuid() }),
    produces: "application/pdf",
    handler: async ({ deps, user, query }) => {
      const report = await situationReport(deps, user, query.incidentId);
      const bytes = await drawSituationReport(report);
      const stamp = report.at.slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
      return new Response(Buffer.from(bytes), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="situation-report-${stamp}.pdf"`,
          "cache-control": "no-store",
        },
      });
    },
  }),
  endpoint({
    method: "get",
    path: "/home",
    tag: "Home",
    summary:
      "Home in one answer: open incidents and crises with impacted sites and people, active plans, processes at risk or breached, overdue status checks and response actions, the caller's plans (each part only where the caller may read it)",
    permission: "authenticated",
    answer: homeAnswer,
    handler: ({ deps, user }) => homeSummary(deps, user),
  }),
];
