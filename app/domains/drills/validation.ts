import { z } from "zod";
import { withinDateYears } from "~/shared/date-input";
import { DRILL_CHANNELS, DRILL_MESSAGES, ROSTER_KINDS, SCORE_STATES } from "./model";

/** Start or schedule a drill of a roster (the form's fields; scheduledFor: an ISO instant, empty to start now). */
export const startDrillSchema = z.object({
  rosterKind: z.enum(ROSTER_KINDS),
  rosterId: z.uuid(),
  channels: z
    .array(z.enum(DRILL_CHANNELS), { error: DRILL_MESSAGES.chooseChannel })
    .min(1, DRILL_MESSAGES.chooseChannel)
    .max(DRILL_CHANNELS.length),
  scheduledFor: z.iso
    .datetime({ offset: true, error: DRILL_MESSAGES.pastTime })
    .superRefine(withinDateYears("The drill's time"))
    .optional(),
});

/** The scorecard's filters. */
export const scorecardQuerySchema = z.object({
  state: z.enum(SCORE_STATES).optional(),
  channel: z.enum(DRILL_CHANNELS).optional(),
});

export const rosterQuerySchema = z.object({ rosterKind: z.enum(ROSTER_KINDS), rosterId: z.uuid() });
