import { z } from "zod";

/** Units a viewing radius can be given in. */
export const RADIUS_UNITS = ["km", "miles"] as const;
export type RadiusUnit = (typeof RADIUS_UNITS)[number];
export const RADIUS_UNIT_LABELS: Record<RadiusUnit, string> = { km: "km", miles: "miles" };
export const KM_PER_MILE = 1.609344;
/** Radius offered before the user picks one. */
export const DEFAULT_RADIUS = 50;
export const MAX_RADIUS_KM = 20_016;

export const toKm = (radius: number, unit: RadiusUnit) => (unit === "miles" ? radius * KM_PER_MILE : radius);
export const fromKm = (km: number, unit: RadiusUnit) => (unit === "miles" ? km / KM_PER_MILE : km);

/** A blank form field is missing, never 0 (which would put the point at 0°, 0° without a word). */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const coordinate = (label: string, limit: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} is required.` })
      .refine(Number.isFinite, `${label} is required.`)
      .refine((v) => v >= -limit && v <= limit, `${label} must be between -${limit} and ${limit}.`),
  );

export const latitudeSchema = coordinate("Latitude", 90);
export const longitudeSchema = coordinate("Longitude", 180);

/** A centre and a viewing radius: the query of every "what is within" call and the no-JS map fields. */
export const radiusQuerySchema = z
  .object({
    lat: latitudeSchema,
    lng: longitudeSchema,
    radius: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "Viewing radius is required." })
        .positive("Viewing radius must be more than 0."),
    ),
    unit: z.enum(RADIUS_UNITS, { error: "Unit must be km or miles." }).default("km"),
  })
  .refine((v) => toKm(v.radius, v.unit) <= MAX_RADIUS_KM, {
    path: ["radius"],
    message: "Viewing radius can be at most 20,016 km (half way round the Earth).",
  });
export type RadiusQuery = z.output<typeof radiusQuerySchema>;
