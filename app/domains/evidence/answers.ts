/** What the kept-version endpoints answer (each subject's domain declares its content's shape beside these). */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { KEPT_KINDS } from "./model";

/** One kept version as lists show it: who kept it, when, and its digest (content not included). */
export const keptVersionAnswer = z.object({
  id: z.uuid(),
  kind: z.enum(KEPT_KINDS),
  subjectId: z.uuid(),
  version: z.number().int(),
  title: z.string(),
  keptBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
  keptAt: isoTime,
  /** SHA-256 of the canonical content, lowercase hex. */
  digest: z.string(),
  /** The digest recomputed from the stored content matches. */
  verified: z.boolean(),
});

/** One kept version with its content, typed by the subject's own schema. */
export const keptVersionWithContent = <T extends z.ZodType>(content: T) =>
  keptVersionAnswer.extend({ content });
