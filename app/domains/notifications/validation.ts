import { z } from "zod";
import { DEFAULT_PAGE_SIZE, EMAIL_KINDS, FEED_FILTERS, MAX_PAGE_SIZE } from "./model";

/** Query and body schemas of the notification API, shared with the screens (isomorphic). */

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

export const pagingQuery = z.object({
  page: z.coerce.number().int("Page must be a whole number.").min(1, "Page starts at 1.").default(1),
  pageSize: z.coerce
    .number()
    .int("Page size must be a whole number.")
    .min(1, "Page size must be at least 1.")
    .max(MAX_PAGE_SIZE, `Page size is at most ${MAX_PAGE_SIZE}.`)
    .default(DEFAULT_PAGE_SIZE),
});

export const notificationsQuery = pagingQuery.extend({
  filter: z.enum(FEED_FILTERS).default("all"),
  unread: flag.optional(),
});

export const mentionsQuery = pagingQuery.extend({ unread: flag.optional() });

export const feedQuery = pagingQuery.extend({
  filter: z.enum(FEED_FILTERS).default("all"),
  since: z.iso.datetime({ offset: true, error: "Give an ISO date-time." }).optional(),
});

export const readAllQuery = z.object({ filter: z.enum(FEED_FILTERS).default("all") });

export const idParams = z.object({ id: z.guid("Unknown id.") });

export const preferencesSchema = z.object(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
    (typeof EMAIL_KINDS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);

export const liveQuery = z.object({
  since: z.iso.datetime({ offset: true, error: "Give an ISO date-time." }).optional(),
});
