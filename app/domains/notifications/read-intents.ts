import { z } from "zod";
import { FEED_FILTERS } from "./model";

/**
 * The mark-read form of the bell and the notifications screen (isomorphic; works as a plain HTML form).
 * `item` is "notification:<id>" or "mention:<id>", repeated to mark several at once.
 */
export const READ_INTENTS = ["read", "readAll", "readEverything"] as const;

const itemRef = z
  .string()
  .regex(/^(notification|mention):[0-9a-fA-F-]{36}$/, "Unknown notification.")
  .transform((value) => {
    const [kind, id] = value.split(":") as ["notification" | "mention", string];
    return { kind, id };
  });

export const readIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("read"),
    item: z.union([itemRef, z.array(itemRef).max(100)]).transform((v) => (Array.isArray(v) ? v : [v])),
    redirectTo: z.string().optional(),
  }),
  z.object({
    intent: z.literal("readAll"),
    filter: z.enum(FEED_FILTERS).default("all"),
    redirectTo: z.string().optional(),
  }),
  z.object({ intent: z.literal("readEverything"), redirectTo: z.string().optional() }),
]);
export type ReadIntent = z.output<typeof readIntentSchema>;

export const READ_MESSAGES = {
  allRead: "All notifications marked as read.",
  read: "Marked as read.",
} as const;
