import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGE_MESSAGES, LANGUAGES } from "~/shared/i18n/languages";
import { isPhoneNumber } from "~/shared/validation-rules";
import {
  COMPANY_MESSAGES,
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  EXERCISE_CADENCE_DEFAULT,
  EXERCISE_CADENCE_MAX,
  MAX_MESSAGES_PER_DAY,
  SPOF_THRESHOLD_DEFAULT,
  SPOF_THRESHOLD_MAX,
} from "./model";

export { COMPANY_LOGO_MAX_BYTES, COMPANY_MESSAGES, DATE_FORMATS, DEFAULT_DATE_FORMAT } from "./model";

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calling codes as typed: up to 30 entries of a few characters each. */
const CALLING_CODES_MAX_LENGTH = 300;

/** A whole-number company setting from 1 to `max` (forms post it as text); `fallback` when not given. */
const wholeNumberSetting = (max: number, fallback: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);

export const companySettingsSchema = z.object({
  timezone: z
    .string()
    .trim()
    .max(64)
    .refine((v) => v === "" || isTimeZone(v), COMPANY_MESSAGES.timezoneInvalid)
    .transform((v) => v || "UTC")
    .default("UTC"),
  dateFormat: z.enum(DATE_FORMATS, { error: "Choose a date format." }).default(DEFAULT_DATE_FORMAT),
  /** The language of its people and users who chose none (issue 36 item 7). */
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid }).default(DEFAULT_LANGUAGE),
  /** Whom a person who asked for help calls when nobody could be told (issue 32); "" when not set. */
  emergencyPhone: z
    .string()
    .trim()
    .max(25, COMPANY_MESSAGES.emergencyPhoneInvalid)
    .refine((v) => v === "" || isPhoneNumber(v), COMPANY_MESSAGES.emergencyPhoneInvalid)
    .default(""),
  /**
   * Calling codes (and special prefixes, such as 4487) the company's SMS and calls may reach, as digits; absent or
   * empty: the codes of the countries of its business units and sites. Typed as "+44, +33".
   */
  callingCodes: z
    .preprocess(
      (v) =>
        typeof v === "string" && v.length <= CALLING_CODES_MAX_LENGTH
          ? v
              .split(/[,;\s]+/)
              .map((c) => c.replace(/^(\+|00)/, ""))
              .filter(Boolean)
          : v,
      z
        .array(z.string(), { error: COMPANY_MESSAGES.callingCodesInvalid })
        .max(30, COMPANY_MESSAGES.callingCodesInvalid)
        // Checked on the list as a whole, so the message lands on the one field the form shows, not on a code's
        // place in the list (which no field shows).
        .refine(
          (codes) => codes.every((c) => /^[1-9]\d{0,7}$/.test(c)),
          COMPANY_MESSAGES.callingCodesInvalid,
        ),
    )
    .optional(),
  /** Single points of failure: more critical processes (or rosters) than this is one (issue 33). */
  spofThreshold: wholeNumberSetting(
    SPOF_THRESHOLD_MAX,
    SPOF_THRESHOLD_DEFAULT,
    COMPANY_MESSAGES.spofThresholdInvalid,
  ),
  /** The exercise programme's cadence: months from a plan's last exercise to its next (issue 35 item 4). */
  exerciseCadenceMonths: wholeNumberSetting(
    EXERCISE_CADENCE_MAX,
    EXERCISE_CADENCE_DEFAULT,
    COMPANY_MESSAGES.exerciseCadenceInvalid,
  ),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const companySchema = z.object({
  name: z
    .string({ error: "Company name is required." })
    .trim()
    .min(1, "Company name is required.")
    .max(200, "Company name is too long."),
  /** A data URL of the chosen logo; null removes it; absent keeps the current one. */
  logo: z.string().max(800_000, "The logo is too large.").nullable().optional(),
  settings: companySettingsSchema.default({
    timezone: "UTC",
    dateFormat: DEFAULT_DATE_FORMAT,
    language: DEFAULT_LANGUAGE,
    emergencyPhone: "",
    spofThreshold: SPOF_THRESHOLD_DEFAULT,
    exerciseCadenceMonths: EXERCISE_CADENCE_DEFAULT,
  }),
});

/** The System Administrator's daily message limit of a company: a whole number, or empty for the default. */
export const messageLimitSchema = z.object({
  limit: z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.coerce
      .number({ error: COMPANY_MESSAGES.limitInvalid })
      .int(COMPANY_MESSAGES.limitInvalid)
      .min(1, COMPANY_MESSAGES.limitInvalid)
      .max(MAX_MESSAGES_PER_DAY, COMPANY_MESSAGES.limitInvalid)
      .nullable(),
  ),
});
