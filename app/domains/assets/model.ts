import { nameList } from "~/shared/names";
import { countOf } from "~/shared/plural";
import { ACCOUNTING_LABELS, NEEDS_HELP, PERSON_STATUS_LABELS, SITE_STATUS_LABELS } from "./accounting";

/** Asset and person types with their display labels, defined once for API, forms and CSV import. */
export const ASSET_TYPE_LABELS = {
  office: "Office",
  site: "Site",
  data_centre: "Data Centre",
  warehouse: "Warehouse",
  plant: "Plant",
  retail: "Retail Store",
  other: "Other",
} as const;
export type AssetType = keyof typeof ASSET_TYPE_LABELS;
export const ASSET_TYPES = Object.keys(ASSET_TYPE_LABELS) as [AssetType, ...AssetType[]];

export const PERSON_TYPE_LABELS = { employee: "Employee", contractor: "Contractor" } as const;
export type PersonType = keyof typeof PERSON_TYPE_LABELS;
export const PERSON_TYPES = Object.keys(PERSON_TYPE_LABELS) as [PersonType, ...PersonType[]];

/** Accepts a key or a label, any case ("Data Centre", "data_centre", "data center"). */
export function parseAssetType(value: string): AssetType | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/center/g, "centre")
    .replace(/[\s-]+/g, "_");
  if (key in ASSET_TYPE_LABELS) return key as AssetType;
  const byLabel = ASSET_TYPES.find((t) => ASSET_TYPE_LABELS[t].toLowerCase() === value.trim().toLowerCase());
  return byLabel ?? null;
}

export function parsePersonType(value: string): PersonType | null {
  const key = value.trim().toLowerCase();
  return key === "employee" || key === "contractor" ? key : null;
}

/**
 * Actions recorded on an impacted asset or person during an incident: the accounting statuses (./accounting.ts),
 * then the other kinds (older actions keep their meaning; accounting.ts reads them as statuses).
 */
export const ASSET_ACTION_LABELS = {
  ...PERSON_STATUS_LABELS,
  [NEEDS_HELP]: ACCOUNTING_LABELS[NEEDS_HELP],
  ...SITE_STATUS_LABELS,
  evacuated: "Evacuated",
  reopened: "Reopened",
  accounted_for: "Accounted For",
  /** A responder called back someone who answered "I need help" (history only: not a status). */
  called_back: "Called back",
} as const;
export type AssetActionKind = keyof typeof ASSET_ACTION_LABELS;
export const ASSET_ACTIONS = Object.keys(ASSET_ACTION_LABELS) as [AssetActionKind, ...AssetActionKind[]];

/** Refusals and notices of the site register (issue 21). */
export const SITE_LABELS = {
  /** A site named in Manage Company without a point: on the register, in no incident radius until placed. */
  notPlaced: "Not placed yet",
  /** An alert at one of the company's own sites names it, not an office far away (UX review A-9). */
  atSite: (name: string) => `at ${name}`,
} as const;

/** How close to a site an alert's point is "at" that site, in km. */
export const AT_SITE_KM = 0.3;

/**
 * The company site an alert is at: the nearest placed register site within AT_SITE_KM of its point (an
 * incident's ad hoc locations are not sites), or null. `sites` carry their distance in km from the point.
 */
export function siteAt<T extends { distanceKm: number | null; incidentId: string | null }>(sites: T[]) {
  let best: T | null = null;
  for (const s of sites)
    if (
      s.incidentId === null &&
      s.distanceKm !== null &&
      s.distanceKm <= AT_SITE_KM &&
      (!best || s.distanceKm < (best.distanceKm ?? Number.POSITIVE_INFINITY))
    )
      best = s;
  return best;
}

export const PEOPLE_MESSAGES = {
  /** An imported row whose email the register (or an earlier line of the file) already has. */
  emailTaken: (email: string) => `The people register already has someone with the email "${email}".`,
} as const;

export const SITE_MESSAGES = {
  usedByProcesses: (site: string, processes: { name: string; bcp: { name: string } }[]) =>
    `"${site}" is a delivery location of ${countOf(processes.length, "process", "processes")}: ${nameList(
      processes.map((p) => `${p.name} (${p.bcp.name})`),
    )}. Remove it from ${processes.length === 1 ? "that process" : "those processes"} first; nothing was deleted.`,
} as const;
