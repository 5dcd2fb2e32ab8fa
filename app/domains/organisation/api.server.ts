import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import * as org from "./service.server";
import { businessUnitSchema, departmentSchema, siteSchema, unitFilterSchema } from "./validation";

const TAG = "Organisation";
const idParams = z.object({ id: z.uuid() });

/** Create, change and remove endpoints of one kind of organisation record. */
function crud<const Path extends string, I>(
  path: Path,
  noun: string,
  body: z.ZodType<I>,
  ops: {
    get: typeof org.getUnit;
    create: typeof org.createUnit;
    update: typeof org.updateUnit;
    remove: typeof org.deleteUnit;
  },
) {
  return [
    endpoint({
      method: "get",
      path: `${path}/{id}`,
      tag: TAG,
      summary: `One ${noun} within the caller's scope`,
      permission: "org.read",
      params: idParams,
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
      handler: ({ deps, user, params, body }) => ops.update(deps, user, params.id, body as never),
    }),
    endpoint({
      method: "delete",
      path: `${path}/{id}`,
      tag: TAG,
      summary: `Remove a ${noun} (refused while it is in use)`,
      permission: "org.manage",
      params: idParams,
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
    handler: ({ deps, user, query }) => org.getOrganisation(deps, user, query.companyId),
  }),
  endpoint({
    method: "get",
    path: "/bcp/getBCPUnits",
    tag: TAG,
    summary: "Business units with their sub business units, within the caller's scope",
    permission: "org.read",
    handler: ({ deps, user }) => org.getUnitTree(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/bcp/allAddedBCPDepartments",
    tag: TAG,
    summary: "Departments within the caller's scope, optionally of one business unit",
    permission: "org.read",
    query: unitFilterSchema,
    handler: ({ deps, user, query }) => org.listDepartments(deps, user, query.businessUnitId),
  }),
  endpoint({
    method: "get",
    path: "/bcpOrganization/sites",
    tag: TAG,
    summary: "Company sites within the caller's scope, optionally of one business unit",
    permission: "org.read",
    query: unitFilterSchema,
    handler: ({ deps, user, query }) => org.listSites(deps, user, query.businessUnitId),
  }),
  ...crud("/bcpOrganization/businessUnits", "business unit or sub business unit", businessUnitSchema, {
    get: org.getUnit,
    create: org.createUnit,
    update: org.updateUnit,
    remove: org.deleteUnit,
  }),
  ...crud("/bcpOrganization/departments", "department", departmentSchema, {
    get: org.getDepartment as never,
    create: org.createDepartment as never,
    update: org.updateDepartment as never,
    remove: org.deleteDepartment,
  }),
  ...crud("/bcpOrganization/sites", "site", siteSchema, {
    get: org.getSite as never,
    create: org.createSite as never,
    update: org.updateSite as never,
    remove: org.deleteSite,
  }),
];
