import type { Db, Tx } from "~/db/client.server";
import { sanitizeRichText } from "~/shared/sanitize.server";
import { type NotificationInfo, notifications } from "./schema.server";

/** The notification types that domain events raise. */
export const NOTIFICATION_TYPES = [
  "BCP_Approve",
  "USER_DISABLED",
  "INCIDENT_IMPACT",
  "BCP_ACTIVATED",
  "STATUS_CHECK",
  "ASSIGNMENT",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Records an in-app notification for each recipient, inside the caller's transaction when given one.
 * The message is sanitised here so every producer is safe by construction.
 */
export async function notify(
  db: Db | Tx,
  input: { companyId: string; userIds: string[]; type: NotificationType; info: NotificationInfo },
) {
  const recipients = [...new Set(input.userIds)];
  if (recipients.length === 0) return;
  const additionalInfo = { ...input.info, message: sanitizeRichText(input.info.message) };
  await db
    .insert(notifications)
    .values(
      recipients.map((userId) => ({ companyId: input.companyId, userId, type: input.type, additionalInfo })),
    );
}
