import { z } from "zod";
import { latitudeSchema, longitudeSchema, RADIUS_UNITS } from "~/domains/geo/units";
import { optionalDateTimeInput } from "~/shared/date-input";
import { TEAM_ROLES } from "~/shared/team-roles";
import {
  DATE_RANGES,
  EXERCISE_TYPES,
  INCIDENT_IMPACTS,
  INCIDENT_MESSAGES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  MAX_INCIDENT_ENTRIES,
  MENTIONABLE_LIMITS,
  RESPONSE_ACTION_STATUSES,
  SORTABLE_COLUMNS,
  STATUS_CHECK_CADENCES,
  TEAM_CONTACT_LIMITS,
  TEAM_CONTACT_MESSAGES,
} from "./model";

/** Shared by the API and the wizard forms: a blank field is missing; a checkbox is "on" or absent. */
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const flag = z.preprocess(
  (v) => v === true || v === "true" || v === "on" || v === "1",
  z.boolean(),
) as unknown as z.ZodDefault<z.ZodBoolean>;
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(item),
  );
const optionalDate = optionalDateTimeInput;
const uuidRequired = (message: string) => z.preprocess(blank, z.uuid({ error: message }));

/** Blank: a real incident; else the kind of exercise it is. */
const exerciseTypeField = z.preprocess(
  blank,
  z.enum(EXERCISE_TYPES, { error: "Choose a kind of exercise." }).optional(),
);
export const hazardCategoryStepSchema = z.object({
  hazardCategoryId: uuidRequired(INCIDENT_MESSAGES.hazardCategoryRequired),
  exerciseType: exerciseTypeField,
});
export const hazardTypeStepSchema = z.object({ hazardId: uuidRequired(INCIDENT_MESSAGES.hazardRequired) });

export const locationSchema = z.object({
  name: z.string().trim().min(1, "Name the location.").max(200),
  lat: latitudeSchema,
  lng: longitudeSchema,
});
/**
 * Step 3: where it happens, or what it hits (issue 33). A place (a point and a radius) or at least one register
 * entry: an attack on an application has no place, and passes the step without a point.
 */
const assetsStepFields = z.object({
  alertDate: optionalDate("Alert date"),
  locationName: z.preprocess(blank, z.string().trim().max(200).optional()),
  lat: latitudeSchema.optional(),
  long: longitudeSchema.optional(),
  viewRadius: z.preprocess(
    blank,
    z.coerce
      .number({ error: "Viewing radius is required." })
      .positive("Viewing radius must be more than 0.")
      .optional(),
  ),
  radiusUnit: z.enum(RADIUS_UNITS).default("km"),
  locations: z.array(locationSchema).max(50).default([]),
  registerEntryIds: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.uuid()).max(MAX_INCIDENT_ENTRIES, INCIDENT_MESSAGES.tooManyEntries),
  ),
});
type AssetsStepValue = z.output<typeof assetsStepFields>;

/** A point needs both coordinates and a radius; with no point, a register entry must be named. */
function placeOrEntry(v: AssetsStepValue, ctx: z.RefinementCtx) {
  const pointGiven = v.lat !== undefined || v.long !== undefined;
  if (!pointGiven && (v.registerEntryIds ?? []).length === 0) {
    ctx.addIssue({ code: "custom", path: ["lat"], message: INCIDENT_MESSAGES.placeOrEntryRequired });
    return;
  }
  if (!pointGiven) return;
  if (v.lat === undefined) ctx.addIssue({ code: "custom", path: ["lat"], message: "Latitude is required." });
  if (v.long === undefined)
    ctx.addIssue({ code: "custom", path: ["long"], message: "Longitude is required." });
  if (v.viewRadius === undefined)
    ctx.addIssue({ code: "custom", path: ["viewRadius"], message: "Viewing radius is required." });
}
// Runs even when a field failed (not when the body is no object at all), so a half-typed point names every field it lacks at once.
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};
export const assetsStepSchema = assetsStepFields.superRefine(placeOrEntry, always);
export const processesStepSchema = z.object({
  bcpProcessIds: list(z.uuid()).default([]),
  /** Ad hoc processes kept from earlier saves (ids), and new ones typed in (names). */
  adhocProcessIds: list(z.uuid()).default([]),
  adhocProcessNames: list(z.string().trim().max(200)).default([]),
});
export const generalInfoStepSchema = z.object({
  title: z.preprocess(
    blank,
    z.string({ error: INCIDENT_MESSAGES.titleRequired }).trim().max(200, "Title is too long."),
  ),
  description: z.string().max(20_000).optional(),
  impact: z.enum(INCIDENT_IMPACTS, { error: "Choose the impact." }),
  status: z.enum(INCIDENT_STATUSES, { error: "Choose a status." }).default("Just Created"),
  statusCheckCadence: z.preprocess(
    blank,
    z.enum(STATUS_CHECK_CADENCES, { error: "Choose a status check cadence." }).optional(),
  ),
  notifyBCPLeads: flag.default(false),
  notifyBusinessCoordinator: flag.default(false),
});

/** One wizard step saved to the draft; `step` names it (the spec's URL segment). */
export const saveStepSchema = z.discriminatedUnion("step", [
  hazardCategoryStepSchema.extend({ step: z.literal("hazard_category") }),
  hazardTypeStepSchema.extend({ step: z.literal("hazard_type") }),
  assetsStepFields.extend({ step: z.literal("load_assets_&_people") }).superRefine(placeOrEntry, always),
  processesStepSchema.extend({ step: z.literal("load_processes") }),
  generalInfoStepSchema.extend({ step: z.literal("general_info") }),
]);
export type SaveStepInput = z.output<typeof saveStepSchema>;

export const createDraftSchema = z.object({
  type: z.enum(INCIDENT_TYPES).default("Incident"),
  hazardCategoryId: uuidRequired(INCIDENT_MESSAGES.hazardCategoryRequired),
  exerciseType: exerciseTypeField,
  /** The alert this incident is created from, if any. */
  alertId: z.uuid().optional(),
});

export const statusChangeSchema = z.object({
  status: z.enum(INCIDENT_STATUSES, { error: "Choose a status." }),
});

export const listQuerySchema = z.object({
  type: z.preprocess(blank, z.enum(INCIDENT_TYPES).optional()),
  status: z.preprocess(blank, z.enum(INCIDENT_STATUSES).optional()),
  hazardId: z.preprocess(blank, z.uuid().optional()),
  impact: z.preprocess(blank, z.enum(INCIDENT_IMPACTS).optional()),
  createdBy: z.preprocess(blank, z.uuid().optional()),
  dateRange: z.preprocess(blank, z.enum(DATE_RANGES).optional()),
  q: z.preprocess(blank, z.string().trim().max(200).optional()),
  favourites: z.preprocess(blank, z.enum(["true", "false"]).optional()),
  includeDisabled: z.preprocess(blank, z.enum(["true", "false"]).optional()),
  /** "mine": the caller's own drafts (a draft is its creator's until published). */
  drafts: z.preprocess(blank, z.enum(["mine"]).optional()),
  sort: z.preprocess(blank, z.enum(SORTABLE_COLUMNS).default("createdOn")),
  order: z.preprocess(blank, z.enum(["asc", "desc"]).default("desc")),
  page: z.preprocess(blank, z.coerce.number().int().min(1).default(1)),
  pageSize: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export const favouriteSchema = z.object({ favourite: flag });

export const teamSchema = z.object({
  responseCoordinatorId: z.preprocess(blank, z.uuid().optional()),
  members: z.array(z.object({ userId: z.uuid(), role: z.enum(TEAM_ROLES).default("MEMBER") })).max(200),
});

/** A team member without an account: `person:<id>` (People register) or `roster:<id>` (a BRT roster entry). */
export const teamContactSchema = z.object({
  ref: z.preprocess(
    blank,
    z
      .string({ error: TEAM_CONTACT_MESSAGES.chooseSomeone })
      .regex(
        /^(person|roster):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        TEAM_CONTACT_MESSAGES.chooseSomeone,
      ),
  ),
  role: z.enum(TEAM_ROLES).default("MEMBER"),
});
export const teamContactQuery = z.object({
  q: z.preprocess(blank, z.string().trim().max(TEAM_CONTACT_LIMITS.q).optional()),
});

/** `/incident/{id}/mentionable?q=`: a name or email, or part of one; blank asks for the likeliest owners. */
export const mentionableQuery = z.object({
  q: z.preprocess(blank, z.string().trim().max(MENTIONABLE_LIMITS.q).optional()),
});

export const responseActionSchema = z.object({
  title: z.preprocess(blank, z.string({ error: "Describe the action." }).trim().max(500, "Too long.")),
  ownerId: z.preprocess(blank, z.uuid({ error: "Choose an owner." }).optional()),
  dueAt: optionalDate("Due time"),
  status: z.enum(RESPONSE_ACTION_STATUSES).default("Not Started"),
});
export const responseActionUpdateSchema = responseActionSchema.partial();

export const commentSchema = z.object({
  text: z.preprocess(
    blank,
    z.string({ error: "Write a comment." }).trim().max(2000, "At most 2000 characters."),
  ),
});

export const alertSchema = z.object({
  title: z.preprocess(blank, z.string({ error: "Title is required." }).trim().max(200, "Title is too long.")),
  description: z.string().max(5000).optional(),
  source: z.string().trim().min(1).max(100).default("manual"),
  externalId: z.string().trim().max(200).optional(),
  hazardId: z.preprocess(blank, z.uuid().optional()),
  severity: z.preprocess(blank, z.enum(INCIDENT_IMPACTS).optional()),
  lat: z.preprocess(blank, latitudeSchema.optional()),
  lng: z.preprocess(blank, longitudeSchema.optional()),
  alertDate: optionalDate("Alert date"),
});
export const mergeAlertSchema = z.object({ incidentId: z.uuid({ error: "Choose an incident." }) });

/**
 * An ad hoc incident (spec §7 /incident/adhocIncident): everything the five wizard steps ask for, in one
 * body, for callers that raise an incident without walking the wizard (a monitoring feed, a phone on site).
 * Ad hoc processes are named (adhocProcessNames); BCP processes are chosen later in the wizard's step 4.
 */
export const adhocIncidentSchema = createDraftSchema
  .omit({ alertId: true })
  .extend(hazardTypeStepSchema.shape)
  .extend(assetsStepSchema.shape)
  .extend(generalInfoStepSchema.shape)
  .extend({ adhocProcessNames: processesStepSchema.shape.adhocProcessNames });
export type AdhocIncidentInput = z.output<typeof adhocIncidentSchema>;
