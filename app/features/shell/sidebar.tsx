import { NavLink } from "@remix-run/react";
import { paths } from "~/paths";
import { Icon } from "~/ui/icons";
import { SIDEBAR_ITEMS } from "./navigation";

export interface Favourite {
  id: string;
  label: string;
  href: string;
}

/** The sidebar lists this many favourites; the incident list shows them all. */
export const SIDEBAR_FAVOURITES = 10;
const ALL_FAVOURITES_HREF = `${paths.incidents}?favourites=true`;

/** `denied`: ids of the items the user's role may not open (the shell's loader decides, from the matrix). */
export function Sidebar({ favourites, denied = [] }: { favourites: Favourite[]; denied?: string[] }) {
  return (
    <nav aria-label="Main" className="flex w-64 shrink-0 flex-col border-r border-gray-200 bg-white">
      <ul className="space-y-1 p-3">
        {SIDEBAR_ITEMS.map((item) => (
          <li key={item.id}>
            {item.disabled || denied.includes(item.id) ? (
              <span
                aria-disabled="true"
                title="Your role does not give access to this."
                className="flex cursor-not-allowed items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-500"
              >
                <Icon name={item.icon} />
                {item.label}
              </span>
            ) : (
              <NavLink
                to={item.name}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-md px-3 py-2 text-sm no-underline ${
                    isActive
                      ? "bg-primary-50 font-medium text-primary-800"
                      : "text-gray-700 hover:bg-gray-100"
                  }`
                }
              >
                <Icon name={item.icon} />
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
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
                  <Icon name="star" className="h-4 w-4 text-amber-500" />
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
        {/* Spec §2: Get Help is a placeholder that does nothing. */}
        <button
          type="button"
          className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-600 hover:bg-gray-100"
        >
          <Icon name="help" />
          Get Help
        </button>
      </div>
    </nav>
  );
}
