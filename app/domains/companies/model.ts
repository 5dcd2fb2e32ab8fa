/** Company settings offered on screen (date formats, logo size) and their messages, without zod: browser code imports these (validation.ts holds the schemas). */

/** Spec §3 date formats a company may choose for its screens and exports. */
export const DATE_FORMATS = ["MMMM DD, YYYY", "DD/MM/YYYY", "YYYY-MM-DD"] as const;
export const DEFAULT_DATE_FORMAT = DATE_FORMATS[0];
/** The most a System Administrator may set as a company's daily message limit. */
export const MAX_MESSAGES_PER_DAY = 1_000_000;
/** Largest company logo accepted, once decoded. */
export const COMPANY_LOGO_MAX_BYTES = 512 * 1024;

/** Manage Company's labels for the emergency number (issue 32). */
export const EMERGENCY_PHONE_LABELS = {
  label: "Emergency number",
  hint: 'Whom someone who answers "I need help" is told to call when nobody could be told automatically.',
} as const;

/**
 * Single points of failure (issue 33): a supplier or application under more than this many critical processes, or a
 * person on more than this many rosters, is listed. A company setting; 3 unless the company chose another.
 */
export const SPOF_THRESHOLD_DEFAULT = 3;
export const SPOF_THRESHOLD_MAX = 1000;
export const SPOF_THRESHOLD_LABELS = {
  label: "Single point of failure threshold",
  hint: "A supplier or application under more critical processes than this, or a person on more rosters, is listed as a single point of failure.",
} as const;

/**
 * The exercise programme's cadence (issue 35 item 4): each plan is due an exercise this many months after its last
 * one. A company setting; yearly unless the company chose another.
 */
export const EXERCISE_CADENCE_DEFAULT = 12;
export const EXERCISE_CADENCE_MAX = 60;
export const EXERCISE_CADENCE_LABELS = {
  label: "Exercise cadence (months)",
  hint: "Each plan is due an exercise this many months after its last one; a plan never exercised is due now.",
} as const;

export const COMPANY_MESSAGES = {
  saved: "Company saved successfully.",
  timezoneInvalid: "Choose a valid time zone, such as Europe/London.",
  emergencyPhoneInvalid: "Emergency number must be a phone number.",
  callingCodesInvalid:
    "Enter calling codes such as +44, +33 (or a prefix such as +4487), separated by commas.",
  verified: "Company confirmed as a verified sender.",
  spofThresholdInvalid: `Enter a whole number from 1 to ${SPOF_THRESHOLD_MAX}.`,
  exerciseCadenceInvalid: `Enter a whole number of months from 1 to ${EXERCISE_CADENCE_MAX}.`,
  limitSaved: "Daily message limit saved.",
  limitInvalid: "Enter a whole number of messages from 1 to 1,000,000, or leave it empty for the default.",
} as const;

/** The System Administrator's daily message limit of a company (issue 36 item 1). */
export const MESSAGE_LIMIT_LABELS = {
  label: "Daily message limit",
  hint: "Leave empty for the default, sized from the company's people. Alerts to people from a verified company still go out past it; the overrun is recorded and told to the company's administrators.",
  save: "Save limit",
  chosen: "set by the System Administrator",
  sized: "sized from your people",
  /** The System Administrator's list, about another company. */
  sizedFromIts: "sized from its people",
} as const;

/** How a company became a verified sender, as its administrators read it. */
export const SENDER_VERIFICATION_LABELS = {
  domain: "Verified: its email domain is proven",
  administrator: "Verified by the System Administrator",
} as const;
export const UNVERIFIED_SENDER_LABEL = "Not verified: small daily quota";

/** Calling codes as people write them: "+44, +33". */
export const formatCallingCodes = (codes: readonly string[]) => codes.map((c) => `+${c}`).join(", ");
