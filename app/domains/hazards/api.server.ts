import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { byIdEndpoints } from "~/api/endpoint-builders.server";
import {
  hazardAnswer,
  hazardCategoryCreatedAnswer,
  hazardCategoryDeletedAnswer,
  hazardCategoryDetailAnswer,
  hazardCategoryListAnswer,
  hazardCategoryUpdatedAnswer,
  hazardCreatedAnswer,
  hazardDeletedAnswer,
  hazardListAnswer,
  hazardUpdatedAnswer,
} from "./answers";
import * as service from "./service.server";
import { hazardCategorySchema, hazardSchema } from "./validation";

const tag = "Hazards";

export const hazardEndpoints = [
  endpoint({
    method: "get",
    path: "/hazardCategory/all",
    tag,
    summary: "The company's hazard categories, with how many hazards each holds",
    permission: "hazard.read",
    answer: z.array(hazardCategoryListAnswer),
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
    answer: hazardCategoryCreatedAnswer,
    handler: ({ deps, user, body }) => service.createCategory(deps, user, body),
  }),
  ...byIdEndpoints({
    path: "/hazardCategory/{id}",
    tag,
    read: "hazard.read",
    manage: "hazard.manage",
    body: hazardCategorySchema,
    get: {
      summary: "One hazard category with its hazards",
      answer: hazardCategoryDetailAnswer,
      run: service.getCategory,
    },
    put: {
      summary: "Rename or describe a hazard category",
      answer: hazardCategoryUpdatedAnswer,
      run: service.updateCategory,
    },
    delete: {
      summary: "Delete an empty hazard category (409 while it still holds hazards)",
      answer: hazardCategoryDeletedAnswer,
      run: service.deleteCategory,
    },
  }),
  endpoint({
    method: "get",
    path: "/hazard/all",
    tag,
    summary: "The company's hazards, optionally of one category",
    permission: "hazard.read",
    query: z.object({ categoryId: z.uuid().optional() }),
    answer: z.array(hazardListAnswer),
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
    answer: hazardCreatedAnswer,
    handler: ({ deps, user, body }) => service.createHazard(deps, user, body),
  }),
  ...byIdEndpoints({
    path: "/hazard/{id}",
    tag,
    read: "hazard.read",
    manage: "hazard.manage",
    body: hazardSchema,
    get: { summary: "One hazard", answer: hazardAnswer, run: service.getHazard },
    put: {
      summary: "Rename, describe or move a hazard to another category",
      answer: hazardUpdatedAnswer,
      run: service.updateHazard,
    },
    delete: { summary: "Delete a hazard", answer: hazardDeletedAnswer, run: service.deleteHazard },
  }),
];
