import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { pagedListEndpoint } from "~/api/endpoint-builders.server";
import { loadPlan } from "./access.server";
import {
  auditEntryAnswer,
  fieldSheetAnswer,
  planListAnswer,
  planOverviewAnswer,
  planPageAnswer,
  planPersonAnswer,
  planStatsAnswer,
  planSummaryAnswer,
  planVersionAnswer,
  planVersionsAnswer,
  planViewAnswer,
  planViewedAnswer,
  sectionAnswer,
  userPlanCountAnswer,
} from "./answers";
import { planAuditTrail } from "./audit.server";
import { planFieldSheet } from "./field-sheet.server";
import { planVersion, planVersions, renderPlanVersionPdf } from "./kept-versions.server";
import { renderPlanPdf } from "./pdf.server";
import { getPlanForPage, sectionGuide } from "./plan-view.server";
import * as plans from "./plans.server";
import { PROCESS_HINT_MAX } from "./process-focus";
import {
  bcpCreateSchema,
  bcpIdSchema,
  bcpListQuerySchema,
  bcpStatusSchema,
  bcpUpdateSchema,
  cloneSchema,
  updateAssigneeSchema,
} from "./validation";

const TAG = "Business continuity plans";
const bcpQuery = z.object({ bcpId: z.uuid() });
const versionQuery = z.object({ bcpId: z.uuid(), versionId: z.uuid() });

/** The BCP list, at its path and at the spec's other path for it. */
const planListEndpoint = <const Path extends string>({ path, summary }: { path: Path; summary: string }) =>
  pagedListEndpoint({
    path,
    tag: TAG,
    summary,
    permission: "bcp.read",
    query: bcpListQuerySchema,
    answerBody: planListAnswer,
    list: plans.listPlans,
  });

/** Plans: list, create, read, edit, assign, status, archive, clone, views, stats, PDF. */
export const planEndpoints = [
  planListEndpoint({
    path: "/bcp/all",
    summary: "The BCP list: ?filter= (all, mine, awaiting_my_approval or a status), search, sort, paging",
  }),
  planListEndpoint({
    path: "/bcp/filterBCP",
    summary: "Same as /bcp/all (kept for the spec's path catalogue)",
  }),
  endpoint({
    method: "post",
    path: "/bcp",
    tag: TAG,
    summary: "Create a BCP for a business unit / sub business unit with its BCP lead and assignee",
    permission: "bcp.create",
    status: 201,
    body: bcpCreateSchema,
    answer: planSummaryAnswer,
    handler: ({ deps, user, body }) => plans.createPlan(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/bcp",
    tag: TAG,
    summary:
      "One plan with its sections (help, completion, approval), services, processes, locations and audit trail; with focus=process, the content of one process (processId, else the first) and every process named",
    permission: "bcp.read",
    query: bcpQuery.extend({
      focus: z.enum(["process"]).optional(),
      // A hint from the page's address: a process of another plan, or none, opens the first.
      processId: z.string().max(PROCESS_HINT_MAX).optional(),
    }),
    answer: planPageAnswer,
    handler: ({ deps, user, query }) => getPlanForPage(deps, user, query.bcpId, query),
  }),
  endpoint({
    method: "put",
    path: "/bcp",
    tag: TAG,
    summary: "Change a plan's name, unit, sub-unit, department, lead and assignee",
    permission: "bcp.administer",
    body: bcpUpdateSchema,
    answer: planSummaryAnswer,
    handler: ({ deps, user, body }) => plans.updatePlan(deps, user, body.bcpId, body),
  }),
  endpoint({
    method: "put",
    path: "/bcp/updateAssignee",
    tag: TAG,
    summary: "Assign the plan to a user (or nobody)",
    permission: "bcp.administer",
    body: updateAssigneeSchema,
    answer: planSummaryAnswer,
    handler: ({ deps, user, body }) => plans.updateAssignee(deps, user, body.bcpId, body.assigneeId ?? null),
  }),
  endpoint({
    method: "put",
    path: "/bcp/status",
    tag: TAG,
    summary: "Move a plan to In Progress, Deferred or Cancelled, through the BCP transition table",
    permission: "bcp.administer",
    body: bcpStatusSchema,
    answer: planSummaryAnswer,
    handler: ({ deps, user, body }) => plans.setPlanStatus(deps, user, body.bcpId, body.status),
  }),
  endpoint({
    method: "post",
    path: "/bcp/archive",
    tag: TAG,
    summary: "Archive a plan (it is then shown as Cancelled)",
    permission: "bcp.administer",
    body: bcpIdSchema,
    answer: planSummaryAnswer,
    handler: ({ deps, user, body }) => plans.archivePlan(deps, user, body.bcpId),
  }),
  endpoint({
    method: "post",
    path: "/bcp/restore",
    tag: TAG,
    summary: "Restore an archived (Cancelled) plan: it is In Progress again",
    permission: "bcp.administer",
    body: bcpIdSchema,
    answer: planSummaryAnswer,
    handler: ({ deps, user, body }) => plans.restorePlan(deps, user, body.bcpId),
  }),
  endpoint({
    method: "post",
    path: "/bcp/clone",
    tag: TAG,
    summary: "Copy a plan with its services, processes and locations into a new Just Created plan",
    permission: "bcp.administer",
    status: 201,
    body: cloneSchema,
    answer: planSummaryAnswer,
    handler: ({ deps, user, body }) => plans.clonePlan(deps, user, body.bcpId, body.name),
  }),
  endpoint({
    method: "post",
    path: "/bcp/viewed",
    tag: TAG,
    summary: "Record that the caller opened the plan",
    permission: "bcp.read",
    body: bcpIdSchema,
    answer: planViewedAnswer,
    handler: ({ deps, user, body }) => plans.recordView(deps, user, body.bcpId),
  }),
  endpoint({
    method: "get",
    path: "/bcp/viewed",
    tag: TAG,
    summary: "Who opened the plan, and when last",
    permission: "bcp.read",
    query: bcpQuery,
    answer: z.array(planViewAnswer),
    handler: ({ deps, user, query }) => plans.listViews(deps, user, query.bcpId),
  }),
  endpoint({
    method: "get",
    path: "/bcp/bcp-stats",
    tag: TAG,
    summary: "How many plans the caller can see in each status",
    permission: "bcp.read",
    answer: planStatsAnswer,
    handler: ({ deps, user }) => plans.planStats(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/bcp/summary",
    tag: TAG,
    summary: "The overview's figures: plans by status, mine, awaiting my approval, processes by criticality",
    permission: "bcp.read",
    answer: planOverviewAnswer,
    handler: ({ deps, user }) => plans.planOverview(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/bcp/getManyBcps",
    tag: TAG,
    summary: "The summaries of several plans by id (?ids=a&ids=b, or comma-separated)",
    permission: "bcp.read",
    query: z.object({
      ids: z
        .union([z.string(), z.array(z.string())])
        .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))
        .pipe(z.array(z.uuid()).max(200)),
    }),
    answer: z.array(planSummaryAnswer),
    handler: ({ deps, user, query }) => plans.manyPlans(deps, user, query.ids),
  }),
  endpoint({
    method: "get",
    path: "/bcp/userInBCPCount",
    tag: TAG,
    summary: "In how many live plans a user is the lead or the assignee (before disabling them, say)",
    permission: "bcp.read",
    query: z.object({ userId: z.uuid() }),
    answer: userPlanCountAnswer,
    handler: ({ deps, user, query }) => plans.userPlanCount(deps, user, query.userId),
  }),
  endpoint({
    method: "get",
    path: "/bcp/people",
    tag: TAG,
    summary:
      "The company's users who can be a plan's lead, assignee or approver (canApprove: may be named approver; of bcpId when given)",
    permission: "user.pick",
    query: z.object({ bcpId: z.uuid().optional() }),
    answer: z.array(planPersonAnswer),
    handler: ({ deps, user, query }) => plans.planPeople(deps, user, query.bcpId),
  }),
  endpoint({
    method: "get",
    path: "/bcp/sections",
    tag: TAG,
    summary: "The sections of a BCP with their help texts",
    permission: "bcp.read",
    answer: z.array(sectionAnswer),
    handler: () => sectionGuide(),
  }),
  endpoint({
    method: "get",
    path: "/bcp/audit",
    tag: TAG,
    summary: "The plan's audit trail: who changed what, and when",
    permission: "bcp.read",
    query: bcpQuery,
    answer: z.array(auditEntryAnswer),
    handler: async ({ deps, user, query }) =>
      planAuditTrail(deps.db, await loadPlan(deps.db, user, query.bcpId, "bcp.read")),
  }),
  endpoint({
    method: "get",
    path: "/bcp/fieldSheet",
    tag: TAG,
    summary:
      "What the printed plan puts first: version, approval, next review; each site's address, invocation criteria and first hour",
    permission: "bcp.read",
    query: bcpQuery.extend({ processId: z.uuid().optional() }),
    answer: fieldSheetAnswer,
    handler: ({ deps, user, query }) =>
      planFieldSheet(deps, user, query.bcpId, { processId: query.processId }),
  }),
  endpoint({
    method: "get",
    path: "/bcp/bcpPdf",
    tag: TAG,
    summary: "The whole plan as a PDF (cover, executive summary, each section as tables)",
    permission: "bcp.read",
    query: bcpQuery,
    produces: "application/pdf",
    handler: async ({ deps, user, query }) => {
      const { bytes, filename } = await renderPlanPdf(deps, user, query.bcpId);
      return new Response(Buffer.from(bytes), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="${filename}"`,
          "cache-control": "no-store",
        },
      });
    },
  }),
  endpoint({
    method: "get",
    path: "/bcp/versions",
    tag: TAG,
    summary: "The plan's approved versions, kept unchanged: version, approver, time and SHA-256 digest",
    permission: "bcp.read",
    query: bcpQuery,
    answer: planVersionsAnswer,
    handler: ({ deps, user, query }) => planVersions(deps, user, query.bcpId),
  }),
  endpoint({
    method: "get",
    path: "/bcp/version",
    tag: TAG,
    summary:
      "One approved version of the plan with its full content as approved (and whether its digest verifies)",
    permission: "bcp.read",
    query: versionQuery,
    answer: planVersionAnswer,
    handler: ({ deps, user, query }) => planVersion(deps, user, query.bcpId, query.versionId),
  }),
  endpoint({
    method: "get",
    path: "/bcp/versionPdf",
    tag: TAG,
    summary: "One approved version of the plan as a PDF, marked with its version and digest",
    permission: "bcp.read",
    query: versionQuery,
    produces: "application/pdf",
    handler: async ({ deps, user, query }) => {
      const { bytes, filename } = await renderPlanVersionPdf(deps, user, query.bcpId, query.versionId);
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
