/**
 * What the BCP analysis API answers (the presenters' contract, documented in /api/openapi.json and checked
 * against every answer in the test suite). Isomorphic: zod and the shared and BCP level lists only.
 */
import { z } from "zod";
import { EXPOSURE_LEVELS, MAD_UNITS } from "~/domains/bcp/model";
import { dependencyTypeAnswer } from "~/domains/registers/answers";
import { DEPENDENCY_TARGETS } from "~/domains/registers/model";
import { isoTime } from "~/shared/answers";
import { CONTROL_STATUSES, RESPONSE_STRATEGY_TYPES, STRATEGY_STATUSES } from "~/shared/response-lists";
import { TEAM_ROLES } from "~/shared/team-roles";
import { TIME_POINT_KEYS, TIME_POINTS } from "./malo";
import {
  DEPENDENCY_BLOCK_KEYS,
  IMPACT_CATEGORIES,
  ANALYSIS_MESSAGES as M,
  RISK_PROBABILITIES,
  RISK_SEVERITIES,
  RISK_TYPES,
  SCENARIOS,
  STAKEHOLDER_KINDS,
} from "./model";
import { RISK_RATINGS } from "./rating";

const exposureLevel = z.enum(EXPOSURE_LEVELS);
const timePoint = z.enum(TIME_POINT_KEYS);
const impactCategory = z.enum(IMPACT_CATEGORIES);
const responseStrategyType = z.enum(RESPONSE_STRATEGY_TYPES).nullable();

/** The strategies of a scenario and of a dependency block: short term, long term and additional, each with its type. */
export const strategiesAnswer = z.object({
  shortTermStrategy: z.string(),
  longTermStrategy: z.string(),
  additionalStrategy: z.string(),
  responseStrategyTypeShortTerm: responseStrategyType,
  responseStrategyTypeLongTerm: responseStrategyType,
  responseStrategyTypeAdditional: responseStrategyType,
});
export type Strategies = z.infer<typeof strategiesAnswer>;

/** What a delete answers, with its success message. */
const removedAnswer = <T extends string>(message: T) =>
  z.object({ removed: z.boolean(), message: z.literal(message) });

/** What a clone answers: how many rows it copied, its success message and the section as it now is. */
const clonedAnswer = <I extends z.ZodType, T extends string>(item: I, message: T) =>
  z.object({ cloned: z.number().int(), message: z.literal(message), data: z.array(item) });

/** One process's business impact assessment (an empty one until assessed). */
export const biaAnswer = z.object({
  processId: z.uuid(),
  processName: z.string(),
  mad: z.number().int(),
  madDuration: z.enum(MAD_UNITS),
  madText: z.string(),
  assessed: z.boolean(),
  businessImpactLevel: exposureLevel,
  businessImpactLabel: z.string(),
  /** Impact over time, per category. */
  impacts: z.record(impactCategory, z.record(timePoint, exposureLevel)),
  /** The highest impact each category reaches over time. */
  peaks: z.record(impactCategory, exposureLevel),
  /** The suggested MAD: the label of the first time point at which any category reaches High. */
  suggestedMad: z.enum(TIME_POINTS.map((t) => t.label)).nullable(),
  /** The highest impact any category reaches: the level the curve suggests (null while none is assessed). */
  suggestedLevel: exposureLevel.nullable(),
  /** The labels of the fields that keep this process's BIA from Done. */
  missing: z.array(z.string()),
  updatedAt: isoTime.nullable(),
});
export const biaClonedAnswer = clonedAnswer(biaAnswer, M.cloned);
/** A saved BIA, with the exposures typed on the process form that its levels replaced ("Legal: Low → High"). */
export const biaSavedAnswer = biaAnswer.extend({ exposuresReplaced: z.array(z.string()) });

/** A risk with its rating (severity × probability). */
export const riskAnswer = z.object({
  id: z.uuid(),
  bcpId: z.uuid(),
  name: z.string(),
  type: z.enum(RISK_TYPES),
  severity: z.enum(RISK_SEVERITIES),
  probability: z.enum(RISK_PROBABILITIES),
  existingControlStrategy: z.string(),
  controlStatus: z.enum(CONTROL_STATUSES),
  score: z.number().int(),
  rating: z.enum(RISK_RATINGS),
  updatedAt: isoTime,
});
export const riskAddedAnswer = riskAnswer.extend({ message: z.literal(M.riskAdded) });
export const riskUpdatedAnswer = riskAnswer.extend({ message: z.literal(M.riskUpdated) });
export const riskRemovedAnswer = removedAnswer(M.riskRemoved);
export const riskClonedAnswer = clonedAnswer(riskAnswer, M.riskCloned);

/** One process's MALO (zero levels until saved), with its MAD. */
export const maloAnswer = z.object({
  processId: z.uuid(),
  processName: z.string(),
  mad: z.number().int(),
  madDuration: z.enum(MAD_UNITS),
  madText: z.string(),
  /** The time point by which operations must be back. */
  madTimePoint: timePoint,
  saved: z.boolean(),
  /** Minimum acceptable level of operations (percent) per time point. */
  levels: z.record(timePoint, z.number().int()),
  maloCriterialExplanation: z.string(),
});
export const maloSavedAnswer = maloAnswer.extend({ message: z.literal(M.maloSaved) });

/** A spec scenario of a plan (empty and inactive until saved). */
export const scenarioAnswer = z.object({
  scenario: z.enum(SCENARIOS),
  label: z.string(),
  saved: z.boolean(),
  active: z.boolean(),
  planned: z.boolean(),
  ...strategiesAnswer.shape,
  strategyStatus: z.enum(STRATEGY_STATUSES).nullable(),
});
export const scenarioSavedAnswer = scenarioAnswer.extend({ message: z.literal(M.scenarioSaved) });
export const scenarioToggledAnswer = scenarioAnswer.extend({
  message: z.literal([M.scenarioActivated, M.scenarioDeactivated]),
});
export const scenarioClonedAnswer = clonedAnswer(scenarioAnswer, M.cloned);

/** One scenario dependency block of a process (`id` null and empty until saved). */
export const dependencyBlockAnswer = z.object({
  id: z.uuid().nullable(),
  processId: z.uuid(),
  block: z.enum(DEPENDENCY_BLOCK_KEYS),
  label: z.string(),
  saved: z.boolean(),
  dependencies: z.array(z.string()),
  /** What the block links, by id, named as it is now (`bcpId`: an upstream process's plan). */
  links: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      kind: z.enum(DEPENDENCY_TARGETS),
      bcpId: z.uuid().nullable(),
      toReview: z.boolean(),
    }),
  ),
  enabled: z.boolean(),
  scenario: z.string(),
  ...strategiesAnswer.shape,
});
export const dependencyBlockSavedAnswer = dependencyBlockAnswer.extend({
  message: z.literal(M.dependencySaved),
});
export const dependencyBlockRemovedAnswer = removedAnswer(M.dependencyRemoved);

/** What a dependency block's picker offers: a process (with its plan) or a register entry (with its kind). */
export const dependencyChoiceAnswer = z.object({ id: z.uuid(), name: z.string(), detail: z.string() });

/** A process with its five dependency blocks. */
export const processDependenciesAnswer = z.object({
  processId: z.uuid(),
  processName: z.string(),
  blocks: z.array(dependencyBlockAnswer),
});

/** The dependency block types (each with its API path) and the response strategy types. */
export const dependencyTypesAnswer = z.object({
  /** The company's dependency types (the registers, issue 33): the five blocks and Supplier, then its own. */
  types: z.array(dependencyTypeAnswer),
  blocks: z.array(z.object({ key: z.enum(DEPENDENCY_BLOCK_KEYS), label: z.string(), path: z.string() })),
  responseStrategyTypes: z.array(z.object({ key: z.enum(RESPONSE_STRATEGY_TYPES), label: z.string() })),
});

/** The team member roles. */
export const rolesAnswer = z.array(z.object({ key: z.enum(TEAM_ROLES), label: z.string() }));

/** A member of the business recovery team (`userId` when linked to a user of the company). */
export const memberAnswer = z.object({
  id: z.uuid(),
  bcpId: z.uuid(),
  userId: z.uuid().nullable(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  roleLabel: z.string(),
  email: z.string(),
  phone: z.string(),
  alternatePhone: z.string(),
});
export const memberAddedAnswer = memberAnswer.extend({ message: z.literal(M.memberAdded) });
export const memberUpdatedAnswer = memberAnswer.extend({ message: z.literal(M.memberUpdated) });
export const memberRemovedAnswer = removedAnswer(M.memberRemoved);

/** Someone to inform during a disruption. */
export const stakeholderAnswer = z.object({
  id: z.uuid(),
  bcpId: z.uuid(),
  name: z.string(),
  kind: z.enum(STAKEHOLDER_KINDS),
  kindLabel: z.string(),
  organisation: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
});
export const stakeholderAddedAnswer = stakeholderAnswer.extend({ message: z.literal(M.stakeholderAdded) });
export const stakeholderUpdatedAnswer = stakeholderAnswer.extend({
  message: z.literal(M.stakeholderUpdated),
});
export const stakeholderRemovedAnswer = removedAnswer(M.stakeholderRemoved);

/** The executive summary: sanitised HTML ("" and `updatedAt` null until written). */
export const summaryAnswer = z.object({
  bcpId: z.uuid(),
  html: z.string(),
  updatedAt: isoTime.nullable(),
});
export const summarySavedAnswer = summaryAnswer.extend({ message: z.literal(M.summarySaved) });

/** Every analysis section of a plan, read-only. */
export const planAnalysisAnswer = z.object({
  bia: z.array(biaAnswer),
  risks: z.array(riskAnswer),
  dependencies: z.array(processDependenciesAnswer),
  malo: z.array(maloAnswer),
  scenarios: z.array(scenarioAnswer),
  roster: z.array(memberAnswer),
  stakeholders: z.array(stakeholderAnswer),
  summary: summaryAnswer,
});
