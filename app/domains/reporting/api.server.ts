import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { classificationAnswer, classifiedAnswer, openDeadlineAnswer, reportSentAnswer } from "./answers";
import { openReportDeadlines } from "./clock.server";
import * as service from "./service.server";
import { classificationSchema, reportSentSchema } from "./validation";

const idParams = z.object({ id: z.uuid() });
const tag = "Incident classification and reporting";

export const reportingEndpoints = [
  endpoint({
    method: "get",
    path: "/incidentReports/due",
    tag,
    summary: "Reports due (not yet sent) in the company's open incidents, the soonest deadline first",
    permission: "incident.read",
    answer: z.array(openDeadlineAnswer),
    handler: ({ deps, user }) => openReportDeadlines(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/incident/{id}/classification",
    tag,
    summary: "An incident's classification (null until classified) and its regulators' report deadlines",
    permission: "incident.read",
    params: idParams,
    answer: classificationAnswer,
    handler: ({ deps, user, params }) => service.classificationOf(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/incident/{id}/classification",
    tag,
    summary:
      "Classify (or reclassify) an incident: awareness and classification times, DORA criteria, result and reason, regimes; a major incident starts the reporting clocks",
    permission: "incident.manage",
    params: idParams,
    body: classificationSchema,
    answer: classifiedAnswer,
    handler: ({ deps, user, params, body }) => service.classifyIncident(deps, user, params.id, body),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/reports/sent",
    tag,
    summary: "Record a report as sent (time and the authority's reference): its deadline is met or late",
    permission: "incident.manage",
    params: idParams,
    body: reportSentSchema,
    answer: reportSentAnswer,
    handler: ({ deps, user, params, body }) => service.recordReportSent(deps, user, params.id, body),
  }),
];
