/**
 * What the companies API answers (the presenters' contract, documented in /api/openapi.json and checked against
 * every answer in the test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { DATE_FORMATS } from "./model";

export const dateSettingsAnswer = z.object({
  dateFormat: z.string().optional(),
  timezone: z.string().optional(),
});

const settings = z.object({
  timezone: z.string(),
  dateFormat: z.enum(DATE_FORMATS),
  emergencyPhone: z.string(),
});

/** A company as lists show it. */
export const companyAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  settings,
  userCount: z.number().int().optional(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** One company with its user count and the edit version of its profile form (send it back as If-Match). */
export const companyDetailAnswer = companyAnswer.extend({
  userCount: z.number().int(),
  editVersions: z.object({ profile: z.number().int() }),
});
