/** What the drills API answers (the presenters' contract). Isomorphic: zod only. */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { DRILL_CHANNELS, DRILL_MESSAGES, DRILL_STATUSES, ROSTER_KINDS, SCORE_STATES } from "./model";

export const drillAnswer = z.object({
  id: z.uuid(),
  rosterKind: z.enum(ROSTER_KINDS),
  rosterId: z.uuid(),
  rosterName: z.string(),
  channels: z.array(z.enum(DRILL_CHANNELS)),
  status: z.enum(DRILL_STATUSES),
  scheduledFor: isoTime.nullable(),
  startedAt: isoTime.nullable(),
  expiresAt: isoTime.nullable(),
  refusal: z.string().nullable(),
  /** People who acknowledged on any channel, and people tested. */
  answered: z.number().int(),
  total: z.number().int(),
});

export const scorecardAnswer = z.object({
  drill: drillAnswer,
  canStart: z.boolean(),
  figures: z.object(
    Object.fromEntries(SCORE_STATES.map((s) => [s, z.number().int()])) as Record<
      (typeof SCORE_STATES)[number],
      z.ZodNumber
    >,
  ),
  state: z.enum(SCORE_STATES).nullable(),
  channel: z.enum(DRILL_CHANNELS).nullable(),
  people: z.array(
    z.object({
      entryId: z.uuid(),
      name: z.string(),
      answered: z.boolean(),
      channels: z.array(
        z.object({
          channel: z.enum(DRILL_CHANNELS),
          address: z.string().nullable(),
          state: z.enum(SCORE_STATES),
          answeredAt: isoTime.nullable(),
        }),
      ),
    }),
  ),
});

export const rosterDrillsAnswer = z.object({
  rosterName: z.string(),
  canStart: z.boolean(),
  last: drillAnswer.nullable(),
  next: drillAnswer.nullable(),
  /** Roster entries that did not answer the last drill: shown "Unverified". */
  unverified: z.array(z.uuid()),
  recent: z.array(drillAnswer),
});

export const drillStartedAnswer = z.object({
  id: z.uuid(),
  message: z.union([z.literal(DRILL_MESSAGES.scheduled), z.string()]),
});
