/**
 * What the geo API answers (the presenters' contract, documented in /api/openapi.json and checked against every
 * answer in the test suite). Isomorphic: zod only.
 */
import { z } from "zod";

/** One result of the place search: a company site, a bundled world city, or the external geocoder's. */
export const placeAnswer = z.object({
  kind: z.enum(["city", "site", "geocoder"]),
  id: z.string(),
  name: z.string(),
  /** What the picker shows: "Lyon, France". */
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  country: z.string().nullable(),
  population: z.number().optional(),
});

/** The names of one map view: the company's placed sites, and bundled places at city zoom. */
export const mapLabelsAnswer = z.object({
  sites: z.array(z.object({ id: z.uuid(), name: z.string(), lat: z.number(), lng: z.number() })),
  places: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number(), population: z.number() })),
});

/** The map's tile server (null: the bundled world outline), its attribution and the outline's address. */
export const mapSettingsAnswer = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string().nullable(),
  outlineUrl: z.string(),
});

/** The map settings just saved, with the success message. */
export const mapSettingsSavedAnswer = mapSettingsAnswer.extend({ message: z.string() });
