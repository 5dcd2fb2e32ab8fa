import { z } from "zod";
import { emailSchema } from "~/shared/validation";

/**
 * The /login form with single sign-on: the email alone may be enough (its company signs in
 * through its provider), so the password is checked on the server once the email is known.
 */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().max(200).optional(),
  intent: z.enum(["password", "sso"]).optional(),
});
