import { z } from "zod";
import type { Principal } from "~/api/context.server";
import { endpoint, type HandlerArgs } from "~/api/endpoint.server";
import { importBodySchema, MAX_IMPORT_BODY_BYTES } from "~/domains/assets/import.server";
import { withImportSlot } from "~/domains/assets/import-batches.server";
import {
  businessUnitProcessesAnswer,
  headcountsSavedAnswer,
  locationAddedAnswer,
  locationImportAnswer,
  locationRemovedAnswer,
  processAddedAnswer,
  processAnswer,
  processDeleteImpactAnswer,
  processLocationsAnswer,
  processRemovedAnswer,
  processTableAnswer,
  serviceAnswer,
  serviceDeleteImpactAnswer,
  serviceRemovedAnswer,
} from "./answers";
import * as services from "./bcp-services.server";
import * as locations from "./locations.server";
import { importLocations } from "./locations-import.server";
import * as processes from "./processes.server";
import {
  headcountSchema,
  locationSchema,
  type ProcessListQuery,
  processListQuerySchema,
  processSchema,
  processStatusSchema,
  processUpdateSchema,
  serviceSchema,
  serviceUpdateSchema,
} from "./validation";

const TAG = "BCP services, processes and locations";
const idQuery = z.object({ id: z.uuid() });

/**
 * The arguments of a process table handler, typed: a handler answering `c.json(...)` with an `answerBody` must not
 * take its arguments' types from the endpoint, or tsc infers its answer as unknown and refuses any answerBody.
 */
type TableArgs<Q> = HandlerArgs<undefined, Q, undefined, Principal>;

/** Services, processes, delivery locations and headcount of a plan. */
export const contentEndpoints = [
  endpoint({
    method: "get",
    path: "/bcpService/all",
    tag: TAG,
    summary: "The services of a plan",
    permission: "bcp.read",
    query: z.object({ bcpId: z.uuid() }),
    answer: z.array(serviceAnswer),
    handler: ({ deps, user, query }) => services.listServices(deps, user, query.bcpId),
  }),
  endpoint({
    method: "post",
    path: "/bcpService",
    tag: TAG,
    summary: "Add a service to a plan",
    permission: "bcp.manage",
    status: 201,
    body: serviceSchema,
    answer: serviceAnswer,
    handler: ({ deps, user, body }) => services.addService(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/bcpService",
    tag: TAG,
    summary: "Rename or describe a service",
    permission: "bcp.manage",
    body: serviceUpdateSchema,
    answer: serviceAnswer,
    handler: ({ deps, user, body }) => services.editService(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/bcpService/deleteImpact",
    tag: TAG,
    summary: "What deleting a service would delete with it (its processes and their locations)",
    permission: "bcp.read",
    query: idQuery,
    answer: serviceDeleteImpactAnswer,
    handler: ({ deps, user, query }) => services.serviceDeleteImpact(deps, user, query.id),
  }),
  endpoint({
    method: "delete",
    path: "/bcpService",
    tag: TAG,
    summary: "Delete a service with its processes and their data",
    permission: "bcp.manage",
    query: idQuery,
    answer: serviceRemovedAnswer,
    handler: ({ deps, user, query }) => services.removeService(deps, user, query.id),
  }),
  endpoint({
    method: "get",
    path: "/bcpProcess/all",
    tag: TAG,
    summary: "The process table across every plan the caller can see, filterable and paged",
    permission: "bcp.read",
    query: processListQuerySchema,
    answerBody: processTableAnswer,
    handler: async ({ c, deps, user, query }: TableArgs<ProcessListQuery>) =>
      c.json(await processes.listProcessTable(deps, user, query)),
  }),
  endpoint({
    method: "get",
    path: "/bcpProcess/businessUnit",
    tag: TAG,
    summary:
      "The processes of one business unit's plans (as unit or sub unit), with the process table's filters and paging; another company's unit answers 404",
    permission: "bcp.read",
    query: processListQuerySchema.extend({ businessUnitId: z.uuid({ error: "Choose a business unit." }) }),
    answerBody: businessUnitProcessesAnswer,
    handler: async ({ c, deps, user, query }: TableArgs<ProcessListQuery & { businessUnitId: string }>) =>
      c.json(await processes.listBusinessUnitProcesses(deps, user, query)),
  }),
  endpoint({
    method: "get",
    path: "/bcpProcess",
    tag: TAG,
    summary: "One process, in its form names",
    permission: "bcp.read",
    query: idQuery,
    answer: processAnswer,
    handler: ({ deps, user, query }) => processes.getProcess(deps, user, query.id),
  }),
  endpoint({
    method: "post",
    path: "/bcpProcess",
    tag: TAG,
    summary: "Add a process to a service",
    permission: "bcp.manage",
    status: 201,
    body: processSchema,
    answer: processAddedAnswer,
    handler: ({ deps, user, body }) => processes.addProcess(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/bcpProcess",
    tag: TAG,
    summary: "Edit a process",
    permission: "bcp.manage",
    body: processUpdateSchema,
    answer: processAnswer,
    handler: ({ deps, user, body }) => processes.editProcess(deps, user, body.id, body),
  }),
  endpoint({
    method: "put",
    path: "/bcpProcess/status",
    tag: TAG,
    summary: "Move a process through the process transition table",
    permission: "bcp.manage",
    body: processStatusSchema,
    answer: processAnswer,
    handler: ({ deps, user, body }) => processes.setProcessStatus(deps, user, body.id, body.status),
  }),
  endpoint({
    method: "get",
    path: "/bcpProcess/deleteImpact",
    tag: TAG,
    summary: "What deleting a process would delete with it (its locations)",
    permission: "bcp.read",
    query: idQuery,
    answer: processDeleteImpactAnswer,
    handler: ({ deps, user, query }) => processes.processDeleteImpact(deps, user, query.id),
  }),
  endpoint({
    method: "delete",
    path: "/bcpProcess",
    tag: TAG,
    summary: "Delete a process with its locations",
    permission: "bcp.manage",
    query: idQuery,
    answer: processRemovedAnswer,
    handler: ({ deps, user, query }) => processes.removeProcess(deps, user, query.id),
  }),
  endpoint({
    method: "get",
    path: "/bcpProcess/locations",
    tag: TAG,
    summary: "A process's delivery locations and head counts",
    permission: "bcp.read",
    query: z.object({ processId: z.uuid() }),
    answer: processLocationsAnswer,
    handler: ({ deps, user, query }) => locations.listLocations(deps, user, query.processId),
  }),
  endpoint({
    method: "post",
    path: "/bcpProcess/locations",
    tag: TAG,
    summary: "Add a delivery location (a site of the company's assets) to a process",
    permission: "bcp.manage",
    status: 201,
    body: locationSchema,
    answer: locationAddedAnswer,
    handler: ({ deps, user, body }) => locations.addLocation(deps, user, body),
  }),
  endpoint({
    method: "post",
    path: "/bcpProcess/locations/import",
    maxBodyBytes: MAX_IMPORT_BODY_BYTES, // a CSV of 5 MB, escaped as JSON
    tag: TAG,
    summary:
      "Import delivery locations from CSV (plan, process, site, headcount): all rows or, if any is wrong, none, with each error by line and column",
    permission: "bcp.manage",
    body: importBodySchema,
    answer: locationImportAnswer,
    handler: ({ deps, user, body }) =>
      withImportSlot(deps, user.companyId, () => importLocations(deps, user, body.csv)),
  }),
  endpoint({
    method: "put",
    path: "/bcpProcess/locations",
    tag: TAG,
    summary: "Save the head count of every delivery location of a process",
    permission: "bcp.manage",
    body: headcountSchema,
    answer: headcountsSavedAnswer,
    handler: ({ deps, user, body }) => locations.saveHeadcounts(deps, user, body),
  }),
  endpoint({
    method: "delete",
    path: "/bcpProcess/locations",
    tag: TAG,
    summary: "Remove a delivery location",
    permission: "bcp.manage",
    query: idQuery,
    answer: locationRemovedAnswer,
    handler: ({ deps, user, query }) => locations.removeLocation(deps, user, query.id),
  }),
];
