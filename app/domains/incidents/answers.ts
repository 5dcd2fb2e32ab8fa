/**
 * What the incidents and alerts API answers (the presenters' contract, documented in /api/openapi.json and
 * checked against every answer in the test suite). Isomorphic: zod, ~/shared and isomorphic label lists only.
 */
import { z } from "zod";
import {
  ACCOUNTING_LABELS,
  NEEDS_HELP,
  PERSON_STATUS_LABELS,
  PERSON_STATUSES,
  SITE_STATUS_LABELS,
  SITE_STATUSES,
} from "~/domains/assets/accounting";
import { ASSET_ACTION_LABELS, ASSET_ACTIONS, ASSET_TYPES, PERSON_TYPES } from "~/domains/assets/labels";
import { isoTime, pagedAnswer } from "~/shared/answers";
import { TEAM_ROLES } from "~/shared/team-roles";
import {
  ALERT_STATUSES,
  INCIDENT_IMPACTS,
  INCIDENT_MESSAGES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  RESPONSE_ACTION_STATUSES,
  STATUS_CHECK_CADENCES,
  WIZARD_STEPS,
} from "./labels";

const incidentType = z.enum(INCIDENT_TYPES);
const incidentStatus = z.enum(INCIDENT_STATUSES);
const incidentImpact = z.enum(INCIDENT_IMPACTS);
const wizardStep = z.enum(WIZARD_STEPS);

/** An incident, crisis or draft as a write answers it (the record without its tenant column). */
export const incidentAnswer = z.object({
  id: z.uuid(),
  type: incidentType,
  userId: z.uuid(),
  hazardCategoryId: z.uuid().nullable(),
  hazardId: z.uuid().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  impact: incidentImpact.nullable(),
  status: incidentStatus,
  viewRadius: z.number().nullable(),
  radiusUnit: z.enum(["km", "miles"]),
  locationName: z.string().nullable(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  locations: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number() })),
  alertDate: isoTime.nullable(),
  statusCheckCadence: z.enum(STATUS_CHECK_CADENCES).nullable(),
  notifyBCPLeads: z.boolean(),
  notifyBusinessCoordinator: z.boolean(),
  isDraft: z.boolean(),
  currentTab: wizardStep,
  bcpProcessIds: z.array(z.uuid()),
  adhocProcessIds: z.array(z.uuid()),
  responseCoordinatorId: z.uuid().nullable(),
  disabled: z.boolean(),
  escalatedAt: isoTime.nullable(),
  publishedAt: isoTime.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** One incident as the wizard and the detail page show it: names, team, the caller's marks, next statuses. */
export const incidentDetailAnswer = incidentAnswer.extend({
  /** Edit version of each wizard step (absent = 0): the step's form sends it back as If-Match. */
  editVersions: z.record(z.string(), z.number().int()),
  hazardCategoryName: z.string().nullable(),
  hazardName: z.string().nullable(),
  creatorName: z.string().nullable(),
  responseCoordinatorName: z.string().nullable(),
  team: z.array(z.object({ userId: z.uuid(), role: z.enum(TEAM_ROLES), name: z.string() })),
  favourite: z.boolean(),
  isRead: z.boolean(),
  statusChoices: z.array(incidentStatus).nullable(),
});

/** One row of the crisis/incident table (spec §3 columns). */
export const incidentListItemAnswer = z.object({
  id: z.uuid(),
  type: incidentType,
  createdOn: isoTime,
  bcpCount: z.number().int(),
  incidentLocations: z.array(z.string()),
  responseCoordinator: z.string().nullable(),
  hazardType: z.string().nullable(),
  name: z.string().nullable(),
  impact: incidentImpact.nullable(),
  status: incidentStatus,
  incidentCreator: z.string().nullable(),
  updatedOn: isoTime,
  lat: z.number().nullable(),
  long: z.number().nullable(),
  disabled: z.boolean(),
  isDraft: z.boolean(),
  currentTab: wizardStep,
  favourite: z.boolean(),
  isRead: z.boolean(),
});

/** The incident list's whole body: a page of rows. */
export const incidentPageAnswer = pagedAnswer(incidentListItemAnswer);

/** One of the caller's drafts, to resume the wizard. */
export const draftAnswer = z.object({
  id: z.uuid(),
  type: incidentType,
  title: z.string().nullable(),
  currentTab: wizardStep,
  updatedAt: isoTime,
});

/** One favourite in the sidebar. */
export const favouriteIncidentAnswer = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  type: incidentType,
  status: incidentStatus,
});

export const draftRemovedAnswer = z.object({
  removed: z.boolean(),
  message: z.literal(INCIDENT_MESSAGES.removed),
});
export const markedReadAnswer = z.object({
  read: z.boolean(),
  message: z.literal(INCIDENT_MESSAGES.markedRead),
});
export const favouriteSetAnswer = z.object({ favourite: z.boolean() });

// --- Impact (computed by the assets domain's listImpact: /incident/{id}/impact answers it as it is) ---

const personState = z.enum([...PERSON_STATUSES, NEEDS_HELP]);
const siteStatus = z.enum(SITE_STATUSES);
const none = { none: ACCOUNTING_LABELS.none } as const;
const personStateLabel = z.enum({
  ...PERSON_STATUS_LABELS,
  [NEEDS_HELP]: ACCOUNTING_LABELS[NEEDS_HELP],
  ...none,
});
const siteStatusLabel = z.enum({ ...SITE_STATUS_LABELS, ...none });
const assetAction = z.enum(ASSET_ACTIONS);

/** One recorded action on an impacted person or site (newest first in its history). */
export const accountingEntryAnswer = z.object({
  id: z.uuid(),
  action: assetAction,
  label: z.enum(ASSET_ACTION_LABELS),
  note: z.string().nullable(),
  byName: z.string().nullable(),
  viaLink: z.boolean(),
  createdAt: isoTime,
});

const accounting = <S extends z.ZodType, L extends z.ZodType>(status: S, statusLabel: L) => ({
  status: status.nullable(),
  statusLabel,
  statusBy: z.string().nullable(),
  statusAt: isoTime.nullable(),
  lastAction: z.object({ action: assetAction, note: z.string().nullable(), createdAt: isoTime }).nullable(),
  history: z.array(accountingEntryAnswer),
});

/** A site of the register (or an incident's ad hoc location) as impact lists it: without its tenant column. */
const impactedSiteAsset = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
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

/** The sites and people an incident impacts, each with its accounting status and history, and the counts. */
export const impactAnswer = z.object({
  assets: z.array(
    z.object({
      id: z.uuid(),
      distanceKm: z.number().nullable(),
      asset: impactedSiteAsset,
      ...accounting(siteStatus, siteStatusLabel),
    }),
  ),
  people: z.array(
    z.object({
      id: z.uuid(),
      distanceKm: z.number().nullable(),
      person: z.object({
        id: z.uuid(),
        name: z.string(),
        type: z.enum(PERSON_TYPES),
        email: z.string().nullable(),
        mobile: z.string().nullable(),
      }),
      ...accounting(personState, personStateLabel),
    }),
  ),
  counts: z.object({
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
  }),
});

// --- Processes ---

/** A BCP process as impact shows it: with its plan, BC lead, MAD, criticality and the impacted sites. */
export const impactedProcessAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  bcp: z.object({
    id: z.uuid(),
    name: z.string(),
    code: z.string(),
    status: z.string(),
    statusLabel: z.string(),
    approved: z.boolean(),
  }),
  businessUnitId: z.uuid(),
  lead: z.object({ id: z.uuid(), name: z.string() }),
  mad: z.string(),
  criticality: z.string(),
  sites: z.array(z.object({ id: z.uuid(), name: z.string(), headcount: z.number().int().nullable() })),
  headcount: z.number().int().nullable(),
});

/** Step 4 and the PROCESSES tab: the processes with the selection. */
export const incidentProcessesAnswer = z.object({
  bcpProcesses: z.array(impactedProcessAnswer.extend({ selected: z.boolean(), byHand: z.boolean() })),
  adhocProcesses: z.array(z.object({ id: z.uuid(), name: z.string(), selected: z.boolean() })),
  bcpIds: z.array(z.uuid()),
});

// --- Response actions, timeline, people ---

/** A response action as a write answers it. */
export const responseActionAnswer = z.object({
  id: z.uuid(),
  incidentId: z.uuid(),
  title: z.string(),
  ownerId: z.uuid().nullable(),
  dueAt: isoTime.nullable(),
  status: z.enum(RESPONSE_ACTION_STATUSES),
  createdBy: z.uuid().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** A response action as the RESPONSE ACTION tab lists it: its edit version, owner's name and comments. */
export const responseActionListItemAnswer = responseActionAnswer.extend({
  /** Edit version of the action: send it as If-Match when changing it (PATCH). */
  editVersion: z.number().int(),
  ownerName: z.string().nullable(),
  comments: z.array(
    z.object({
      id: z.uuid(),
      text: z.string(),
      displayText: z.string(),
      authorName: z.string(),
      createdAt: isoTime,
    }),
  ),
});

/** A comment just added, with the ids of the users its @mentions notified. */
export const responseActionCommentAnswer = z.object({
  id: z.uuid(),
  actionId: z.uuid(),
  authorId: z.uuid().nullable(),
  text: z.string(),
  createdAt: isoTime,
  mentioned: z.array(z.uuid()),
});

/** Someone who can own a response action or be @mentioned. */
export const mentionableAnswer = z.object({ id: z.uuid(), name: z.string() });

/** One timeline entry. */
export const timelineEntryAnswer = z.object({
  id: z.uuid(),
  kind: z.string(),
  message: z.string(),
  at: isoTime,
  actorName: z.string().nullable(),
});

// --- Alerts ---

/** An external alert (without its tenant column). */
export const alertAnswer = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  source: z.string(),
  externalId: z.string().nullable(),
  hazardId: z.uuid().nullable(),
  severity: incidentImpact.nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  alertDate: isoTime,
  status: z.enum(ALERT_STATUSES),
  incidentId: z.uuid().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: isoTime,
});

/** An alert just merged, with the success message. */
export const alertMergedAnswer = alertAnswer.extend({ message: z.literal(INCIDENT_MESSAGES.alertMerged) });
