import type { NotificationType } from "~/domains/notifications/model";
import { notify } from "~/domains/notifications/notify.server";
import type { NotificationInfo } from "~/domains/notifications/schema.server";
import type { TestApi } from "./api";

/** A notification to one user, in their company, written as the app's events write theirs. */
export async function notifyUser(
  api: TestApi,
  user: { id: string; companyId: string },
  type: NotificationType,
  info: NotificationInfo,
) {
  await notify(api.db, { companyId: user.companyId, userIds: [user.id], type, info });
}
