import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SIDEBAR_FAVOURITES } from "~/domains/shell/model";
import { paths } from "~/paths";
import { Icon } from "~/ui/icons";
import { MORE_SIDEBAR_ITEMS, SIDEBAR_ITEMS, type SidebarItem } from "./navigation";

export interface Favourite {
  id: string;
  label: string;
  href: string;
}

export { SIDEBAR_FAVOURITES };

const ALL_FAVOURITES_HREF = `${paths.incidents}?favourites=true`;

interface SidebarProps {
  favourites: Favourite[];
  /** Ids of the items the user's role may not open (the shell's loader decides, from the matrix). */
  denied?: string[];
}

function Item({ item, denied }: { item: SidebarItem; denied: boolean }) {
  if (item.disabled || denied)
    return (
      <span
        aria-disabled="true"
        title="Your role does not give access to this."
        className="flex cursor-not-allowed items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-500"
      >
        <Icon name={item.icon} />
        {item.label}
      </span>
    );
  return (
    <NavLink
      to={item.name}
      className={({ isActive }) =>
        `flex items-center gap-3 rounded-md px-3 py-2 text-sm no-underline ${
          isActive ? "bg-primary-50 font-medium text-primary-800" : "text-gray-700 hover:bg-gray-100"
        }`
      }
    >
      <Icon name={item.icon} />
      {item.label}
    </NavLink>
  );
}

/** Get Help: a link to the help of the page at hand (server-rendered with the location, so it works without JS). */
function GetHelp() {
  const { pathname, search } = useLocation();
  const from = pathname === paths.help() ? null : `${pathname}${search}`;
  return (
    <NavLink
      to={paths.help(from)}
      className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-600 no-underline hover:bg-gray-100"
    >
      <Icon name="help" />
      Get Help
    </NavLink>
  );
}

/** What the sidebar holds: the column of wide screens, the menu of a phone. */
function SidebarContent({ favourites, denied = [] }: SidebarProps) {
  // The spec's four keep their place (shown disabled to a role that may not open them); the entries added
  // below them are left out for such a role.
  const more = MORE_SIDEBAR_ITEMS.filter((item) => !denied.includes(item.id));
  return (
    <>
      <ul className="space-y-1 p-3">
        {SIDEBAR_ITEMS.map((item) => (
          <li key={item.id}>
            <Item item={item} denied={denied.includes(item.id)} />
          </li>
        ))}
      </ul>
      {more.length ? (
        <ul className="space-y-1 border-t border-gray-100 p-3">
          {more.map((item) => (
            <li key={item.id}>
              <Item item={item} denied={false} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="border-t border-gray-100 p-3">
        <h2 className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-gray-500">Favourites</h2>
        {favourites.length === 0 ? (
          <p className="px-3 text-xs text-gray-500">Star an incident to keep it here.</p>
        ) : (
          <ul className="space-y-1">
            {favourites.slice(0, SIDEBAR_FAVOURITES).map((f) => (
              <li key={f.id}>
                <a
                  href={f.href}
                  className="flex items-center gap-2 rounded-md px-3 py-1.5 text-sm text-gray-700 no-underline hover:bg-gray-100"
                >
                  <Icon name="star" className="h-4 w-4 shrink-0 text-amber-500" />
                  <span className="truncate">{f.label}</span>
                </a>
              </li>
            ))}
            {favourites.length > SIDEBAR_FAVOURITES && (
              <li>
                <a href={ALL_FAVOURITES_HREF} className="block px-3 py-1.5 text-sm">
                  All favourites
                </a>
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="mt-auto border-t border-gray-100 p-3">
        {/* Spec §2 left Get Help a placeholder; it opens the how-to of the page at hand (issue 32 item 8). */}
        <GetHelp />
      </div>
    </>
  );
}

/** The id that ties the phone's Menu button to the one sidebar it shows. */
const NAV_ID = "main-nav";

/**
 * The one sidebar of every signed-in page (issue 37: it was drawn twice, 5 KB each): a column on wide screens (md and
 * up); on a phone hidden until `MenuToggle`, its earlier sibling, is open (`peer-open:`, plain CSS, so the menu opens
 * without JavaScript), then laid over the page below the top bar. The layout's grid places it.
 */
export function Sidebar({ className = "", ...props }: SidebarProps & { className?: string }) {
  return (
    <nav
      id={NAV_ID}
      aria-label="Main"
      className={`hidden flex-col overflow-y-auto border-gray-200 bg-white peer-open:flex max-md:absolute max-md:inset-x-0 max-md:top-14 max-md:z-40 max-md:max-h-[calc(100dvh-3.5rem)] max-md:border-b max-md:shadow-lg md:flex md:border-r ${className}`}
    >
      <SidebarContent {...props} />
    </nav>
  );
}

/**
 * The phone's Menu button (UX review X1: a fixed sidebar left a 166 px column): a native <details>, so it opens
 * without JavaScript; it holds only its summary and must come before the `Sidebar` among the same parent's children
 * (`peer`). With JavaScript it closes when the page changes.
 */
export function MenuToggle({ className = "" }: { className?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the location changed
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname, search]);
  return (
    <details ref={ref} className={`peer md:hidden ${className}`}>
      <summary
        aria-controls={NAV_ID}
        className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-1 text-sm text-gray-700 hover:bg-gray-100 [&::-webkit-details-marker]:hidden"
      >
        <Icon name="menu" />
        <span>Menu</span>
      </summary>
    </details>
  );
}
