import type { FeedItem } from "~/domains/notifications/answers";
import type { UnreadCounts } from "~/domains/notifications/model";

/** What the bell's resource route answers: unread counts, and the open tab's items. */
export interface BellData {
  counts: UnreadCounts;
  all?: FeedItem[];
  approvals?: FeedItem[];
}
