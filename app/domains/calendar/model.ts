/** Calendar feeds (issue 35 item 5): labels, messages and bounds, defined once. Isomorphic. */

/** Whose feed: the signed-in user's own, or the company's exercise programme. */
export const FEED_KINDS = ["user", "company"] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** A feed never answers more events than this (a calendar app fetches it often). */
export const FEED_EVENT_CAP = 500;

/** How long an approval request's event lasts in a calendar (it marks the moment it was asked). */
export const APPROVAL_EVENT_MINUTES = 30;

export const CALENDAR_LABELS = {
  userTitle: "Calendar feed",
  companyTitle: "Programme calendar feed",
  userIntro:
    "Subscribe your calendar app to a private link: the exercises due on the plans you lead, the exercises you take part in and the corrective actions you own, your plans' next reviews, and the approvals waiting for you.",
  companyIntro:
    "Subscribe a shared calendar to the company's exercise programme: every plan's next exercise due.",
  live: "A link is active, created",
  none: "No link yet.",
  shownOnce: "Copy this link now: it is shown only once. Anyone who has it can read this calendar.",
  link: "Calendar link",
  create: "Create link",
  regenerate: "Regenerate link",
  revoke: "Revoke link",
  profileLink: "Calendar feed",
  programmeLink: "Programme calendar feed",
  userCalendarName: "Keel: my plans",
  companyCalendarName: "Keel: exercise programme",
} as const;

export const CALENDAR_MESSAGES = {
  created: "Calendar link created.",
  revoked: "Calendar link revoked.",
  noLink: "There is no calendar link to revoke.",
} as const;

/** What each event of a feed is called. */
export const FEED_EVENT_TITLES = {
  exerciseDue: (plan: string) => `Exercise due: ${plan}`,
  /** A scheduled CM test, an exercise of its IMP or CMP: "Simulation: Ransomware at head office (CMP-0001 · …)". */
  cmTest: (kind: string, scenario: string, plan: string) => `${kind}: ${scenario} (${plan})`,
  /** An open corrective action the user owns, on its due day. */
  correctiveAction: (action: string) => `Corrective action due: ${action}`,
  reviewDue: (plan: string) => `Plan review due: ${plan}`,
  approval: (plan: string, section: string) => `Approval requested: ${plan} (${section})`,
} as const;

/** The audit trail's actions for a feed. */
export const FEED_AUDIT = {
  created: "calendar_feed.created",
  regenerated: "calendar_feed.regenerated",
  revoked: "calendar_feed.revoked",
} as const;
