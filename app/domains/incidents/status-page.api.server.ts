import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import * as statusPage from "./status-page.server";
import {
  statusPagePublishSchema,
  statusPageSettingsAnswer,
  statusPageViewAnswer,
} from "./status-page-answers";

const tag = "Incidents";
const idParams = z.object({ id: z.uuid() });

/** An incident's status page (issue 36 item 6): its settings for the managers, and the two pages' reads. */
export const statusPageEndpoints = [
  endpoint({
    method: "get",
    path: "/incident/{id}/status-page",
    tag,
    summary:
      "An incident's status page settings: whether the public page is published, and the responders' link",
    permission: "incident.manage",
    params: idParams,
    answer: statusPageSettingsAnswer,
    handler: ({ deps, user, params }) => statusPage.statusPageSettings(deps, user, params.id),
  }),
  endpoint({
    method: "post",
    path: "/incident/{id}/status-page/link",
    tag,
    summary: "Create or renew the responders' status page link (the old link stops working); on the timeline",
    permission: "incident.manage",
    params: idParams,
    answer: statusPageSettingsAnswer.extend({ renewed: z.boolean() }),
    handler: ({ deps, user, params }) => statusPage.renewResponderLink(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/incident/{id}/status-page",
    tag,
    summary: "Publish the incident's public status page or take it down; on the timeline",
    permission: "incident.manage",
    params: idParams,
    body: statusPagePublishSchema,
    answer: statusPageSettingsAnswer,
    handler: ({ deps, user, params, body }) => statusPage.setPublished(deps, user, params.id, body.published),
  }),
  endpoint({
    method: "get",
    path: "/status-page",
    tag,
    summary: "The responders' status page its signed link opens (with the team's roles); 404 once renewed",
    permission: "public",
    query: z.object({ token: z.string().min(1).max(64) }),
    answer: statusPageViewAnswer,
    handler: ({ deps, query }) => statusPage.responderView(deps, query.token),
  }),
  endpoint({
    method: "get",
    path: "/status-page/public/{id}",
    tag,
    summary: "An incident's public status page (names nobody); 404 unless its coordinator published it",
    permission: "public",
    params: idParams,
    answer: statusPageViewAnswer,
    handler: ({ deps, params }) => statusPage.publicView(deps, params.id),
  }),
];
