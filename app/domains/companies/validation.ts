import { z } from "zod";

/** Spec §3 date formats a company may choose for its screens and exports. */
export const DATE_FORMATS = ["MMMM DD, YYYY", "DD/MM/YYYY", "YYYY-MM-DD"] as const;
export const DEFAULT_DATE_FORMAT = DATE_FORMATS[0];
/** Largest company logo accepted, once decoded. */
export const COMPANY_LOGO_MAX_BYTES = 512 * 1024;

export const COMPANY_MESSAGES = {
  saved: "Company saved successfully.",
  timezoneInvalid: "Choose a valid time zone, such as Europe/London.",
} as const;

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const companySettingsSchema = z.object({
  timezone: z
    .string()
    .trim()
    .max(64)
    .refine((v) => v === "" || isTimeZone(v), COMPANY_MESSAGES.timezoneInvalid)
    .transform((v) => v || "UTC")
    .default("UTC"),
  dateFormat: z.enum(DATE_FORMATS, { error: "Choose a date format." }).default(DEFAULT_DATE_FORMAT),
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
  settings: companySettingsSchema.default({ timezone: "UTC", dateFormat: DEFAULT_DATE_FORMAT }),
});
