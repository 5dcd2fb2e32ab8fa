/**
 * Reachability drills (issue 36 item 5): a short test sent to a roster asking each person to acknowledge, and the
 * scorecard of who could be reached by which channel. Labels, states and messages defined once for the API, the
 * scorecard, the plan pages and the public answer page. Isomorphic.
 */

// The English words of the answer links, straight from the resources (the incident messages' model would bring its
// templates into every page that shows a drill).
import { message } from "~/shared/i18n/en";

/**
 * The rosters a drill can test: a plan's business recovery team, an IMP/CMP's roster, and a site's people (those
 * of the People register whose home site it is).
 */
export const ROSTER_KIND_LABELS = {
  brt: "Business recovery team",
  cmp: "IMP/CMP roster",
  site: "People based at the site",
} as const;
export type RosterKind = keyof typeof ROSTER_KIND_LABELS;
export const ROSTER_KINDS = Object.keys(ROSTER_KIND_LABELS) as [RosterKind, ...RosterKind[]];
/** The way back from a drill's pages to where its roster is shown. */
export const ROSTER_BACK_LABELS: Record<RosterKind, string> = {
  brt: "Back to the plan",
  cmp: "Back to the plan",
  site: "Back to the site",
};

/** A drill goes by email and SMS (a call cannot carry the acknowledge link). */
export const DRILL_CHANNEL_LABELS = { email: "Email", sms: "SMS" } as const;
export type DrillChannel = keyof typeof DRILL_CHANNEL_LABELS;
export const DRILL_CHANNELS = Object.keys(DRILL_CHANNEL_LABELS) as [DrillChannel, ...DrillChannel[]];

/**
 * One person's result on one channel. "No number" is a roster entry without an address for that channel; "Waiting
 * to send" is a copy still in the outbox.
 */
export const SCORE_LABELS = {
  answered: "Answered",
  noAnswer: "Delivered, no answer",
  failed: "Failed",
  noNumber: "No number",
  pending: "Waiting to send",
} as const;
export type ScoreState = keyof typeof SCORE_LABELS;
export const SCORE_STATES = Object.keys(SCORE_LABELS) as [ScoreState, ...ScoreState[]];
/** The badge colour of each state (StatusBadge's tones). */
export const SCORE_COLOURS: Record<ScoreState, string> = {
  answered: "bg-green-100 text-green-800",
  noAnswer: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-800",
  noNumber: "bg-red-100 text-red-800",
  pending: "bg-gray-100 text-gray-700",
};

export const DRILL_STATUS_LABELS = {
  scheduled: "Scheduled",
  running: "Running",
  ended: "Ended",
  refused: "Not sent",
} as const;
export type DrillStatus = keyof typeof DRILL_STATUS_LABELS;
export const DRILL_STATUSES = Object.keys(DRILL_STATUS_LABELS) as [DrillStatus, ...DrillStatus[]];

/** The copy says plainly that it is a test: it must never read as an alert. */
export const DRILL_SUBJECT = "Reachability test — no incident";
export const drillBody = (roster: string) =>
  `${DRILL_SUBJECT}. This is a test of the ${roster} call list: nothing has happened and there is nothing to do except acknowledge, so we know we can reach you.`;
/** The SMS, in GSM-7 (one segment with the link). */
export const DRILL_SMS = "Reachability test - no incident. Tap to acknowledge:";
/** The one answer a drill asks for: the incident messages' "Acknowledge". */
export const DRILL_ACK_LABEL = message.links.ack;
/** The roster entry's mark where the roster is shown: their last drill was not answered. */
export const UNVERIFIED_LABEL = "Unverified";
export const UNVERIFIED_HINT = "Did not answer the last reachability drill";

/** How long a drill's acknowledge links work. */
export const DRILL_LINK_HOURS = 72;
export const DRILL_LIMITS = { recipients: 500, listed: 100 } as const;

export const DRILL_MESSAGES = {
  started: (n: number) => `Reachability drill sent to ${n} ${n === 1 ? "person" : "people"}.`,
  scheduled: "Reachability drill scheduled.",
  emptyRoster: "This roster has nobody on it: add people before running a drill.",
  chooseChannel: "Choose at least one channel.",
  pastTime: "Choose a time in the future, or leave it empty to start now.",
  recorded: "Thank you. Your acknowledgement has been recorded. This was only a test.",
  used: "You have already acknowledged this test. Thank you.",
  expired: "This test has ended. Nothing to do: it was only a test.",
  invalid: "This link is not valid. Check that you opened the whole link from your message.",
  ready: "This is a reachability test, not an incident. Press the button to acknowledge.",
} as const;

export const DRILL_LABELS = {
  title: "Reachability drills",
  start: "Run a reachability drill",
  scorecard: "Scorecard",
  lastDrill: "Last reachability drill",
  never: "No reachability drill yet",
  answeredOf: (answered: number, total: number) => `answered ${answered} of ${total}`,
  when: "Start at (leave empty to start now)",
} as const;
