import { z } from "zod";
import { latitudeSchema, longitudeSchema } from "~/domains/geo/units";
import { EMAIL_PATTERN, optionalPhoneSchema, preferredLanguageSchema } from "~/shared/validation";
import { ASSET_TYPES, PERSON_TYPES } from "./model";

/** A blank field is absent; so is null, so that a parsed value (optional fields are null) parses again unchanged. */
export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;
export const optionalText = (label: string, max = 200) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, `${label} can be at most ${max} characters.`)
      .optional()
      .transform((v) => v ?? null),
  );
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);
export const optionalUuid = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .uuid(message)
      .optional()
      .transform((v) => v ?? null),
  );

export const assetSchema = z.object({
  name: requiredText("Name"),
  type: z.enum(ASSET_TYPES, { error: "Choose an asset type." }),
  address: optionalText("Address", 300),
  country: optionalText("Country", 100),
  state: optionalText("State", 100),
  city: optionalText("City", 100),
  postalCode: optionalText("Postal code", 20),
  lat: latitudeSchema,
  lng: longitudeSchema,
  headcount: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int("Headcount must be a whole number.")
      .min(0, "Headcount cannot be negative.")
      .max(1_000_000, "Headcount is too large.")
      .optional()
      .transform((v) => v ?? null),
  ),
  businessUnitId: optionalUuid("Choose a business unit."),
});
export type AssetInput = z.output<typeof assetSchema>;

/** An ad hoc location added to one incident ("add location" in the assets and people step). */
export const adhocAssetSchema = z.object({
  incidentId: z.uuid("Not a valid incident."),
  name: requiredText("Location name"),
  address: optionalText("Address", 300),
  lat: latitudeSchema,
  lng: longitudeSchema,
});

const optionalEmail = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(254)
    .regex(EMAIL_PATTERN, "Enter a valid email address.")
    .optional()
    .transform((v) => v?.toLowerCase() ?? null),
);
/** The register keeps no number as null. */
const optionalPhone = (label: string) => optionalPhoneSchema(label).transform((v) => v || null);
const optionalCoordinate = (schema: typeof latitudeSchema) =>
  z.preprocess(
    blankToUndefined,
    schema.optional().transform((v) => v ?? null),
  );

export const personSchema = z
  .object({
    type: z.enum(PERSON_TYPES, { error: "Choose employee or contractor." }),
    firstName: requiredText("First name", 100),
    lastName: requiredText("Last name", 100),
    email: optionalEmail,
    phone: optionalPhone("Phone"),
    mobile: optionalPhone("Mobile"),
    jobTitle: optionalText("Job title", 120),
    homeAssetId: optionalUuid("Choose a home site."),
    emergencyContactName: optionalText("Emergency contact name", 120),
    emergencyContactPhone: optionalPhone("Emergency contact phone"),
    /** The language Keel messages them in (issue 36 item 7); empty: the company's default. */
    language: preferredLanguageSchema,
    lat: optionalCoordinate(latitudeSchema),
    lng: optionalCoordinate(longitudeSchema),
  })
  .superRefine((v, ctx) => {
    if ((v.lat === null) !== (v.lng === null)) {
      const path = v.lat === null ? "lat" : "lng";
      ctx.addIssue({
        code: "custom",
        path: [path],
        message: "Give both latitude and longitude, or neither.",
      });
    }
    if (v.lat === null && !v.homeAssetId) {
      ctx.addIssue({
        code: "custom",
        path: ["homeAssetId"],
        message: "Choose a home site, or give the person's own latitude and longitude.",
      });
    }
  });
export type PersonInput = z.output<typeof personSchema>;

/** The home-site picker: the first matches of what was typed, a page at a time (never every site). */
export const SITE_PICKER_PAGE_SIZE = 20;
export const siteSearchSchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(SITE_PICKER_PAGE_SIZE).default(SITE_PICKER_PAGE_SIZE),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const listQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  type: z.string().max(30).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
