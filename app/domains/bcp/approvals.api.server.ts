import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { approvalAnswer, approvalSendAnswer } from "./answers";
import * as approvals from "./approvals.server";
import { OVERALL, SECTIONS } from "./sections";
import {
  approverDecisionSchema,
  sectionDecisionSchema,
  sectionSendSchema,
  sendForApprovalSchema,
} from "./validation";

const TAG = "BCP approvals";
const bcpQuery = z.object({ bcpId: z.uuid() });

/** Per-section routes (spec §7: each section has its own approvalStatus and approverStatus path). */
const sectionEndpoints = SECTIONS.flatMap((s) => [
  endpoint({
    method: "put",
    path: `${s.path}/approvalStatus`,
    tag: TAG,
    summary: `Send the ${s.label} section for approval`,
    permission: "bcp.manage",
    body: sectionSendSchema,
    answer: z.array(approvalAnswer),
    handler: ({ deps, user, body }) => approvals.sendForApproval(deps, user, { ...body, section: s.key }),
  }),
  endpoint({
    method: "put",
    path: `${s.path}/approverStatus`,
    tag: TAG,
    summary: `Approve or reject the ${s.label} section`,
    permission: "bcp.approve",
    body: sectionDecisionSchema,
    answer: z.array(approvalAnswer),
    handler: ({ deps, user, body }) => approvals.decide(deps, user, { ...body, section: s.key }),
  }),
]);

export const approvalEndpoints = [
  endpoint({
    method: "get",
    path: "/bcp/approvalStatus",
    tag: TAG,
    summary: "The approval state of every section and of the whole plan",
    permission: "bcp.read",
    query: bcpQuery,
    answer: z.array(approvalAnswer),
    handler: ({ deps, user, query }) => approvals.getApprovals(deps, user, query.bcpId),
  }),
  endpoint({
    method: "put",
    path: "/bcp/approvalStatus",
    tag: TAG,
    summary: "Send a section (or 'overall', the whole plan) to an approver",
    permission: "bcp.manage",
    body: sendForApprovalSchema,
    answer: approvalSendAnswer,
    handler: ({ deps, user, body }) => approvals.sendForApproval(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/bcp/overAllStatus",
    tag: TAG,
    summary: "The approval state of the whole plan",
    permission: "bcp.read",
    query: bcpQuery,
    answer: approvalAnswer,
    handler: ({ deps, user, query }) => approvals.getOverall(deps, user, query.bcpId),
  }),
  endpoint({
    method: "put",
    path: "/bcp/overAllStatus",
    tag: TAG,
    summary: "Send the whole plan to an approver (the plan becomes Awaiting Approval)",
    permission: "bcp.manage",
    body: sendForApprovalSchema.omit({ section: true }),
    answer: approvalSendAnswer,
    handler: ({ deps, user, body }) => approvals.sendForApproval(deps, user, { ...body, section: OVERALL }),
  }),
  endpoint({
    method: "put",
    path: "/bcp/approverStatus",
    tag: TAG,
    summary: "The approver approves or rejects a section or the whole plan, with approveComments",
    permission: "bcp.approve",
    body: approverDecisionSchema,
    answer: z.array(approvalAnswer),
    handler: ({ deps, user, body }) => approvals.decide(deps, user, body),
  }),
  ...sectionEndpoints,
];
