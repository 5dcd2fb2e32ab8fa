import { countOf } from "~/shared/plural";
/** Messages of user management, defined once for the API and the screens. */
export const USER_MESSAGES = {
  invited: "Invitation sent.",
  inviteResent: "Invitation sent again.",
  externalCreated: "External user created. We have emailed them a link to set their password.",
  roleUpdated: "Role updated successfully.",
  userDisabled: "User disabled.",
  userEnabled: "User enabled.",
  profileUpdated: "Profile updated successfully.",
  businessUnitsRequired: "Choose at least one business unit.",
  countriesRequired: "Enter the countries this administrator covers.",
  roleNotAssignable: "You cannot give this role.",
  unitReachesOutsideGeography:
    "This business unit has sub units outside your countries: give the role only on units within them, or give Business Unit Geo Administrator with your countries.",
  cannotManageUser: "You cannot change this user.",
  unitsOutsideScope: "This user also belongs to business units outside yours.",
  unitOutsideScope: "Choose business units you administer.",
  countryOutsideScope: (countries: string[]) =>
    `Choose countries you cover yourself (not ${countries.join(", ")}).`,
  lastCorpAdmin: "A company needs at least one Corporate Administrator.",
  cannotDisableSelf: "You cannot disable yourself.",
  cannotChangeOwnRole: "You cannot change your own role.",
  inviteLimit: (kind: "invite" | "resend", limit: number) =>
    kind === "invite"
      ? `Your company has sent ${countOf(limit, "invitation")} in the last 24 hours, the most allowed. Try again tomorrow.`
      : `Your company has resent ${countOf(limit, "invitation")} in the last 24 hours, the most allowed. Try again tomorrow.`,
  notInvited: "This user has already accepted the invitation.",
  emailAvailable: "This email address is free.",
  passwordValid: "This password meets the rule.",
} as const;

/** A user account's status as Manage Users shows and filters it. */
export const USER_STATUSES = ["Active", "Invited", "Disabled"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** Each status has a fixed colour (badge classes). */
export const USER_STATUS_COLOURS: Record<UserStatus, string> = {
  Active: "bg-green-100 text-green-800",
  Invited: "bg-orange-100 text-orange-800",
  Disabled: "bg-gray-200 text-gray-700",
};

/** Beside a picked person who was invited and has not signed up yet (UX review B-7). */
export const NOT_SIGNED_UP_YET = "invited, not signed up yet";

export function userStatus(user: { disabled: boolean; hasPassword: boolean }): UserStatus {
  if (user.disabled) return "Disabled";
  return user.hasPassword ? "Active" : "Invited";
}

/** Manage Users paging: rows per page offered, and the default. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Largest profile image accepted, once decoded (the picker reads it as a data URL). */
export const PROFILE_IMAGE_MAX_BYTES = 256 * 1024;
