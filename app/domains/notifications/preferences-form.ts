import { z } from "zod";
import { EMAIL_KINDS, type EmailKind } from "./model";

/** The email preferences form: one checkbox per kind; an unticked box is absent, i.e. off. */
export const preferencesFormSchema = z.object(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean().default(false)])) as Record<
    EmailKind,
    z.ZodDefault<z.ZodBoolean>
  >,
);

export const PREFERENCES_SAVED = "Email preferences saved.";
