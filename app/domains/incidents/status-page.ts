/**
 * An incident's status page (issue 36 item 6): its labels, messages and what it shows. Isomorphic and free of zod,
 * so the incident page can take its link's label without growing its bundle; the answers are status-page-answers.ts.
 */

/** Which timeline entries the page shows: the status changes and escalation, whose wording names nobody. */
export const STATUS_PAGE_TIMELINE_KINDS = ["status", "escalated"] as const;
/** The page reloads itself this often (seconds): no JavaScript needed. */
export const STATUS_PAGE_REFRESH_SECONDS = 60;
/** How long a shared cache may keep the published page (seconds). */
export const STATUS_PAGE_PUBLIC_MAX_AGE = 30;
/** The most updates a status page lists (newest first). */
export const STATUS_PAGE_UPDATES_SHOWN = 20;

/** The settings page's title, and its link on the incident page. */
export const STATUS_PAGE_TITLE = "Status page";

export const STATUS_PAGE_LABELS = {
  title: STATUS_PAGE_TITLE,
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
  /** A link that opens the page in a reader's language (the page's own words are in app/shared/i18n `status`). */
  languageLinks:
    "The page speaks its reader's browser language; add ?lang=fr, de, es or en to a link to choose.",
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
