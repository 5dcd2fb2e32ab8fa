import { type SubmissionResult, useForm } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { z } from "zod";
import { ACTIVATION_MESSAGES, type ImpactedPlansView } from "~/domains/activation/model";
import type { activateSchema } from "~/domains/activation/validation";
import { RESPONSE_STEP_LABELS } from "~/domains/incidents/model";
import { paths } from "~/paths";
import { useDates } from "~/ui/dates";
import { ConformForm, ErrorList, FormErrors } from "~/ui/forms";

/**
 * Activate the plans an incident impacts: checkboxes and a reason; works without JavaScript. The approved plans
 * that can be activated start ticked (the wizard ticked their processes a screen earlier), a plan still running
 * for another incident says so, and once every plan is active the form gives way to the next step (UX review
 *
 */
export function ActivateForm({
  impacted,
  lastResult,
}: {
  impacted: ImpactedPlansView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<z.input<typeof activateSchema>>({ id: "activate", lastResult });
  const when = useDates().dateTime;
  if (impacted.incident.closed)
    return (
      <p className="card mb-6 text-gray-700" role="status">
        {ACTIVATION_MESSAGES.incidentClosed}
      </p>
    );
  if (!impacted.plans.length)
    return <p className="card text-gray-600">No BCP process was loaded on this incident.</p>;
  const activatable = impacted.plans.filter((p) => p.canActivate);
  const anyActive = impacted.plans.some((p) => p.active);
  // A refused form comes back with the plans that were ticked still ticked; a fresh one ticks what can be activated.
  const ticked = lastResult ? new Set([fields.bcpIds.initialValue ?? []].flat().map(String)) : null;
  return (
    <ConformForm form={form} className="card mb-6" aria-label="Activate BCPs">
      <h2 className="mb-2 text-lg font-semibold">Activate BCPs for {impacted.incident.title}</h2>
      <input type="hidden" name="intent" value="activate" />
      <input type="hidden" name="incidentId" value={impacted.incident.id} />
      {/* The incident is the hidden field a refusal names when it was closed meanwhile: said at the top. */}
      <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.incidentId.errors ?? [])]} />
      <fieldset className="mb-3">
        <legend className="label">Impacted plans</legend>
        {impacted.plans.map((p) => (
          <div key={p.id} className="py-1">
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name={fields.bcpIds.name}
                value={p.id}
                disabled={!p.canActivate}
                defaultChecked={ticked ? ticked.has(p.id) : p.canActivate}
                className="mt-1"
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
            {p.activeElsewhere.map((e) => (
              <p key={e.incidentId} className="ml-6 text-sm text-amber-800" data-testid="active-elsewhere">
                {ACTIVATION_MESSAGES.activeElsewhere(e.title ?? "(untitled)", when(e.since))}{" "}
                <Link to={paths.incident(e.incidentId)} className="underline">
                  Open it
                </Link>
              </p>
            ))}
          </div>
        ))}
        <ErrorList id={fields.bcpIds.errorId} errors={fields.bcpIds.errors} />
        <ErrorList id={fields.processIds.errorId} errors={fields.processIds.errors} />
      </fieldset>
      {activatable.length ? (
        <>
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
        </>
      ) : anyActive ? (
        <div className="flex flex-wrap items-center gap-3" role="status">
          <p className="text-sm text-green-800">
            {ACTIVATION_MESSAGES.allActive} {ACTIVATION_MESSAGES.nextStep}
          </p>
          <Link to={paths.incidentMessages(impacted.incident.id)} className="btn-primary">
            {RESPONSE_STEP_LABELS.message.action}
          </Link>
        </div>
      ) : null}
    </ConformForm>
  );
}
