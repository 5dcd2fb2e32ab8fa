import { type SubmissionResult, useForm } from "@conform-to/react";
import type { z } from "zod";
import type { ActivatedProcessView } from "~/domains/activation/model";
import type { disruptionSchema } from "~/domains/activation/validation";
import { useDates } from "~/ui/dates";
import { ConformForm, ErrorList, FormErrors, fieldValue } from "~/ui/forms";

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
  // Entered and shown on the company's clock (Manage Company's time zone); a refused form shows what was typed.
  const dates = useDates();
  const [form, fields] = useForm<z.input<typeof disruptionSchema>>({
    id: `disruption-${process.id}`,
    lastResult,
    defaultValue: {
      disruptedSince: dates.input(process.disruptedSince),
      disruption: process.disruption ?? "",
    },
  });
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
          defaultValue={fieldValue(fields.disruptedSince)}
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
          defaultValue={fieldValue(fields.disruption)}
        />
        <ErrorList id={fields.disruption.errorId} errors={fields.disruption.errors} />
      </div>
      <button type="submit" className="btn-secondary">
        Update disruption
      </button>
    </ConformForm>
  );
}
