/** What the calendar feed API answers (the presenters' contract). Isomorphic. */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { CALENDAR_MESSAGES } from "./model";

/** Whether a live link exists, and since when (its token is never shown again). */
export const feedStateAnswer = z.object({ live: z.boolean(), createdAt: isoTime.nullable() });

/** A new link: its full address, shown once. */
export const feedCreatedAnswer = z.object({ url: z.string(), message: z.literal(CALENDAR_MESSAGES.created) });

export const feedRevokedAnswer = z.object({ message: z.literal(CALENDAR_MESSAGES.revoked) });

/** The feed as iCalendar text (the public route answers it as text/calendar). */
export const feedAnswer = z.object({ ics: z.string(), name: z.string() });
