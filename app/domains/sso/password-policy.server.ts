import { eq } from "drizzle-orm";
import type { ApiDeps } from "~/api/context.server";
import { CORP_ADMIN_ROLES, type Role } from "~/shared/roles";
import { ssoConfigs } from "./schema.server";

/**
 * Whether a correct password must still be refused because the user's company turned password
 * sign-in off. Corporate and System Administrators keep their password as a way in when the
 * provider is down or misconfigured (break-glass).
 */
export async function passwordSignInRefused(
  deps: ApiDeps,
  user: { companyId: string; role: Role },
): Promise<boolean> {
  if (CORP_ADMIN_ROLES.includes(user.role)) return false;
  const [config] = await deps.db
    .select({ passwordSignIn: ssoConfigs.passwordSignIn })
    .from(ssoConfigs)
    .where(eq(ssoConfigs.companyId, user.companyId));
  return config ? !config.passwordSignIn : false;
}
