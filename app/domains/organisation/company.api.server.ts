import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { companyAnswer, companyDetailAnswer, dateSettingsAnswer } from "~/domains/companies/answers";
import { companyDatesOnce } from "~/domains/companies/dates.server";
import { companySchema, messageLimitSchema } from "~/domains/companies/validation";
import * as company from "./company.server";

const TAG = "Companies";
const idParams = z.object({ id: z.uuid() });

export const companyEndpoints = [
  endpoint({
    method: "get",
    path: "/company/dates",
    tag: TAG,
    summary: "The caller's company's date format and time zone, for every date a screen shows",
    permission: "authenticated",
    answer: dateSettingsAnswer,
    handler: ({ deps, user }) => companyDatesOnce(deps.db, user, user.companyId),
  }),
  endpoint({
    method: "get",
    path: "/company",
    tag: TAG,
    summary: "The caller's company: name, logo and settings",
    permission: "company.read",
    answer: companyDetailAnswer,
    handler: ({ deps, user }) => company.getCompany(deps, user),
  }),
  endpoint({
    method: "put",
    path: "/company",
    maxBodyBytes: 2 * 1024 * 1024, // a logo of 800,000 characters
    tag: TAG,
    summary: "Manage Company: change the caller's company name, logo (image data URL, 512 KB) and settings",
    permission: "company.manage",
    body: companySchema,
    answer: companyDetailAnswer,
    handler: ({ deps, user, body }) => company.updateCompany(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/company/all",
    tag: TAG,
    summary: "Companies the caller may see: all for the System Administrator, otherwise their own",
    permission: "company.read",
    answer: z.array(companyAnswer),
    handler: ({ deps, user }) => company.listCompanies(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/company/detail/{id}",
    tag: TAG,
    summary: "One company within the caller's scope",
    permission: "company.read",
    params: idParams,
    answer: companyDetailAnswer,
    handler: ({ deps, user, params }) => company.getCompany(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/company/detail/{id}",
    maxBodyBytes: 2 * 1024 * 1024, // a logo of 800,000 characters
    tag: TAG,
    summary: "Change one company within the caller's scope",
    permission: "company.manage",
    params: idParams,
    body: companySchema,
    answer: companyDetailAnswer,
    handler: ({ deps, user, params, body }) => company.updateCompany(deps, user, body, params.id),
  }),
  endpoint({
    method: "post",
    path: "/company/detail/{id}/verify",
    tag: TAG,
    summary:
      "System Administrator: confirm a company as a verified sender (its small unverified daily quota lifted; audited)",
    permission: "company.verify",
    params: idParams,
    answer: companyDetailAnswer,
    handler: ({ deps, user, params }) => company.verifyCompany(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/company/detail/{id}/message-limit",
    tag: TAG,
    summary:
      "System Administrator: set a company's daily message limit (null: sized from its people); alerts to people still go past it, recorded (audited)",
    permission: "company.verify",
    params: idParams,
    body: messageLimitSchema,
    answer: companyDetailAnswer,
    handler: ({ deps, user, params, body }) => company.setMessageLimit(deps, user, params.id, body),
  }),
];
