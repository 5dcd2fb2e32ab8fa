import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import {
  businessServiceAnswer,
  businessServiceCreatedAnswer,
  businessServiceDeletedAnswer,
  businessServiceListAnswer,
  businessServiceOptionsAnswer,
  businessServiceUpdatedAnswer,
  serviceClockAnswer,
} from "./answers";
import * as clocks from "./clock-view.server";
import * as service from "./service.server";
import { businessServiceSchema } from "./validation";

const idParams = z.object({ id: z.uuid() });
const tag = "Important business services";

export const resilienceEndpoints = [
  endpoint({
    method: "get",
    path: "/businessService/all",
    tag,
    summary:
      "The company's important business services, with their tolerance and how many mapped processes exceed it",
    permission: "businessService.read",
    answer: z.array(businessServiceListAnswer),
    handler: ({ deps, user }) => service.listServices(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/businessService/options",
    tag,
    summary: "What a service can be mapped to (the company's processes) and owned by (its active users)",
    permission: "businessService.manage",
    answer: businessServiceOptionsAnswer,
    handler: ({ deps, user }) => service.serviceOptions(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/businessService/clocks",
    tag,
    summary:
      "The services' tolerance clocks in one incident, or in every open incident: time to tolerance breach, state, recorded breach",
    permission: "businessService.read",
    query: z.object({ incidentId: z.uuid().optional() }),
    answer: z.array(serviceClockAnswer),
    handler: ({ deps, user, query }) => clocks.serviceClocks(deps, user, { incidentId: query.incidentId }),
  }),
  endpoint({
    method: "post",
    path: "/businessService",
    tag,
    summary: "Create an important business service with its impact tolerance and mapped processes",
    permission: "businessService.manage",
    status: 201,
    body: businessServiceSchema,
    answer: businessServiceCreatedAnswer,
    handler: ({ deps, user, body }) => service.createService(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/businessService/{id}",
    tag,
    summary:
      "One important business service, its mapped processes and whether each MAD is within its tolerance",
    permission: "businessService.read",
    params: idParams,
    answer: businessServiceAnswer,
    handler: ({ deps, user, params }) => service.getService(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/businessService/{id}",
    tag,
    summary: "Change a service, its tolerance and its mapping (the mapping is replaced)",
    permission: "businessService.manage",
    params: idParams,
    body: businessServiceSchema,
    answer: businessServiceUpdatedAnswer,
    handler: ({ deps, user, params, body }) => service.updateService(deps, user, params.id, body),
  }),
  endpoint({
    method: "delete",
    path: "/businessService/{id}",
    tag,
    summary: "Delete an important business service (its processes stay)",
    permission: "businessService.manage",
    params: idParams,
    answer: businessServiceDeletedAnswer,
    handler: ({ deps, user, params }) => service.deleteService(deps, user, params.id),
  }),
];
