import { z } from "zod";
import { EXERCISE_TYPES } from "~/domains/incidents/model";
import { dateTextInput } from "~/shared/date-input";
import { TEAM_ROLES } from "~/shared/team-roles";
import { commentSchema, optionalPhoneSchema } from "~/shared/validation";
import { INCIDENT_TYPES } from "../incidents/model";
import { CM_TEST_OUTCOMES, PLAN_MESSAGES, PLAN_STATUSES, SECTION_ITEM_KINDS } from "./model";

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

const userId = (label: string) => z.uuid({ error: `Choose the ${label}.` });
const optionalUserId = z
  .union([z.uuid({ error: PLAN_MESSAGES.userNotInCompany }), z.literal("")])
  .nullish()
  .transform((v) => v || null);

export const locationSchema = z
  .object({
    country: optionalText(100),
    state: optionalText(100),
    city: optionalText(100),
    site: optionalText(200),
  })
  .refine((l) => l.country || l.state || l.city || l.site, {
    message: PLAN_MESSAGES.locationRequired,
    path: ["country"],
  });
export type LocationInput = z.output<typeof locationSchema>;

export const planSchema = z.object({
  name: required("Name"),
  description: optionalText(2000),
  ownerId: userId("owner"),
  approverId: optionalUserId,
  testIntervalMonths: z.coerce
    .number({ error: "Enter a number of months." })
    .int("Enter a whole number of months.")
    .min(1, "At least 1 month.")
    .max(60, "At most 60 months.")
    .nullish()
    .transform((v) => v ?? undefined),
  locations: z.array(locationSchema).max(200).optional(),
});
export type PlanInput = z.output<typeof planSchema>;

export const planUpdateSchema = planSchema.omit({ locations: true }).partial({ ownerId: true });

export const planListQuery = z.object({
  ownerId: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  approverId: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  status: z
    .enum(PLAN_STATUSES)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  q: z.string().trim().max(100).optional(),
});

export const sectionSchema = z.object({ title: required("Title") });

export const sectionItemSchema = z.object({
  kind: z.enum(SECTION_ITEM_KINDS, { error: "Choose a kind." }),
  title: required("Title"),
  content: z
    .string()
    .max(100_000, "The content is too long.")
    .nullish()
    .transform((v) => v ?? ""),
});

export const moveSchema = z.object({ direction: z.enum(["up", "down"]) });

export const rosterSchema = z
  .object({
    role: z.enum(TEAM_ROLES, { error: "Choose a team role." }),
    userId: optionalUserId,
    name: optionalText(200),
    email: z
      .union([z.email({ error: "Enter a valid email address." }), z.literal("")])
      .nullish()
      .transform((v) => v || null),
    phone: optionalPhoneSchema("Contact phone"),
    responsibility: optionalText(500),
  })
  .refine((r) => r.userId || r.name, { message: "Choose a user or enter a name.", path: ["name"] });

export const approvalDecisionSchema = z.object({
  decision: z.enum(["APPROVED", "REJECTED"], { error: "Choose approve or reject." }),
  approveComments: commentSchema.nullish().transform((v) => v ?? undefined),
  /** The plan's edit versions as the approver was shown them (seen.ts): a decision is on a reading (N3). */
  seen: z
    .string({ error: PLAN_MESSAGES.seenRequired })
    .trim()
    .min(1, { error: PLAN_MESSAGES.seenRequired })
    .max(20_000),
});

const dateString = dateTextInput("The date");

export const cmTestSchema = z.object({
  scenario: required("Scenario", 2000),
  scheduledFor: dateString,
  /** CM tests are exercises of their plan (issue 35): of which kind; a tabletop unless chosen. */
  exerciseType: z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    z.enum(EXERCISE_TYPES, { error: "Choose a kind of exercise." }).default("Tabletop"),
  ),
  participants: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
});

/** The "Create CM Test" form lists participants one per line (or comma-separated); the API takes a list. */
export const cmTestFormSchema = cmTestSchema.omit({ participants: true }).extend({
  participants: z
    .string()
    .max(10_000)
    .nullish()
    .transform((v) =>
      (v ?? "")
        .split(/\r?\n|,/)
        .map((p) => p.trim())
        .filter(Boolean),
    ),
});

export const followUpActionSchema = z.object({
  action: required("Action", 500),
  owner: optionalText(200),
  dueDate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(dateTextInput("The due date").nullable()),
});

export const cmTestOutcomeSchema = z.object({
  outcome: z.enum(CM_TEST_OUTCOMES, { error: "Choose the outcome." }),
  findings: z
    .string()
    .max(100_000, "The findings are too long.")
    .nullish()
    .transform((v) => v ?? ""),
  followUpActions: z.array(followUpActionSchema).max(100).default([]),
  conductedOn: dateString.nullish().transform((v) => v ?? undefined),
});

export const suggestionSchema = z.object({
  incidentType: z.enum(INCIDENT_TYPES, { error: "Choose Incident or Crisis." }),
  locations: z.array(locationSchema).max(200).default([]),
});

export const associationSchema = z.object({
  incidentType: z.enum(INCIDENT_TYPES, { error: "Choose Incident or Crisis." }),
  planIds: z.array(z.uuid({ error: PLAN_MESSAGES.invalidPlan })).max(50),
  locations: z.array(locationSchema).max(200).default([]),
});

/** The create/edit screen: the plan's fields plus one optional location (more are added on the plan). */
export const planFormSchema = planSchema.omit({ locations: true }).extend({
  approverId: z
    .string()
    .nullish()
    .transform((v) => v || ""),
  country: z.string().trim().max(100).nullish(),
  state: z.string().trim().max(100).nullish(),
  city: z.string().trim().max(100).nullish(),
  site: z.string().trim().max(200).nullish(),
});
