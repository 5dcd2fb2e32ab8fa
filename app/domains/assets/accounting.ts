/**
 * People and sites accounted for during an incident (issue 22 item 6): the statuses a responder records on
 * each impacted person and site, their labels and colours, defined once for the API, the ASSETS, PEOPLE AND
 * OTHERS tab, the incident's messages and the situation report. Isomorphic: no server import.
 *
 * Each status is stored as an asset action (asset_actions.action); the latest one wins and every earlier
 * one stays as history.
 */

type Colour = { badge: string; hex: string };

/** What a responder can mark an impacted person as. */
export const PERSON_STATUS_LABELS = {
  safe: "Safe",
  injured: "Injured",
  missing: "Missing",
  unreached: "Unreached",
} as const;
export type PersonStatus = keyof typeof PERSON_STATUS_LABELS;
export const PERSON_STATUSES = Object.keys(PERSON_STATUS_LABELS) as [PersonStatus, ...PersonStatus[]];

/**
 * "I need help" answered from an incident message: not a diagnosis (the person may not be injured), so it is
 * its own state that a responder then resolves by marking Safe, Injured… (docs/decisions.md).
 */
export const NEEDS_HELP = "needs_help" as const;
export type PersonState = PersonStatus | typeof NEEDS_HELP;

/** What a responder can mark an impacted site as. */
export const SITE_STATUS_LABELS = {
  operational: "Operational",
  degraded: "Degraded",
  closed: "Closed",
} as const;
export type SiteStatus = keyof typeof SITE_STATUS_LABELS;
export const SITE_STATUSES = Object.keys(SITE_STATUS_LABELS) as [SiteStatus, ...SiteStatus[]];

export const ACCOUNTING_LABELS = {
  ...PERSON_STATUS_LABELS,
  [NEEDS_HELP]: "Needs help",
  ...SITE_STATUS_LABELS,
  none: "No status yet",
} as const;

const GREEN: Colour = { badge: "bg-green-100 text-green-800", hex: "#16a34a" };
const AMBER: Colour = { badge: "bg-amber-100 text-amber-900", hex: "#d97706" };
const RED: Colour = { badge: "bg-red-100 text-red-800", hex: "#dc2626" };
const GREY: Colour = { badge: "bg-gray-100 text-gray-700", hex: "#6b7280" };

export const ACCOUNTING_COLOURS: Record<keyof typeof ACCOUNTING_LABELS, Colour> = {
  safe: GREEN,
  injured: RED,
  missing: RED,
  unreached: AMBER,
  needs_help: RED,
  operational: GREEN,
  degraded: AMBER,
  closed: RED,
  none: GREY,
};

/** Actions recorded before these statuses existed, read as the status they meant. */
const LEGACY: Record<string, PersonState | SiteStatus> = {
  accounted_for: "safe",
  reopened: "operational",
};

/** The person state an action sets, or null when it is not about accounting (e.g. "evacuated"). */
export function personStateOf(action: string): PersonState | null {
  const a = LEGACY[action] ?? action;
  return a in PERSON_STATUS_LABELS || a === NEEDS_HELP ? (a as PersonState) : null;
}

/** The site status an action sets, or null. */
export function siteStatusOf(action: string): SiteStatus | null {
  const a = LEGACY[action] ?? action;
  return a in SITE_STATUS_LABELS ? (a as SiteStatus) : null;
}

export interface AccountingCounts {
  people: Record<PersonState | "none", number> & { total: number };
  sites: Record<SiteStatus | "none", number> & { total: number };
}

/** Counts from each impacted row's current state (null: nothing recorded yet). */
export function countAccounting(
  people: (PersonState | null)[],
  sites: (SiteStatus | null)[],
): AccountingCounts {
  const p = { safe: 0, injured: 0, missing: 0, unreached: 0, needs_help: 0, none: 0, total: people.length };
  const s = { operational: 0, degraded: 0, closed: 0, none: 0, total: sites.length };
  for (const x of people) p[x ?? "none"] += 1;
  for (const x of sites) s[x ?? "none"] += 1;
  return { people: p, sites: s };
}

export const ACCOUNTING_MESSAGES = {
  recorded: (name: string, label: string) => `${name} marked ${label}.`,
  notForPeople: "Choose Safe, Injured, Missing or Unreached for a person.",
  notForSites: "Choose Operational, Degraded or Closed for a site.",
} as const;
