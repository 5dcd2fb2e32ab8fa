import { eq, inArray } from "drizzle-orm";
import type { ApiDeps, Principal } from "~/api/context.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { EMAIL_KINDS, type EmailKind, type EmailPreferences } from "./model";
import { notificationPreferences } from "./schema.server";

/** Every kind on unless the user turned it off. */
export function withDefaults(stored: Partial<EmailPreferences> | undefined): EmailPreferences {
  return Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, stored?.[kind] ?? true])) as EmailPreferences;
}

export async function getPreferences(deps: ApiDeps, user: Principal): Promise<EmailPreferences> {
  const [row] = await deps.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  return withDefaults(row?.email);
}

export async function updatePreferences(
  deps: ApiDeps,
  user: Principal,
  input: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  const email = withDefaults({ ...(await getPreferences(deps, user)), ...input });
  await deps.db
    .insert(notificationPreferences)
    .values({ userId: user.id, companyId: user.companyId, email, updatedAt: deps.now() })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { email, updatedAt: deps.now() } });
  return email;
}

/** Of `userIds`, those who accept emails of `kind`. */
export async function acceptingEmail(db: Db | Tx, userIds: string[], kind: EmailKind): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, userIds));
  const off = new Set(rows.filter((r) => withDefaults(r.email)[kind] === false).map((r) => r.userId));
  return new Set(userIds.filter((id) => !off.has(id)));
}
