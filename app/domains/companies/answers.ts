/**
 * What the companies API answers (the presenters' contract, documented in /api/openapi.json and checked against
 * every answer in the test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { isoTime } from "~/shared/answers";
import { LANGUAGES } from "~/shared/i18n/languages";
import { DATE_FORMATS } from "./model";

export const dateSettingsAnswer = z.object({
  dateFormat: z.string().optional(),
  timezone: z.string().optional(),
});

const settings = z.object({
  timezone: z.string(),
  dateFormat: z.enum(DATE_FORMATS),
  language: z.enum(LANGUAGES),
  emergencyPhone: z.string(),
  callingCodes: z.array(z.string()).optional(),
  spofThreshold: z.number().int(),
  exerciseCadenceMonths: z.number().int(),
});

/** The company as a sender, for its administrators: its daily quota, what it used, and whether it is verified. */
export const sendingAnswer = z.object({
  verified: z.boolean(),
  verifiedBy: z.enum(["domain", "administrator"]).nullable(),
  limit: z.number().int(),
  /** Whether the System Administrator set the limit (else it is sized from the company's people). */
  limitChosen: z.boolean(),
  usedToday: z.number().int(),
  /** Messages alerts to people sent past the limit in the last 24 hours (never refused, recorded). */
  overrunToday: z.number().int(),
  /** The calling codes its SMS and calls may reach (its setting, or its countries' codes), as digits. */
  callingCodes: z.array(z.string()),
});

/** A company as lists show it. */
export const companyAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  settings,
  userCount: z.number().int().optional(),
  /** Whether the company is a verified sender (its domain proven, or confirmed by the System Administrator). */
  verified: z.boolean().optional(),
  /** The System Administrator's list: the company's daily message limit and whether they set it. */
  messageLimit: z.object({ limit: z.number().int(), chosen: z.boolean() }).optional(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** One company with its user count and the edit version of its profile form (send it back as If-Match). */
export const companyDetailAnswer = companyAnswer.extend({
  userCount: z.number().int(),
  editVersions: z.object({ profile: z.number().int() }),
  /** Administrators of the company (and the System Administrator) only. */
  sending: sendingAnswer.optional(),
});
