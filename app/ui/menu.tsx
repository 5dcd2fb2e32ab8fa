import { type ReactNode, useEffect, useId, useRef } from "react";

export interface MenuEntry {
  label: string;
  /** A link… */
  href?: string;
  /** …or a POST form (e.g. Logout), so it works without JavaScript. */
  postTo?: string;
}

const itemClass =
  "block w-full cursor-pointer rounded px-3 py-2 text-left text-sm text-gray-800 no-underline outline-none hover:bg-gray-100 focus-visible:bg-gray-100";

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
 * A disclosure menu: a native <details> holding the links and forms, the same with and without JavaScript,
 * so the top bar needs no menu library on every page (issue 12, JavaScript per route). Keyboard: Tab to the
 * button, Enter or Space opens it, Tab through the entries. With JavaScript it also closes on Escape (the
 * focus goes back to its button), on a click outside, and when the focus leaves it.
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
  const ref = useRef<HTMLDetailsElement>(null);
  // The button's name is the label followed by what it shows (e.g. "Profile Olive Owner"), so the visible
  // text is part of the name (WCAG 2.5.3 label in name) and getByLabel("Profile") still finds it.
  const id = useId();
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (focusButton: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (focusButton) details.querySelector("summary")?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !details.contains(next)) close(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);
  return (
    <details ref={ref} className="relative">
      <summary
        aria-labelledby={`${id}-label ${id}-shown`}
        className="flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1 hover:bg-gray-100"
      >
        <span id={`${id}-label`} className="sr-only">
          {label}
        </span>
        <span id={`${id}-shown`} className="contents">
          {trigger}
        </span>
      </summary>
      <div className="absolute right-0 z-40 mt-1 min-w-48 rounded-md border border-gray-200 bg-white p-1 shadow-lg">
        {entries.map((e) => (
          <Entry key={e.label} entry={e} />
        ))}
      </div>
    </details>
  );
}
