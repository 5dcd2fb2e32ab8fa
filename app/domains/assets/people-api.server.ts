import { z } from "zod";
import { endpoint, type QueryHandlerArgs } from "~/api/endpoint.server";
import { radiusQuerySchema } from "~/domains/geo/units";
import {
  pagedPeopleAnswer,
  personAnswer,
  personCardAnswer,
  personSavedAnswer,
  radiusPersonAnswer,
  removedAnswer,
} from "./answers";
import { importPeople } from "./import.server";
import { csvImportEndpoint } from "./import-endpoint.server";
import * as service from "./people.server";
import { peopleInRadius } from "./radius.server";
import { listQuerySchema, personSchema } from "./validation";

const idParams = z.object({ id: z.uuid() });
const tag = "People";

export const peopleEndpoints = [
  endpoint({
    method: "get",
    path: "/people/all",
    tag,
    summary: "Employees and contractors, paged, filtered by text (name, email, home site) and type",
    permission: "asset.read",
    query: listQuerySchema,
    answerBody: pagedPeopleAnswer,
    handler: async ({ c, deps, user, query }: QueryHandlerArgs<z.output<typeof listQuerySchema>>) =>
      c.json(await service.listPeople(deps, user, query)),
  }),
  endpoint({
    method: "get",
    path: "/people/in-radius",
    tag,
    summary: "People whose point (own or home site's) is within a radius of a point, nearest first",
    permission: "asset.read",
    query: radiusQuerySchema,
    answer: z.array(radiusPersonAnswer),
    handler: ({ deps, user, query }) => peopleInRadius(deps.db, user.companyId, query),
  }),
  endpoint({
    method: "get",
    path: "/people/card-details",
    tag,
    summary: "A person's contact card: name, type, job title, phones, email, emergency contact, home site",
    permission: "asset.read",
    query: z.object({ id: z.uuid() }),
    answer: personCardAnswer,
    handler: ({ deps, user, query }) => service.cardDetails(deps, user, query.id),
  }),
  csvImportEndpoint({
    path: "/people/import",
    tag,
    summary: "Import people from CSV text; good rows are created, bad rows reported by line",
    run: importPeople,
  }),
  endpoint({
    method: "post",
    path: "/people",
    tag,
    summary: "Add an employee or contractor",
    permission: "asset.manage",
    status: 201,
    body: personSchema,
    answer: personSavedAnswer,
    handler: ({ deps, user, body }) => service.createPerson(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/people/{id}",
    tag,
    summary: "One person",
    permission: "asset.read",
    params: idParams,
    answer: personAnswer,
    handler: ({ deps, user, params }) => service.getPerson(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/people/{id}",
    tag,
    summary: "Change a person",
    permission: "asset.manage",
    params: idParams,
    body: personSchema,
    answer: personSavedAnswer,
    handler: ({ deps, user, params, body }) => service.updatePerson(deps, user, params.id, body),
  }),
  endpoint({
    method: "delete",
    path: "/people/{id}",
    tag,
    summary: "Remove a person",
    permission: "asset.manage",
    params: idParams,
    answer: removedAnswer,
    handler: ({ deps, user, params }) => service.deletePerson(deps, user, params.id),
  }),
];
