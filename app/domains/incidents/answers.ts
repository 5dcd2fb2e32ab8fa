/**
 * What the incidents and alerts API answers (the presenters' contract, documented in /api/openapi.json and
 * checked against every answer in the test suite). Isomorphic: zod, ~/shared and isomorphic label lists only.
 */

import { z } from "zod";
import { REGISTER_KINDS } from "~/domains/registers/model";
import { isoTime, pagedAnswer } from "~/shared/answers";
import { LANGUAGES } from "~/shared/i18n/languages";
import { TEAM_ROLES } from "~/shared/team-roles";
import {
  ALERT_STATUSES,
  EXERCISE_TYPES,
  INCIDENT_IMPACTS,
  INCIDENT_MESSAGES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  RESPONSE_ACTION_STATUSES,
  RESPONSE_STEPS,
  STATUS_CHECK_CADENCES,
  WIZARD_STEPS,
} from "./model";

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
  /** Register entries it hits (issue 33): an incident may have these instead of, or as well as, a place. */
  registerEntryIds: z.array(z.uuid()),
  responseCoordinatorId: z.uuid().nullable(),
  disabled: z.boolean(),
  exerciseType: z.enum(EXERCISE_TYPES).nullable(),
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
  exerciseType: z.enum(EXERCISE_TYPES).nullable(),
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

// --- Impact: /incident/{id}/impact answers the assets domain's listImpact, declared there (impactAnswer). ---

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
  bcpProcesses: z.array(
    impactedProcessAnswer.extend({
      selected: z.boolean(),
      byHand: z.boolean(),
      /** Reached through a register entry it hits: "Pick and pack ← Warehouse Management System". */
      through: z.string().nullable(),
    }),
  ),
  /** The register entries the incident hits, by name. */
  registerEntries: z.array(
    z.object({ id: z.uuid(), name: z.string(), kind: z.enum(REGISTER_KINDS), kindLabel: z.string() }),
  ),
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
/** Where the first response stands: each step ticked from the incident's data, and the next one to do. */
export const responseChecklistAnswer = z.object({
  steps: z.array(z.object({ key: z.enum(RESPONSE_STEPS), done: z.boolean() })),
  next: z.enum(RESPONSE_STEPS).nullable(),
  teamSize: z.number().int(),
  hasCoordinator: z.boolean(),
  nextCheckAt: isoTime.nullable(),
});

/** Someone who may be named on the response team: phone, role on the team, role on an impacted plan's BRT. */
export const teamCandidateAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(TEAM_ROLES).nullable(),
  roster: z.object({ role: z.enum(TEAM_ROLES), plan: z.string() }).nullable(),
});

/** The team's members without an account, and whom the form offers to add (roster entries, register matches). */
export const teamContactsAnswer = z.object({
  members: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(["person", "roster"]),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      /** Their preferred language (the People register's); null: the company's default. */
      language: z.enum(LANGUAGES).nullable(),
      role: z.enum(TEAM_ROLES),
      source: z.string(),
    }),
  ),
  candidates: z.array(
    z.object({
      ref: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      role: z.enum(TEAM_ROLES),
      source: z.string(),
    }),
  ),
  q: z.string().nullable(),
});
export const teamContactChangedAnswer = z.object({ id: z.uuid(), message: z.string() });

/** A person to own an action or to @mention: the email tells two of one name apart (and can be typed instead). */
export const mentionableAnswer = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

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
