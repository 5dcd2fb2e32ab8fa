import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { can } from "~/domains/access/policy";
import { MORE_SIDEBAR_ITEMS, SIDEBAR_ITEMS } from "~/features/shell/navigation";
import { settingsMenuOf } from "~/features/shell/settings-menu.server";
import { loadShellData } from "~/features/shell/shell.server";
import { type Favourite, MenuToggle, Sidebar } from "~/features/shell/sidebar";
import { TopBar } from "~/features/shell/top-bar";
import { DatesProvider } from "~/ui/dates";
import { requireUser } from "~/web/auth.server";

/** The common layout of every signed-in page: top bar, sidebar, and a main area that scrolls. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser({ request, context });
  const shell = await loadShellData({ request, context });
  const deniedNav = [...SIDEBAR_ITEMS, ...MORE_SIDEBAR_ITEMS]
    .filter((item) => item.needs && !can(user, item.needs))
    .map((item) => item.id);
  // The policy answers here, on the server: the layout's browser code names no rule (7 KB kept off every page).
  return { user, ...shell, deniedNav, settings: settingsMenuOf(user) };
}

/** The main area: below the top bar, beside the sidebar on wide screens, the whole width on a phone; it scrolls. */
const MAIN = "col-[1/-1] row-[2] min-h-0 min-w-0 overflow-y-auto p-4 md:col-[2] md:p-6";

export default function AppLayout() {
  const { user, unreadCounts, favourites, deniedNav, dates, settings } = useLoaderData<
    typeof loader
  >() as Awaited<ReturnType<typeof loader>> & {
    favourites: Favourite[];
  };
  const main = useRef<HTMLElement>(null);
  const { pathname, search, hash } = useLocation();
  // Spec §2: the main area scrolls to the top on every page change; a link to a place in the page (`#section`)
  // lands there, as it does without JavaScript (the browser does that only for a page it loads itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the location changed
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else main.current?.scrollTo({ top: 0 });
  }, [pathname, search, hash]);
  return (
    // The company's date format and time zone for every date below, the bell's included.
    <DatesProvider settings={dates}>
      {/* One grid: the top bar over the sidebar column and the main area. On a phone the sidebar is hidden behind
          the Menu button before the bar (a <details> just before it: CSS opens it, no JavaScript needed) and laid
          over the main area when open; it is one <nav> at every size (issue 37: it was drawn twice). */}
      <div className="relative grid h-full grid-cols-[auto_minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)] md:grid-cols-[16rem_minmax(0,1fr)]">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <MenuToggle className="col-[1] row-[1] flex h-14 items-center border-b border-gray-200 bg-white pl-2" />
        <TopBar
          user={user}
          unread={unreadCounts?.total ?? 0}
          settings={settings}
          className="col-[2] row-[1] md:col-[1/-1]"
        />
        <Sidebar favourites={favourites} denied={deniedNav} className="md:col-[1] md:row-[2]" />
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the page scrolls inside <main>, which must take focus so keyboard users can scroll it when the page holds nothing focusable (WCAG 2.1.1, axe scrollable-region-focusable; e.g. the email outbox) */}
        <main id="main" ref={main} tabIndex={0} className={MAIN}>
          <Outlet />
        </main>
      </div>
    </DatesProvider>
  );
}
