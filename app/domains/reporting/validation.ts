import { z } from "zod";
import { withinDateYears } from "~/shared/date-input";
import {
  CLASSIFICATION_RESULTS,
  CRITERIA,
  REPORTING_LABELS as L,
  REPORTING_MESSAGES as M,
  REGIME_KEYS,
} from "./model";
import {
  REPORT_FIELD_LABELS,
  REPORT_FIELD_MAX,
  REPORT_FIELDS,
  REPORT_MESSAGES,
  type ReportField,
} from "./report-fields";

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label}: give a date and time.` })
    .superRefine(withinDateYears(label))
    .transform((v) => new Date(v));

/** A list of ticked boxes: a form sends one field per box (none when none is ticked); a stranger value is refused on the list. */
const ticked = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.string().max(40, message))
    .max(values.length * 2, message)
    .optional()
    .refine((v) => (v ?? []).every((x) => values.includes(x)), message)
    .transform((v) => [...new Set(v ?? [])] as T[number][]);

/**
 * An incident's classification: the form and the API take the same shape (times as ISO instants; the page turns
 * its company-time fields into them). Awareness before classification, and a regime for a major incident, are
 * checked here so the message lands on its field.
 */
export const classificationSchema = z
  .object({
    awareAt: instant(L.awareAt),
    classifiedAt: instant(L.classifiedAt),
    criteria: ticked(CRITERIA, "Choose criteria from the list."),
    result: z.enum(CLASSIFICATION_RESULTS, { error: "Choose major or not major." }),
    reason: z
      .string({ error: `${L.reason} is required.` })
      .trim()
      .min(1, `${L.reason} is required.`)
      .max(2000, `${L.reason} can be at most 2000 characters.`),
    regimes: ticked(REGIME_KEYS, "Choose regimes from the list."),
  })
  .superRefine((v, ctx) => {
    // Runs even when a field failed its own check: compare only two real times.
    if (
      v.awareAt instanceof Date &&
      v.classifiedAt instanceof Date &&
      v.awareAt.getTime() > v.classifiedAt.getTime()
    )
      ctx.addIssue({ code: "custom", path: ["awareAt"], message: M.awareAfterClassified });
    if (v.result === "major" && Array.isArray(v.regimes) && v.regimes.length === 0)
      ctx.addIssue({ code: "custom", path: ["regimes"], message: M.regimeRequired });
  });
export type ClassificationInput = z.output<typeof classificationSchema>;

/** A report recorded as sent to its authority. */
export const reportSentSchema = z.object({
  deadlineId: z.uuid({ error: "Choose a report." }),
  sentAt: instant(L.sentAt),
  reference: z
    .string({ error: `${L.reference} is required.` })
    .trim()
    .min(1, `${L.reference} is required.`)
    .max(200, `${L.reference} can be at most 200 characters.`),
});
export type ReportSentInput = z.output<typeof reportSentSchema>;

/** One field of a report's draft: text, bounded; an empty field is sent as "". */
const draftField = (f: ReportField) =>
  z
    .string()
    .trim()
    .max(REPORT_FIELD_MAX, REPORT_MESSAGES.fieldTooLong(REPORT_FIELD_LABELS[f]))
    .optional()
    .transform((v) => v ?? "");

/** A regulator report's draft: every field is text the firm edits before sending. */
export const reportDraftSchema = z.object(
  Object.fromEntries(REPORT_FIELDS.map((f) => [f, draftField(f)])) as {
    [K in ReportField]: ReturnType<typeof draftField>;
  },
);
export type ReportDraftInput = z.output<typeof reportDraftSchema>;
