import { Form } from "@remix-run/react";
import type { ImpactedPlansView } from "~/domains/activation/model";
import { ErrorList, FormErrors } from "~/ui/forms";

/** Activate the plans an incident impacts: checkboxes and a reason; works without JavaScript. */
export function ActivateForm({
  impacted,
  errors,
}: {
  impacted: ImpactedPlansView;
  errors?: { message: string; fields: Record<string, string[]> } | null;
}) {
  if (!impacted.plans.length)
    return <p className="card text-gray-600">No BCP process was loaded on this incident.</p>;
  return (
    <Form method="post" className="card mb-6" aria-label="Activate BCPs">
      <h2 className="mb-2 text-lg font-semibold">Activate BCPs for {impacted.incident.title}</h2>
      <input type="hidden" name="intent" value="activate" />
      <input type="hidden" name="incidentId" value={impacted.incident.id} />
      {errors && !Object.keys(errors.fields).length ? <FormErrors errors={[errors.message]} /> : null}
      <fieldset className="mb-3">
        <legend className="label">Impacted plans</legend>
        {impacted.plans.map((p) => (
          <label key={p.id} className="flex items-center gap-2 py-1">
            <input type="checkbox" name="bcpIds" value={p.id} disabled={p.active} />
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
        <ErrorList errors={errors?.fields.bcpIds} />
        <ErrorList errors={errors?.fields.processIds} />
      </fieldset>
      <label className="label" htmlFor="activate-reason">
        Reason
      </label>
      <textarea id="activate-reason" name="reason" rows={2} className="input" />
      <ErrorList errors={errors?.fields.reason} />
      <button type="submit" className="btn-primary mt-3">
        Activate
      </button>
    </Form>
  );
}
