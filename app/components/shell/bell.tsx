import { Icon } from "~/components/icons";

/** Placeholder bell: a link to the notifications screen with the unread count (the popover comes with notifications). */
export function NotificationBell({ unread }: { unread: number }) {
  const badge = unread > 99 ? "99+" : String(unread);
  return (
    <a
      href="/notifications"
      className="relative rounded-md p-2 text-gray-700 hover:bg-gray-100"
      aria-label={`Notifications${unread ? ` (${badge} unread)` : ""}`}
    >
      <Icon name="bell" />
      {unread > 0 ? (
        <span className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs text-white">
          {badge}
        </span>
      ) : null}
    </a>
  );
}
