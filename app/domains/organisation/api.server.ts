import type { JSONParsed } from "hono/utils/types";
import { z } from "zod";
import type { ApiDeps, Principal } from "~/api/context.server";
import { endpoint } from "~/api/endpoint.server";
import {
  businessUnitAnswer,
  businessUnitTreeAnswer,
  companySetupAnswer,
  departmentAnswer,
  organisationAnswer,
  removedAnswer,
  siteAnswer,
} from "./answers";
import * as org from "./service.server";
import { companySetup } from "./setup.server";
import { businessUnitSchema, departmentSchema, siteSchema, unitFilterSchema } from "./validation";

const TAG = "Organisation";
const idParams = z.object({ id: z.uuid() });

/** Create, change and remove endpoints of one kind of organisation record, each answering the record as `item`. */
function crud<const Path extends string, I, Item>(
  path: Path,
  noun: string,
  body: z.ZodType<I>,
  ops: {
    get: (deps: ApiDeps, user: Principal, id: string) => Promise<Item>;
    create: (deps: ApiDeps, user: Principal, input: I) => Promise<Item>;
    update: (deps: ApiDeps, user: Principal, id: string, input: I) => Promise<Item>;
    remove: typeof org.deleteUnit;
  },
  // Checked here, where the record's type is known: the endpoints below take it as it is.
  item: z.ZodType<NoInfer<JSONParsed<Item>>>,
) {
  return [
    endpoint({
      method: "get",
      path: `${path}/{id}`,
      tag: TAG,
      summary: `One ${noun} within the caller's scope`,
      permission: "org.read",
      params: idParams,
      answer: item as never,
      handler: ({ deps, user, params }) => ops.get(deps, user, params.id),
    }),
    endpoint({
      method: "post",
      path,
      tag: TAG,
      summary: `Add a ${noun}`,
      permission: "org.manage",
      status: 201,
      body,
      answer: item as never,
      handler: ({ deps, user, body }) => ops.create(deps, user, body as never),
    }),
    endpoint({
      method: "put",
      path: `${path}/{id}`,
      tag: TAG,
      summary: `Change a ${noun}`,
      permission: "org.manage",
      params: idParams,
      body,
      answer: item as never,
      handler: ({ deps, user, params, body }) => ops.update(deps, user, params.id, body as never),
    }),
    endpoint({
      method: "delete",
      path: `${path}/{id}`,
      tag: TAG,
      summary: `Remove a ${noun} (refused while it is in use)`,
      permission: "org.manage",
      params: idParams,
      answer: removedAnswer,
      handler: ({ deps, user, params }) => ops.remove(deps, user, params.id),
    }),
  ];
}

export const organisationEndpoints = [
  endpoint({
    method: "get",
    path: "/bcpOrganization",
    tag: TAG,
    summary:
      "The organisation the caller may see: business units (flat, with parentId), departments, sites, countries",
    permission: "org.read",
    query: z.object({ companyId: z.preprocess((v) => v || undefined, z.uuid().optional()) }),
    answer: organisationAnswer,
    handler: ({ deps, user, query }) => org.getOrganisation(deps, user, query.companyId),
  }),
  endpoint({
    method: "get",
    path: "/bcpOrganization/setup",
    tag: TAG,
    summary:
      "Where the company's setup stands: business unit and site, an approver, a first plan, a first exercise",
    permission: "org.manage",
    answer: companySetupAnswer,
    handler: ({ deps, user }) => companySetup(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/bcp/getBCPUnits",
    tag: TAG,
    summary: "Business units with their sub business units, within the caller's scope",
    permission: "org.read",
    answer: z.array(businessUnitTreeAnswer),
    handler: ({ deps, user }) => org.getUnitTree(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/bcp/allAddedBCPDepartments",
    tag: TAG,
    summary: "Departments within the caller's scope, optionally of one business unit",
    permission: "org.read",
    query: unitFilterSchema,
    answer: z.array(departmentAnswer),
    handler: ({ deps, user, query }) => org.listDepartments(deps, user, query.businessUnitId),
  }),
  endpoint({
    method: "get",
    path: "/bcpOrganization/sites",
    tag: TAG,
    summary: "Company sites within the caller's scope, optionally of one business unit",
    permission: "org.read",
    query: unitFilterSchema,
    answer: z.array(siteAnswer),
    handler: ({ deps, user, query }) => org.listSites(deps, user, query.businessUnitId),
  }),
  ...crud(
    "/bcpOrganization/businessUnits",
    "business unit or sub business unit",
    businessUnitSchema,
    { get: org.getUnit, create: org.createUnit, update: org.updateUnit, remove: org.deleteUnit },
    businessUnitAnswer,
  ),
  ...crud(
    "/bcpOrganization/departments",
    "department",
    departmentSchema,
    {
      get: org.getDepartment,
      create: org.createDepartment,
      update: org.updateDepartment,
      remove: org.deleteDepartment,
    },
    departmentAnswer,
  ),
  ...crud(
    "/bcpOrganization/sites",
    "site",
    siteSchema,
    { get: org.getSite, create: org.createSite, update: org.updateSite, remove: org.deleteSite },
    siteAnswer,
  ),
];
