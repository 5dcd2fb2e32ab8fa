/** Every user-facing message that the spec names (§8) or that several screens share, defined once. */
export const MESSAGES = {
  somethingWentWrong: "Something Went Wrong!",
  userDisabled: "This user is disabled.",
  invalidCredentials: "Invalid email or password.",
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
  emailInvalid: "Enter a valid email address.",
  emailRequired: "Email is required.",
  emailTaken: "An account with this email already exists.",
  passwordRequired: "Password is required.",
  passwordRule:
    "Password needs at least 8 characters, with an upper case letter, a lower case letter, a digit and one of ! @ # $ & * ~.",
  passwordsDoNotMatch: "Passwords do not match.",
  currentPasswordWrong: "Current password is incorrect.",
  resetLinkInvalid: "This password reset link is invalid or has expired.",
  inviteLinkInvalid: "This invite link is invalid or has expired.",
  resetEmailSent: "If an account exists for that email, we have sent a link to reset the password.",
  passwordUpdated: "Password updated successfully.",
  signedUp: "Welcome to Keel! Your company is ready.",
  unauthenticated: "Please sign in to continue.",
  forbidden: "You do not have permission to do this.",
  notFound: "Data Not Found",
} as const;
