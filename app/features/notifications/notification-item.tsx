import { Form } from "@remix-run/react";
import { useCallback, useRef } from "react";
import type { FeedItem } from "~/domains/notifications/answers";
import { dotClass, timeLabel } from "~/domains/notifications/display";
import { paths } from "~/paths";
import { useSeenWhenHalfVisible } from "./use-half-visible";

/**
 * One notification or mention: red dot when unread, green when read; the message (HTML sanitised on the
 * server before it was stored); its time; a link to its subject; and, without JavaScript, a Mark read button.
 * With JavaScript, `onSeen` fires once when half of it has been visible.
 */
export function NotificationItem({
  item,
  now,
  zone,
  onSeen,
  redirectTo,
}: {
  item: FeedItem;
  now: Date;
  zone: string;
  onSeen?: (item: FeedItem) => void;
  redirectTo?: string;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const seen = useCallback(() => onSeen?.(item), [onSeen, item]);
  useSeenWhenHalfVisible(ref, !item.isRead && !!onSeen, seen);
  return (
    <li
      ref={ref}
      data-notification-id={item.id}
      data-kind={item.kind}
      data-read={item.isRead ? "true" : "false"}
      className="flex gap-3 border-b border-gray-100 px-4 py-3 last:border-b-0"
    >
      <span
        data-dot={item.isRead ? "read" : "unread"}
        title={item.isRead ? "Read" : "Unread"}
        className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${dotClass(item.isRead)}`}
      >
        <span className="sr-only">{item.isRead ? "Read" : "Unread"}</span>
      </span>
      <div className="min-w-0 flex-1">
        <div
          className="notification-message break-words text-sm text-gray-800"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText before storing
          dangerouslySetInnerHTML={{ __html: item.message }}
        />
        <div className="mt-1 flex flex-wrap items-center gap-3 text-xs text-gray-500">
          <time dateTime={item.createdAt} suppressHydrationWarning>
            {timeLabel(item.createdAt, now, zone)}
          </time>
          {item.link ? (
            <a href={item.link} className="font-medium">
              {item.type === "BCP_Approve" ? "Review" : "Open"}
            </a>
          ) : null}
          {item.isRead ? null : (
            <Form method="post" action={paths.notificationsRead} className="inline">
              <input type="hidden" name="intent" value="read" />
              <input type="hidden" name="item" value={`${item.kind}:${item.id}`} />
              <input type="hidden" name="redirectTo" value={redirectTo ?? paths.notifications} />
              <button type="submit" className="text-xs text-gray-600 underline hover:text-gray-900">
                Mark read
              </button>
            </Form>
          )}
        </div>
      </div>
    </li>
  );
}
