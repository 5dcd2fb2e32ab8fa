import { z } from "zod";
import { MESSAGES } from "./messages";

/** Spec §5: the usual {email} pattern with a top-level domain of 2 or more letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Spec §5: at least 8 characters, upper, lower, digit and one of ! @ # $ & * ~. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$&*~]).{8,}$/;
/** Spec §9: comment boxes hold 250 characters and show at least 3 rows. */
export const COMMENT_MAX_LENGTH = 250;
export const COMMENT_MIN_ROWS = 3;

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

export const signupSchema = z
  .object({
    companyName: z.string().trim().max(200, "Company name is too long.").optional(),
    firstName: nameSchema("First name"),
    lastName: nameSchema("Last name"),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }),
    inviteToken: z.string().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsDoNotMatch });
    }
    if (!value.inviteToken && !value.companyName) {
      ctx.addIssue({ code: "custom", path: ["companyName"], message: "Company name is required." });
    }
  });

export const passwordRecoverySchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, MESSAGES.resetLinkInvalid).max(200),
    password: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordsDoNotMatch,
  });

export const updatePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(200),
    password: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordsDoNotMatch,
  });
