/**
 * What the management plans API answers (the presenters' contract, documented in /api/openapi.json and checked
 * against every answer in the test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { attachmentAnswer } from "~/domains/files/answers";
import { EXERCISE_TYPES } from "~/domains/incidents/model";
import { isoTime } from "~/shared/answers";
import { ROLES } from "~/shared/roles";
import { TEAM_ROLES } from "~/shared/team-roles";
import { CM_TEST_OUTCOMES, CM_TEST_STATUSES, PLAN_STATUSES, PLAN_TYPES, SECTION_ITEM_KINDS } from "./model";

/** `{ removed: true }` of a delete. */
export const removedAnswer = z.object({ removed: z.boolean() });
/** `{ moved: true }` of a move up or down (a move at either end changes nothing and says so too). */
export const movedAnswer = z.object({ moved: z.boolean() });
/** The id of a roster entry added or changed. */
export const idAnswer = z.object({ id: z.uuid() });

/** A user a plan names (owner, approver). */
export const planPersonAnswer = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** A user who may own, approve or be on the roster of a plan (the pickers' list). */
export const planPeopleAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  roleLabel: z.string(),
  canOwn: z.boolean(),
  canApprove: z.boolean(),
});

/** A CM test (an exercise of the plan): scheduled, then its outcome recorded. */
export const cmTestAnswer = z.object({
  id: z.uuid(),
  planId: z.uuid(),
  scenario: z.string(),
  /** The kind of exercise the test is (issue 35: CM tests are exercises of their plan). */
  exerciseType: z.enum(EXERCISE_TYPES),
  scheduledFor: isoTime,
  participants: z.array(z.string()),
  status: z.enum(CM_TEST_STATUSES),
  statusLabel: z.string(),
  outcome: z.enum(CM_TEST_OUTCOMES).nullable(),
  outcomeLabel: z.string().nullable(),
  /** Rich text (sanitised HTML); "" until recorded. */
  findings: z.string(),
  /** `dueDate` is a calendar date as entered (YYYY-MM-DD), not a time. */
  followUpActions: z.array(
    z.object({ action: z.string(), owner: z.string().nullable(), dueDate: z.string().nullable() }),
  ),
  conductedOn: isoTime.nullable(),
});

/** A row of the IMP and CMP tables: details, owner and approver, places covered, status and test schedule. */
export const planRowAnswer = z.object({
  id: z.uuid(),
  code: z.string(),
  type: z.enum(PLAN_TYPES),
  name: z.string(),
  description: z.string(),
  owner: planPersonAnswer.nullable(),
  approver: planPersonAnswer.nullable(),
  /** The distinct names of the plan's locations, comma-separated ("" when none). */
  country: z.string(),
  state: z.string(),
  city: z.string(),
  site: z.string(),
  status: z.enum(PLAN_STATUSES),
  statusLabel: z.string(),
  approveComments: z.string(),
  testIntervalMonths: z.number().int(),
  clonedFromId: z.uuid().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  lastTest: cmTestAnswer.nullable(),
  nextTest: cmTestAnswer.nullable(),
  nextTestDue: isoTime,
  testOverdue: z.boolean(),
});

/** A plan an incident or crisis is associated with, and since when. */
export const associatedPlanAnswer = planRowAnswer.extend({ associatedAt: isoTime });

/** A place a plan covers: any of country, state, city and site, with its "site, city, state, country" label. */
export const planLocationAnswer = z.object({
  id: z.uuid(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  site: z.string().nullable(),
  label: z.string(),
});

/** A place of the locations screen, with the plan that covers it. */
export const coveredLocationAnswer = planLocationAnswer.extend({
  plan: z.object({
    id: z.uuid(),
    name: z.string(),
    code: z.string(),
    type: z.enum(PLAN_TYPES),
    typeLabel: z.string(),
    status: z.enum(PLAN_STATUSES),
  }),
});

/** An item of a section: procedure, checklist, contact tree or note (rich text, sanitised HTML). */
export const sectionItemAnswer = z.object({
  id: z.uuid(),
  kind: z.enum(SECTION_ITEM_KINDS),
  title: z.string(),
  content: z.string(),
  position: z.number().int(),
});

/** A section as renamed (its items unchanged). */
export const sectionAnswer = z.object({ id: z.uuid(), title: z.string(), position: z.number().int() });
/** A section just added: no items yet. */
export const newSectionAnswer = sectionAnswer.extend({
  items: z.tuple([]).describe("Always empty: a new section has no items yet."),
});

/** A roster entry: a company user or a named outsider, with their role and responsibility. */
export const rosterMemberAnswer = z.object({
  id: z.uuid(),
  role: z.enum(TEAM_ROLES),
  roleLabel: z.string(),
  userId: z.uuid().nullable(),
  /** The entry's own name, else its user's, else "N/A". */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  responsibility: z.string().nullable(),
});

/** A plan in full, with the edit versions of its details and parts (send one back as If-Match). */
export const planDetailAnswer = planRowAnswer.extend({
  sections: z.array(
    sectionAnswer.extend({ items: z.array(sectionItemAnswer), attachments: z.array(attachmentAnswer) }),
  ),
  roster: z.array(rosterMemberAnswer),
  locations: z.array(planLocationAnswer),
  tests: z.array(cmTestAnswer),
  version: z.number().int(),
  /** `details`, `section:<id>`, `item:<id>`, `roster:<id>` (a part absent is at version 0). */
  editVersions: z.record(z.string(), z.number().int()),
});
