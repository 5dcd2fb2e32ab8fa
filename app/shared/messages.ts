import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "./validation-rules";

/** Every user-facing message that the spec names (§8) or that several screens share, defined once. */
export const MESSAGES = {
  somethingWentWrong: "Something Went Wrong!",
  /** Spec §9: cancelling edits asks first when something was changed. */
  unsavedChanges: "You have unsaved changes. Leave without saving them?",
  nulCharacter:
    "This field contains an invisible character that cannot be saved (NUL). Remove it and try again.",
  userDisabled: "This user is disabled.",
  invalidCredentials: "Invalid email or password.",
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
  emailInvalid: "Enter a valid email address.",
  /** On the phone field named: a number someone can dial on the day (isPhoneNumber). */
  phoneInvalid: (label: string) =>
    `${label} must be a phone number of ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits, such as +44 20 7946 0000.`,
  emailRequired: "Email is required.",
  emailTaken: "An account with this email already exists.",
  passwordRequired: "Password is required.",
  passwordRule:
    "Password needs at least 8 characters, with an upper case letter, a lower case letter, a digit and one of ! @ # $ & * ~.",
  passwordsDoNotMatch: "Passwords do not match.",
  currentPasswordWrong: "Current password is incorrect.",
  passwordUnchanged: "Choose a new password, not your current one.",
  resetLinkInvalid: "This password reset link is invalid or has expired.",
  inviteLinkInvalid: "This invite link is invalid or has expired.",
  resetEmailSent: "If an account exists for that email, we have sent a link to reset the password.",
  passwordUpdated: "Password updated successfully.",
  signedUp: "Welcome to Keel! Your company is ready.",
  /** Sign-up without an invitation: the same answer whether or not the address has an account (finding 15). */
  signupEmailSent:
    "We have sent a link to finish creating your company account. The link expires in 24 hours.",
  /** Sign-up confirmation emails are bounded (security review N4): per address and for all of Keel, per hour. */
  signupEmailsToAddress:
    "Several sign-up links were sent to this address in the last hour. Use the newest one, or try again in an hour.",
  signupEmailsEverywhere:
    "Keel has sent as many sign-up links as it may this hour. Please try again later, or ask your organisation's Keel administrator to invite you.",
  signupLinkInvalid: "This sign-up link is invalid or has expired. Sign up again to get a new one.",
  unauthenticated: "Please sign in to continue.",
  forbidden: "You do not have permission to do this.",
  /** Heading of a page the user's role may not open (403); the text under it is `forbidden`. */
  noAccess: "No access",
  notFound: "Data Not Found",
  requestRefused: "Request refused",
  crossSiteRefused:
    "This request came from another site and was refused. Open Keel in your browser and try again.",
  requestTooLarge: "This upload is too large: at most 10 MB can be sent at once.",
  passwordChangeRequired: "Choose a new password before you continue.",
  bodyTooLarge: "This request is too large for this action.",
  bodyTooDeep: "This request is nested too deeply.",
  formTooManyFields: "This form was sent with more fields than it has. Reload the page and try again.",
  // Hazards, locations and the map (spec §8)
  hazardCategoryCreated: "Hazard category created successfully!",
  hazardCategoryUpdated: "Hazard category updated successfully!",
  hazardCategoryDeleted: "Hazard category deleted successfully!",
  hazardCreated: "Hazard created successfully!",
  hazardUpdated: "Hazard updated successfully!",
  hazardDeleted: "Hazard deleted successfully!",
  noLocations: "No Locations Added",
  locationNotFound: "Searched Location Not Found",
  locationAdded: "Location added successfully!",
  locationsSaved: "Locations Saved successfully",
  locationRemoved: "Location Removed successfully",
} as const;

/**
 * A save refused because someone else saved the same section after this form was loaded (409 CONFLICT).
 * `when` is the time of their save, written in the company's format (app/shared/dates.ts companyDates).
 */
export function editConflictMessage(name: string, when: string) {
  return `This section was changed by ${name} at ${when} while you were editing. Reload to see their changes.`;
}

/**
 * Without JavaScript, an edit form's Cancel submits the form with this field (the path it leaves to): the page
 * answers with the edits kept and asks before discarding them (app/ui/forms.tsx CancelLink, runIntents).
 */
export const DISCARD_FIELD = "discard";
