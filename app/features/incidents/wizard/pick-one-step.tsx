import type { ReactNode } from "react";
import { ConformForm, FormErrors, RadioCards } from "~/ui/forms";
import { RemoveDraftConfirm, StepButtons } from "./step-frame";
import { useStep } from "./use-step";

/**
 * A step that picks one of a list (the hazard category, then the hazard): the remove-draft confirmation,
 * what the step shows first (`children`), the choices as cards, and previous / next.
 */
export function PickOneStep({
  legend,
  name,
  choices,
  checked,
  children,
  after,
}: {
  legend: string;
  name: string;
  choices: readonly { id: string; name: string }[];
  checked?: string | null;
  children?: ReactNode;
  /** Further fields of the step's form, after the choices. */
  after?: ReactNode;
}) {
  const { type, step, incident, form, errors, formError } = useStep();
  return (
    <>
      <RemoveDraftConfirm type={type} step={step} incident={incident} />
      {children}
      <ConformForm form={form}>
        <FormErrors errors={formError ? [formError] : null} />
        <RadioCards legend={legend} name={name} choices={choices} checked={checked} errors={errors(name)} />
        {after}
        <StepButtons type={type} step={step} incident={incident} />
      </ConformForm>
    </>
  );
}
