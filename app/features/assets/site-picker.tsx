import { useEffect, useId, useState } from "react";
import { paths } from "~/paths";
import { ErrorList } from "~/ui/forms";
import { SearchCombobox } from "~/ui/search-combobox";

export interface SiteChoice {
  id: string;
  name: string;
  fullAddress: string;
}

/**
 * Picks a site among many (100,000) without loading them all: the server sends the first 20 matches of a search.
 *
 * Without JavaScript: a search field, a "Find sites" button (the form is sent back to the page as a GET, which
 * keeps what was typed and lists the matches) and a select of those matches. With JavaScript: the one search
 * combobox (app/ui/search-combobox.tsx) asking `/assets/sites?q=` as you type.
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
      <SearchCombobox
        id={id}
        name={name}
        label={label}
        placeholder="Type to search sites"
        noMatch="No site matches."
        initial={sites.map(({ id, name, fullAddress }) => ({ id, name, detail: fullAddress }))}
        query={query}
        defaultValue={defaultValue}
        searchUrl={paths.siteSearch}
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
