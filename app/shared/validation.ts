import { z } from "zod";
import { COMPANY_DEFAULT_LANGUAGE, LANGUAGE_MESSAGES, parseLanguage } from "./i18n/languages";
import { MESSAGES } from "./messages";
import { COMMENT_MAX_LENGTH, EMAIL_PATTERN, isPhoneNumber, PASSWORD_PATTERN } from "./validation-rules";

export {
  COMMENT_MAX_LENGTH,
  COMMENT_MIN_ROWS,
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
} from "./validation-rules";

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(200, MESSAGES.passwordRule)
  .regex(PASSWORD_PATTERN, MESSAGES.passwordRule);

/**
 * An optional phone field named `label` (the roster's, the stakeholders', the management plan's contact phone):
 * missing, null or blank is ""; anything else must be a number someone can dial on the day, or the field says so.
 */
export const optionalPhoneSchema = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isPhoneNumber(v), MESSAGES.phoneInvalid(label))
    .nullish()
    .transform((v) => v ?? "");

export const commentSchema = z
  .string()
  .trim()
  .max(COMMENT_MAX_LENGTH, `At most ${COMMENT_MAX_LENGTH} characters.`);

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(200),
});

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} is too long.`);

/** A new password is typed twice: the second must match the first (its field says so when not). */
const confirmPasswordSchema = z.string({ error: MESSAGES.passwordRequired });
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
// A fresh object each time: zod takes over the options object it is given.
const passwordsDiffer = () => ({ path: ["confirmPassword"], message: MESSAGES.passwordsDoNotMatch });

export const signupSchema = z
  .object({
    companyName: z.string().trim().max(200, "Company name is too long.").optional(),
    firstName: nameSchema("First name"),
    lastName: nameSchema("Last name"),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    inviteToken: z.string().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (!passwordsMatch(value)) ctx.addIssue({ code: "custom", ...passwordsDiffer() });
    if (!value.inviteToken && !value.companyName) {
      ctx.addIssue({ code: "custom", path: ["companyName"], message: "Company name is required." });
    }
  });

export const passwordRecoverySchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, MESSAGES.resetLinkInvalid).max(200),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch, passwordsDiffer());

export const updatePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(200),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch, passwordsDiffer())
  // A forced change keeps nobody out if the printed first password is chosen again.
  .refine((v) => v.password !== v.currentPassword, {
    path: ["password"],
    message: MESSAGES.passwordUnchanged,
  });

/**
 * A preferred language from a form, an API body or a CSV cell (issue 36 item 7): a code or a language's own name
 * ("fr", "Français"); empty or "default" is null (the company's default; a form sends "default", as Conform reads an
 * empty choice as absent); anything else is refused naming the choices.
 */
export const preferredLanguageSchema = z
  .string()
  .max(40, LANGUAGE_MESSAGES.invalid)
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v.trim() === "" || v === COMPANY_DEFAULT_LANGUAGE) return null;
    const language = parseLanguage(v);
    if (!language) ctx.addIssue({ code: "custom", message: LANGUAGE_MESSAGES.invalid });
    return language;
  });
