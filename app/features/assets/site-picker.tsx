import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { paths } from "~/paths";
import { ErrorList } from "~/ui/forms";

export interface SiteChoice {
  id: string;
  name: string;
  fullAddress: string;
}

/**
 * Picks a site among many (100,000) without loading them all: the server sends the first 20 matches of a search.
 *
 * Without JavaScript: a search field, a "Find sites" button (the form is sent back to the page as a GET, which
 * keeps what was typed and lists the matches) and a select of those matches. With JavaScript: one combobox
 * (ARIA 1.2 pattern) that asks `/assets/sites?q=` as you type; arrows move, Enter picks, Escape closes.
 */
export function SitePicker({
  name,
  label,
  sites,
  query,
  defaultValue,
  errors,
}: {
  name: string;
  label: string;
  sites: SiteChoice[];
  query: string;
  defaultValue?: string;
  errors?: string[];
}) {
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const error = errors?.length ? `${id}-error` : undefined;
  if (enhanced)
    return (
      <SiteCombobox
        id={id}
        name={name}
        label={label}
        initial={sites}
        query={query}
        defaultValue={defaultValue}
        errorId={error}
        errors={errors}
      />
    );
  return (
    <div>
      <label htmlFor={`${id}-q`} className="label">
        Find a {label.toLowerCase()}
      </label>
      <div className="flex gap-2">
        <input id={`${id}-q`} name="siteQ" type="search" defaultValue={query} className="input min-w-0" />
        {/* On one line: a wrapped button stretched the search field to two lines' height. */}
        <button type="submit" formMethod="get" formNoValidate className="btn-secondary whitespace-nowrap">
          Find sites
        </button>
      </div>
      <label htmlFor={id} className="label mt-2">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="input"
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error}
      >
        <option value="">Choose a site</option>
        {sites.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      <ErrorList id={error} errors={errors} />
    </div>
  );
}

function SiteCombobox({
  id,
  name,
  label,
  initial,
  query,
  defaultValue,
  errorId,
  errors,
}: {
  id: string;
  name: string;
  label: string;
  initial: SiteChoice[];
  query: string;
  defaultValue?: string;
  errorId?: string;
  errors?: string[];
}) {
  const fetcher = useFetcher<{ sites?: SiteChoice[] }>();
  const chosenAtStart = initial.find((s) => s.id === defaultValue) ?? null;
  const [chosen, setChosen] = useState<SiteChoice | null>(chosenAtStart);
  const [text, setText] = useState(chosenAtStart?.name ?? query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const options = fetcher.data?.sites ?? initial;
  const listId = `${id}-list`;
  const search = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => fetcher.load(paths.siteSearch(value)), 200);
  };
  // A search still waiting to be sent must not land after the pick (it raced the form's submission).
  useEffect(() => () => clearTimeout(timer.current), []);
  const pick = (site: SiteChoice) => {
    clearTimeout(timer.current);
    setChosen(site);
    setText(site.name);
    setOpen(false);
    setActive(-1);
  };
  return (
    <div className="relative">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        className="input"
        placeholder="Type to search sites"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setChosen(null);
          setOpen(true);
          setActive(-1);
          search(e.target.value);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(options.length - 1, a + 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => Math.max(0, a - 1));
          } else if (e.key === "Enter" && open && active >= 0 && options[active]) {
            e.preventDefault();
            pick(options[active]);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      <input type="hidden" name={name} value={chosen?.id ?? ""} />
      <div
        id={listId}
        role="listbox"
        aria-label={`${label} matches`}
        hidden={!open}
        className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded border bg-white shadow"
      >
        {options.length === 0 ? (
          <p className="px-3 py-2 text-sm text-gray-600">No site matches.</p>
        ) : (
          options.map((s, i) => (
            <div
              key={s.id}
              id={`${id}-opt-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active || s.id === chosen?.id}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-sky-100" : ""}`}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s);
              }}
            >
              <span className="font-medium">{s.name}</span>
              {s.fullAddress ? <span className="block text-xs text-gray-600">{s.fullAddress}</span> : null}
            </div>
          ))
        )}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
