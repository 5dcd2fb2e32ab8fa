import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { CommentField, ErrorList, Field } from "~/ui/forms";

/**
 * A Conform field of any value type: the BCP schemas read form text through z.preprocess
 * (numbers, yes/no, optional ids), whose input type is unknown.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyField = FieldMetadata<any, any, string[]>;

type TextProps = Omit<Parameters<typeof Field>[0], "field"> & { field: AnyField };
type StringField = FieldMetadata<string | null | undefined>;
/** The shared labelled input, for fields of any value type. */
export const TextField = ({ field, ...rest }: TextProps) => (
  <Field field={field as unknown as StringField} {...rest} />
);
/** The shared comment box (250 characters, 3 rows), for fields of any value type. */
export const CommentBox = ({ field, label }: { field: AnyField; label: ReactNode }) => (
  <CommentField field={field as unknown as StringField} label={label} />
);

export interface Option {
  value: string;
  label: string;
}

/** A labelled select bound to a Conform field, its error under it. Options may be grouped. */
export function SelectField({
  field,
  label,
  options,
  groups,
  placeholder = "Select…",
}: {
  field: AnyField;
  label: ReactNode;
  options?: Option[];
  groups?: { label: string; options: Option[] }[];
  placeholder?: string;
}) {
  const props = getSelectProps(field);
  return (
    <div className="mb-4">
      <label htmlFor={field.id} className="label">
        {label}
        {field.required ? <span className="text-red-600"> *</span> : null}
      </label>
      <select {...props} key={props.key} className="input">
        <option value="">{placeholder}</option>
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Yes/No radios (values "true"/"false") bound to a Conform field. */
export function YesNoField({ field, label }: { field: AnyField; label: ReactNode }) {
  const current = field.initialValue as unknown as string | undefined;
  return (
    <fieldset className="mb-4" aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="label">
        {label}
        <span className="text-red-600"> *</span>
      </legend>
      <div className="flex gap-6">
        {[
          ["true", "Yes"],
          ["false", "No"],
        ].map(([value, text]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={field.name}
              value={value}
              defaultChecked={current === value || (value === "true" && String(current) === "true")}
              form={field.formId}
            />
            {text}
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** A POST button (a one-field form), so row actions work without JavaScript. */
export function PostButton({
  intent,
  values,
  children,
  className = "btn-secondary",
  action,
}: {
  intent: string;
  values: Record<string, string>;
  children: ReactNode;
  className?: string;
  action?: string;
}) {
  return (
    <form method="post" action={action} className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
