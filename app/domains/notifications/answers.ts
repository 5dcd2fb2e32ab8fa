/**
 * What the notifications API answers (the presenters' contract, documented in /api/openapi.json and checked
 * against every answer in the test suite). Isomorphic: zod only. The live stream (GET /notifications/stream)
 * answers text/event-stream; its events carry `unreadCountsAnswer` and `feedItemAnswer`s.
 */
import { z } from "zod";
import { isoTime, pagedAnswer } from "~/shared/answers";
import { EMAIL_KINDS, MENTION_TYPE, NOTIFICATION_TYPES } from "./model";

/**
 * A notification's additionalInfo (spec §3): the sanitised message, the in-app link, and what each producer adds
 * to find its subject again (read by tests, the incident involvement query and the web tier's links).
 */
export const notificationInfoAnswer = z.object({
  /** Sanitised HTML. */
  message: z.string(),
  /** In-app path of the subject. */
  link: z.string().optional(),
  /** Incident events, status checks, assignments, MAD warnings, crisis rosters. */
  incidentId: z.uuid().optional(),
  /** An escalation to crisis. */
  escalated: z.boolean().optional(),
  /** MAD warnings: the activated process and the share of its MAD used (%). */
  activationProcessId: z.uuid().optional(),
  threshold: z.number().optional(),
  /** Management plan approvals. */
  planId: z.uuid().optional(),
  /** A crisis calling on a management plan's roster. */
  managementPlanId: z.uuid().optional(),
  /** BCP approvals: the plan, and the section awaiting approval. */
  bcpId: z.uuid().optional(),
  section: z.string().optional(),
  /** Generic approval events: "request", "approved" or "rejected". */
  approval: z.enum(["request", "approved", "rejected"]).optional(),
});

/** One notification of the caller. */
export const notificationAnswer = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  isRead: z.boolean(),
  createdAt: isoTime,
  additionalInfo: notificationInfoAnswer,
});

/** One mention of the caller: who mentioned them (null once unknown) and where. */
export const mentionAnswer = z.object({
  id: z.uuid(),
  isRead: z.boolean(),
  createdAt: isoTime,
  mentionedBy: z.uuid().nullable(),
  mention: z.object({
    entityType: z.string(),
    entityId: z.string(),
    /** Sanitised HTML. */
    message: z.string(),
    link: z.string().optional(),
  }),
});

/** One row of the merged list of notifications and mentions (`FeedItem`). */
export const feedItemAnswer = z.object({
  id: z.uuid(),
  kind: z.enum(["notification", "mention"]),
  type: z.enum([...NOTIFICATION_TYPES, MENTION_TYPE]),
  isRead: z.boolean(),
  createdAt: isoTime,
  /** Sanitised HTML. */
  message: z.string(),
  link: z.string().nullable(),
});
/** One row of the merged list the bell and the notifications screen show. */
export type FeedItem = z.output<typeof feedItemAnswer>;

export const notificationsPageAnswer = pagedAnswer(notificationAnswer);
export const mentionsPageAnswer = pagedAnswer(mentionAnswer);
export const feedPageAnswer = pagedAnswer(feedItemAnswer);

/** The bell's badge (`UnreadCounts`). */
export const unreadCountsAnswer = z.object({
  notifications: z.number().int(),
  mentions: z.number().int(),
  approvals: z.number().int(),
  total: z.number().int(),
});

/** How many rows a "mark all read" changed. */
export const updatedCountAnswer = z.object({ updated: z.number().int() });

/** Closing the bell: how many notifications and mentions it marked read. */
export const readEverythingAnswer = z.object({ notifications: z.number().int(), mentions: z.number().int() });

/** Which kinds of email the caller receives (every kind, on unless turned off). */
export const emailPreferencesAnswer = z.object(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof EMAIL_KINDS)[number],
    z.ZodBoolean
  >,
);
