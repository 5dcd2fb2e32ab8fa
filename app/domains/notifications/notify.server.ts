import { and, eq, inArray } from "drizzle-orm";
import { users } from "~/domains/companies/users-schema.server";
import type { Db, Tx } from "~/platform/db/client.server";
import { sanitizeRichText } from "~/shared/sanitize.server";
import type { NotificationType } from "./model";
import { type NotificationInfo, notifications } from "./schema.server";

export { NOTIFICATION_TYPES, type NotificationType } from "./model";

/**
 * Records an in-app notification for each recipient, inside the caller's transaction when given one.
 * Recipients outside `companyId` (or unknown ids) are skipped, so a producer cannot notify another company.
 * The message is sanitised here so every producer is safe by construction.
 * Returns the ids of the users actually notified.
 */
export async function notify(
  db: Db | Tx,
  input: { companyId: string; userIds: string[]; type: NotificationType; info: NotificationInfo },
): Promise<string[]> {
  const wanted = [...new Set(input.userIds)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, input.companyId), inArray(users.id, wanted)));
  const recipients = rows.map((r) => r.id);
  if (recipients.length === 0) return [];
  const additionalInfo = { ...input.info, message: sanitizeRichText(input.info.message) };
  await db
    .insert(notifications)
    .values(
      recipients.map((userId) => ({ companyId: input.companyId, userId, type: input.type, additionalInfo })),
    );
  return recipients;
}
