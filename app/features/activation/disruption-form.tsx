import { Form } from "@remix-run/react";
import type { ActivatedProcessView } from "~/domains/activation/model";
import { useDates } from "~/ui/dates";
import { ErrorList } from "~/ui/forms";

/**
 * When the disruption of an activated process started (its MAD counts from there; by default the incident's
 * alert time) and an optional note: recorded in the incident's timeline and the plan's audit trail.
 */
export function DisruptionForm({
  process,
  errors,
}: {
  process: ActivatedProcessView;
  errors?: Record<string, string[]> | null;
}) {
  const id = `${process.id}-disruption`;
  // Entered and shown on the company's clock (Manage Company's time zone).
  const dates = useDates();
  return (
    <Form
      method="post"
      className="mt-2 flex flex-wrap items-end gap-2"
      aria-label={`Disruption of ${process.name}`}
    >
      <input type="hidden" name="intent" value="disruption" />
      <input type="hidden" name="activationProcessId" value={process.id} />
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
          defaultValue={dates.input(process.disruptedSince)}
        />
        <ErrorList errors={errors?.disruptedSince} />
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
          defaultValue={process.disruption ?? ""}
        />
        <ErrorList errors={errors?.disruption} />
      </div>
      <button type="submit" className="btn-secondary">
        Update disruption
      </button>
    </Form>
  );
}
