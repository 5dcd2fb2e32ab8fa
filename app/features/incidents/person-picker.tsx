import { type ComponentType, useEffect, useId, useState } from "react";
import { MENTIONABLE_LIMITS } from "~/domains/incidents/model";
import { paths } from "~/paths";
import type { SearchCombobox } from "~/ui/search-combobox";
import { SearchThenSelect } from "~/ui/search-then-select";

export interface PersonChoice {
  id: string;
  name: string;
  email: string;
}

/**
 * Picks one of the company's users (500 at scale) without sending them all: the server sends the first 20 of a
 * search, or without one the incident's likeliest owners (`/incident/{id}/mentionable`). The site picker's pattern
 * (app/features/assets/site-picker.tsx).
 *
 * Without JavaScript: a search field (`queryName`), a "Find people" button (the form is sent back to the page as a
 * GET, which keeps what was typed and lists the matches) and a select of those matches, labelled `label`. With
 * JavaScript: the one search combobox (app/ui/search-combobox.tsx) asking `/incidents/people?q=` as you type,
 * loaded on demand (the incident page's script is at its budget; issue 37).
 */
export function PersonPicker({
  incidentId,
  name,
  label,
  people,
  query,
  queryName,
  defaultValue,
  errors,
}: {
  incidentId: string;
  name: string;
  label: string;
  people: PersonChoice[];
  query: string;
  /** The search field's name: one that no other field of the page's GET forms uses. */
  queryName: string;
  defaultValue?: string;
  errors?: string[];
}) {
  const id = useId();
  const [Combobox, setCombobox] = useState<ComponentType<Parameters<typeof SearchCombobox>[0]> | null>(null);
  useEffect(() => {
    let live = true;
    import("~/ui/search-combobox").then((m) => live && setCombobox(() => m.SearchCombobox));
    return () => {
      live = false;
    };
  }, []);
  const error = errors?.length ? `${id}-error` : undefined;
  if (Combobox)
    return (
      <Combobox
        id={id}
        name={name}
        label={label}
        placeholder="Type a name or email"
        noMatch="No one matches."
        initial={people.map(({ id, name, email }) => ({ id, name, detail: email }))}
        query={query}
        defaultValue={defaultValue}
        searchUrl={(q) => paths.incidentPeople(incidentId, q)}
        errorId={error}
        errors={errors}
      />
    );
  return (
    <SearchThenSelect
      id={id}
      name={name}
      label={label}
      search={{
        label: "Find a person",
        name: queryName,
        query,
        maxLength: MENTIONABLE_LIMITS.q,
        button: "Find people",
      }}
      choices={people}
      defaultValue={defaultValue}
      empty={query && !people.length ? "No one matches." : "Choose someone"}
      errors={errors}
      errorId={error}
    />
  );
}
