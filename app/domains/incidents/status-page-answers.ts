import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { EXERCISE_TYPES, INCIDENT_STATUSES, INCIDENT_TYPES } from "./model";

/** The answers of an incident's status page endpoints (issue 36 item 6). */
export const statusPagePublishSchema = z.object({ published: z.boolean() });

/** The management page's answer: the switch and both pages' addresses (only to those who may manage). */
export const statusPageSettingsAnswer = z.object({
  incidentId: z.uuid(),
  title: z.string(),
  type: z.enum(INCIDENT_TYPES),
  exerciseType: z.enum(EXERCISE_TYPES).nullable(),
  published: z.boolean(),
  /** The responders' page, in full (to paste into a message); null until a link is created. */
  responderUrl: z.string().nullable(),
  publicUrl: z.string(),
});

/** What a status page shows. `team` and `coordinator` are null on the public page: it names nobody. */
export const statusPageViewAnswer = z.object({
  audience: z.enum(["public", "responders"]),
  incidentId: z.uuid(),
  title: z.string(),
  exerciseType: z.enum(EXERCISE_TYPES).nullable(),
  type: z.enum(INCIDENT_TYPES),
  status: z.enum(INCIDENT_STATUSES),
  updatedAt: isoTime,
  dates: z.object({ dateFormat: z.string().optional(), timezone: z.string().optional() }),
  sites: z.number().int(),
  processes: z.number().int(),
  nextCheckAt: isoTime.nullable(),
  updates: z.array(z.object({ at: isoTime, message: z.string() })),
  coordinator: z.string().nullable(),
  team: z.array(z.object({ name: z.string(), role: z.string() })).nullable(),
});
export type StatusPageView = z.output<typeof statusPageViewAnswer>;
