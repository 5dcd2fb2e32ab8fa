import { SelectInput } from "./forms";

/**
 * A picker among many without JavaScript: a search field and its button (the form goes back to the page as a GET,
 * which keeps what was typed and lists the matches) over a select of those matches. The site and person pickers
 * draw this until their search combobox (app/ui/search-combobox.tsx) has loaded.
 */
export function SearchThenSelect({
  id,
  name,
  label,
  search,
  choices,
  defaultValue,
  empty,
  errors,
  errorId,
}: {
  id: string;
  name: string;
  label: string;
  /** The search field: its label, name, what was typed, its longest value, and the button's words. */
  search: { label: string; name: string; query: string; maxLength?: number; button: string };
  choices: { id: string; name: string }[];
  defaultValue?: string;
  /** The select's empty choice. */
  empty: string;
  errors?: string[];
  errorId?: string;
}) {
  return (
    <div>
      <label htmlFor={`${id}-q`} className="label">
        {search.label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-q`}
          name={search.name}
          type="search"
          defaultValue={search.query}
          maxLength={search.maxLength}
          className="input min-w-0"
        />
        {/* On one line: a wrapped button stretched the search field to two lines' height. */}
        <button type="submit" formMethod="get" formNoValidate className="btn-secondary whitespace-nowrap">
          {search.button}
        </button>
      </div>
      <SelectInput
        id={id}
        name={name}
        label={label}
        labelClassName="label mt-2"
        options={choices.map((c) => ({ value: c.id, label: c.name }))}
        empty={empty}
        defaultValue={defaultValue ?? ""}
        errors={errors}
        errorId={errorId}
      />
    </div>
  );
}
