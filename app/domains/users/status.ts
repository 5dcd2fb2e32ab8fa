/** A user account's status as Manage Users shows and filters it. */
export const USER_STATUSES = ["Active", "Invited", "Disabled"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** Each status has a fixed colour (badge classes). */
export const USER_STATUS_COLOURS: Record<UserStatus, string> = {
  Active: "bg-green-100 text-green-800",
  Invited: "bg-orange-100 text-orange-800",
  Disabled: "bg-gray-200 text-gray-700",
};

export function userStatus(user: { disabled: boolean; hasPassword: boolean }): UserStatus {
  if (user.disabled) return "Disabled";
  return user.hasPassword ? "Active" : "Invited";
}

/** Manage Users paging: rows per page offered, and the default. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Largest profile image accepted, once decoded (the picker reads it as a data URL). */
export const PROFILE_IMAGE_MAX_BYTES = 256 * 1024;
