import type { FeedItem } from "~/domains/notifications/answers";
import { groupByDay } from "~/domains/notifications/display";
import { NotificationItem } from "./notification-item";

/** Items under TODAY, YESTERDAY and OLDER, newest first, duplicates removed (spec §9). */
export function NotificationGroups({
  items,
  now,
  zone,
  onSeen,
  empty = "No notifications yet.",
  redirectTo,
}: {
  items: FeedItem[];
  now: Date;
  zone: string;
  onSeen?: (item: FeedItem) => void;
  empty?: string;
  redirectTo?: string;
}) {
  const groups = groupByDay(items, now, zone);
  if (groups.length === 0) return <p className="px-4 py-6 text-center text-sm text-gray-500">{empty}</p>;
  return (
    <div>
      {groups.map((group) => (
        <section key={group.label} aria-label={group.label} data-group={group.label}>
          <h3 className="bg-gray-50 px-4 py-1.5 text-xs font-semibold tracking-wide text-gray-500">
            {group.label}
          </h3>
          <ul>
            {group.items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                now={now}
                zone={zone}
                onSeen={onSeen}
                redirectTo={redirectTo}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
