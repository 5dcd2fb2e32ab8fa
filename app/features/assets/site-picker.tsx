import { useEffect, useId, useState } from "react";
import { paths } from "~/paths";
import { SearchCombobox } from "~/ui/search-combobox";
import { SearchThenSelect } from "~/ui/search-then-select";

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
    <SearchThenSelect
      id={id}
      name={name}
      label={label}
      search={{ label: `Find a ${label.toLowerCase()}`, name: "siteQ", query, button: "Find sites" }}
      choices={sites}
      defaultValue={defaultValue}
      empty="Choose a site"
      errors={errors}
      errorId={error}
    />
  );
}
