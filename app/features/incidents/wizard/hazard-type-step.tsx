import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, RadioCards } from "~/ui/forms";
import { RemoveDraftConfirm, StepButtons } from "./step-frame";
import { useStep } from "./use-step";

/** Step 2: the hazard, among the chosen category's. */
export function HazardTypeStep() {
  const { type, step, incident, hazards = [], form, errors, formError } = useStep();
  return (
    <>
      <RemoveDraftConfirm type={type} step={step} incident={incident} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <FormErrors errors={formError ? [formError] : null} />
        <RadioCards
          legend={`Hazard type (${incident?.hazardCategoryName ?? ""})`}
          name="hazardId"
          choices={hazards}
          checked={incident?.hazardId}
          errors={errors("hazardId")}
        />
        <StepButtons type={type} step={step} incident={incident} />
      </Form>
    </>
  );
}
