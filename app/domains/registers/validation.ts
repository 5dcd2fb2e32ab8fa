/**
 * What a register entry may hold, per kind: one zod schema each, shared by the API, the pages and the CSV import
 * (a choice is accepted by its key or its label, any case, so a CSV file may say "Public cloud"). Isomorphic.
 */
import { z } from "zod";
import { blankToUndefined, optionalText, optionalUuid, requiredText } from "~/domains/assets/validation";
import { BCP_MESSAGES, MAD_UNIT_LABELS } from "~/domains/bcp/model";
import { withinDateYears } from "~/shared/date-input";
import { COMMENT_MAX_LENGTH } from "~/shared/validation";
import {
  CRITICALITY_LABELS,
  DEPENDENCY_TARGETS,
  HOSTING_LABELS,
  isValidLei,
  keyOf,
  FIELD_LABELS as L,
  nameLabel,
  REGISTER_KINDS,
  REGISTER_MESSAGES,
  SUBSTITUTABILITY_LABELS,
} from "./model";

/** One of a label list's keys, given as its key or its label; blank is null. */
const optionalChoice = <K extends string>(labels: Record<K, string>, message: string) =>
  z.preprocess(
    (v) => {
      const blank = blankToUndefined(v);
      return typeof blank === "string" ? (keyOf(labels, blank) ?? blank) : blank;
    },
    z
      .enum(Object.keys(labels) as [K, ...K[]], { error: message })
      .optional()
      .transform((v) => v ?? null),
  );

/** A recovery objective's number (its unit beside it); blank is null. */
const optionalAmount = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(0, `${label} cannot be negative.`)
      .max(100_000, `${label} is too large.`)
      .optional()
      .transform((v) => v ?? null),
  );

/** A checkbox ("on"), or yes/no, true/false, 1/0 in a CSV file. */
const yesNo = z.preprocess((v) => {
  if (typeof v === "boolean") return v;
  if (typeof v !== "string") return false;
  return ["on", "yes", "y", "true", "1"].includes(v.trim().toLowerCase());
}, z.boolean());

const isoDate = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${L.contractEnd.toLowerCase()} as YYYY-MM-DD.`)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: `Enter the ${L.contractEnd.toLowerCase()} as YYYY-MM-DD.`,
      },
    )
    .superRefine(withinDateYears(L.contractEnd))
    .optional()
    .transform((v) => v ?? null),
);

const lei = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
    .refine(isValidLei, REGISTER_MESSAGES.leiInvalid)
    .optional()
    .transform((v) => v ?? null),
);

const owner = optionalText(L.owner, 120);

export const applicationSchema = z.object({
  kind: z.literal("application"),
  name: requiredText(nameLabel("application")),
  owner,
  vendor: optionalText(L.vendor, 120),
  hosting: optionalChoice(HOSTING_LABELS, "Choose where it is hosted."),
  rto: optionalAmount(L.rto),
  rtoUnit: optionalChoice(MAD_UNIT_LABELS, "Choose a unit."),
  rpo: optionalAmount(L.rpo),
  rpoUnit: optionalChoice(MAD_UNIT_LABELS, "Choose a unit."),
  criticality: optionalChoice(CRITICALITY_LABELS, "Choose a criticality."),
});

export const supplierSchema = z.object({
  kind: z.literal("supplier"),
  name: requiredText(nameLabel("supplier")),
  owner,
  lei,
  country: optionalText(L.country, 100),
  services: optionalText(L.services, 500),
  contractReference: optionalText(L.contractReference, 100),
  contractEnd: isoDate,
  substitutability: optionalChoice(SUBSTITUTABILITY_LABELS, "Choose how easily it can be replaced."),
  supportsCriticalFunction: yesNo,
  incidentContact: optionalText(L.incidentContact, 200),
});

const located = <K extends "equipment" | "record">(kind: K) =>
  z.object({
    kind: z.literal(kind),
    name: requiredText(nameLabel(kind)),
    owner,
    siteId: optionalUuid(REGISTER_MESSAGES.siteUnknown),
  });

export const equipmentSchema = located("equipment");
export const recordSchema = located("record");
export const otherSchema = z.object({
  kind: z.literal("other"),
  name: requiredText(nameLabel("other")),
  owner,
});

/** Any entry: the kind says which fields it has. */
export const entrySchema = z.discriminatedUnion("kind", [
  applicationSchema,
  supplierSchema,
  equipmentSchema,
  recordSchema,
  otherSchema,
]);
export type EntryInput = z.output<typeof entrySchema>;

export const archiveSchema = z.object({ archived: yesNo });

/** Which entries a list shows: the current ones (default), the archived ones, or all. */
export const ARCHIVED_FILTERS = ["current", "archived", "all"] as const;

export const entryListQuerySchema = z.object({
  kind: z.enum(REGISTER_KINDS, { error: "Choose a register." }),
  q: z.string().trim().max(100).optional(),
  archived: z.enum(ARCHIVED_FILTERS).default("current"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const kindQuerySchema = z.object({ kind: z.enum(REGISTER_KINDS, { error: "Choose a register." }) });

export const dependencyTypeSchema = z.object({
  name: requiredText("Name", 80),
  target: z.enum(DEPENDENCY_TARGETS, { error: "Choose the register it picks from." }),
});

/** A recovery gap acknowledged: the process, what it depends on, and why the gap is accepted (a comment box). */
export const acknowledgeGapSchema = z.object({
  processId: z.uuid(),
  dependsOnId: z.uuid(),
  reason: z
    .string({ error: REGISTER_MESSAGES.gapReasonRequired })
    .trim()
    .min(1, REGISTER_MESSAGES.gapReasonRequired)
    .max(COMMENT_MAX_LENGTH, BCP_MESSAGES.commentTooLong),
});
