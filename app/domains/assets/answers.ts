/**
 * What the assets and people APIs answer (the presenters' contract, documented in /api/openapi.json and checked
 * against every answer in the test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { cappedPagedAnswer, isoTime, messageAnswer } from "~/shared/answers";
import { LANGUAGES } from "~/shared/i18n/languages";
import {
  ACCOUNTING_LABELS,
  NEEDS_HELP,
  PERSON_STATUS_LABELS,
  PERSON_STATUSES,
  SITE_STATUS_LABELS,
  SITE_STATUSES,
} from "./accounting";
import { ASSET_ACTION_LABELS, ASSET_ACTIONS, ASSET_TYPES, PERSON_TYPE_LABELS, PERSON_TYPES } from "./model";

const assetType = z.enum(ASSET_TYPES);
const personType = z.enum(PERSON_TYPES);
const actionKind = z.enum(ASSET_ACTIONS);
/** A person's accounting state: a status a responder records, or "needs help" answered from a message. */
const personState = z.enum([...PERSON_STATUSES, NEEDS_HELP]);
const siteStatus = z.enum(SITE_STATUSES);
/** One of a label list's labels (the text shown for a key). */
const labelOf = <const L extends Record<string, string>>(labels: L) =>
  z.enum(Object.values(labels) as [L[keyof L], ...L[keyof L][]]);

/** A site of the register (or an incident's ad hoc location, with its incidentId), as presentAsset names it. */
export const assetAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  type: assetType,
  address: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  headcount: z.number().int().nullable(),
  businessUnitId: z.uuid().nullable(),
  incidentId: z.uuid().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** One site with what depends on it: its people (the first SITE_PEOPLE_SHOWN) and the processes delivered there. */
export const assetDetailAnswer = assetAnswer.extend({
  peopleCount: z.number().int(),
  people: z.array(z.object({ id: z.uuid(), name: z.string(), jobTitle: z.string().nullable() })),
  processes: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      bcp: z.object({
        id: z.uuid(),
        name: z.string(),
        code: z.string(),
        status: z.string(),
        statusLabel: z.string(),
        approved: z.boolean(),
        /** Whether the viewer may open the plan (a plan outside their scope is named, not linked). */
        readable: z.boolean(),
      }),
      lead: z.object({ id: z.uuid(), name: z.string() }),
      mad: z.string(),
      criticality: z.string(),
      headcount: z.number().int().nullable(),
    }),
  ),
});

/** A write of one site: the site as saved and the toast. */
export const assetSavedAnswer = messageAnswer.extend({ asset: assetAnswer });

/** A removal (site, ad hoc location, person): the id removed and the toast. */
export const removedAnswer = messageAnswer.extend({ id: z.uuid() });

/** The nearest site of a type, with its distance in km and in the query's unit; null when there is none. */
export const nearestAssetAnswer = assetAnswer
  .extend({ distanceKm: z.number(), distance: z.number() })
  .nullable();

/** A site within a radius: the lean columns of the map and the impacted list, nearest first. */
export const radiusAssetAnswer = assetAnswer.omit({ createdAt: true, updatedAt: true }).extend({
  /** A site is found by its point, so it always has one. */
  lat: z.number(),
  lng: z.number(),
  /** Rounded to the metre. */
  distanceKm: z.number(),
  /** In the query's unit (km or miles). */
  distance: z.number(),
});

/** Country, state and city where the company has sites, with how many. */
export const assetLocationAnswer = z.object({
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  assetCount: z.number().int(),
});

/** A site for pickers: id, name, type, one-line address and point. */
export const siteAddressAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  type: assetType,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  fullAddress: z.string(),
});

/**
 * What an import did: rows created, bad rows (by line and column) not imported, and the summary. An error's
 * `field` is the column as the file heads it ("Home Site"), never the field behind it.
 */
export const importAnswer = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
  message: z.string(),
});

/** An employee or contractor, with their home site's name (null when none, or on a write's answer). */
export const personAnswer = z.object({
  id: z.uuid(),
  type: personType,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  jobTitle: z.string().nullable(),
  homeAssetId: z.uuid().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  /** Their preferred language (issue 36 item 7); null: the company's default. */
  language: z.enum(LANGUAGES).nullable(),
  ownLocation: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  homeAssetName: z.string().nullable(),
});

/** A person within a radius (their own point, or their home site's), nearest first: the card's fields. */
export const radiusPersonAnswer = personAnswer
  .pick({
    id: true,
    type: true,
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    mobile: true,
    jobTitle: true,
    homeAssetId: true,
    homeAssetName: true,
    lat: true,
    lng: true,
  })
  .extend({ distanceKm: z.number(), distance: z.number() });

/** A write of one person: the person as saved and the toast. */
export const personSavedAnswer = messageAnswer.extend({ person: personAnswer });

/** A person's contact card during an incident. */
export const personCardAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  type: personType,
  typeLabel: labelOf(PERSON_TYPE_LABELS),
  jobTitle: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  emergencyContact: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  homeSite: z.object({ id: z.uuid(), name: z.string(), address: z.string() }).nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});

/** "Load assets and people": what is now impacted, and the toast. */
export const impactLoadAnswer = z.object({
  assets: z.array(radiusAssetAnswer),
  people: z.array(radiusPersonAnswer),
  message: z.string(),
});

/** One action recorded on an impacted site or person, as its history shows it. */
export const assetActionAnswer = z.object({
  id: z.uuid(),
  action: actionKind,
  label: labelOf(ASSET_ACTION_LABELS),
  note: z.string().nullable(),
  /** Who recorded it (null: a recipient answered a message's link, or the user is gone). */
  byName: z.string().nullable(),
  /** Set when a recipient answered a message's link rather than a responder (incident messages). */
  viaLink: z.boolean(),
  createdAt: isoTime,
});

/** An action in the history of one impacted row or of a whole incident (which row it is on). */
export const assetActionListedAnswer = assetActionAnswer.extend({ impactedAssetId: z.uuid() });

/** The action just recorded. */
export const assetActionRecordedAnswer = assetActionAnswer
  .pick({ id: true, action: true, label: true, note: true, createdAt: true })
  .extend({ impactedAssetId: z.uuid() });

/** How an impacted row stands: its current status (who, when), its last action of any kind and its history. */
const accounting = <S extends z.ZodType, L extends z.ZodType>(status: S, statusLabel: L) => ({
  status: status.nullable(),
  statusLabel,
  statusBy: z.string().nullable(),
  statusAt: isoTime.nullable(),
  lastAction: z.object({ action: actionKind, note: z.string().nullable(), createdAt: isoTime }).nullable(),
  history: z.array(assetActionAnswer),
});

/** People and sites accounted for: the count per status ("none": nothing recorded yet) and the total. */
export const accountingCountsAnswer = z.object({
  people: z.object({
    safe: z.number().int(),
    injured: z.number().int(),
    missing: z.number().int(),
    unreached: z.number().int(),
    needs_help: z.number().int(),
    none: z.number().int(),
    total: z.number().int(),
  }),
  sites: z.object({
    operational: z.number().int(),
    degraded: z.number().int(),
    closed: z.number().int(),
    none: z.number().int(),
    total: z.number().int(),
  }),
});

/** What an incident impacts: each site and person with its status and history, nearest first, and the counts. */
export const impactAnswer = z.object({
  assets: z.array(
    z.object({
      id: z.uuid(),
      distanceKm: z.number().nullable(),
      asset: assetAnswer,
      ...accounting(siteStatus, labelOf({ ...SITE_STATUS_LABELS, none: ACCOUNTING_LABELS.none })),
    }),
  ),
  people: z.array(
    z.object({
      id: z.uuid(),
      distanceKm: z.number().nullable(),
      person: z.object({
        id: z.uuid(),
        name: z.string(),
        type: personType,
        email: z.string().nullable(),
        mobile: z.string().nullable(),
      }),
      ...accounting(
        personState,
        labelOf({
          ...PERSON_STATUS_LABELS,
          [NEEDS_HELP]: ACCOUNTING_LABELS[NEEDS_HELP],
          none: ACCOUNTING_LABELS.none,
        }),
      ),
    }),
  ),
  counts: accountingCountsAnswer,
});

export const cappedPagedAssetsAnswer = cappedPagedAnswer(assetAnswer);
export const pagedSiteAddressesAnswer = cappedPagedAnswer(siteAddressAnswer);
export const pagedPeopleAnswer = cappedPagedAnswer(personAnswer);
