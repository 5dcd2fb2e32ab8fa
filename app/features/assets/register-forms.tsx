import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormErrors } from "~/ui/forms";

/**
 * A register's add form (its "create" intent): its title (also its accessible name), the form's errors, the
 * page's fields (`children`), and the submit button.
 */
export function RegisterAddForm({
  title,
  submit,
  errors,
  buttonClassName = "btn-primary mt-2",
  children,
}: {
  title: string;
  submit: string;
  errors?: string[] | null;
  buttonClassName?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="card" aria-label={title}>
      <input type="hidden" name="intent" value="create" />
      <h2 className="mb-3 font-medium">{title}</h2>
      <FormErrors errors={errors} />
      {children}
      <button type="submit" className={buttonClassName}>
        {submit}
      </button>
    </Form>
  );
}

/**
 * A register row's own form (a site, an entry): its errors, then its fields (`children`), which only a manager may
 * change; for them, Save.
 */
export function RegisterDetailsForm({
  label,
  intent,
  errors,
  canManage,
  fieldsClassName,
  children,
}: {
  label: string;
  /** The intent the form sends, when the page's action tells its forms apart. */
  intent?: string;
  errors?: string[] | null;
  canManage: boolean;
  fieldsClassName?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="card max-w-3xl" aria-label={label}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormErrors errors={errors} />
      <fieldset disabled={!canManage} className={fieldsClassName}>
        {children}
      </fieldset>
      {canManage ? (
        <button type="submit" className="btn-primary mt-3">
          Save
        </button>
      ) : null}
    </Form>
  );
}
