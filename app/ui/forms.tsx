import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { Form, type FormProps, Link, useActionData } from "@remix-run/react";
import type { InputHTMLAttributes, MouseEvent, ReactNode, SelectHTMLAttributes } from "react";
import { DISCARD_FIELD, MESSAGES } from "~/shared/messages";
import { COMMENT_MAX_LENGTH, COMMENT_MIN_ROWS } from "~/shared/validation-rules";
import { useHydrated } from "./use-hydrated";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-error" aria-live="polite">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/**
 * A Conform field of any value type: the kit renders form text, and many schemas read that text through
 * z.preprocess (numbers, yes/no, optional ids), whose input type is unknown. Only the metadata is used here.
 */
// biome-ignore lint/suspicious/noExplicitAny: the form's schema is the caller's; the kit reads only metadata
export type AnyField = FieldMetadata<any, any, string[]>;

/**
 * What an input, select or textarea of a Conform form starts with: what was sent when the form was refused (the
 * action's `lastResult`), else the form's `defaultValue`. Without JavaScript the page is drawn again from the
 * action's answer, so a control that starts from the saved record instead loses what the user typed.
 */
export function fieldValue(field: AnyField): string {
  const value = field.initialValue;
  return value === undefined || value === null ? "" : String(value);
}

/** Whether a checkbox of a Conform form starts ticked (see fieldValue): a ticked box sends "on". */
export const fieldChecked = (field: AnyField) => field.initialValue === "on";

/** The label of a field, with the required star when its schema requires it. */
function Label({ field, children }: { field: AnyField; children: ReactNode }) {
  return (
    <label htmlFor={field.id} className="label">
      {children}
      {field.required ? <span className="text-red-600"> *</span> : null}
    </label>
  );
}

type InputType =
  | "text"
  | "email"
  | "password"
  | "number"
  | "date"
  | "datetime-local"
  | "search"
  | "tel"
  | "url"
  | "hidden";

/** A line under a field, read with it (its `aria-describedby`). */
function FieldHint({ field, hint }: { field: AnyField; hint?: ReactNode }) {
  return hint ? (
    <p id={`${field.id}-hint`} className="mt-1 text-xs text-gray-500">
      {hint}
    </p>
  ) : null;
}

/**
 * A form bound to Conform (`form`: its id, and its errors announced): posted, without the browser's own checks
 * (the shared schema's messages show on the fields instead). The form's other props pass through.
 */
export function ConformForm<Fields extends Record<string, unknown>>({
  form,
  children,
  ...props
}: { form: FormMetadata<Fields, string[]>; children: ReactNode } & Omit<FormProps, "method">) {
  return (
    <Form method="post" {...getFormProps(form)} noValidate {...props}>
      {children}
    </Form>
  );
}

/** A labelled input bound to a Conform field: its error shows under it and is announced. */
export function Field({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  ...rest
}: {
  field: AnyField;
  label: ReactNode;
  type?: InputType;
  autoComplete?: string;
  hint?: ReactNode;
  placeholder?: string;
  min?: number;
  max?: number;
  step?: number;
  maxLength?: number;
  autoFocus?: boolean;
}) {
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <div className="mb-4">
      <Label field={field}>{label}</Label>
      <input {...props} key={props.key} className="input" autoComplete={autoComplete} {...rest} />
      <FieldHint field={field} hint={hint} />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Spec §5: comment boxes hold 250 characters and show at least 3 rows. */
export function CommentField({ field, label }: { field: AnyField; label: ReactNode }) {
  const props = getTextareaProps(field);
  return (
    <div className="mb-4">
      <Label field={field}>{label}</Label>
      <textarea
        {...props}
        key={props.key}
        className="input"
        rows={COMMENT_MIN_ROWS}
        maxLength={COMMENT_MAX_LENGTH}
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A labelled textarea of any length bound to a Conform field (a report's paragraphs), its error under it. */
export function TextareaField({
  field,
  label,
  rows = 4,
  maxLength,
  hint,
}: {
  field: AnyField;
  label: ReactNode;
  rows?: number;
  maxLength?: number;
  hint?: ReactNode;
}) {
  const props = getTextareaProps(field, { ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <div className="mb-4">
      <Label field={field}>{label}</Label>
      <textarea {...props} key={props.key} className="input" rows={rows} maxLength={maxLength} />
      <FieldHint field={field} hint={hint} />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

/**
 * A labelled select bound to a Conform field, its error under it. Options may be plain values (shown as
 * they are), value/label pairs, or groups.
 */
export function SelectField({
  field,
  label,
  options,
  groups,
  placeholder = "Select…",
  hint,
}: {
  field: AnyField;
  label: ReactNode;
  options?: readonly (Option | string)[];
  groups?: { label: string; options: Option[] }[];
  placeholder?: string;
  /** A line under the select, read with it. */
  hint?: ReactNode;
}) {
  const props = getSelectProps(field, { ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  const choices = (options ?? []).map((o) => (typeof o === "string" ? { value: o, label: o } : o));
  return (
    <div className="mb-4">
      <Label field={field}>{label}</Label>
      <select {...props} key={props.key} className="input">
        <option value="">{placeholder}</option>
        {choices.map((o) => (
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
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Yes/No radios (values "true"/"false") bound to a Conform field. */
export function YesNoField({ field, label }: { field: AnyField; label: ReactNode }) {
  const current = String(field.initialValue ?? "");
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
              defaultChecked={current === value}
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

/** One choice among cards (radios in a two-column grid on wide screens), its error under it. */
export function RadioCards({
  legend,
  name,
  choices,
  checked,
  errors,
}: {
  legend: ReactNode;
  name: string;
  choices: readonly { id: string; name: string }[];
  checked?: string | null;
  errors?: string[] | null;
}) {
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((c) => (
          <label key={c.id} className="flex items-center gap-2 rounded-md border border-gray-200 p-3">
            <input type="radio" name={name} value={c.id} defaultChecked={checked === c.id} />
            {c.name}
          </label>
        ))}
      </div>
      <ErrorList errors={errors} />
    </fieldset>
  );
}

/** A labelled input outside Conform (its own id, value or default, and error list); the input's props pass through. */
export function InputField({
  id,
  label,
  errors,
  ...input
}: { id: string; label: ReactNode; errors?: string[] | null } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        {...input}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A choice of a plain select: its value and what it shows. */
export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

/**
 * A labelled select outside Conform: its options, after an empty choice when `empty` is given; the select's own
 * props pass through, and its errors show under it (marked on the select when they have an `errorId`).
 */
export function SelectInput({
  id,
  label,
  options,
  empty,
  errors,
  errorId,
  wrapperClassName,
  labelClassName = "label",
  className = "input",
  ...select
}: {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  empty?: ReactNode;
  errors?: string[] | null;
  errorId?: string;
  /** The look of the box holding label, select and errors. */
  wrapperClassName?: string;
  /** The label's look ("sr-only" in a toolbar, where the choices name themselves). */
  labelClassName?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const marked = errorId && errors?.length ? errorId : undefined;
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        className={className}
        aria-invalid={marked ? true : undefined}
        aria-describedby={marked}
        {...select}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/**
 * A labelled text input of a form whose fields are drawn from a list (no Conform metadata): the typed value and
 * its errors come back in the form's failure (`plainFailure`, web/form-failure.ts), so it works without JavaScript.
 */
export function PlainField({
  name,
  label,
  type,
  values,
  errors,
}: {
  name: string;
  label: string;
  /** The input's type, when not text (a date). */
  type?: "date";
  values: Record<string, string>;
  errors?: Record<string, string[]>;
}) {
  return (
    <InputField
      id={`field-${name}`}
      name={name}
      type={type}
      label={label}
      defaultValue={values[name] ?? ""}
      errors={errors?.[name]}
    />
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

/**
 * A row's button that posts its intent (as the button's value) with the row's `fields`, a form of its own that
 * replaces the history entry (so Back does not post again).
 */
export function IntentButton({
  intent,
  fields,
  label,
  className,
  children,
}: {
  intent: string;
  fields: Record<string, string>;
  /** The button's accessible name (which row it acts on). */
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" replace>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

export function FormErrors({ errors, id }: { errors?: string[] | null; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

/** Whether a form's fields differ from what the page was rendered with (the DOM keeps the defaults). */
function isDirty(form: HTMLFormElement): boolean {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement) {
      if (el.type === "hidden" || el.type === "submit" || el.type === "button") continue;
      if (el.type === "checkbox" || el.type === "radio") {
        if (el.checked !== el.defaultChecked) return true;
      } else if (el.value !== el.defaultValue) return true;
    } else if (el instanceof HTMLTextAreaElement) {
      if (el.value !== el.defaultValue) return true;
    } else if (el instanceof HTMLSelectElement) {
      if (Array.from(el.options).some((o) => o.selected !== o.defaultSelected)) return true;
    }
  }
  return false;
}

/**
 * The Cancel of an edit form (spec §9: cancelling edits asks first). With JavaScript, leaving a form with unsaved
 * changes asks for confirmation. Without it (`askWithoutJs`), Cancel submits the form (DISCARD_FIELD, nothing
 * saved): the page comes back with the edits kept and asks here, with "Leave without saving" beside Save.
 */
export function CancelLink({
  to,
  children = "Cancel",
  askWithoutJs = false,
}: {
  to: string;
  children?: ReactNode;
  /** The page's action runs through runIntents, which answers DISCARD_FIELD (the plan section forms). */
  askWithoutJs?: boolean;
}) {
  const hydrated = useHydrated();
  const answer = useActionData();
  const asked =
    typeof answer === "object" && answer !== null && DISCARD_FIELD in answer && answer[DISCARD_FIELD] === to;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = event.currentTarget.closest("form");
    if (!form || !isDirty(form)) return;
    if (!window.confirm(MESSAGES.unsavedChanges)) return event.preventDefault();
    // Asked once: the page's leave guard (form-guard.tsx) must not ask again for the same departure.
    for (const dirty of Array.from(document.querySelectorAll<HTMLFormElement>("form[data-dirty]")))
      delete dirty.dataset.dirty;
  };
  if (asked)
    return (
      <span role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-orange-50 p-2 text-sm">
        {MESSAGES.unsavedChanges}
        <Link to={to} className="btn-danger no-underline">
          Leave without saving
        </Link>
      </span>
    );
  if (!hydrated && askWithoutJs)
    return (
      <button type="submit" name={DISCARD_FIELD} value={to} formNoValidate className="btn-secondary">
        {children}
      </button>
    );
  return (
    <Link to={to} onClick={onClick} className="btn-secondary no-underline">
      {children}
    </Link>
  );
}

/** A form's submit button (`label`) beside a plain Cancel link back to `cancelTo` (nothing asked on leaving). */
export function SubmitOrCancel({ label, cancelTo }: { label: string; cancelTo: string }) {
  return (
    <div className="flex gap-2">
      <button type="submit" className="btn-primary">
        {label}
      </button>
      <Link to={cancelTo} className="btn-secondary">
        Cancel
      </Link>
    </div>
  );
}
