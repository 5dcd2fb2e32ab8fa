import { Link, useSearchParams } from "@remix-run/react";
import { type IncidentType, previousStep, type WizardStep } from "~/domains/incidents/model";
import type { IncidentView } from "~/features/incidents/answers";
import { paths } from "~/paths";
import { incidentTitle } from "~/shared/names";
import { Confirm } from "~/ui/confirm";

type StepProps = { type: IncidentType; step: WizardStep; incident: IncidentView | null };

/** previous / next step buttons, and "remove from draft" for a draft. */
export function StepButtons({
  type,
  step,
  incident,
  last,
}: {
  type: IncidentType;
  step: WizardStep;
  incident: IncidentView | null;
  last?: boolean;
}) {
  const prev = previousStep(step);
  return (
    <div className="mt-6 flex flex-wrap items-center gap-2">
      {prev && incident ? (
        <Link to={paths.wizardStep(type, prev, incident.id)} className="btn-secondary">
          previous
        </Link>
      ) : null}
      {last ? null : (
        <button type="submit" name="intent" value="next" className="btn-primary">
          next step
        </button>
      )}
      {incident?.isDraft ? (
        // Confirmed first (UX review X4): the link opens the confirmation above the step.
        <Link
          to={`${paths.wizardStep(type, step, incident.id)}&confirm=remove`}
          preventScrollReset
          className="btn-secondary ml-auto no-underline"
        >
          Remove from draft
        </Link>
      ) : null}
    </div>
  );
}

/** "Remove from draft", confirmed: what is lost, named (the draft, its hazard, its locations). */
export function RemoveDraftConfirm({ type, step, incident }: StepProps) {
  const [params] = useSearchParams();
  if (!incident?.isDraft || params.get("confirm") !== "remove") return null;
  const name = incident.title || `${incidentTitle(null, type)} draft`;
  const entered = [
    incident.hazardName ? `the hazard ${incident.hazardName}` : null,
    incident.locationName ? `the alert location ${incident.locationName}` : null,
    incident.locations.length ? `${incident.locations.length} added locations` : null,
  ].filter(Boolean);
  return (
    <Confirm
      title={`Remove the draft ${name}?`}
      confirmLabel="Remove from draft"
      cancelHref={paths.wizardStep(type, step, incident.id)}
      fields={{ intent: "remove" }}
    >
      <p>
        The {type.toLowerCase()} draft {name} is deleted
        {entered.length ? `, with ${entered.join(", ")}` : ""}. It was never published, so nobody was
        notified. This cannot be undone.
      </p>
    </Confirm>
  );
}
