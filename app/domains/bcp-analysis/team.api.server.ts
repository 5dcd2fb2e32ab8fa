import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { RESPONSE_STRATEGY_LABELS, RESPONSE_STRATEGY_TYPES } from "~/shared/response-lists";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "~/shared/team-roles";
import * as dependencies from "./dependencies.server";
import { DEPENDENCY_BLOCKS } from "./lists";
import * as roster from "./roster.server";
import * as stakeholders from "./stakeholders.server";
import * as summary from "./summary.server";
import {
  dependencyBlockSchema,
  memberSchema,
  memberUpdateSchema,
  stakeholderSchema,
  stakeholderUpdateSchema,
  summarySchema,
} from "./validation";

const TAG = "BCP analysis: dependencies, BRT roster, stakeholders, executive summary";
const bcpQuery = z.object({ bcpId: z.uuid() });
const idQuery = z.object({ id: z.uuid() });
const processQuery = z.object({ processId: z.uuid() });

/** Each scenario dependency block under its own path (spec §7: /upstream, /itapplication, …). */
const blockEndpoints = DEPENDENCY_BLOCKS.flatMap((b) => [
  endpoint({
    method: "get",
    path: b.path,
    tag: TAG,
    summary: `A process's ${b.label} block`,
    permission: "bcp.read",
    query: processQuery,
    handler: ({ deps, user, query }) => dependencies.getBlock(deps, user, query.processId, b.key),
  }),
  endpoint({
    method: "put",
    path: b.path,
    tag: TAG,
    summary: `Save a process's ${b.label} block: dependencies, enabled, scenario and strategies`,
    permission: "bcp.manage",
    body: dependencyBlockSchema,
    handler: ({ deps, user, body }) => dependencies.saveBlock(deps, user, b.key, body),
  }),
]);

export const teamEndpoints = [
  ...blockEndpoints,
  endpoint({
    method: "get",
    path: "/dependency",
    tag: TAG,
    summary: "The dependencies overview: every process of a plan with its five blocks",
    permission: "bcp.read",
    query: bcpQuery,
    handler: ({ deps, user, query }) => dependencies.planDependencies(deps, user, query.bcpId),
  }),
  endpoint({
    method: "delete",
    path: "/dependency",
    tag: TAG,
    summary: "Delete a saved dependency block",
    permission: "bcp.manage",
    query: idQuery,
    handler: ({ deps, user, query }) => dependencies.removeBlock(deps, user, query.id),
  }),
  endpoint({
    method: "get",
    path: "/dependencyType",
    tag: TAG,
    summary: "The dependency block types and the response strategy types",
    permission: "authenticated",
    handler: () => ({
      blocks: DEPENDENCY_BLOCKS,
      responseStrategyTypes: RESPONSE_STRATEGY_TYPES.map((key) => ({
        key,
        label: RESPONSE_STRATEGY_LABELS[key],
      })),
    }),
  }),
  endpoint({
    method: "get",
    path: "/role",
    tag: TAG,
    summary: "The team member roles of a business recovery team",
    permission: "authenticated",
    handler: () => TEAM_ROLES.map((key) => ({ key, label: TEAM_ROLE_LABELS[key] })),
  }),
  endpoint({
    method: "get",
    path: "/bcpBRTRoster/all",
    tag: TAG,
    summary: "The business recovery team of a plan",
    permission: "bcp.read",
    query: bcpQuery,
    handler: ({ deps, user, query }) => roster.listRoster(deps, user, query.bcpId),
  }),
  endpoint({
    method: "post",
    path: "/bcpBRTRoster",
    tag: TAG,
    summary: "Add a team member (one LEADER and one LEADER_BACKUP per team)",
    permission: "bcp.manage",
    status: 201,
    body: memberSchema,
    handler: ({ deps, user, body }) => roster.addMember(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/bcpBRTRoster",
    tag: TAG,
    summary: "Edit a team member",
    permission: "bcp.manage",
    body: memberUpdateSchema,
    handler: ({ deps, user, body }) => roster.editMember(deps, user, body),
  }),
  endpoint({
    method: "delete",
    path: "/bcpBRTRoster",
    tag: TAG,
    summary: "Remove a team member",
    permission: "bcp.manage",
    query: idQuery,
    handler: ({ deps, user, query }) => roster.removeMember(deps, user, query.id),
  }),
  endpoint({
    method: "get",
    path: "/bcpStakeholder/all",
    tag: TAG,
    summary: "The stakeholders of a plan",
    permission: "bcp.read",
    query: bcpQuery,
    handler: ({ deps, user, query }) => stakeholders.listStakeholders(deps, user, query.bcpId),
  }),
  endpoint({
    method: "post",
    path: "/bcpStakeholder",
    tag: TAG,
    summary: "Add a stakeholder",
    permission: "bcp.manage",
    status: 201,
    body: stakeholderSchema,
    handler: ({ deps, user, body }) => stakeholders.addStakeholder(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/bcpStakeholder",
    tag: TAG,
    summary: "Edit a stakeholder",
    permission: "bcp.manage",
    body: stakeholderUpdateSchema,
    handler: ({ deps, user, body }) => stakeholders.editStakeholder(deps, user, body),
  }),
  endpoint({
    method: "delete",
    path: "/bcpStakeholder",
    tag: TAG,
    summary: "Remove a stakeholder",
    permission: "bcp.manage",
    query: idQuery,
    handler: ({ deps, user, query }) => stakeholders.removeStakeholder(deps, user, query.id),
  }),
  endpoint({
    method: "get",
    path: "/bcp/executiveSummary",
    tag: TAG,
    summary: "The plan's executive summary (sanitised HTML)",
    permission: "bcp.read",
    query: bcpQuery,
    handler: ({ deps, user, query }) => summary.getSummary(deps, user, query.bcpId),
  }),
  endpoint({
    method: "put",
    path: "/bcp/executiveSummary",
    maxBodyBytes: 1024 * 1024, // rich text of 200,000 characters
    tag: TAG,
    summary:
      "Save the executive summary; it is sanitised (scripts, event handlers, javascript: links removed)",
    permission: "bcp.manage",
    body: summarySchema,
    handler: ({ deps, user, body }) => summary.saveSummary(deps, user, body),
  }),
];
