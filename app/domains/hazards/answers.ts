/**
 * What the hazards API answers (the presenters' contract, documented in /api/openapi.json and checked against
 * every answer in the test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { MESSAGES } from "~/shared/messages";

/** A hazard category as the lists show it, with how many hazards it holds. */
export const hazardCategoryListAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  hazardCount: z.number().int(),
});

/** One hazard category (its company is the caller's own). */
export const hazardCategoryAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** One hazard category with its hazards, by name. */
export const hazardCategoryDetailAnswer = hazardCategoryAnswer.extend({
  hazards: z.array(z.object({ id: z.uuid(), name: z.string(), description: z.string().nullable() })),
});

/** A category just created or changed, with the success message. */
const categorySaved = <M extends string>(message: M) =>
  z.object({ category: hazardCategoryAnswer, message: z.literal(message) });
export const hazardCategoryCreatedAnswer = categorySaved(MESSAGES.hazardCategoryCreated);
export const hazardCategoryUpdatedAnswer = categorySaved(MESSAGES.hazardCategoryUpdated);

/** A hazard as the list shows it, with its category's name. */
export const hazardListAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.uuid(),
  categoryName: z.string(),
});

/** One hazard (its company is the caller's own). */
export const hazardAnswer = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** A hazard just created or changed, with the success message. */
const hazardSaved = <M extends string>(message: M) =>
  z.object({ hazard: hazardAnswer, message: z.literal(message) });
export const hazardCreatedAnswer = hazardSaved(MESSAGES.hazardCreated);
export const hazardUpdatedAnswer = hazardSaved(MESSAGES.hazardUpdated);

/** A category or hazard just deleted: its id and the success message. */
const deleted = <M extends string>(message: M) => z.object({ id: z.uuid(), message: z.literal(message) });
export const hazardCategoryDeletedAnswer = deleted(MESSAGES.hazardCategoryDeleted);
export const hazardDeletedAnswer = deleted(MESSAGES.hazardDeleted);
