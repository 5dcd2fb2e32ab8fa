import type { SessionUser } from "~/domains/auth/service.server";
import { paths } from "~/paths";
import { profileName } from "~/shared/names";
import { roleLabel } from "~/shared/roles";
import { Icon } from "~/ui/icons";
import { Menu } from "~/ui/menu";
import { NotificationBell } from "./bell";
import { Logo } from "./logo";

/**
 * `settings`: the settings menu's entries, settled and named by the layout's loader (none: no gear): the policy and
 * the entries' labels stay out of every page's JavaScript (app/features/shell/settings-menu.server.ts).
 */
export function TopBar({
  user,
  unread,
  settings,
  className = "",
}: {
  user: SessionUser;
  unread: number;
  settings: { label: string; href: string }[];
  className?: string;
}) {
  return (
    <header
      className={`flex h-14 items-center justify-between gap-2 border-b border-gray-200 bg-white pl-1 pr-2 sm:pr-4 md:pl-4 ${className}`}
    >
      <div className="flex min-w-0 items-center gap-1">
        <Logo />
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
        <NotificationBell unread={unread} />
        {settings.length ? <Menu label="Settings" trigger={<Icon name="gear" />} entries={settings} /> : null}
        <Menu
          label="Profile"
          trigger={
            <span className="flex items-center gap-2" data-testid="profile">
              {user.profileImage ? (
                <img src={user.profileImage} alt="" className="h-8 w-8 rounded-full object-cover" />
              ) : (
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-primary-100 text-primary-700">
                  <Icon name="user" />
                </span>
              )}
              <span className="hidden text-left leading-tight sm:block">
                <span className="block text-sm font-medium text-gray-900">{profileName(user)}</span>
                <span className="block text-xs uppercase tracking-wide text-gray-500">
                  {roleLabel(user.role)}
                </span>
              </span>
              <Icon name="chevron" className="h-4 w-4 text-gray-500" />
            </span>
          }
          entries={[
            { label: "Profile", href: paths.profile },
            { label: "Change password", href: paths.updatePassword },
            { label: "Logout", postTo: paths.logout },
          ]}
        />
      </div>
    </header>
  );
}
