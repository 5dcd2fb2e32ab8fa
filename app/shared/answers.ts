/**
 * Pieces every domain's answer schemas (`app/domains/<domain>/answers.ts`) share. Isomorphic: zod only.
 */
import { z } from "zod";

/** A stored time as the client reads it (ISO 8601, UTC). */
export const isoTime = z.iso.datetime({ offset: true });

/** The `page` of a paged list: `totalCapped` when counting stopped at COUNT_CAP. */
export const pageAnswer = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalCapped: z.boolean().optional(),
});

/** The whole body of a paged list (`answerBody`): `{ data: [item…], page }`. */
export const pagedAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: pageAnswer });

/** The `{ message }` many writes answer (the spec's success message, shown as a toast). */
/** A paged list whose count stops at COUNT_CAP: its page always says whether it did (totalCapped). */
export const cappedPagedAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: pageAnswer.extend({ totalCapped: z.boolean() }) });

export const messageAnswer = z.object({ message: z.string() });
