import { z } from "zod";
import { withinDateYears } from "~/shared/date-input";
import { EXERCISE_NOTES_MAX, INJECT_MESSAGES, INJECT_TEXT_MAX, FINDING_MESSAGES as M } from "./model";

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const text = (message: string, max: number) =>
  z.preprocess(blank, z.string({ error: message }).trim().max(max, `At most ${max} characters.`));

/** A finding and its corrective action, as the after-action review's form sends it. */
export const findingSchema = z.object({
  finding: text(M.findingRequired, 2000),
  action: text(M.actionRequired, 2000),
  ownerId: z.preprocess(blank, z.uuid({ error: M.ownerRequired })),
  dueDate: z.preprocess(blank, z.iso.date({ error: M.dueRequired }).superRefine(withinDateYears("Due date"))),
  bcpId: z.preprocess(blank, z.uuid().optional()),
  /** The action closes only after a later exercise of its plan (a checkbox: "on" or absent). */
  requiresRetest: z
    .preprocess((v) => v === true || v === "true" || v === "on", z.boolean())
    .optional()
    .default(false),
});

/** A CM test's corrective action: the same finding, without a BCP or a re-test (its plan is the IMP or CMP). */
export const cmTestFindingSchema = findingSchema.omit({ bcpId: true, requiresRetest: true });

/** Closing a corrective action: the evidence that it is done. */
export const closeFindingSchema = z.object({
  evidence: text(M.evidenceRequired, 2000),
});

export const findingListQuerySchema = z.object({
  bcpId: z.preprocess(blank, z.uuid().optional()),
});

/** A timed inject: a local date and time in the company's zone (a datetime-local field) and what happens. */
export const injectSchema = z.object({
  time: z.preprocess(
    blank,
    z
      .string({ error: INJECT_MESSAGES.timeRequired })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, INJECT_MESSAGES.timeRequired),
  ),
  text: text(INJECT_MESSAGES.textRequired, INJECT_TEXT_MAX),
});
// Blank is allowed (a form sends nothing for an empty field): it reads as "".
const notes = z
  .string()
  .trim()
  .max(EXERCISE_NOTES_MAX, `At most ${EXERCISE_NOTES_MAX} characters.`)
  .default("");

/** An exercise's objectives and its facilitator's observations, as the report's form sends them. */
export const exerciseNotesSchema = z.object({ objectives: notes, observations: notes });

export const exerciseReportVersionQuery = z.object({ versionId: z.uuid() });
