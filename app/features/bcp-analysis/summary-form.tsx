import { type SubmissionResult, useForm } from "@conform-to/react";
import { EditVersion } from "~/ui/edit-version";
import { ConformForm, FormErrors } from "~/ui/forms";
import { RichTextField } from "~/ui/rich-text/rich-text-field";

/** The executive summary: rich text with JavaScript, a plain textarea without; saved sanitised. */
export function SummaryForm({
  bcpId,
  html,
  lastResult,
}: {
  bcpId: string;
  html: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({ id: "executive-summary", lastResult, defaultValue: { html } });
  return (
    <ConformForm form={form} className="card" aria-label="Executive summary">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="saveSummary" />
      <EditVersion part="executiveSummary" sent={lastResult} />
      <input type="hidden" name="bcpId" value={bcpId} />
      <RichTextField
        id={fields.html.id}
        name={fields.html.name}
        label="Executive summary"
        defaultValue={html}
        errors={fields.html.errors}
        errorId={fields.html.errorId}
      />
      <button type="submit" className="btn-primary">
        Save executive summary
      </button>
    </ConformForm>
  );
}
