import type { ApiDeps } from "~/api/context.server";
import { ApiError } from "~/api/errors.server";
import { MESSAGES } from "~/shared/messages";
import { lockedUntil, RULES, recordFailure } from "./rate-limit.server";
import { hashToken } from "./tokens.server";

/**
 * Spends one sign-up confirmation email (security review N4) before any hash or write: refused with 429 once the
 * address had RULES.signUpEmailsPerAddress this hour (said on the email field), or once Keel as a whole sent
 * RULES.signUpEmailsGlobal. The address is kept hashed. The same for an address with or without an account.
 */
export async function spendSignUpEmail(deps: ApiDeps, email: string) {
  const now = deps.now();
  const address = `signup-email:to:${hashToken(email.trim().toLowerCase())}`;
  const global = "signup-email:global";
  if (await lockedUntil(deps.db, address, now)) {
    throw new ApiError(429, "SIGNUP_EMAILS_LIMITED", MESSAGES.signupEmailsToAddress, {
      email: [MESSAGES.signupEmailsToAddress],
    });
  }
  if (await lockedUntil(deps.db, global, now)) {
    throw new ApiError(429, "SIGNUP_EMAILS_LIMITED", MESSAGES.signupEmailsEverywhere);
  }
  await recordFailure(deps.db, address, RULES.signUpEmailsPerAddress, now);
  const ceiling = deps.signUpEmailsPerHour;
  const everywhere = ceiling ? { ...RULES.signUpEmailsGlobal, limit: ceiling } : RULES.signUpEmailsGlobal;
  await recordFailure(deps.db, global, everywhere, now);
}
