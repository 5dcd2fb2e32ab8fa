import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { byIdEndpoints, pagedListEndpoint } from "~/api/endpoint-builders.server";
import {
  latitudeSchema,
  longitudeSchema,
  RADIUS_UNITS,
  radiusFields,
  withinHalfTheEarth,
} from "~/domains/geo/units";
import {
  assetActionListedAnswer,
  assetActionRecordedAnswer,
  assetAnswer,
  assetDetailAnswer,
  assetLocationAnswer,
  assetSavedAnswer,
  cappedPagedAssetsAnswer,
  impactAnswer,
  impactLoadAnswer,
  nearestAssetAnswer,
  pagedSiteAddressesAnswer,
  radiusAssetAnswer,
  removedAnswer,
} from "./answers";
import * as impact from "./impact.server";
import { importAssets } from "./import.server";
import { csvImportEndpoint } from "./import-endpoint.server";
import { ASSET_TYPES } from "./model";
import { assetsInRadius, nearestAsset } from "./radius.server";
import * as service from "./service.server";
import {
  adhocAssetSchema,
  assetSchema,
  listQuerySchema,
  pageQuerySchema,
  siteSearchSchema,
} from "./validation";

const idParams = z.object({ id: z.uuid() });
const incidentQuery = z.object({ incidentId: z.uuid("Not a valid incident.") });
const tag = "Assets";

// Fixed paths come before /asset/{id} so that "in-radius" is never read as an id.

export const assetEndpoints = [
  pagedListEndpoint({
    path: "/asset/all",
    tag,
    summary: "The company's sites, paged, filtered by text (name, city, address, country) and type",
    permission: "asset.read",
    query: listQuerySchema,
    answerBody: cappedPagedAssetsAnswer,
    list: service.listAssets,
  }),
  endpoint({
    method: "get",
    path: "/asset/in-radius",
    tag,
    summary:
      "Sites within a radius (km or miles) of a point, nearest first, on the sphere; with incidentId, also that incident's ad hoc locations",
    permission: "asset.read",
    query: withinHalfTheEarth(z.object({ ...radiusFields, incidentId: z.uuid().optional() })),
    answer: z.array(radiusAssetAnswer),
    handler: ({ deps, user, query }) =>
      assetsInRadius(deps.db, user.companyId, { ...query, includeIncidentId: query.incidentId }),
  }),
  endpoint({
    method: "get",
    path: "/asset/nearest",
    tag,
    summary: "The nearest site of a type (office by default) to a point, or null",
    permission: "asset.read",
    query: z.object({
      lat: latitudeSchema,
      lng: longitudeSchema,
      type: z.enum(ASSET_TYPES).optional(),
      unit: z.enum(RADIUS_UNITS).default("km"),
    }),
    answer: nearestAssetAnswer,
    handler: ({ deps, user, query }) => nearestAsset(deps, user, query),
  }),
  pagedListEndpoint({
    path: "/asset/company-assets-with-bcp",
    tag,
    summary: "Sites linked to at least one BCP, a page at a time",
    permission: "asset.read",
    query: pageQuerySchema,
    answerBody: cappedPagedAssetsAnswer,
    list: service.assetsWithBcp,
  }),
  endpoint({
    method: "get",
    path: "/asset/locations",
    tag,
    summary: "Country, state and city of the company's sites, with counts",
    permission: "asset.read",
    answer: z.array(assetLocationAnswer),
    handler: ({ deps, user }) => service.assetLocations(deps, user),
  }),
  pagedListEndpoint({
    path: "/asset/addresses",
    tag,
    summary:
      "Sites matching q (name, city, address) as id, name, type, one-line address and point, 20 a page (counted to 1,000)",
    permission: "asset.read",
    query: siteSearchSchema,
    answerBody: pagedSiteAddressesAnswer,
    list: service.assetAddresses,
  }),
  endpoint({
    method: "get",
    path: "/asset/adhoc",
    tag,
    summary: "The ad hoc locations added to one incident",
    permission: "asset.read",
    query: incidentQuery,
    answer: z.array(assetAnswer),
    handler: ({ deps, user, query }) => impact.listAdhoc(deps, user, query.incidentId),
  }),
  endpoint({
    method: "post",
    path: "/asset/adhoc",
    tag,
    summary: "Add an ad hoc location to one incident",
    permission: "impact.manage",
    status: 201,
    body: adhocAssetSchema,
    answer: assetSavedAnswer,
    handler: ({ deps, user, body }) => impact.addAdhoc(deps, user, body),
  }),
  endpoint({
    method: "delete",
    path: "/asset/adhoc/{id}",
    tag,
    summary: "Remove an ad hoc location from its incident",
    permission: "impact.manage",
    params: idParams,
    answer: removedAnswer,
    handler: ({ deps, user, params }) => impact.removeAdhoc(deps, user, params.id),
  }),
  csvImportEndpoint({
    path: "/asset/import",
    tag,
    summary: "Import sites from CSV text; good rows are created, bad rows reported by line",
    run: importAssets,
  }),
  endpoint({
    method: "post",
    path: "/asset",
    tag,
    summary: "Create a site",
    permission: "asset.manage",
    status: 201,
    body: assetSchema,
    answer: assetSavedAnswer,
    handler: ({ deps, user, body }) => service.createAsset(deps, user, body),
  }),
  ...byIdEndpoints({
    path: "/asset/{id}",
    tag,
    read: "asset.read",
    manage: "asset.manage",
    body: assetSchema,
    get: {
      summary: "One site, with how many people have it as home site",
      answer: assetDetailAnswer,
      run: service.getAsset,
    },
    put: {
      summary: "Change a site (its people move with it)",
      answer: assetSavedAnswer,
      run: service.updateAsset,
    },
    delete: {
      summary: "Delete a site (409 while it is someone's home site)",
      answer: removedAnswer,
      run: service.deleteAsset,
    },
  }),
  endpoint({
    method: "post",
    path: "/impactedAsset",
    tag,
    summary: "Load the sites and people within a radius as impacted by an incident (replaces the last load)",
    permission: "impact.manage",
    body: impact.loadImpactSchema,
    answer: impactLoadAnswer,
    handler: ({ deps, user, body }) => impact.loadImpact(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/impactedAsset",
    tag,
    summary:
      "The sites and people an incident impacts, each with its status (who, when), its history, and the counts per status",
    permission: "asset.read",
    query: incidentQuery,
    answer: impactAnswer,
    handler: ({ deps, user, query }) => impact.listImpact(deps, user, query.incidentId),
  }),
  endpoint({
    method: "post",
    path: "/assetAction",
    tag,
    summary:
      "Record a status on an impacted person (safe, injured, missing, unreached) or site (operational, degraded, closed), or another action (evacuated…); the latest status wins, the history stays",
    permission: "impact.manage",
    status: 201,
    body: impact.assetActionSchema,
    answer: assetActionRecordedAnswer,
    handler: ({ deps, user, body }) => impact.recordAssetAction(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/assetAction",
    tag,
    summary:
      "The actions recorded on one impacted site or person (impactedAssetId), or on all of an incident's (incidentId), oldest first, with who and when",
    permission: "asset.read",
    query: z
      .object({ impactedAssetId: z.uuid().optional(), incidentId: z.uuid().optional() })
      .refine((q) => q.impactedAssetId || q.incidentId, {
        message: "Give impactedAssetId or incidentId.",
        path: ["impactedAssetId"],
      }),
    answer: z.array(assetActionListedAnswer),
    handler: ({ deps, user, query }) => impact.listAssetActions(deps, user, query),
  }),
];
