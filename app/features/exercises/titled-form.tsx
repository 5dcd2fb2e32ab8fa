import type { FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { ConformForm, FormErrors } from "~/ui/forms";

/**
 * An exercise page's card form, named by its `title` (its heading, its accessible name and its button), sending
 * `intent`. A full page post with or without JavaScript: the reply (field errors, input kept) is the server's.
 */
export function TitledForm<Fields extends Record<string, unknown>>({
  form,
  title,
  intent,
  children,
}: {
  form: FormMetadata<Fields, string[]>;
  title: string;
  intent: string;
  children: ReactNode;
}) {
  return (
    <ConformForm form={form} reloadDocument className="card mb-6" aria-label={title}>
      <h2 className="mb-3 font-medium">{title}</h2>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" className="btn-primary">
        {title}
      </button>
    </ConformForm>
  );
}
