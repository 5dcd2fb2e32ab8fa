import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { can } from "~/domains/access/policy";
import { MORE_SIDEBAR_ITEMS, SIDEBAR_ITEMS } from "~/features/shell/navigation";
import { loadShellData } from "~/features/shell/shell.server";
import { type Favourite, PhoneMenu, Sidebar } from "~/features/shell/sidebar";
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
  return { user, ...shell, deniedNav, mayReadOutbox: can(user, "mail.outbox.read") };
}

export default function AppLayout() {
  const { user, unread, favourites, deniedNav, dates, mayReadOutbox } = useLoaderData<
    typeof loader
  >() as Awaited<ReturnType<typeof loader>> & {
    favourites: Favourite[];
  };
  const main = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  // Spec §2: the main area scrolls to the top on every page change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the location changed
  useEffect(() => {
    main.current?.scrollTo({ top: 0 });
  }, [pathname, search]);
  return (
    // The company's date format and time zone for every date below, the bell's included.
    <DatesProvider settings={dates}>
      <div className="flex h-full flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <TopBar
          user={user}
          unread={unread}
          mayReadOutbox={mayReadOutbox}
          menu={<PhoneMenu favourites={favourites} denied={deniedNav} />}
        />
        <div className="flex min-h-0 flex-1">
          <Sidebar favourites={favourites} denied={deniedNav} />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the page scrolls inside <main>, which must take focus so keyboard users can scroll it when the page holds nothing focusable (WCAG 2.1.1, axe scrollable-region-focusable; e.g. the email outbox) */}
          <main id="main" ref={main} tabIndex={0} className="min-w-0 flex-1 overflow-y-auto p-4 md:p-6">
            <Outlet />
          </main>
        </div>
      </div>
    </DatesProvider>
  );
}
