import { z } from "zod";
import { BCP_MESSAGES, EXPOSURE_LEVELS, MAD_UNITS, type MadUnit } from "~/domains/bcp/model";
import { CONTROL_STATUSES, RESPONSE_STRATEGY_TYPES, STRATEGY_STATUSES } from "~/shared/response-lists";
import { TEAM_ROLES } from "~/shared/team-roles";
import { COMMENT_MAX_LENGTH, EMAIL_PATTERN, optionalPhoneSchema } from "~/shared/validation";
import { fallingCategories, type Impacts, madProblem } from "./impact";
import { TIME_POINT_KEYS } from "./malo";
import {
  IMPACT_CATEGORIES,
  ANALYSIS_MESSAGES as M,
  RISK_PROBABILITIES,
  RISK_SEVERITIES,
  RISK_TYPES,
  SCENARIOS,
  STAKEHOLDER_KINDS,
} from "./model";

/**
 * The analysis sections' shared zod schemas: Conform parses the forms with them (nested names such
 * as impacts.financial.h4 or levels.d1), the API its JSON bodies; field keys are the form names.
 */

const id = z.uuid();
/** Optional text: missing, null or empty (Conform reads an empty field as missing) is "". */
const text = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v ?? "");
const comment = text(COMMENT_MAX_LENGTH, `At most ${COMMENT_MAX_LENGTH} characters.`);
const strategy = text(2000, M.strategyTooLong);
const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, "Too long.");
const emptyToNull = (v: unknown) => (v === "" || v === undefined ? null : v);
const strategyType = z.preprocess(
  emptyToNull,
  z.enum(RESPONSE_STRATEGY_TYPES, { error: M.strategyTypeInvalid }).nullable(),
);
/** The strategies a scenario and a dependency block are given (strategiesAnswer's fields). */
const strategies = {
  shortTermStrategy: strategy,
  longTermStrategy: strategy,
  additionalStrategy: strategy,
  responseStrategyTypeShortTerm: strategyType,
  responseStrategyTypeLongTerm: strategyType,
  responseStrategyTypeAdditional: strategyType,
};
/** A checkbox: "on"/"true" from a form, a boolean from JSON; absent means unchecked. */
const checkbox = z.preprocess(
  (v) =>
    v === undefined || v === "" ? false : typeof v === "string" ? ["on", "true", "yes"].includes(v) : v,
  z.boolean(),
);
const percent = z.preprocess(
  (v) => (v === "" || v == null ? undefined : typeof v === "string" ? Number(v) : v),
  z
    .number({ error: M.percentInvalid })
    .int(M.percentInvalid)
    .min(0, M.percentInvalid)
    .max(100, M.percentInvalid),
);
const level = z.enum(EXPOSURE_LEVELS, { error: M.levelRequired });
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, M.emailInvalid)
  .refine((v) => v === "" || EMAIL_PATTERN.test(v), M.emailInvalid)
  .nullish()
  .transform((v) => v ?? "");

// ---- business impact assessment ----

const timeline = <T extends z.ZodType>(item: T) =>
  z.object(
    Object.fromEntries(TIME_POINT_KEYS.map((k) => [k, item])) as Record<(typeof TIME_POINT_KEYS)[number], T>,
  );

export const biaSchema = z
  .object({
    processId: id,
    businessImpactLevel: z.enum(EXPOSURE_LEVELS, { error: M.impactLevelRequired }),
    impacts: z.object(
      Object.fromEntries(IMPACT_CATEGORIES.map((c) => [c, timeline(level)])) as Record<
        (typeof IMPACT_CATEGORIES)[number],
        ReturnType<typeof timeline<typeof level>>
      >,
    ),
    /** Optional: the process's MAD, set from the BIA; it must stay consistent with the MALO. */
    mad: z.preprocess(
      (v) => (v === "" || v == null ? undefined : typeof v === "string" ? Number(v) : v),
      z.number({ error: "MAD duration is required." }).int().min(1).max(100_000).optional(),
    ),
    madDuration: z.preprocess(emptyToNull, z.enum(MAD_UNITS, { error: "MAD unit is required." }).nullish()),
  })
  .superRefine(
    (value, ctx) => {
      // Spec §5: impact never falls over time (message on the offending category); the MAD may not outlast
      // the first time point at which the BIA reaches High. Runs on partly valid input, so read defensively.
      const impacts = value?.impacts as Impacts | undefined;
      if (!impacts) return;
      for (const c of fallingCategories(impacts)) {
        ctx.addIssue({ code: "custom", path: ["impacts", c], message: BCP_MESSAGES.exposureOrder });
      }
      if (typeof value.mad === "number" && value.madDuration) {
        const problem = madProblem(impacts, value.mad, value.madDuration as MadUnit);
        if (problem) ctx.addIssue({ code: "custom", path: ["mad"], message: problem });
      }
    },
    { when: () => true },
  );
export type BiaInput = z.infer<typeof biaSchema>;

export const cloneSchema = z
  .object({ bcpId: id, sourceBcpId: z.uuid({ error: M.sourceRequired }) })
  .refine((v) => v.bcpId !== v.sourceBcpId, { path: ["sourceBcpId"], message: M.sourceIsTarget });
export type CloneInput = z.infer<typeof cloneSchema>;

// ---- risk assessment ----

const riskFields = z.object({
  name: required(M.riskNameRequired),
  type: z.enum(RISK_TYPES, { error: M.riskTypeRequired }),
  severity: z.enum(RISK_SEVERITIES, { error: M.severityRequired }),
  probability: z.enum(RISK_PROBABILITIES, { error: M.probabilityRequired }),
  existingControlStrategy: comment,
  controlStatus: z.preprocess(
    (v) => (v === "" || v == null ? "Normal" : v),
    z.enum(CONTROL_STATUSES, { error: M.levelRequired }),
  ),
});
export const riskSchema = riskFields.extend({ bcpId: id });
export type RiskInput = z.infer<typeof riskFields>;
export const riskUpdateSchema = riskFields.extend({ id });

// ---- dependencies ----

/** One per line from a form's textarea, or a list from JSON. */
const lines = z.preprocess(
  (v) => (typeof v === "string" ? v.split(/\r?\n/) : v == null ? [] : v),
  z
    .array(z.string().trim().max(200, "Too long.").nullish())
    .max(100)
    .transform((list) => list.filter((v): v is string => !!v)),
);

/** Picked ids, from a form's hidden fields and select (blanks dropped), or a list from JSON. */
const ids = z.preprocess(
  (v) => (v == null ? [] : (Array.isArray(v) ? v : [v]).filter((x) => x !== "")),
  z
    .array(z.string(), { error: M.dependencyPickInvalid })
    .max(100, "At most 100.")
    .refine((list) => list.every((v) => id.safeParse(v).success), M.dependencyPickInvalid),
);

/**
 * A dependency block: `linkIds` are what the picker chose (register entries, or processes for UPSTREAM PROCESS),
 * linked by id; `dependencies` are names typed, each linked to what the block's register holds under that name,
 * or added to it (flagged to review).
 */
export const dependencyBlockSchema = z.object({
  processId: id,
  linkIds: ids,
  dependencies: lines,
  enabled: checkbox,
  scenario: strategy,
  ...strategies,
});
export type DependencyBlockInput = z.infer<typeof dependencyBlockSchema>;

// ---- MALO ----

export const maloSchema = z.object({
  processId: id,
  levels: timeline(percent),
  maloCriterialExplanation: comment,
});
export type MaloInput = z.infer<typeof maloSchema>;

// ---- scenarios ----

export const scenarioSchema = z.object({
  bcpId: id,
  scenario: z.enum(SCENARIOS),
  ...strategies,
  strategyStatus: z.preprocess(emptyToNull, z.enum(STRATEGY_STATUSES).nullable()),
});
export type ScenarioInput = z.infer<typeof scenarioSchema>;

export const scenarioToggleSchema = z.object({
  bcpId: id,
  scenario: z.enum(SCENARIOS),
  active: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean()),
});

// ---- BRT roster and stakeholders ----

const contactRule = (v: { email: string; phone: string }, ctx: z.RefinementCtx) => {
  if (!v.email && !v.phone) ctx.addIssue({ code: "custom", path: ["email"], message: M.contactRequired });
};

const memberFields = z.object({
  name: required(M.nameRequired),
  role: z.enum(TEAM_ROLES, { error: M.roleRequired }),
  userId: z.preprocess(emptyToNull, z.uuid().nullable()),
  email,
  phone: optionalPhoneSchema("Phone"),
  alternatePhone: optionalPhoneSchema("Alternate phone"),
});
export const memberSchema = memberFields.extend({ bcpId: id }).superRefine(contactRule);
export const memberUpdateSchema = memberFields.extend({ id }).superRefine(contactRule);
export type MemberInput = z.infer<typeof memberFields>;

const stakeholderFields = z.object({
  name: required(M.nameRequired),
  kind: z.enum(STAKEHOLDER_KINDS, { error: M.kindRequired }),
  organisation: text(200, "Too long."),
  role: text(200, "Too long."),
  email,
  phone: optionalPhoneSchema("Phone"),
});
export const stakeholderSchema = stakeholderFields.extend({ bcpId: id }).superRefine(contactRule);
export const stakeholderUpdateSchema = stakeholderFields.extend({ id }).superRefine(contactRule);
export type StakeholderInput = z.infer<typeof stakeholderFields>;

// ---- executive summary ----

export const SUMMARY_MAX_LENGTH = 200_000;
export const summarySchema = z.object({
  bcpId: id,
  html: z
    .string({ error: M.summaryRequired })
    .trim()
    .min(1, M.summaryRequired)
    .max(SUMMARY_MAX_LENGTH, M.summaryTooLong),
});
