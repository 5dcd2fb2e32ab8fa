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
      ? `Your company has sent ${limit} invitations in the last 24 hours, the most allowed. Try again tomorrow.`
      : `Your company has resent ${limit} invitations in the last 24 hours, the most allowed. Try again tomorrow.`,
  notInvited: "This user has already accepted the invitation.",
  emailAvailable: "This email address is free.",
  passwordValid: "This password meets the rule.",
} as const;
