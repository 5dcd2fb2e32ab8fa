import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import type { ImpactedPlansView } from "~/domains/activation/model";
import type { activateSchema } from "~/domains/activation/validation";
import { ErrorList, FormErrors } from "~/ui/forms";

/** Activate the plans an incident impacts: checkboxes and a reason; works without JavaScript. */
export function ActivateForm({
  impacted,
  lastResult,
}: {
  impacted: ImpactedPlansView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<z.input<typeof activateSchema>>({ id: "activate", lastResult });
  if (!impacted.plans.length)
    return <p className="card text-gray-600">No BCP process was loaded on this incident.</p>;
  // A refused form comes back with the plans that were ticked still ticked.
  const ticked = new Set([fields.bcpIds.initialValue ?? []].flat().map(String));
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="card mb-6" aria-label="Activate BCPs">
      <h2 className="mb-2 text-lg font-semibold">Activate BCPs for {impacted.incident.title}</h2>
      <input type="hidden" name="intent" value="activate" />
      <input type="hidden" name="incidentId" value={impacted.incident.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="mb-3">
        <legend className="label">Impacted plans</legend>
        {impacted.plans.map((p) => (
          <label key={p.id} className="flex items-center gap-2 py-1">
            <input
              type="checkbox"
              name={fields.bcpIds.name}
              value={p.id}
              disabled={p.active}
              defaultChecked={ticked.has(p.id)}
            />
            <span>
              {p.name}{" "}
              <span className="text-sm text-gray-500">
                ({p.status}
                {p.active ? ", active" : ""})
              </span>{" "}
              — <span className="text-sm">{p.processes.map((x) => x.name).join(", ")}</span>
            </span>
          </label>
        ))}
        <ErrorList id={fields.bcpIds.errorId} errors={fields.bcpIds.errors} />
        <ErrorList id={fields.processIds.errorId} errors={fields.processIds.errors} />
      </fieldset>
      <label className="label" htmlFor="activate-reason">
        Reason
      </label>
      <textarea
        id="activate-reason"
        name={fields.reason.name}
        rows={2}
        className="input"
        defaultValue={String(fields.reason.initialValue ?? "")}
        aria-invalid={fields.reason.errors ? true : undefined}
        aria-describedby={fields.reason.errors ? fields.reason.errorId : undefined}
      />
      <ErrorList id={fields.reason.errorId} errors={fields.reason.errors} />
      <button type="submit" className="btn-primary mt-3">
        Activate
      </button>
    </Form>
  );
}
