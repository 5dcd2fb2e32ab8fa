import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import * as service from "./service.server";
import { hazardCategorySchema, hazardSchema } from "./validation";

const idParams = z.object({ id: z.uuid() });
const tag = "Hazards";

export const hazardEndpoints = [
  endpoint({
    method: "get",
    path: "/hazardCategory/all",
    tag,
    summary: "The company's hazard categories, with how many hazards each holds",
    permission: "hazard.read",
    handler: ({ deps, user }) => service.listCategories(deps, user),
  }),
  endpoint({
    method: "post",
    path: "/hazardCategory",
    tag,
    summary: "Create a hazard category",
    permission: "hazard.manage",
    status: 201,
    body: hazardCategorySchema,
    handler: ({ deps, user, body }) => service.createCategory(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/hazardCategory/{id}",
    tag,
    summary: "One hazard category with its hazards",
    permission: "hazard.read",
    params: idParams,
    handler: ({ deps, user, params }) => service.getCategory(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/hazardCategory/{id}",
    tag,
    summary: "Rename or describe a hazard category",
    permission: "hazard.manage",
    params: idParams,
    body: hazardCategorySchema,
    handler: ({ deps, user, params, body }) => service.updateCategory(deps, user, params.id, body),
  }),
  endpoint({
    method: "delete",
    path: "/hazardCategory/{id}",
    tag,
    summary: "Delete an empty hazard category (409 while it still holds hazards)",
    permission: "hazard.manage",
    params: idParams,
    handler: ({ deps, user, params }) => service.deleteCategory(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/hazard/all",
    tag,
    summary: "The company's hazards, optionally of one category",
    permission: "hazard.read",
    query: z.object({ categoryId: z.uuid().optional() }),
    handler: ({ deps, user, query }) => service.listHazards(deps, user, query.categoryId),
  }),
  endpoint({
    method: "post",
    path: "/hazard",
    tag,
    summary: "Create a hazard in a category",
    permission: "hazard.manage",
    status: 201,
    body: hazardSchema,
    handler: ({ deps, user, body }) => service.createHazard(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/hazard/{id}",
    tag,
    summary: "One hazard",
    permission: "hazard.read",
    params: idParams,
    handler: ({ deps, user, params }) => service.getHazard(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/hazard/{id}",
    tag,
    summary: "Rename, describe or move a hazard to another category",
    permission: "hazard.manage",
    params: idParams,
    body: hazardSchema,
    handler: ({ deps, user, params, body }) => service.updateHazard(deps, user, params.id, body),
  }),
  endpoint({
    method: "delete",
    path: "/hazard/{id}",
    tag,
    summary: "Delete a hazard",
    permission: "hazard.manage",
    params: idParams,
    handler: ({ deps, user, params }) => service.deleteHazard(deps, user, params.id),
  }),
];
