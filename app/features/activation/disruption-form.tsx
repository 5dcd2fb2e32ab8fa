import { type SubmissionResult, useForm } from "@conform-to/react";
import type { z } from "zod";
import type { ActivatedProcessView } from "~/domains/activation/model";
import type { disruptionSchema } from "~/domains/activation/validation";
import { useDates } from "~/ui/dates";
import { ConformForm, ErrorList, FormErrors } from "~/ui/forms";

/**
 * When the disruption of an activated process started (its MAD counts from there; by default the incident's
 * alert time) and an optional note: recorded in the incident's timeline and the plan's audit trail.
 */
export function DisruptionForm({
  process,
  lastResult,
}: {
  process: ActivatedProcessView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const id = `${process.id}-disruption`;
  const [form, fields] = useForm<z.input<typeof disruptionSchema>>({
    id: `disruption-${process.id}`,
    lastResult,
  });
  // Entered and shown on the company's clock (Manage Company's time zone); a refused form shows what was typed.
  const dates = useDates();
  const sent = (field: { initialValue?: unknown }, shown: string) =>
    lastResult ? String(field.initialValue ?? "") : shown;
  return (
    <ConformForm
      form={form}
      className="mt-2 flex flex-wrap items-end gap-2"
      aria-label={`Disruption of ${process.name}`}
    >
      <input type="hidden" name="intent" value="disruption" />
      <input type="hidden" name="activationProcessId" value={process.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div>
        <label className="label" htmlFor={`${id}-since`}>
          Disruption started ({dates.zone})
        </label>
        <input
          id={`${id}-since`}
          name="disruptedSince"
          type="datetime-local"
          required
          className="input"
          defaultValue={sent(fields.disruptedSince, dates.input(process.disruptedSince))}
        />
        <ErrorList id={fields.disruptedSince.errorId} errors={fields.disruptedSince.errors} />
      </div>
      <div className="min-w-0 flex-1">
        <label className="label" htmlFor={id}>
          Note on the disruption (optional)
        </label>
        <input
          id={id}
          name="disruption"
          className="input"
          maxLength={1000}
          defaultValue={sent(fields.disruption, process.disruption ?? "")}
        />
        <ErrorList id={fields.disruption.errorId} errors={fields.disruption.errors} />
      </div>
      <button type="submit" className="btn-secondary">
        Update disruption
      </button>
    </ConformForm>
  );
}
