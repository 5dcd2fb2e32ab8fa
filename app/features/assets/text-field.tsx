import { ErrorList } from "~/ui/forms";

/** A plain labelled text input whose value and error come back from a page action (no JavaScript needed). */
export function TextField({
  name,
  label,
  values,
  errors,
}: {
  name: string;
  label: string;
  values: Record<string, string>;
  errors?: Record<string, string[]>;
}) {
  const id = `field-${name}`;
  const error = errors?.[name];
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={values[name] ?? ""}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <ErrorList id={`${id}-error`} errors={error} />
    </div>
  );
}
