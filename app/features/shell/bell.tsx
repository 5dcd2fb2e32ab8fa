import { useState } from "react";
import { badgeText } from "~/domains/notifications/feed";
import { useNotificationBell } from "~/features/notifications/use-bell";
import { paths } from "~/paths";
import { Icon } from "~/ui/icons";
import { useHydrated } from "~/ui/use-hydrated";

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

/**
 * The name contains the badge's visible text, outside parentheses (WCAG 2.5.3, label in name: axe drops
 * parenthesised words when it compares), so speech users can say what they see.
 */
export const bellLabel = (count: number) => `Notifications${count ? `, ${badgeText(count)} unread` : ""}`;

type PopoverModule = typeof import("./bell-popover");
let popoverModule: Promise<PopoverModule> | null = null;
/**
 * The popover (Radix popover and tabs, the notification list, luxon for its time labels) is fetched when the
 * pointer or the keyboard focus reaches the bell, not with every page (issue 12, JavaScript per route).
 */
const loadPopover = () => {
  popoverModule ??= import("./bell-popover").catch((error) => {
    popoverModule = null;
    throw error;
  });
  return popoverModule;
};

/**
 * The top bar's bell. Without JavaScript (and before hydration) it is a link to the notifications screen
 * with the unread badge. With JavaScript it opens a popover with two tabs, all notifications and my
 * approvals; it updates live, and closing it after opening it marks everything read.
 */
export function NotificationBell({ unread }: { unread: number }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={paths.notifications} className={triggerClass} aria-label={bellLabel(unread)}>
        <Icon name="bell" />
        <Badge count={unread} />
      </a>
    );
  }
  return <LiveBell unread={unread} />;
}

function LiveBell({ unread }: { unread: number }) {
  const bell = useNotificationBell(unread);
  const [popover, setPopover] = useState<PopoverModule | null>(null);
  const count = bell.counts.total;
  const face = (
    <>
      <Icon name="bell" />
      <Badge count={count} />
    </>
  );
  if (popover) {
    return (
      <popover.BellPopover bell={bell} label={bellLabel(count)} triggerClass={triggerClass}>
        {face}
      </popover.BellPopover>
    );
  }
  // Until the first click: the same button, which fetches the popover and opens it (Radix then moves the
  // focus into it, and back to the bell on close). Should the fetch fail, the screen still has the list.
  const open = () =>
    loadPopover().then(
      (module) => {
        setPopover(module);
        bell.setOpen(true);
      },
      () => window.location.assign(paths.notifications),
    );
  return (
    <button
      type="button"
      className={triggerClass}
      aria-label={bellLabel(count)}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-live={bell.live ? "true" : "false"}
      onPointerEnter={() => loadPopover().catch(() => {})}
      onFocus={() => loadPopover().catch(() => {})}
      onClick={open}
    >
      {face}
    </button>
  );
}
