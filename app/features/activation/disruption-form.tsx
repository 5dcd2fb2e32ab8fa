import { Form } from "@remix-run/react";
import type { ActivatedProcessView } from "~/domains/activation/types";
import { ErrorList } from "~/ui/forms";

/** What disrupts an activated process: recorded in the incident's timeline and the plan's audit trail. */
export function DisruptionForm({
  process,
  errors,
}: {
  process: ActivatedProcessView;
  errors?: Record<string, string[]> | null;
}) {
  const id = `${process.id}-disruption`;
  return (
    <Form
      method="post"
      className="mt-2 flex flex-wrap items-end gap-2"
      aria-label={`Disruption of ${process.name}`}
    >
      <input type="hidden" name="intent" value="disruption" />
      <input type="hidden" name="activationProcessId" value={process.id} />
      <div className="flex-1">
        <label className="label" htmlFor={id}>
          Disruption
        </label>
        <input id={id} name="disruption" className="input" defaultValue={process.disruption ?? ""} />
        <ErrorList errors={errors?.disruption} />
      </div>
      <button type="submit" className="btn-secondary">
        Update disruption
      </button>
    </Form>
  );
}
