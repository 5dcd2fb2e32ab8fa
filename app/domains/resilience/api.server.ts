import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { byIdEndpoints } from "~/api/endpoint-builders.server";
import { keptVersionAnswer } from "~/domains/evidence/answers";
import {
  businessServiceAnswer,
  businessServiceCreatedAnswer,
  businessServiceDeletedAnswer,
  businessServiceListAnswer,
  businessServiceOptionsAnswer,
  businessServiceUpdatedAnswer,
  selfAssessmentAnswer,
  selfAssessmentVersionAnswer,
  selfAssessmentVersionsAnswer,
  serviceClockAnswer,
  vulnerabilityAddedAnswer,
  vulnerabilityAnswer,
  vulnerabilityRemovedAnswer,
  vulnerabilitySavedAnswer,
} from "./answers";
import * as clocks from "./clock-view.server";
import * as selfAssessment from "./self-assessment.server";
import { renderSelfAssessmentPdf } from "./self-assessment-pdf.server";
import * as service from "./service.server";
import { businessServiceSchema, selfAssessmentApproveSchema, vulnerabilitySchema } from "./validation";
import * as vulnerabilities from "./vulnerabilities.server";

const idParams = z.object({ id: z.uuid() });
const tag = "Important business services";

export const resilienceEndpoints = [
  endpoint({
    method: "get",
    path: "/businessService/all",
    tag,
    summary:
      "The company's important business services (or those relying on one register entry), with their tolerance and how many mapped processes exceed it",
    permission: "businessService.read",
    query: z.object({ entryId: z.uuid().optional() }),
    answer: z.array(businessServiceListAnswer),
    handler: ({ deps, user, query }) => service.listServices(deps, user, { entryId: query.entryId }),
  }),
  endpoint({
    method: "get",
    path: "/businessService/options",
    tag,
    summary:
      "What a service can be mapped to (the company's processes and register entries) and owned by (its active users)",
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
  ...byIdEndpoints({
    path: "/businessService/{id}",
    tag,
    read: "businessService.read",
    manage: "businessService.manage",
    body: businessServiceSchema,
    get: {
      summary:
        "One important business service, its mapped processes and whether each MAD is within its tolerance",
      answer: businessServiceAnswer,
      run: service.getService,
    },
    put: {
      summary: "Change a service, its tolerance and its mapping (the mapping is replaced)",
      answer: businessServiceUpdatedAnswer,
      run: service.updateService,
    },
    delete: {
      summary: "Delete an important business service (its processes stay)",
      answer: businessServiceDeletedAnswer,
      run: service.deleteService,
    },
  }),
  endpoint({
    method: "get",
    path: "/selfAssessment",
    tag,
    summary:
      "The self-assessment as it stands (PRA SS1/21 ch. 8): services and why, tolerances and why, mapping, scenario tests, breaches, vulnerabilities",
    permission: "businessService.read",
    answer: selfAssessmentAnswer,
    handler: ({ deps, user }) => selfAssessment.currentSelfAssessment(deps, user),
  }),
  endpoint({
    method: "post",
    path: "/selfAssessment/approve",
    tag,
    summary:
      "Approve the self-assessment with its lessons learned and communication strategy: the version is kept unchanged with its digest",
    permission: "businessService.manage",
    status: 201,
    body: selfAssessmentApproveSchema,
    answer: keptVersionAnswer,
    handler: ({ deps, user, body }) => selfAssessment.approveSelfAssessment(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/selfAssessment/versions",
    tag,
    summary:
      "The self-assessment's approved versions, newest first: version, approver, time and SHA-256 digest",
    permission: "businessService.read",
    answer: selfAssessmentVersionsAnswer,
    handler: ({ deps, user }) => selfAssessment.selfAssessmentVersions(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/selfAssessment/version",
    tag,
    summary: "One approved version of the self-assessment, exactly as approved",
    permission: "businessService.read",
    query: z.object({ versionId: z.uuid() }),
    answer: selfAssessmentVersionAnswer,
    handler: ({ deps, user, query }) => selfAssessment.selfAssessmentVersion(deps, user, query.versionId),
  }),
  endpoint({
    method: "get",
    path: "/selfAssessment/vulnerabilities",
    tag,
    summary:
      "The self-assessment's vulnerabilities with their owner, remediation date and status, soonest remediation first",
    permission: "businessService.read",
    answer: z.array(vulnerabilityAnswer),
    handler: ({ deps, user }) => vulnerabilities.listVulnerabilities(deps.db, user.companyId),
  }),
  endpoint({
    method: "post",
    path: "/selfAssessment/vulnerability",
    tag,
    summary:
      "Record a vulnerability (of a service or of the company) with its owner, remediation date and status",
    permission: "businessService.manage",
    status: 201,
    body: vulnerabilitySchema,
    answer: vulnerabilityAddedAnswer,
    handler: ({ deps, user, body }) => vulnerabilities.addVulnerability(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/selfAssessment/vulnerability/{id}",
    tag,
    summary: "Change a vulnerability: its owner, remediation date or status",
    permission: "businessService.manage",
    params: idParams,
    body: vulnerabilitySchema,
    answer: vulnerabilitySavedAnswer,
    handler: ({ deps, user, params, body }) =>
      vulnerabilities.updateVulnerability(deps, user, params.id, body),
  }),
  endpoint({
    method: "delete",
    path: "/selfAssessment/vulnerability/{id}",
    tag,
    summary: "Remove a vulnerability from the self-assessment",
    permission: "businessService.manage",
    params: idParams,
    answer: vulnerabilityRemovedAnswer,
    handler: ({ deps, user, params }) => vulnerabilities.deleteVulnerability(deps, user, params.id),
  }),
  endpoint({
    method: "get",
    path: "/selfAssessment/pdf",
    tag,
    summary: "The self-assessment as a PDF: an approved version (?versionId=) or as it stands",
    permission: "businessService.read",
    query: z.object({ versionId: z.uuid().optional() }),
    produces: "application/pdf",
    handler: async ({ deps, user, query }) => {
      const { bytes, filename } = await renderSelfAssessmentPdf(deps, user, query.versionId);
      return new Response(Buffer.from(bytes), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="${filename}"`,
          "cache-control": "no-store",
        },
      });
    },
  }),
];
