/**
 * The constants behind the validation rules (spec §5), without zod: browser code (form components) imports
 * them from here, so the zod schemas in validation.ts stay on the server (issue 12, JavaScript per route).
 */

/** Spec §5: the usual {email} pattern with a top-level domain of 2 or more letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** A phone number as people type it: digits, an optional leading +, spaces and ( ) . / - separators. */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{5,25}$/;
/** E.164 allows 15 digits; fewer than 7 is no number anyone can dial (audit 2026-12-02: "+44 1", "0800"). */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
/** A number someone can call on the day: the characters above and 7 to 15 digits. */
export function isPhoneNumber(value: string) {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(value) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}
/** Spec §5: at least 8 characters, upper, lower, digit and one of ! @ # $ & * ~. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$&*~]).{8,}$/;
/** Spec §9: comment boxes hold 250 characters and show at least 3 rows. */
export const COMMENT_MAX_LENGTH = 250;
export const COMMENT_MIN_ROWS = 3;
