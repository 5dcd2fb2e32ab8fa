import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { byIdEndpoints, pagedListEndpoint } from "~/api/endpoint-builders.server";
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

const tag = "People";

export const peopleEndpoints = [
  pagedListEndpoint({
    path: "/people/all",
    tag,
    summary: "Employees and contractors, paged, filtered by text (name, email, home site) and type",
    permission: "asset.read",
    query: listQuerySchema,
    answerBody: pagedPeopleAnswer,
    list: service.listPeople,
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
  ...byIdEndpoints({
    path: "/people/{id}",
    tag,
    read: "asset.read",
    manage: "asset.manage",
    body: personSchema,
    get: { summary: "One person", answer: personAnswer, run: service.getPerson },
    put: { summary: "Change a person", answer: personSavedAnswer, run: service.updatePerson },
    delete: { summary: "Remove a person", answer: removedAnswer, run: service.deletePerson },
  }),
];
