import { z } from "zod";
import { HELP_LIMITS } from "./model";

/** A call-back to someone who asked for help: an optional note (what was said, what happens next). */
export const calledBackSchema = z.object({
  note: z
    .string()
    .trim()
    .max(HELP_LIMITS.note, `At most ${HELP_LIMITS.note} characters.`)
    .optional()
    .default(""),
});
