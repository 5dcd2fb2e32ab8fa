import * as Popover from "@radix-ui/react-popover";
import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { badgeText } from "~/domains/notifications/display";
import { FEED_FILTER_LABELS } from "~/domains/notifications/model";
import { NotificationGroups } from "~/features/notifications/notification-groups";
import type { useNotificationBell } from "~/features/notifications/use-bell";
import { useNow } from "~/features/notifications/use-zone";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";

/**
 * The bell's popover: two tabs, all notifications and my approvals. Loaded on the first click on the bell
 * (bell.tsx), with Radix and the time labels (luxon), so that pages do not carry it until it is wanted.
 */
export function BellPopover({
  bell,
  label,
  triggerClass,
  children,
}: {
  bell: ReturnType<typeof useNotificationBell>;
  label: string;
  triggerClass: string;
  /** the trigger's icon and badge */
  children: ReactNode;
}) {
  const { zone } = useDates();
  const now = useNow();
  return (
    <Popover.Root open={bell.open} onOpenChange={bell.setOpen}>
      <Popover.Trigger className={triggerClass} aria-label={label} data-live={bell.live ? "true" : "false"}>
        {children}
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
            <a href={paths.notifications}>View all notifications</a>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
