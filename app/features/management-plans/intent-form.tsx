import { Form, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorList } from "~/ui/forms";

/** What the plan page's action answers when a small form fails: which form, and the errors per field. */
export interface IntentResult {
  intent: string;
  target?: string;
  fields: Record<string, string[]>;
  message?: string;
  /** What the user submitted, to put back in the form. */
  values?: Record<string, string>;
}

/** The errors of one field of one small form on the page. */
export function useIntentErrors(intent: string, target?: string) {
  const result = useActionData<IntentResult>();
  const mine = result && result.intent === intent && (result.target ?? "") === (target ?? "");
  return {
    field: (name: string) => (mine ? result.fields[name] : undefined),
    form: mine && !Object.keys(result.fields).length ? result.message : undefined,
    value: (name: string) => (mine ? result.values?.[name] : undefined),
    failed: !!mine,
  };
}

/** A small POST form of the plan page, naming its intent (and target row); works without JavaScript. */
export function IntentForm({
  intent,
  target,
  children,
  className,
  encType,
  label,
}: {
  intent: string;
  target?: string;
  children: ReactNode;
  className?: string;
  encType?: "multipart/form-data";
  label?: string;
}) {
  const errors = useIntentErrors(intent, target);
  return (
    <Form method="post" className={className} encType={encType} aria-label={label} noValidate>
      <input type="hidden" name="intent" value={intent} />
      {target ? <input type="hidden" name="target" value={target} /> : null}
      {errors.form ? <ErrorList errors={[errors.form]} /> : null}
      {children}
    </Form>
  );
}

/** A row's Remove: its own form posting `intent` for the row (`target`); `label` says what it removes. */
export function RemoveButton({ intent, target, label }: { intent: string; target: string; label: string }) {
  return (
    <IntentForm intent={intent} target={target}>
      <button type="submit" className="text-red-700" aria-label={label}>
        Remove
      </button>
    </IntentForm>
  );
}

export function IntentField({
  intent,
  target,
  name,
  label,
  type = "text",
  required,
}: {
  intent: string;
  target?: string;
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "date";
  required?: boolean;
}) {
  const result = useIntentErrors(intent, target);
  const errors = result.field(name);
  const id = `${intent}-${target ?? ""}-${name}`;
  // The error is read with the field it belongs to.
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        {required ? <span className="text-red-600"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={result.value(name)}
        className="input"
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? errorId : undefined}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
