import { z } from "zod";
import { COMMENT_MAX_LENGTH } from "~/shared/validation";
import {
  APPROVER_DECISIONS,
  BCP_LIST_FILTER_KEYS,
  BCP_STATUSES,
  EXPOSURE_FIELD_NAMES,
  EXPOSURE_LEVELS,
  EXPOSURE_RANK,
  type ExposureLevel,
  BCP_MESSAGES as M,
  MAD_UNITS,
  PROCESS_STATUSES,
} from "./model";
import { APPROVAL_TARGETS, SECTION_KEYS } from "./sections";

/**
 * The BCP domain's shared zod schemas (spec §5): the forms parse them with Conform, the API with
 * @hono/zod-openapi, so a rule and its message live here once. Field keys are the form names.
 */

const id = z.uuid();
const optionalId = z.preprocess((v) => (v === "" ? null : v), z.uuid().nullish());

/** Comment boxes (spec §5/§9): 250 characters. */
export const comment = z.string().trim().max(COMMENT_MAX_LENGTH, M.commentTooLong);
// Forms send an empty box as nothing (Conform strips ""), JSON may send null: both mean "".
const optionalComment = comment.nullish().transform((v) => v ?? "");
const requiredComment = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(COMMENT_MAX_LENGTH, M.commentTooLong);

/** A whole number from JSON or from a form's text field; "" counts as missing. */
const wholeNumber = (required: string) =>
  z.preprocess(
    (v) => (v === "" || v == null ? undefined : typeof v === "string" ? Number(v) : v),
    z.number({ error: required }).int(M.headcountInvalid).min(0, M.headcountInvalid).max(10_000_000),
  );
const optionalWholeNumber = z.preprocess(
  (v) => (v === "" || v == null ? null : typeof v === "string" ? Number(v) : v),
  z.number({ error: M.headcountInvalid }).int(M.headcountInvalid).min(0, M.headcountInvalid).nullable(),
);

/** Yes/no from JSON booleans or from a form's radio ("true"/"false", "yes"/"no", "on"). */
const yesNo = (required: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      if (["true", "yes", "on"].includes(v)) return true;
      if (["false", "no"].includes(v)) return false;
      return undefined;
    },
    z.boolean({ error: required }),
  );

const exposure = z.enum(EXPOSURE_LEVELS, { error: M.exposureRequired });

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, "Too long.");

// ---- plans ----

export const bcpCreateSchema = z.object({
  name: name(M.nameRequired),
  businessUnitId: z.uuid({ error: M.businessUnitRequired }),
  subBusinessUnitId: optionalId,
  departmentId: optionalId,
  bcLeadId: z.uuid({ error: M.bcLeadRequired }),
  assigneeId: optionalId,
});
export type BcpCreateInput = z.infer<typeof bcpCreateSchema>;

export const bcpUpdateSchema = bcpCreateSchema.extend({ bcpId: id });

export const updateAssigneeSchema = z.object({ bcpId: id, assigneeId: optionalId });

export const bcpStatusSchema = z.object({ bcpId: id, status: z.enum(BCP_STATUSES) });

export const bcpIdSchema = z.object({ bcpId: id });

export const cloneSchema = z.object({ bcpId: id, name: name(M.nameRequired).optional() });

export const bcpListQuerySchema = z.object({
  filter: z
    .preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), z.enum(BCP_LIST_FILTER_KEYS))
    .optional()
    .default("all"),
  search: z.string().trim().max(200).optional(),
  sort: z
    .enum(["bcpId", "name", "businessUnit", "subBusinessUnit", "bcLead", "status", "updatedAt"])
    .optional(),
  order: z.enum(["asc", "desc"]).optional(),
  page: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type BcpListQuery = z.infer<typeof bcpListQuerySchema>;

// ---- services ----

export const serviceSchema = z.object({
  bcpId: id,
  name: name(M.nameRequired),
  description: optionalComment,
});
export const serviceUpdateSchema = serviceSchema.omit({ bcpId: true }).extend({ id });

// ---- processes ----

const processFields = z.object({
  bcpServiceId: z.uuid({ error: M.serviceRequired }),
  name: name(M.processNameRequired),
  processType: z.string().trim().max(100).optional(),
  departmentId: optionalId,
  assignedTo: optionalId,
  consequencesOfDisruption: optionalComment,
  financialExposure: exposure,
  legalExposure: exposure,
  customerBrandOrReputationExposure: exposure,
  qualityServiceLevel: exposure,
  supplyChainExposure: exposure,
  criticalityLevel: z.enum(EXPOSURE_LEVELS, { error: M.criticalityRequired }),
  criticalityLevelExplanation: requiredComment(M.criticalityExplanationRequired),
  isBCStrategyRequired: yesNo(M.bcStrategyRequired),
  justificationForNoBCStrategy: optionalComment,
  mad: z.preprocess(
    (v) => (v === "" || v == null ? undefined : typeof v === "string" ? Number(v) : v),
    z.number({ error: M.madRequired }).int(M.madRequired).min(1, M.madRequired).max(100_000),
  ),
  madDuration: z.enum(MAD_UNITS, { error: M.madUnitRequired }),
  totalGlobalHeadCount: wholeNumber(M.globalHeadcountRequired),
  criticalProcessHeadcountAnalysis: optionalWholeNumber,
  maloCriterialExplanation: optionalComment,
});
type ProcessFields = z.infer<typeof processFields>;

/**
 * Spec §5 exposure order: the exposures rise to the overall criticality, never above it
 * (None < Low < Medium < High). Awaiting response has no level yet and is not compared.
 */
export function exposureOrderHolds(values: {
  criticalityLevel?: unknown;
  [field: string]: unknown;
}): boolean {
  const overall = EXPOSURE_RANK[values.criticalityLevel as ExposureLevel];
  if (overall == null) return true; // not chosen yet, or awaiting response
  return EXPOSURE_FIELD_NAMES.every((field) => {
    const rank = EXPOSURE_RANK[values[field] as ExposureLevel] ?? null;
    return rank == null || rank <= overall;
  });
}

/**
 * The cross-field rules. They run even when other fields are invalid (so a form shows every
 * message at once), hence they read the partly parsed value defensively.
 */
function processRules(value: Partial<Record<keyof ProcessFields, unknown>>, ctx: z.RefinementCtx) {
  if (typeof value !== "object" || value === null) return;
  if (!exposureOrderHolds(value as Parameters<typeof exposureOrderHolds>[0])) {
    ctx.addIssue({ code: "custom", path: ["criticalityLevel"], message: M.exposureOrder });
  }
  const critical = value.criticalProcessHeadcountAnalysis;
  const global = value.totalGlobalHeadCount;
  if (typeof critical === "number" && typeof global === "number" && critical > global) {
    ctx.addIssue({
      code: "custom",
      path: ["criticalProcessHeadcountAnalysis"],
      message: M.headcountAboveGlobal,
    });
  }
  if (value.isBCStrategyRequired === false && !value.justificationForNoBCStrategy) {
    ctx.addIssue({
      code: "custom",
      path: ["justificationForNoBCStrategy"],
      message: M.justificationRequired,
    });
  }
}
const always = { when: () => true };

export const processSchema = processFields.superRefine(processRules, always);
export type ProcessInput = z.infer<typeof processSchema>;
export const processUpdateSchema = processFields.extend({ id }).superRefine(processRules, always);

export const processStatusSchema = z.object({ id, status: z.enum(PROCESS_STATUSES) });

export const processListQuerySchema = z.object({
  bcpId: id.optional(),
  businessUnitId: id.optional(),
  status: z.enum(PROCESS_STATUSES).optional(),
  criticalityLevel: z.enum(EXPOSURE_LEVELS).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(200).optional().default(50),
});
export type ProcessListQuery = z.infer<typeof processListQuerySchema>;

// ---- delivery locations and headcount ----

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().max(max).optional(),
  );
const optionalCoordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce.number({ error: message }).min(min, message).max(max, message).optional(),
  );

/**
 * A delivery location: a site of the register (assetId), or a new site added to the register from the same
 * form (newSiteName with its city or coordinates). siteName alone (the API before the register picker) is
 * linked to the register's site of that name when there is exactly one.
 */
export const locationSchema = z
  .object({
    processId: id,
    assetId: optionalId,
    siteName: optionalText(200),
    country: z.string().trim().max(100).optional(),
    city: z.string().trim().max(100).optional(),
    headcount: optionalWholeNumber,
    newSiteName: optionalText(200),
    newSiteCity: optionalText(100),
    newSiteCountry: optionalText(100),
    newSiteLat: optionalCoordinate(-90, 90, "Latitude is a number from -90 to 90."),
    newSiteLng: optionalCoordinate(-180, 180, "Longitude is a number from -180 to 180."),
  })
  .superRefine((v, ctx) => {
    if (!v.assetId && !v.newSiteName && !v.siteName)
      ctx.addIssue({ code: "custom", path: ["assetId"], message: M.siteRequired });
    if (!v.assetId && v.newSiteName && (v.newSiteLat === undefined) !== (v.newSiteLng === undefined))
      ctx.addIssue({ code: "custom", path: ["newSiteLat"], message: "Give both latitude and longitude." });
  });
export type LocationInput = z.infer<typeof locationSchema>;

export const headcountSchema = z.object({
  processId: id,
  locations: z.array(z.object({ id, headcount: wholeNumber(M.headcountInvalid) })).max(500),
});
export type HeadcountInput = z.infer<typeof headcountSchema>;
/** The whole Delivery Headcount section in one save: each process's head counts, all or nothing. */
export const planHeadcountsSchema = z.object({
  bcpId: id,
  processes: z.array(headcountSchema).max(200),
});
export type PlanHeadcountsInput = z.infer<typeof planHeadcountsSchema>;

/** Spec §5 location check: the delivery head counts add up to no more than the process's head count. */
export function headcountFits(headcounts: readonly (number | null)[], serviceHeadCount: number): boolean {
  return headcounts.reduce<number>((sum, h) => sum + (h ?? 0), 0) <= serviceHeadCount;
}

// ---- approvals ----

export const sendForApprovalSchema = z.object({
  bcpId: id,
  section: z.enum(APPROVAL_TARGETS),
  approverId: z.uuid({ error: M.approverRequired }),
});
export const sectionSendSchema = sendForApprovalSchema.omit({ section: true });

const decisionFields = z.object({
  bcpId: id,
  section: z.enum(APPROVAL_TARGETS),
  status: z.enum(APPROVER_DECISIONS, { error: M.decisionRequired }),
  approveComments: optionalComment,
  /** The versions of what the approver was shown (seen-versions.ts): required, a decision is on a reading (N3). */
  seen: z.string({ error: M.seenRequired }).trim().min(1, { error: M.seenRequired }).max(4000),
});
function decisionRules(value: { status?: unknown; approveComments?: unknown }, ctx: z.RefinementCtx) {
  if (typeof value !== "object" || value === null) return;
  if (value.status === "REJECTED" && !value.approveComments) {
    ctx.addIssue({ code: "custom", path: ["approveComments"], message: M.rejectReasonRequired });
  }
}
export const approverDecisionSchema = decisionFields.superRefine(decisionRules, always);
export const sectionDecisionSchema = decisionFields
  .omit({ section: true })
  .superRefine(decisionRules, always);

export const sectionKeySchema = z.enum(SECTION_KEYS);
