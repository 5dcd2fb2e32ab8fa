import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useSubmit } from "@remix-run/react";
import { type ReactNode, useId } from "react";
import { useHydrated } from "~/components/use-hydrated";

export interface MenuEntry {
  label: string;
  /** A link… */
  href?: string;
  /** …or a POST form (e.g. Logout), so it works without JavaScript. */
  postTo?: string;
}

const itemClass =
  "block w-full cursor-pointer rounded px-3 py-2 text-left text-sm text-gray-800 no-underline outline-none hover:bg-gray-100 data-[highlighted]:bg-gray-100";

function Entry({ entry }: { entry: MenuEntry }) {
  if (entry.postTo) {
    return (
      <form method="post" action={entry.postTo}>
        <button type="submit" className={itemClass}>
          {entry.label}
        </button>
      </form>
    );
  }
  return (
    <a href={entry.href} className={itemClass}>
      {entry.label}
    </a>
  );
}

/**
 * A Radix dropdown when JavaScript runs; before that (or without it) a native <details> disclosure
 * with the same links and forms, so the menu always works.
 */
export function Menu({
  trigger,
  label,
  entries,
}: {
  trigger: ReactNode;
  label: string;
  entries: MenuEntry[];
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  // The trigger's name is the label followed by what it shows (e.g. "Profile Olive Owner"), so the
  // visible text is part of the name (WCAG 2.5.3 label in name) and getByLabel("Profile") still finds it.
  const id = useId();
  const named = {
    "aria-labelledby": `${id}-label ${id}-shown`,
    children: (
      <>
        <span id={`${id}-label`} className="sr-only">
          {label}
        </span>
        <span id={`${id}-shown`} className="contents">
          {trigger}
        </span>
      </>
    ),
  };
  const panel = "z-40 min-w-48 rounded-md border border-gray-200 bg-white p-1 shadow-lg";
  if (!hydrated) {
    return (
      <details className="relative">
        <summary
          className="flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1 hover:bg-gray-100"
          {...named}
        />
        <div className={`absolute right-0 mt-1 ${panel}`}>
          {entries.map((e) => (
            <Entry key={e.label} entry={e} />
          ))}
        </div>
      </details>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-gray-100"
        {...named}
      />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={panel}>
          {entries.map((e) =>
            e.postTo ? (
              // The menu unmounts on select, which would cancel a native form submit: submit through Remix.
              <DropdownMenu.Item
                key={e.label}
                className={itemClass}
                onSelect={() => submit(null, { method: "post", action: e.postTo })}
              >
                {e.label}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={e.label} asChild>
                <a href={e.href} className={itemClass}>
                  {e.label}
                </a>
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
