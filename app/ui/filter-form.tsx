import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { SelectInput } from "./forms";

/**
 * A list's filters: a GET form (so it works without JavaScript) whose fields are sent as the page's query, and
 * its submit button.
 */
export function FilterForm({
  label,
  submit,
  card = false,
  className,
  children,
}: {
  /** The form's accessible name (none: the form is not a landmark). */
  label?: string;
  /** The button's text and look. */
  submit: { text: string; primary?: boolean };
  /** Drawn as a card (a list page's filter bar). */
  card?: boolean;
  /** The form's own look, when neither of those. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      className={
        className ??
        (card ? "card mb-4 flex flex-wrap items-end gap-3" : "mb-4 flex flex-wrap items-end gap-2")
      }
      aria-label={label}
    >
      {children}
      <button type="submit" className={submit.primary ? "btn-primary" : "btn-secondary"}>
        {submit.text}
      </button>
    </Form>
  );
}

/** One filter of a FilterForm: a labelled select, with an "every value" choice first when `all` is given. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  all,
  options,
  className = "input",
  labelClassName,
}: {
  /** The select's id, when it is not its name (a page with another field of that name). */
  id?: string;
  name: string;
  label: string;
  value: string;
  all?: string;
  options: readonly { value: string | number; label: ReactNode }[];
  className?: string;
  labelClassName?: string;
}) {
  return (
    <SelectInput
      id={id ?? name}
      name={name}
      label={label}
      defaultValue={value}
      empty={all}
      options={options}
      className={className}
      labelClassName={labelClassName}
    />
  );
}

/** The search box of a FilterForm (or a register's filters): "Search", sent as `q`. */
export function FilterSearch({
  id,
  value,
  className = "input w-64",
}: {
  id: string;
  value: string;
  className?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="label">
        Search
      </label>
      <input id={id} name="q" type="search" defaultValue={value} className={className} />
    </div>
  );
}
