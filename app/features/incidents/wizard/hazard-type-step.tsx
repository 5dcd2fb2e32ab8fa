import { useLoaderData } from "@remix-run/react";
import { PickOneStep } from "./pick-one-step";
import type { WizardLoader } from "./step-data";

/** Step 2: the hazard, among the chosen category's. */
export function HazardTypeStep() {
  const { incident, hazards = [] } = useLoaderData<WizardLoader>();
  return (
    <PickOneStep
      legend={`Hazard type (${incident?.hazardCategoryName ?? ""})`}
      name="hazardId"
      choices={hazards}
      checked={incident?.hazardId}
    />
  );
}
