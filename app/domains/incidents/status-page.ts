import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { EXERCISE_TYPES, INCIDENT_STATUSES, INCIDENT_TYPES } from "./model";

/**
 * An incident's status page (issue 36 item 6): its labels, messages, what it shows and the answers that carry it.
 * Isomorphic: the API, the management page and the server-rendered status page all read this file.
 */

/** Which timeline entries the page shows: the status changes and escalation, whose wording names nobody. */
export const STATUS_PAGE_TIMELINE_KINDS = ["status", "escalated"] as const;
/** The page reloads itself this often (seconds): no JavaScript needed. */
export const STATUS_PAGE_REFRESH_SECONDS = 60;
/** How long a shared cache may keep the published page (seconds). */
export const STATUS_PAGE_PUBLIC_MAX_AGE = 30;
/** The most updates a status page lists (newest first). */
export const STATUS_PAGE_UPDATES_SHOWN = 20;

export const STATUS_PAGE_LABELS = {
  title: "Status page",
  responderLink: "Responders' link",
  responderLinkHelp:
    "Anyone with this link can read the status page without signing in, with the response team's roles. Paste it into a message to the responders.",
  noResponderLink: "No responders' link yet.",
  createLink: "Create responders' link",
  renewLink: "Renew link (the old one stops working)",
  publicPage: "Public page",
  publicHelp:
    "The public page shows the status, the updates and what is hit, with no names. It is off until you publish it.",
  publish: "Publish status page",
  unpublish: "Stop publishing",
  published: "Published",
  notPublished: "Not published",
  openPublic: "Open the public page",
  openResponder: "Open the responders' page",
  status: "Status",
  lastUpdated: "Last updated",
  updates: "Updates",
  noUpdates: "No updates yet.",
  whatIsHit: "What is hit",
  sites: "Sites",
  processes: "Processes",
  nextCheck: "Next status check",
  team: "Response team",
  coordinator: "Response coordinator",
  refreshes: `This page refreshes itself every minute.`,
  notFound: "This status page does not exist or is no longer available.",
} as const;

export const STATUS_PAGE_MESSAGES = {
  linkCreated: "Responders' link created",
  linkRenewed: "Responders' link renewed: the old link no longer works",
  published: "Status page published",
  unpublished: "Status page no longer published",
  /** Timeline entries (they name nobody). */
  timelineLinkCreated: "Responders' status page link created",
  timelineLinkRenewed: "Responders' status page link renewed (the old link no longer works)",
  timelinePublished: "Status page published",
  timelineUnpublished: "Status page no longer published",
} as const;

export const statusPagePublishSchema = z.object({ published: z.boolean() });

/** The management page's answer: the switch and both pages' addresses (only to those who may manage). */
export const statusPageSettingsAnswer = z.object({
  incidentId: z.uuid(),
  title: z.string(),
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
