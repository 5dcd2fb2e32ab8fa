import * as Popover from "@radix-ui/react-popover";
import * as Tabs from "@radix-ui/react-tabs";
import { Icon } from "~/components/icons";
import { NotificationGroups } from "~/components/notifications/notification-groups";
import { NOTIFICATIONS_PATH } from "~/components/notifications/notification-item";
import { useNotificationBell } from "~/components/notifications/use-bell";
import { useNow, useViewerZone } from "~/components/notifications/use-zone";
import { useHydrated } from "~/components/use-hydrated";
import { badgeText } from "~/domains/notifications/display";
import { FEED_FILTER_LABELS } from "~/domains/notifications/types";

const triggerClass = "relative rounded-md p-2 text-gray-700 hover:bg-gray-100";

function Badge({ count }: { count: number }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      data-testid="bell-badge"
      className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs text-white"
    >
      {text}
    </span>
  );
}

const bellLabel = (count: number) => `Notifications${count ? ` (${badgeText(count)} unread)` : ""}`;

/**
 * The top bar's bell. Without JavaScript (and before hydration) it is a link to the notifications screen
 * with the unread badge. With JavaScript it opens a popover with two tabs, all notifications and my
 * approvals; it updates live, and closing it after opening it marks everything read.
 */
export function NotificationBell({ unread }: { unread: number }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={NOTIFICATIONS_PATH} className={triggerClass} aria-label={bellLabel(unread)}>
        <Icon name="bell" />
        <Badge count={unread} />
      </a>
    );
  }
  return <BellPopover unread={unread} />;
}

function BellPopover({ unread }: { unread: number }) {
  const bell = useNotificationBell(unread);
  const zone = useViewerZone();
  const now = useNow();
  const count = bell.counts.total;
  return (
    <Popover.Root open={bell.open} onOpenChange={bell.setOpen}>
      <Popover.Trigger
        className={triggerClass}
        aria-label={bellLabel(count)}
        data-live={bell.live ? "true" : "false"}
      >
        <Icon name="bell" />
        <Badge count={count} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Notifications"
          className="z-40 w-96 max-w-[calc(100vw-1rem)] rounded-lg border border-gray-200 bg-white shadow-xl"
        >
          <Tabs.Root defaultValue="all">
            <Tabs.List className="flex border-b border-gray-200" aria-label="Notifications">
              {(["all", "approvals"] as const).map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className="flex-1 px-3 py-2.5 text-sm font-medium text-gray-600 data-[state=active]:border-b-2 data-[state=active]:border-primary-600 data-[state=active]:text-primary-700"
                >
                  {FEED_FILTER_LABELS[tab]}
                  {tab === "approvals" && bell.counts.approvals > 0
                    ? ` (${badgeText(bell.counts.approvals)})`
                    : ""}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {(["all", "approvals"] as const).map((tab) => (
              <Tabs.Content
                key={tab}
                value={tab}
                className="max-h-96 overflow-y-auto"
                data-testid={`bell-${tab}`}
              >
                {bell.loaded || (tab === "all" ? bell.all : bell.approvals).length > 0 ? (
                  <NotificationGroups
                    items={tab === "all" ? bell.all : bell.approvals}
                    now={now}
                    zone={zone}
                    onSeen={bell.markSeen}
                    empty={tab === "all" ? "No notifications yet." : "Nothing awaits your approval."}
                  />
                ) : (
                  <p className="px-4 py-6 text-center text-sm text-gray-500">Loading…</p>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
          <div className="border-t border-gray-200 px-4 py-2 text-right text-sm">
            <a href={NOTIFICATIONS_PATH}>View all notifications</a>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
