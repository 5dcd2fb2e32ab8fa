import { z } from "zod";
import { MAD_UNITS } from "~/domains/bcp/model";
import { withinDateYears } from "~/shared/date-input";
import { SERVICE_LABELS as L, TOLERANCE_MEASURES } from "./model";
import {
  SELF_ASSESSMENT_LABELS,
  SELF_ASSESSMENT_MESSAGES,
  VULNERABILITY_LABELS,
  VULNERABILITY_MESSAGES,
  VULNERABILITY_STATUSES,
} from "./self-assessment-model";

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .optional()
    .transform((v) => v ?? "");
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);
const limit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large.`)
    .nullish()
    .transform((v) => v ?? null);

/**
 * An important business service with its impact tolerance and mapped processes: the form and the API take the same
 * shape (the form sends one `processIds` field per ticked process).
 */
export const businessServiceSchema = z.object({
  name: required(L.name, 120),
  description: text(L.description, 2000),
  served: required(L.served, 500),
  whyImportant: text(L.whyImportant, 2000),
  ownerId: z
    .uuid({ error: "Choose the owner." })
    .nullish()
    .transform((v) => v ?? null),
  boardApprovedOn: z.iso
    .date({ error: "Give the date as YYYY-MM-DD." })
    .superRefine(withinDateYears(L.boardApprovedOn))
    .nullish()
    .transform((v) => v ?? null),
  tolerance: z
    .number({ error: `${L.tolerance} is required.` })
    .int(`${L.tolerance} must be a whole number.`)
    .min(1, `${L.tolerance} must be at least 1.`)
    .max(10_000, `${L.tolerance} can be at most 10000.`),
  toleranceUnit: z.enum(MAD_UNITS, { error: "Choose a unit." }),
  toleranceReason: text(L.toleranceReason, 2000),
  maxCustomers: limit(TOLERANCE_MEASURES.maxCustomers),
  maxTransactions: limit(TOLERANCE_MEASURES.maxTransactions),
  maxValue: limit(TOLERANCE_MEASURES.maxValue),
  processIds: z
    .array(z.uuid({ error: "Choose processes from the list." }))
    .max(500, "Map at most 500 processes.")
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
  entryIds: z
    .array(z.uuid({ error: "Choose register entries from the list." }))
    .max(500, "Map at most 500 register entries.")
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
});
export type BusinessServiceInput = z.output<typeof businessServiceSchema>;

/** Approving the self-assessment: the parts a person writes (the rest is generated from the register). */
export const selfAssessmentApproveSchema = z.object({
  lessonsLearned: z
    .string()
    .trim()
    .max(4000, SELF_ASSESSMENT_MESSAGES.tooLong(SELF_ASSESSMENT_LABELS.lessonsLearned))
    .optional()
    .transform((v) => v ?? ""),
  communicationStrategy: z
    .string({ error: SELF_ASSESSMENT_MESSAGES.strategyRequired })
    .trim()
    .min(1, SELF_ASSESSMENT_MESSAGES.strategyRequired)
    .max(4000, SELF_ASSESSMENT_MESSAGES.tooLong(SELF_ASSESSMENT_LABELS.communicationStrategy)),
});

/** A vulnerability of the self-assessment: of one service or (no service) the company as a whole. */
export const vulnerabilitySchema = z.object({
  serviceId: z
    .uuid({ error: VULNERABILITY_MESSAGES.unknownService })
    .nullish()
    .transform((v) => v ?? null),
  description: z
    .string({ error: VULNERABILITY_MESSAGES.descriptionRequired })
    .trim()
    .min(1, VULNERABILITY_MESSAGES.descriptionRequired)
    .max(1000, `${VULNERABILITY_LABELS.description} can be at most 1000 characters.`),
  owner: text(VULNERABILITY_LABELS.owner, 200),
  remediationDue: z.iso
    .date({ error: "Give the date as YYYY-MM-DD." })
    .superRefine(withinDateYears(VULNERABILITY_LABELS.remediationDue))
    .nullish()
    .transform((v) => v ?? null),
  status: z.enum(VULNERABILITY_STATUSES, { error: "Choose a status." }).default("open"),
});
export type VulnerabilityInput = z.output<typeof vulnerabilitySchema>;
