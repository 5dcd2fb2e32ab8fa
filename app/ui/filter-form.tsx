import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A list's filters: a GET form (so it works without JavaScript) whose fields are sent as the page's query, and
 * its submit button.
 */
export function FilterForm({
  label,
  submit,
  card = false,
  children,
}: {
  label: string;
  /** The button's text and look. */
  submit: { text: string; primary?: boolean };
  /** Drawn as a card (a list page's filter bar). */
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      className={card ? "card mb-4 flex flex-wrap items-end gap-3" : "mb-4 flex flex-wrap items-end gap-2"}
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
  name,
  label,
  value,
  all,
  options,
  className = "input",
}: {
  name: string;
  label: string;
  value: string;
  all?: string;
  options: readonly { value: string | number; label: ReactNode }[];
  className?: string;
}) {
  return (
    <div>
      <label htmlFor={name} className="label">
        {label}
      </label>
      <select id={name} name={name} defaultValue={value} className={className}>
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
