import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { linkAnswer } from "~/domains/incident-messages/answers";
import { drillAnswer, drillStartedAnswer, rosterDrillsAnswer, scorecardAnswer } from "./answers";
import * as service from "./service.server";
import { rosterQuerySchema, scorecardQuerySchema, startDrillSchema } from "./validation";

const tag = "Reachability drills";
const tokenSchema = z.object({ token: z.string().min(1).max(64) });

/** Reachability drills of rosters (issue 36 item 5): start or schedule, scorecards, and the acknowledge link. */
export const drillEndpoints = [
  endpoint({
    method: "get",
    path: "/drills",
    tag,
    summary: "The company's reachability drills, newest first, each with people answered of people tested",
    permission: "drill.read",
    answer: z.array(drillAnswer),
    handler: ({ deps, user }) => service.listDrills(deps, user),
  }),
  endpoint({
    method: "post",
    path: "/drills",
    tag,
    summary:
      "Start a reachability drill of a roster now, or schedule it (scheduledFor); only for those who may edit the roster's plan",
    permission: "drill.start",
    status: 201,
    body: startDrillSchema,
    answer: drillStartedAnswer,
    handler: ({ deps, user, body }) => service.startDrill(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/drills/{id}",
    tag,
    summary: "A drill's scorecard: each person's result per channel (answered, no answer, failed, no number)",
    permission: "drill.read",
    params: z.object({ id: z.uuid() }),
    query: scorecardQuerySchema,
    answer: scorecardAnswer,
    handler: ({ deps, user, params, query }) => service.scorecard(deps, user, params.id, query),
  }),
  endpoint({
    method: "get",
    path: "/drill-roster",
    tag,
    summary:
      "A roster's drills as its plan shows them: the last result, the entries that did not answer it, the next scheduled",
    permission: "authenticated",
    query: rosterQuerySchema,
    answer: rosterDrillsAnswer,
    handler: ({ deps, user, query }) => service.rosterDrills(deps, user, query),
  }),
  endpoint({
    method: "get",
    path: "/drill-link",
    tag,
    summary: "What a drill's acknowledge link shows; records nothing",
    permission: "public",
    query: tokenSchema,
    answer: linkAnswer,
    handler: ({ deps, query }) => service.describeDrillLink(deps, query.token),
  }),
  endpoint({
    method: "post",
    path: "/drill-link",
    tag,
    summary: "Acknowledge a reachability drill through its link, once per person and channel",
    permission: "public",
    maxBodyBytes: 1024,
    body: tokenSchema,
    answer: linkAnswer,
    handler: ({ deps, body }) => service.answerDrillLink(deps, body.token),
  }),
];
