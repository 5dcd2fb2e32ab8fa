import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { listDependencyTypes } from "~/domains/registers/dependency-types.server";
import { RESPONSE_STRATEGY_LABELS, RESPONSE_STRATEGY_TYPES } from "~/shared/response-lists";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "~/shared/team-roles";
import {
  dependencyBlockAnswer,
  dependencyBlockRemovedAnswer,
  dependencyBlockSavedAnswer,
  dependencyChoiceAnswer,
  dependencyTypesAnswer,
  memberAddedAnswer,
  memberAnswer,
  memberRemovedAnswer,
  memberUpdatedAnswer,
  processDependenciesAnswer,
  rolesAnswer,
  stakeholderAddedAnswer,
  stakeholderAnswer,
  stakeholderRemovedAnswer,
  stakeholderUpdatedAnswer,
  summaryAnswer,
  summarySavedAnswer,
} from "./answers";
import * as dependencies from "./dependencies.server";
import { DEPENDENCY_BLOCK_KEYS, DEPENDENCY_BLOCKS, type DependencyBlock } from "./model";
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
    answer: dependencyBlockAnswer,
    handler: ({ deps, user, query }) => dependencies.getBlock(deps, user, query.processId, b.key),
  }),
  endpoint({
    method: "put",
    path: b.path,
    tag: TAG,
    summary: `Save a process's ${b.label} block: dependencies, enabled, scenario and strategies`,
    permission: "bcp.manage",
    body: dependencyBlockSchema,
    answer: dependencyBlockSavedAnswer,
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
    answer: z.array(processDependenciesAnswer),
    handler: ({ deps, user, query }) => dependencies.planDependencies(deps, user, query.bcpId),
  }),
  endpoint({
    method: "get",
    path: "/dependency/choices",
    tag: TAG,
    summary:
      "What a dependency block's picker offers for a search: the first 20 processes of the plans the caller may read (UPSTREAM PROCESS, never the process itself) or entries of the block's registers",
    permission: "bcp.manage",
    query: z.object({
      processId: z.uuid(),
      block: z.enum(DEPENDENCY_BLOCK_KEYS),
      q: z.string().max(100).optional().default(""),
    }),
    answer: z.array(dependencyChoiceAnswer),
    handler: ({ deps, user, query }) =>
      dependencies.blockChoices(deps, user, query.processId, query.block, query.q),
  }),
  endpoint({
    method: "delete",
    path: "/dependency",
    tag: TAG,
    summary: "Delete a saved dependency block",
    permission: "bcp.manage",
    query: idQuery,
    answer: dependencyBlockRemovedAnswer,
    handler: ({ deps, user, query }) => dependencies.removeBlock(deps, user, query.id),
  }),
  endpoint({
    method: "get",
    path: "/dependencyType",
    tag: TAG,
    summary:
      "The company's dependency types (the five dependency blocks and Supplier, then its own, each with the register it picks from), the dependency block types and the response strategy types",
    permission: "authenticated",
    answer: dependencyTypesAnswer,
    handler: async ({ deps, user }) => ({
      types: await listDependencyTypes(deps, user),
      blocks: DEPENDENCY_BLOCKS.map((b): { key: DependencyBlock; label: string; path: string } => ({
        key: b.key,
        label: b.label,
        path: b.path,
      })),
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
    answer: rolesAnswer,
    handler: () => TEAM_ROLES.map((key) => ({ key, label: TEAM_ROLE_LABELS[key] })),
  }),
  endpoint({
    method: "get",
    path: "/bcpBRTRoster/all",
    tag: TAG,
    summary: "The business recovery team of a plan",
    permission: "bcp.read",
    query: bcpQuery,
    answer: z.array(memberAnswer),
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
    answer: memberAddedAnswer,
    handler: ({ deps, user, body }) => roster.addMember(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/bcpBRTRoster",
    tag: TAG,
    summary: "Edit a team member",
    permission: "bcp.manage",
    body: memberUpdateSchema,
    answer: memberUpdatedAnswer,
    handler: ({ deps, user, body }) => roster.editMember(deps, user, body),
  }),
  endpoint({
    method: "delete",
    path: "/bcpBRTRoster",
    tag: TAG,
    summary: "Remove a team member",
    permission: "bcp.manage",
    query: idQuery,
    answer: memberRemovedAnswer,
    handler: ({ deps, user, query }) => roster.removeMember(deps, user, query.id),
  }),
  endpoint({
    method: "get",
    path: "/bcpStakeholder/all",
    tag: TAG,
    summary: "The stakeholders of a plan",
    permission: "bcp.read",
    query: bcpQuery,
    answer: z.array(stakeholderAnswer),
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
    answer: stakeholderAddedAnswer,
    handler: ({ deps, user, body }) => stakeholders.addStakeholder(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/bcpStakeholder",
    tag: TAG,
    summary: "Edit a stakeholder",
    permission: "bcp.manage",
    body: stakeholderUpdateSchema,
    answer: stakeholderUpdatedAnswer,
    handler: ({ deps, user, body }) => stakeholders.editStakeholder(deps, user, body),
  }),
  endpoint({
    method: "delete",
    path: "/bcpStakeholder",
    tag: TAG,
    summary: "Remove a stakeholder",
    permission: "bcp.manage",
    query: idQuery,
    answer: stakeholderRemovedAnswer,
    handler: ({ deps, user, query }) => stakeholders.removeStakeholder(deps, user, query.id),
  }),
  endpoint({
    method: "get",
    path: "/bcp/executiveSummary",
    tag: TAG,
    summary: "The plan's executive summary (sanitised HTML)",
    permission: "bcp.read",
    query: bcpQuery,
    answer: summaryAnswer,
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
    answer: summarySavedAnswer,
    handler: ({ deps, user, body }) => summary.saveSummary(deps, user, body),
  }),
];
