import { z } from "zod";
import { BU_SCOPED_ROLES } from "~/domains/access/policy";
import { ROLES } from "~/shared/roles";
import { emailSchema, passwordSchema, preferredLanguageSchema } from "~/shared/validation";
import { DEFAULT_PAGE_SIZE, USER_MESSAGES, USER_STATUSES } from "./model";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const toArray = (v: unknown) => {
  if (v === undefined || v === null || v === "") return [];
  if (Array.isArray(v)) return v;
  if (typeof v === "string") return v.split(",");
  return v;
};
const booleanField = z.union([z.boolean(), z.enum(["true", "false", "on"]).transform((v) => v !== "false")]);

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} is too long.`);

/** A name the inviter may leave for the invitee to give at sign-up: bounded as the account's own. */
const optionalNameField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : emptyToUndefined(v)),
    nameField(label).optional(),
  );

export const roleSchema = z.enum(ROLES, { error: "Choose a role." });

/** Business units picked in a form (repeated checkboxes) or sent as a JSON array. */
export const businessUnitIdsSchema = z.preprocess(
  toArray,
  z.array(z.uuid("Choose business units from the list.")).max(200),
);

/** Countries covered by a BUGeoAdmin: comma-separated in a form, an array in JSON. */
export const countriesSchema = z.preprocess(
  toArray,
  z
    .array(z.string().trim().max(100, "A country name is too long."))
    .transform((list) => [...new Set(list.filter(Boolean))])
    .pipe(z.array(z.string()).max(50, "At most 50 countries.")),
);

type RoleAssignment = { role: (typeof ROLES)[number]; businessUnitIds: string[]; countries: string[] };

/** BU-scoped roles need units; a BUGeoAdmin also needs the countries it covers. */
function checkAssignment(value: RoleAssignment, ctx: z.RefinementCtx) {
  if (BU_SCOPED_ROLES.includes(value.role) && value.businessUnitIds.length === 0) {
    ctx.addIssue({ code: "custom", path: ["businessUnitIds"], message: USER_MESSAGES.businessUnitsRequired });
  }
  if (value.role === "BUGeoAdmin" && value.countries.length === 0) {
    ctx.addIssue({ code: "custom", path: ["countries"], message: USER_MESSAGES.countriesRequired });
  }
}

export const inviteUserSchema = z
  .object({
    email: emailSchema,
    /** The invitee's name (UX review B-7): greets them in the invitation and the approval emails, prefills sign-up. */
    firstName: optionalNameField("First name"),
    lastName: optionalNameField("Last name"),
    role: roleSchema,
    businessUnitIds: businessUnitIdsSchema,
    countries: countriesSchema,
    /** System Administrator only: the company to invite into (default: their own). */
    companyId: z.preprocess(emptyToUndefined, z.uuid().optional()),
  })
  .superRefine(checkAssignment);

export const externalUserSchema = z.object({
  email: emailSchema,
  firstName: nameField("First name"),
  lastName: nameField("Last name"),
  businessUnitIds: businessUnitIdsSchema,
  companyId: z.preprocess(emptyToUndefined, z.uuid().optional()),
});

export const updateRoleSchema = z
  .object({
    userId: z.uuid("Choose a user."),
    role: roleSchema,
    businessUnitIds: businessUnitIdsSchema,
    countries: countriesSchema,
  })
  .superRefine(checkAssignment);

export const disableUserSchema = z.object({
  userId: z.uuid("Choose a user."),
  /** true disables, false enables again. */
  disabled: booleanField.default(true),
});

export const userIdSchema = z.object({ userId: z.uuid("Choose a user.") });

export const userListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  role: z.preprocess(emptyToUndefined, roleSchema.optional()),
  status: z.preprocess(emptyToUndefined, z.enum(USER_STATUSES).optional()),
  businessUnitId: z.preprocess(emptyToUndefined, z.uuid().optional()),
  companyId: z.preprocess(emptyToUndefined, z.uuid().optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  ),
});

export const pickerQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  role: z.preprocess(emptyToUndefined, roleSchema.optional()),
  businessUnitId: z.preprocess(emptyToUndefined, z.uuid().optional()),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(25)),
});

export const emailQuerySchema = z.object({ email: z.string().trim().min(1).max(254) });

export const profileSchema = z.object({
  firstName: nameField("First name"),
  lastName: nameField("Last name"),
  /** A data URL of the chosen picture; null removes it; absent keeps the current one. */
  profileImage: z.string().max(400_000, "The image is too large.").nullable().optional(),
  /** Their preferred language; empty: the company's default; absent keeps it. */
  language: preferredLanguageSchema,
});

export const validatePasswordSchema = z.object({ password: z.string().max(200) });
export { passwordSchema };
