/**
 * Notification vocabulary shared by the API, the services and the screens (isomorphic: no `.server`).
 */

/** The notification types that domain events raise (spec §3 names BCP_Approve and USER_DISABLED). */
export const NOTIFICATION_TYPES = [
  "BCP_Approve",
  "USER_DISABLED",
  "INCIDENT_IMPACT",
  "BCP_ACTIVATED",
  "STATUS_CHECK",
  "ASSIGNMENT",
  "MAD_WARNING",
  "TOLERANCE_WARNING",
  "HELP_REQUEST",
  "REPORT_DEADLINE",
  "QUOTA_OVERRUN",
  "EXERCISE_INJECT",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The "my approvals" tab and filter: approval requests awaiting me and decisions on my plans. */
export const APPROVAL_TYPE: NotificationType = "BCP_Approve";

/** Feed items merge notifications and mentions; a mention shows like a notification (spec §3). */
export const MENTION_TYPE = "MENTION";

export const FEED_FILTERS = ["all", "approvals"] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
export const FEED_FILTER_LABELS: Record<FeedFilter, string> = {
  all: "All notifications",
  approvals: "My approvals",
};

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Spec §9: the top bar refetches notification counts every 30 seconds. */
export const COUNTS_REFRESH_MS = 30_000;
/** How often the live channel looks for new rows (shared by every app instance through the database). */
export const LIVE_POLL_MS = 2_000;

export interface UnreadCounts {
  notifications: number;
  mentions: number;
  approvals: number;
  /** notifications + mentions: what the badge shows. */
  total: number;
}

/** The kinds of email a user can turn off, one preference each (in-app notifications always stay). */
export const EMAIL_KINDS = ["approvals", "activations", "reminders", "assignments", "incidents"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  approvals: "Approval requests and decisions",
  activations: "Plan activations",
  reminders: "Status-check reminders",
  assignments: "Assignments",
  incidents: "Incidents impacting my plans or business units",
};
export type EmailPreferences = Record<EmailKind, boolean>;

/**
 * The email preference each notification type answers to (null: in-app only). notifyAndEmail, the one path of
 * every notification, reads it, so no producer can email past a recipient's choice.
 */
export const NOTIFICATION_EMAIL_KIND: Record<NotificationType, EmailKind | null> = {
  BCP_Approve: "approvals",
  USER_DISABLED: null,
  INCIDENT_IMPACT: "incidents",
  BCP_ACTIVATED: "activations",
  STATUS_CHECK: "reminders",
  ASSIGNMENT: "assignments",
  MAD_WARNING: "reminders",
  TOLERANCE_WARNING: "reminders",
  // A person asked for help in an incident: told like the incident itself (and by SMS where there is a number).
  HELP_REQUEST: "incidents",
  REPORT_DEADLINE: "reminders",
  // An alert went past the company's daily limit: its administrators see it in the app.
  QUOTA_OVERRUN: null,
  // An exercise's inject fell due: the team sees it in the bell and on the timeline (the exercise is under way).
  EXERCISE_INJECT: null,
};
