import { z } from "zod";

export { ORGANISATION_MESSAGES } from "./model";

const emptyToNull = (v: unknown) => (v === "" || v === undefined ? null : v);
const optionalText = (label: string) =>
  z.preprocess(emptyToNull, z.string().trim().max(100, `${label} is too long.`).nullable());
const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(200, `${label} is too long.`);
const optionalId = z.preprocess(emptyToNull, z.uuid("Choose from the list.").nullable());
const coordinate = (min: number, max: number, label: string) =>
  z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: `${label} must be a number.` })
      .min(min, `${label} must be between ${min} and ${max}.`)
      .max(max, `${label} must be between ${min} and ${max}.`)
      .nullable(),
  );

export const businessUnitSchema = z.object({
  name: requiredName("Business unit name"),
  /** Set for a sub business unit: its parent, itself a top-level unit. */
  parentId: optionalId,
  country: optionalText("Country"),
  region: optionalText("Region"),
});

export const departmentSchema = z.object({
  name: requiredName("Department name"),
  businessUnitId: optionalId,
});

export const siteSchema = z.object({
  name: requiredName("Site name"),
  businessUnitId: optionalId,
  country: z
    .string({ error: "Country is required." })
    .trim()
    .min(1, "Country is required.")
    .max(100, "Country is too long."),
  state: optionalText("State"),
  city: optionalText("City"),
  address: z.preprocess(emptyToNull, z.string().trim().max(300, "Address is too long.").nullable()),
  lat: coordinate(-90, 90, "Latitude"),
  long: coordinate(-180, 180, "Longitude"),
});

export const unitFilterSchema = z.object({
  businessUnitId: z.preprocess((v) => v || undefined, z.uuid().optional()),
});
