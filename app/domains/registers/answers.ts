/**
 * What the registers API answers (the presenters' contract, documented in /api/openapi.json and checked against
 * every answer in the test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { MAD_UNITS } from "~/domains/bcp/model";
import { isoTime, messageAnswer, pageAnswer } from "~/shared/answers";
import { DORA_CHECKS } from "./dora";
import { CRITICALITIES, DEPENDENCY_TARGETS, HOSTINGS, REGISTER_KINDS, SUBSTITUTABILITIES } from "./model";

/** One entry of a register, whatever its kind (a kind's columns are null on the others). */
export const registerEntryAnswer = z.object({
  id: z.uuid(),
  kind: z.enum(REGISTER_KINDS),
  name: z.string(),
  owner: z.string().nullable(),
  vendor: z.string().nullable(),
  hosting: z.enum(HOSTINGS).nullable(),
  rto: z.number().int().nullable(),
  rtoUnit: z.enum(MAD_UNITS).nullable(),
  /** "4 Hours", or "" when none is given. */
  rtoText: z.string(),
  rpo: z.number().int().nullable(),
  rpoUnit: z.enum(MAD_UNITS).nullable(),
  rpoText: z.string(),
  criticality: z.enum(CRITICALITIES).nullable(),
  lei: z.string().nullable(),
  country: z.string().nullable(),
  services: z.string().nullable(),
  contractReference: z.string().nullable(),
  /** YYYY-MM-DD. */
  contractEnd: z.string().nullable(),
  substitutability: z.enum(SUBSTITUTABILITIES).nullable(),
  supportsCriticalFunction: z.boolean(),
  incidentContact: z.string().nullable(),
  site: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Made by a migration from a plan's free text, not yet saved by anyone. */
  fromPlan: z.boolean(),
  archived: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/**
 * A record's change history (register entry, important business service), newest first: who, when, and each
 * field from what to what, as text.
 */
export const changeHistoryAnswer = z.array(
  z.object({
    id: z.uuid(),
    action: z.string(),
    label: z.string(),
    at: isoTime,
    /** Null when the account has gone. */
    actor: z.string().nullable(),
    changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
  }),
);

/** A page of a register: the count stops at COUNT_CAP (10,000), and the page says whether it did. */
/** One entry with the processes whose dependency blocks name it (a plan outside the viewer's scope is named, not linked). */
export const registerEntryDetailAnswer = registerEntryAnswer.extend({
  dependants: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      bcp: z.object({ id: z.uuid(), name: z.string(), readable: z.boolean() }),
      /** The sites the process is delivered at (`id` null for a site typed before the site register). */
      sites: z.array(z.object({ id: z.uuid().nullable(), name: z.string() })),
    }),
  ),
  history: changeHistoryAnswer,
});

export const pagedRegisterEntriesAnswer = z.object({
  data: z.array(registerEntryAnswer),
  page: pageAnswer.extend({ totalCapped: z.boolean() }),
});

/** A write of one entry: the entry as saved and the toast. */
export const registerEntrySavedAnswer = messageAnswer.extend({ entry: registerEntryAnswer });

/** One of the company's dependency types, with the register it picks from. */
export const dependencyTypeAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  block: z.string().nullable(),
  target: z.enum(DEPENDENCY_TARGETS),
  targetLabel: z.string(),
  archived: z.boolean(),
});

export const dependencyTypeSavedAnswer = messageAnswer.extend({ type: dependencyTypeAnswer });

/** A process that cannot recover within its MAD because something it depends on recovers later (issue 33). */
export const recoveryGapAnswer = z.object({
  process: z.object({ id: z.uuid(), name: z.string(), mad: z.string() }),
  bcp: z.object({ id: z.uuid(), name: z.string(), readable: z.boolean() }),
  dependsOn: z.object({
    id: z.uuid(),
    name: z.string(),
    kind: z.enum(REGISTER_KINDS).nullable(),
    kindLabel: z.string(),
    recovery: z.string(),
  }),
  /** Given with a reason on the gap's current figures; null when none is, or the gap changed since. */
  acknowledgement: z.object({ reason: z.string(), by: z.string().nullable(), at: isoTime }).nullable(),
  mayAcknowledge: z.boolean(),
});

const planRef = z.object({ id: z.uuid(), name: z.string(), readable: z.boolean() });

/** Single points of failure (issue 33): each list capped at `limit`, `…Capped` when more were found. */
export const singlePointsAnswer = z.object({
  /** The company's setting: more critical processes (or rosters) than this is a single point of failure. */
  threshold: z.number().int(),
  limit: z.number().int(),
  entries: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(REGISTER_KINDS),
      kindLabel: z.string(),
      name: z.string(),
      /** How many critical processes depend on it. */
      processes: z.number().int(),
    }),
  ),
  entriesCapped: z.boolean(),
  sites: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      processes: z.array(z.object({ id: z.uuid(), name: z.string(), bcp: planRef })),
    }),
  ),
  sitesCapped: z.boolean(),
  onlyLeaders: z.array(
    z.object({ id: z.uuid(), name: z.string(), userId: z.uuid().nullable(), bcp: planRef }),
  ),
  onlyLeadersCapped: z.boolean(),
  /** `key` tells one person from another of the same name, without naming the email it comes from. */
  busyPeople: z.array(z.object({ key: z.string(), name: z.string(), rosters: z.number().int() })),
  busyPeopleCapped: z.boolean(),
});

/** The DORA register of information's checks (issue 33): what to fix before the tables are sent. */
export const doraChecksAnswer = z.object({
  /** The current suppliers the tables hold. */
  suppliers: z.number().int(),
  /** How many problems there are; `problems` lists the first DORA_PROBLEMS_LIMIT. */
  problemCount: z.number().int(),
  problems: z.array(
    z.object({
      supplier: z.object({ id: z.uuid(), name: z.string() }),
      check: z.enum(DORA_CHECKS),
      message: z.string(),
    }),
  ),
});
