/**
 * What the users API answers (the presenters' contract, documented in /api/openapi.json and checked against every
 * answer in the test suite). Isomorphic: zod only.
 */
import { z } from "zod";
import { isoTime, pagedAnswer } from "~/shared/answers";
import { LANGUAGES } from "~/shared/i18n/languages";
import { ROLES } from "~/shared/roles";
import { USER_STATUSES } from "./model";

const role = z.enum(ROLES);

/** A user as Manage Users and the profile show it (presentUser): never the password hash. */
export const userAnswer = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string(),
  role,
  roleLabel: z.string(),
  profileImage: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  status: z.enum(USER_STATUSES),
  disabled: z.boolean(),
  businessUnits: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** A BUGeoAdmin's countries (and the region within one, if any). */
  countries: z.array(z.object({ country: z.string(), region: z.string().nullable() })),
  lastSignInAt: isoTime.nullable(),
  createdAt: isoTime,
});

/** A user as Manage Users lists and opens it, with whether the caller may change their role or disable them. */
export const managedUserAnswer = userAnswer.extend({ canManage: z.boolean() });

export const pagedUsersAnswer = pagedAnswer(managedUserAnswer);

/** A user in a people picker. */
export const pickedUserAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role,
  roleLabel: z.string(),
  profileImage: z.string().nullable(),
});

/** A role the caller may give, with its label. */
export const assignableRoleAnswer = z.object({ role, label: z.string() });

/** Whether a user is disabled. */
export const userDisabledAnswer = z.object({ disabled: z.boolean(), userId: z.uuid() });

/** Whether an email is well formed and free (valid and available say the same), with the message to show. */
export const emailCheckAnswer = z.object({
  email: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
  message: z.string(),
});

/** Whether a password meets the rule, with the message to show. */
export const passwordCheckAnswer = z.object({ valid: z.boolean(), message: z.string() });
