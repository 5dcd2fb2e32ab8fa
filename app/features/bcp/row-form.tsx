import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { EditVersion } from "~/ui/edit-version";
import { CancelLink, ConformForm, FormErrors } from "~/ui/forms";

/**
 * The add-or-edit form of a row in a plan (a service, a risk, a team member, a stakeholder): an edit carries the
 * row's id and the section's edit version (a stale save is refused), an add carries the plan.
 */
export function RowForm({
  form,
  lastResult,
  intent,
  part,
  bcpId,
  editing,
  noun,
  cancel,
  className = "card",
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any schema's form
  form: FormMetadata<any, string[]>;
  /** The form's refusal, if any: an edit sent again keeps the version it was loaded at. */
  lastResult?: SubmissionResult<string[]>;
  intent: string;
  /** The plan section whose edit version an edit carries. */
  part: string;
  bcpId: string;
  editing?: { id: string; name: string };
  /** "risk", "team member": the aria label, the heading and the buttons say it. */
  noun: string;
  /** Where Cancel goes; no Cancel without it. */
  cancel?: string;
  className?: string;
  children: ReactNode;
}) {
  const article = /^[aeiou]/.test(noun) ? "an" : "a";
  return (
    <ConformForm
      form={form}
      className={className}
      aria-label={editing ? `Edit ${noun}` : `Add ${noun}`}
      // An add form is emptied once its row is saved, with JavaScript too (UX review X2/B-4: the roster form
      // kept one person's alternate phone and saved it against the next two). Without JavaScript the page
      // reloads empty anyway. The page's form guard (app/ui/form-guard.tsx) does the reset.
      data-reset-on-success={editing ? undefined : ""}
    >
      <h3 className="mb-3 font-medium">{editing ? `Edit ${editing.name}` : `Add ${article} ${noun}`}</h3>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      {editing ? (
        <>
          <input type="hidden" name="id" value={editing.id} />
          <EditVersion part={part} sent={lastResult} />
        </>
      ) : (
        <input type="hidden" name="bcpId" value={bcpId} />
      )}
      {children}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {editing ? `Save ${noun}` : `Add ${noun}`}
        </button>
        {cancel ? <CancelLink to={cancel} askWithoutJs /> : null}
      </div>
    </ConformForm>
  );
}
