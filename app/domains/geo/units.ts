import { z } from "zod";
import { MAX_RADIUS_KM, RADIUS_UNITS, type RadiusUnit, toKm } from "./distance";

export {
  DEFAULT_RADIUS,
  fromKm,
  KM_PER_MILE,
  MAX_RADIUS_KM,
  RADIUS_UNIT_LABELS,
  RADIUS_UNITS,
  type RadiusUnit,
  toKm,
} from "./distance";

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

/** The fields of a centre and a viewing radius (extend these, then apply withinHalfTheEarth). */
export const radiusFields = {
  lat: latitudeSchema,
  lng: longitudeSchema,
  radius: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "Viewing radius is required." }).positive("Viewing radius must be more than 0."),
  ),
  unit: z.enum(RADIUS_UNITS, { error: "Unit must be km or miles." }).default("km"),
};

/** No circle on the sphere is wider than half way round it. */
export const withinHalfTheEarth = <T extends z.ZodType<{ radius: number; unit: RadiusUnit }>>(schema: T) =>
  schema.refine((v) => toKm(v.radius, v.unit) <= MAX_RADIUS_KM, {
    path: ["radius"],
    message: "Viewing radius can be at most 20,016 km (half way round the Earth).",
  });

/** A centre and a viewing radius: the query of every "what is within" call and the no-JS map fields. */
export const radiusQuerySchema = withinHalfTheEarth(z.object(radiusFields));
export type RadiusQuery = z.output<typeof radiusQuerySchema>;
