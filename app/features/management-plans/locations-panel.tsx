import { PLAN_MESSAGES } from "~/domains/management-plans/model";
import type { PlanDetails } from "~/features/management-plans/view-types";
import { IntentField, IntentForm, RemoveButton } from "./intent-form";

export function LocationsPanel({
  locations,
  canManage,
}: {
  locations: PlanDetails["locations"];
  canManage: boolean;
}) {
  return (
    <section aria-labelledby="locations-heading" className="mb-6">
      <h2 id="locations-heading" className="mb-2 text-lg font-semibold">
        Locations
      </h2>
      {locations.length === 0 ? (
        <p className="card text-gray-600">{PLAN_MESSAGES.noLocations} (the plan covers the whole company)</p>
      ) : (
        <ul className="card space-y-1 text-sm">
          {locations.map((l) => (
            <li key={l.id} className="flex items-center justify-between gap-2">
              <span>{l.label}</span>
              {canManage ? (
                <RemoveButton intent="removeLocation" target={l.id} label={`Remove location ${l.label}`} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canManage ? (
        <IntentForm
          intent="addLocation"
          className="card mt-3 grid items-end gap-2 md:grid-cols-5"
          label="Add location"
        >
          <IntentField intent="addLocation" name="country" label="Country" />
          <IntentField intent="addLocation" name="state" label="State" />
          <IntentField intent="addLocation" name="city" label="City" />
          <IntentField intent="addLocation" name="site" label="Site" />
          <button type="submit" className="btn-secondary">
            Add location
          </button>
        </IntentForm>
      ) : null}
    </section>
  );
}
