import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { MESSAGES } from "~/shared/messages";
import { COMMENT_MAX_LENGTH, COMMENT_MIN_ROWS } from "~/shared/validation-rules";

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

/** A labelled input bound to a Conform field: its error shows under it and is announced. */
export function Field({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  ...rest
}: {
  field: FieldMetadata<string | number | null | undefined>;
  label: ReactNode;
  type?: InputType;
  autoComplete?: string;
  hint?: ReactNode;
  placeholder?: string;
  min?: number;
  max?: number;
  step?: number;
  autoFocus?: boolean;
}) {
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <div className="mb-4">
      <label htmlFor={field.id} className="label">
        {label}
        {field.required ? <span className="text-red-600"> *</span> : null}
      </label>
      <input {...props} key={props.key} className="input" autoComplete={autoComplete} {...rest} />
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Spec §5: comment boxes hold 250 characters and show at least 3 rows. */
export function CommentField({
  field,
  label,
}: {
  field: FieldMetadata<string | null | undefined>;
  label: ReactNode;
}) {
  const props = getTextareaProps(field);
  return (
    <div className="mb-4">
      <label htmlFor={field.id} className="label">
        {label}
        {field.required ? <span className="text-red-600"> *</span> : null}
      </label>
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
 * The Cancel of an edit form (spec §9: cancelling edits asks first). With JavaScript, leaving a form
 * with unsaved changes asks for confirmation; without it, Cancel is a plain link back.
 */
export function CancelLink({ to, children = "Cancel" }: { to: string; children?: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = event.currentTarget.closest("form");
    if (!form || !isDirty(form)) return;
    if (!window.confirm(MESSAGES.unsavedChanges)) return event.preventDefault();
    // Asked once: the page's leave guard (form-guard.tsx) must not ask again for the same departure.
    for (const dirty of Array.from(document.querySelectorAll<HTMLFormElement>("form[data-dirty]")))
      delete dirty.dataset.dirty;
  };
  return (
    <Link to={to} onClick={onClick} className="btn-secondary no-underline">
      {children}
    </Link>
  );
}
